"""破译 DECRYPT (000): "只能在情报到达你时使用。检视该情报。" Legal on a 文本 message too."""

from ..engine import events, timing
from ..engine.effects import fizzle
from ..engine.state import ARRIVE
from ..engine.triggers import fire
from .rules import HOLDER, option_without_target

FUNC = "po_yi"
CONTEXTS = frozenset((ARRIVE,))
USERS = HOLDER


def can_use(state, seat, ctx):
    m = state.message
    return ctx == ARRIVE and m is not None and m["holder"] == seat


options = option_without_target


def resolve(state, f):
    m = state.message
    user = f.user
    if m is None or m["holder"] != user:
        return fizzle(state, f, "no_message")
    if user not in m["seen_by"]:
        m["seen_by"] = m["seen_by"] + (user,)
    events.decrypted(state, user, m["card"])
    f.done = True
    fire(state, timing.decrypted(user, m["sender"]))
