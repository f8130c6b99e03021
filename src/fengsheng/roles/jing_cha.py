"""警察 (public, male; the text lost the name, shown as 警察): 城府 (common.py), 加密, 绝密; mission as
余则成's: "一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。"
"""
from __future__ import annotations

from ..cards.deck import BLACK, SECRET, TEXT
from ..engine.abilities import Role, Skill
from ..engine.decisions import CHOOSE, Decision, Option
from ..engine.frames import ask
from ..engine.ops import place_from_hand, take_random_card
from .common import ChengFu, ask_card
from .yu_ze_cheng import SenderLoses

TAKE, PLACE = "jue_mi_take", "jue_mi_place"


class JiaMi(Skill):
    """加密: "你的文本情报可以用密电的方式传递。" A rule modifier (automatic, red): a 文本 card may also be
    sent as a 密电 — face down, passed right player by player (``Skill.transmissions``)."""
    id = "jia_mi"
    name = "加密"
    text = "你的文本情报可以用密电的方式传递。"
    rulings = ()
    automatic = True

    def transmissions(self, state, seat, card):
        return (SECRET,) if state.cards[card].transmission == TEXT else ()


def _blacks(state, seat: int) -> list[int]:
    cards = state.cards
    return [c for c in state.players[seat].hand if cards[c].colour == BLACK]


def _choices(state, seat: int) -> tuple[Option, ...]:
    """(seat, action) pairs: take a hand card blind from a player who has one, or put a fake
    from one's hand in front of a player (needs a black card in hand)."""
    place = bool(_blacks(state, seat))
    opts = []
    for t in state.alive_seats():
        if t == seat:
            continue
        if state.players[t].hand:
            opts.append(Option("choose", func=TAKE, seat=t))
        if place:
            opts.append(Option("choose", func=PLACE, seat=t))
    return tuple(opts)


class JueMi(Skill):
    """绝密: "当你传出的情报被截获或破译时，你可以抽取一位玩家的一张手牌，或在其面前放置一张假情报。"

    Automatic (red), optional; triggers when a 截获 or 破译 of another player takes effect on a
    message the owner sent. "一位玩家": any other living player (taking from one's own hand is
    nothing). 抽取 takes a hand card blind (rulebook 抽牌: "抽手牌…面向卡牌背面抽取"); 放置情报 puts a
    black card from the owner's hand ("如没特别注明，都由手牌中放置到目标玩家面前"), so it needs one. A
    death the fake causes is the owner's (亲手, role effect)."""
    id = "jue_mi"
    name = "绝密"
    text = "当你传出的情报被截获或破译时，你可以抽取一位玩家的一张手牌，或在其面前放置一张假情报。"
    rulings = ()
    automatic = True
    listens = ("intercepted", "decrypted")
    # Its steps (frame.step): take a card or choose whom to place on, then which fake.
    CHOICE, CARD = range(2)

    def triggered(self, state, seat, event):
        return event["sender"] == seat and event["seat"] != seat and bool(_choices(state, seat))

    def resolve(self, state, frame):
        seat = frame.user
        opts = _choices(state, seat)   # the intercepted message has landed since it triggered
        if not opts:
            frame.done = True
            return
        ask(state, Decision(seat, CHOOSE, opts, "jue_mi"))

    def answer(self, state, frame, option):
        seat = frame.user
        if frame.step == self.CHOICE:
            if option.func == TAKE:
                take_random_card(state, option.seat, seat)
                frame.done = True
                return
            frame.target = option.seat
            blacks = _blacks(state, seat)
            if len(blacks) > 1:
                frame.step = self.CARD
                ask_card(state, seat, blacks, "jue_mi_card")
                return
            card = blacks[0]
        else:   # CARD
            card = option.card
        frame.done = True
        place_from_hand(state, seat, frame.target, [card], self.id)


ROLE = Role("jing_cha", "警察", "M", False, (ChengFu(), JiaMi(), JueMi()),
            mission=SenderLoses(),
            mission_text="一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。",
            mission_rulings=(
                "包括一些通过【〔获得假情报〕】胜利的角色（例如小白等）。",),
            standard=False)


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "jue_mi": "【绝密】：抽取一位玩家的一张手牌，或在其面前放置一张假情报",
    "jue_mi_card": "【绝密】：选择要放置的假情报",
}
# Labels of the 'choose' options of 绝密 (Option.func), merged into zh_cn.CHOOSE_LABELS.
ZH_LABELS = {"jue_mi_take": "抽取其一张手牌", "jue_mi_place": "在其面前放置一张假情报"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Police Officer"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "jia_mi": ("Encrypt", "Your text messages may be sent as secret messages.", ()),
    "jue_mi": (
        "Top Secret",
        "When a message you sent is intercepted or decoded, you may draw a card from a player's "
        "hand, or place a false message in front of them.",
        ()),
}
EN_MISSION = (
    "A player declares victory by taking a message you sent. Your victory makes their "
    "declaration fail.",
    ("This includes characters who win by taking false messages (Xiao Bai and others).",))
EN_PROMPTS = {
    "jue_mi": "[Top Secret]: draw a card from a player, or place a false message in front of them",
    "jue_mi_card": "[Top Secret]: choose the false message to place",
}
EN_LABELS = {
    "jue_mi_take": "draw a card from their hand",
    "jue_mi_place": "place a false message in front of them",
}


def _bot_answer_jue_mi(bot, obs, options):
    hands = {p["seat"]: p["hand_count"] for p in obs["players"]}

    def score(o):
        if o.func == "jue_mi_place":
            return bot.value(o.seat, BLACK)
        return 0.4 - 0.5 * bot.ally[o.seat] + 0.02 * hands.get(o.seat, 0)
    return max(options, key=lambda o: (score(o), o.func, -o.seat))


# How the heuristic bot answers this role's questions (a policy of bots/role_play.py, or
# its own function).
BOT_POLICY = {"jue_mi_card": "discard", "jue_mi": _bot_answer_jue_mi}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._victory_value(ident, seat, colour, base, lambda seat: bot._sender == bot.seat)


BOT_MISSION = _bot_mission
