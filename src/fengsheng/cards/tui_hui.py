"""退回 RETURN (000): "只能在他人回合情报到达你时使用。该情报以反方向传递。（被锁定的玩家不受此影响）
若你被【锁定】了，则【退回】不能发挥作用。" The holder does not get the 情报接收 step; the
message moves on the other way (a 直达 goes back to its sender)."""
import sys

from ..engine import events
from ..engine.effects import fizzle
from ..engine.state import ARRIVE
from .rules import HOLDER_OTHER, option_without_target, register_card

FUNC = "tui_hui"
CONTEXTS = frozenset((ARRIVE,))
USERS = HOLDER_OTHER


def can_use(state, seat, ctx):
    m = state.message
    return (ctx == ARRIVE and m is not None and m["holder"] == seat
            and seat != state.turn_player)


options = option_without_target


def resolve(state, f):
    m = state.message
    user = f.user
    if m is None or m["holder"] != user:
        return fizzle(state, f, "no_message")
    f.done = True
    if user in state.locks:
        events.return_no_effect(state, user)
        return
    m["direction"] = -m["direction"]
    m["returned"] = True
    events.returned(state, user)


register_card(sys.modules[__name__])
