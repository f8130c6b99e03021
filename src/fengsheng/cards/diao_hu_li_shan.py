"""调虎离山 LURE_AWAY (000): "只能在情报传递时使用。指定另一位玩家不参与本次的情报传递。（传出情报者与
被锁定的玩家不受此影响）" Usable in anyone's turn; a lured 直达 target sends it back (message.py)."""
import sys

from ..engine import events
from ..engine.effects import fizzle
from ..engine.state import TRANSMIT
from .rules import ANYONE, options_on_another_player, register_card

FUNC = "diao_hu_li_shan"
CONTEXTS = frozenset((TRANSMIT,))
USERS = ANYONE


def can_use(state, seat, ctx):
    return ctx == TRANSMIT and state.message is not None


options = options_on_another_player


def resolve(state, f):
    t = f.item.seat
    m = state.message
    if m is None:
        return fizzle(state, f, "no_message")
    if not state.players[t].alive:
        return fizzle(state, f, "target_out")
    if t not in m["lured"]:
        m["lured"] = m["lured"] + (t,)
    events.lured(state, t, f.user)
    f.done = True


register_card(sys.modules[__name__])
