"""小马哥 (public, male): 英雄本色; mission: one 潜伏战线 and one 军情处 player have died.

Seed 000: "英雄本色　当你获得假情报时，抽一张牌，然后可以在一位玩家面前放置一张假情报。"
Mission: "一位潜伏战线玩家和一位军情处玩家死亡。" (the same as 刀锋's, dao_feng.py).
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK
from ..engine.abilities import Role, Skill
from ..engine.ops import draw, place_from_hand
from .common import OneOfEachFactionDead, ask_card, ask_seat


class YingXiongBenSe(Skill):
    """英雄本色: "当你获得假情报时，抽一张牌，然后可以在一位玩家面前放置一张假情报。"
    Automatic and compulsory ("抽一张牌" has no 可以), so it is not asked; the placing
    after it is optional ("然后可以"). Any way of getting a fake counts (sent, intercepted, 真伪莫辨,
    placed by a skill: 获得情报 = a card put face up in front of you). The fake is a black card
    from his hand (放置情报: "如没特别注明，都由手牌中放置"), put in front of any living player, himself
    included; a death it causes is his (亲手: 角色效果)."""
    id = "ying_xiong_ben_se"
    name = "英雄本色"
    text = "当你获得假情报时，抽一张牌，然后可以在一位玩家面前放置一张假情报。"
    rulings = ()
    automatic = True
    optional = False
    listens = ("message_received",)
    # Its steps (frame.step): drawing one, a black card (or stop), whom it is placed on.
    DRAW, CARD, TO = range(3)

    def triggered(self, state, seat, event):
        cards = state.cards
        return event["seat"] == seat and any(cards[c].colour == BLACK for c in event["cards"])

    def resolve(self, state, frame):
        seat = frame.user
        if frame.step == self.DRAW:
            frame.step = self.CARD
            events.skill_triggered(state, seat, self.id)
            draw(state, seat, 1)
        if frame.step == self.CARD:
            blacks = black_cards(state, seat)
            if not blacks:
                frame.done = True
                return
            ask_card(state, seat, blacks, "ying_xiong_ben_se_card", can_stop=True)
        else:
            ask_seat(state, seat, state.alive_seats(), "ying_xiong_ben_se_to")

    def answer(self, state, frame, option):
        if frame.step == self.CARD:
            if option.func == "done":
                frame.done = True
            else:
                frame.card = option.card
                frame.step = self.TO
            return
        frame.done = True
        place_from_hand(state, frame.user, option.seat, [frame.card], self.id)


def black_cards(state, seat: int) -> list[int]:
    """The black cards (假情报 if placed) in ``seat``'s hand, in hand order."""
    cards = state.cards
    return [c for c in state.players[seat].hand if cards[c].colour == BLACK]


ROLE = Role("xiao_ma_ge", "小马哥", "M", False, (YingXiongBenSe(),),
            mission=OneOfEachFactionDead(),
            mission_text="一位潜伏战线玩家和一位军情处玩家死亡。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "ying_xiong_ben_se_card": "【英雄本色】：可以选择一张黑色手牌作为假情报放置在一位玩家面前，或者不放置",
    "ying_xiong_ben_se_to": "【英雄本色】：把这张假情报放置在哪位玩家面前？",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Brother Ma"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "ying_xiong_ben_se": (
        "A True Hero",
        "When you take a false message, draw a card, then you may place a false message in front "
        "of a player.",
        ()),
}
EN_MISSION = ("An Underground player and an Army player die.", ())
EN_PROMPTS = {
    "ying_xiong_ben_se_card": (
        "[A True Hero]: you may place a black card in front of a player as a false message, or "
        "not"),
    "ying_xiong_ben_se_to": "[A True Hero]: in front of whom does this false message go?",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"ying_xiong_ben_se_card": "fake_any", "ying_xiong_ben_se_to": "fake_seat"}

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
# Version 6 (``bot.plans``): a first fake to himself triggers 英雄本色 — a card
# drawn and a black from his hand placed where it is worth most (a third fake on a player
# whose death completes the mission is the mission): worth taking.
def _bot_mission(bot, ident, seat, colour, base):
    value = bot._faction_deaths_value(ident, seat, colour, base)
    if getattr(bot, "plans", False) and seat == bot.seat and colour == BLACK \
            and bot.counts[seat][BLACK] == 0:   # a second fake would leave him one from death
        has_black = any(bot.cards[c].colour == BLACK for c in bot.hand_cards)
        place = max((bot.value(s, BLACK) for s in range(bot.n)
                     if bot.alive[s] and s != bot.seat), default=0.0)
        value += 0.3 + (1.0 if has_black else 0.35) * max(place, 0.0)
    return value


BOT_MISSION = _bot_mission
