"""真伪莫辨 MIXED_MESSAGES (000): "只能在自己回合出牌阶段使用。从牌库顶拿取等同于现存玩家数的牌洗匀，
从自己开始，逆时针每人抽取一张作为情报。在此过程中若某位玩家达到了胜利条件，他可以马上宣告胜利，游戏立即结束。
当有玩家在此过程中死亡，则视为被【真伪莫辨】的使用者杀死。" A player who dies before their card
comes round gets none; leftover cards are discarded (ruling R17)."""

from ..games import rng
from ..engine.ops import place_messages, take_top
from ..engine.state import PLAY_1, PLAY_2
from .rules import TURN_PLAYER, option_without_target

FUNC = "zhen_wei_mo_bian"
CONTEXTS = frozenset((PLAY_1, PLAY_2))
USERS = TURN_PLAYER


def can_use(state, seat, ctx):
    return ctx in CONTEXTS and seat == state.turn_player


options = option_without_target


# frame.step: START, then DEALING (the cards dealt one by one, each landing before the next).
START, DEALING = 0, 1


def resolve(state, f):
    user = f.user
    if f.step == START:
        order = state.seats_from(user)
        cards = []
        for _ in order:
            c = take_top(state)
            if c is None:
                break
            cards.append(c)
        state.rng = rng.shuffle(state.rng, cards)
        f.order = tuple(order[:len(cards)])
        f.held = tuple(cards)   # cards not dealt yet (a zone: GameState.zones)
        f.step = DEALING
    while f.held:
        seat, card = f.order[0], f.held[0]
        f.order, f.held = f.order[1:], f.held[1:]
        if state.players[seat].alive:
            place_messages(state, seat, [card], -1, user, "mixed")
            return
        state.discard.append(card)
    f.done = True
