"""试探 PROBE (000): "只能在自己回合出牌阶段使用。面朝下递给另一位玩家：我打赌你是X的，如果你是，那么你
弃一张手牌/抽二张牌，否则你就宣称'我是一个好人/其实我是卧底'。之后将此牌面朝下移出游戏。"
Only the user and the target see the card. A target with no hand who must discard only says so
(000 ruling). A used 试探 is removed from the game; a nullified or fizzled one is discarded."""

from ..engine import events
from ..engine.abilities import has_flag
from ..engine.decisions import CHOOSE, Decision, Option
from ..engine.effects import fizzle
from ..engine.frames import ask
from ..engine.ops import discard_from_hand, draw
from ..engine.state import PLAY_1, PLAY_2
from .deck import DISCARD_ONE, DRAW_TWO
from .rules import TURN_PLAYER, options_on_another_player

FUNC = "shi_tan"
CONTEXTS = frozenset((PLAY_1, PLAY_2))
USERS = TURN_PLAYER
# The declaration printed for the non-matching case, by the card's effect (ruling R1).
DECLARATION = {DISCARD_ONE: "good_person", DRAW_TWO: "undercover"}
COMPLY, DECLARE = "comply", "declare"


def can_use(state, seat, ctx):
    return ctx in CONTEXTS and seat == state.turn_player


options = options_on_another_player


def resolve(state, f):
    item = f.item
    t = item.seat
    if not state.players[t].alive:
        return fizzle(state, f, "target_out")
    bet, effect = state.cards[item.card].probe
    events.probe_shown(state, f.user, t, bet, effect)
    if has_flag(state, t, "hide_identity"):
        # 城府: "被试探时可以隐瞒身份" — the target picks either action freely.
        ask(state, Decision(t, CHOOSE, (Option("choose", func=COMPLY), Option("choose", func=DECLARE)),
                            prompt="probe_hide"))
        return
    _act(state, f, state.players[t].identity == bet)


# frame.step: 0 while the target may hide its identity (城府), DISCARDING once it discards.
DISCARDING = 2


def _act(state, f, comply: bool):
    item = f.item
    t = item.seat
    f.zone = "removed"
    _, effect = state.cards[item.card].probe
    if not comply:
        events.probe_declared(state, t, DECLARATION[effect])
        f.done = True
    elif effect == DRAW_TWO:
        events.probe_draws(state, t)
        draw(state, t, 2)
        f.done = True
    elif not state.players[t].hand:
        events.probe_discard_nothing(state, t)
        f.done = True
    else:
        f.step = DISCARDING
        hand = state.players[t].hand
        ask(state, Decision(t, CHOOSE, tuple(Option("choose", c) for c in hand),
                            prompt="probe_discard"))


def answer(state, f, option):
    t = f.item.seat
    if f.step == DISCARDING:
        discard_from_hand(state, t, option.card)
        f.done = True
    else:
        # 城府 is public (face up); which way the target chose is theirs to know.
        events.probe_hidden(state, t, option.func)
        _act(state, f, option.func == COMPLY)
