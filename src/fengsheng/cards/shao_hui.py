"""烧毁 BURN (000): "烧毁一张假情报。可以在任何阶段的任何可使用卡牌之时机使用" — any window, any
player, one black message in front of any living player. Never at 情报接收 or the special
moments (there is no window then), so it cannot save a third black."""
import sys

from ..engine.decisions import Option, make
from ..engine.effects import fizzle
from ..engine.ops import burn_message
from .rules import ANYONE, WINDOW_CONTEXTS, register_card
from .deck import BLACK

FUNC = "shao_hui"
CONTEXTS = frozenset(WINDOW_CONTEXTS)
USERS = ANYONE


def can_use(state, seat, ctx):
    black = state.black_ids
    for p in state.players:
        # An empty row of messages is no call (most rows early in a game).
        if p.messages and p.alive and not black.isdisjoint(p.messages):
            return True
    return False


def options(state, seat, card, func):
    cards = state.cards
    return [make(Option, ("use", card, func, p.seat, m)) for p in state.players if p.alive
            for m in p.messages if cards[m].colour == BLACK]


def resolve(state, f):
    item = f.item
    p = state.players[item.seat]
    if not p.alive or item.ref not in p.messages:
        return fizzle(state, f, "target_gone")
    burn_message(state, item.seat, item.ref, f.user)
    f.done = True


register_card(sys.modules[__name__])
