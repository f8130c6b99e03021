"""截获 INTERCEPT (000): "只能在他人回合情报传递时使用。获得一张传递中的情报。" It is not passing,
so 锁定 and 调虎离山 do not matter; several 截获 resolve last-first, so the last one used gets
the message and the others fizzle to the discard pile."""

from ..engine import events, timing
from ..engine.effects import fizzle
from ..engine.ops import place_messages
from ..engine.triggers import fire
from ..engine.state import TRANSMIT
from .rules import OTHERS, option_without_target

FUNC = "jie_huo"
CONTEXTS = frozenset((TRANSMIT,))
USERS = OTHERS


def can_use(state, seat, ctx):
    return ctx == TRANSMIT and state.message is not None and seat != state.turn_player


options = option_without_target


def resolve(state, f):
    m = state.message
    if m is None:
        return fizzle(state, f, "no_message")
    user = f.user
    state.message = None
    events.intercepted(state, user, m["card"])
    f.done = True
    # A death it causes is credited to the message's sender (亲手: 传出的情报; ruling R16).
    # Frames run last-pushed-first: the landing (victory, death) comes before these triggers.
    fire(state, timing.intercepted(user, m["sender"]))
    place_messages(state, user, [m["card"]], m["sender"], m["sender"], "intercept")
