"""锁定 LOCK_ON (000 card rulings): "只能在自己回合出牌阶段和情报传递时使用。指定另一位玩家必须接收
本回合传递到他的情报。" Several locked: the first reached in passing order takes it (message.py).
Locked players ignore 调虎离山 and 退回."""

from ..engine import events
from ..engine.abilities import has_flag
from ..engine.effects import fizzle
from ..engine.state import PLAY_1, PLAY_2, TRANSMIT
from .rules import TURN_PLAYER, options_on_another_player

FUNC = "suo_ding"
CONTEXTS = frozenset((PLAY_1, PLAY_2, TRANSMIT))
USERS = TURN_PLAYER
FLAGS = frozenset({"lock_any_turn"})   # 柒佰's 敏锐 lifts "自己回合"


def can_use(state, seat, ctx):
    if ctx not in CONTEXTS:
        return False
    if seat == state.turn_player:
        return True
    if state.players[seat].role is None:
        return False
    return has_flag(state, seat, "lock_any_turn")   # 柒佰's 敏锐 (skill > card text)


options = options_on_another_player


def resolve(state, f):
    t = f.item.seat
    if not state.players[t].alive:
        return fizzle(state, f, "target_out")
    if t not in state.locks:
        state.locks = state.locks + (t,)
    events.locked(state, t, f.user)
    f.done = True
