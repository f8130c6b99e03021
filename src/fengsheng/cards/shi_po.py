"""识破 SEE_THROUGH (000): "玩家使用卡牌时可以使用。目标卡牌无效。" Targets any card (or converted
card) waiting on the stack that can be countered, including another 识破 (ruling R7). Skills
are not cards and cannot be targeted."""

from ..engine import events, timing
from ..engine.decisions import Option, make
from ..engine.effects import fizzle
from ..engine.state import StackItem
from ..engine.triggers import fire
from .rules import ANYONE, WINDOW_CONTEXTS

FUNC = "shi_po"
CONTEXTS = frozenset(WINDOW_CONTEXTS)
USERS = ANYONE
NEEDS_STACK = True   # no target without a card on the stack


def can_use(state, seat, ctx):
    for i in state.stack:
        if i.counterable and not i.nullified:
            return True
    return False


def options(state, seat, card, func):
    return [make(Option, ("use", card, func, -1, i.uid)) for i in state.stack
            if i.counterable and not i.nullified]


def resolve(state, f):
    uid = f.item.ref
    for k, it in enumerate(state.stack):
        if it.uid == uid and not it.nullified:
            state.stack[k] = make(StackItem, it[:7] + (True, it.source))   # nullified
            events.nullified(state, uid, f.user, it.func)
            f.done = True
            if state.roles_in_play:   # else nothing can trigger: no event to build
                fire(state, timing.nullified(it, f.user))
            return
    fizzle(state, f, "target_gone")
