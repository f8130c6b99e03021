"""职业杀手 (public, male): 连击, 预谋; mission: 亲手让另一位玩家成为第二位或以后死亡的玩家.

Seed 000, "我不会这样做，这不专业". 连击 is automatic ("当…时", the draw is not optional);
预谋 is a card conversion ("某些自动式技能会用一张卡牌代替另外一张卡牌").
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK
from ..engine.abilities import Mission, Role, Skill
from ..engine.ops import draw, place_from_hand
from .common import EN_QIN_SHOU, ask_card


class LianJi(Skill):
    """连击: "当一位玩家获得你传出的假情报时，你抽一张牌，然后可以在他面前再放置一张假情报。该技能只对传出的
    假情报有效，由于【真伪莫辨】或角色技能导致获得的假情报不触发该技能。抽牌后可以选择不放置假情报。"

    Triggers when a black message you sent lands in front of a living player (taken, forced or
    intercepted: 'message_received' with via 'message'/'intercept' and sender = you), yourself
    included. The draw is mandatory; then you may place one black card from your hand in front
    of that player ('done' to place none). A death it causes is yours (亲手: 角色效果).
    """
    id = "lian_ji"
    name = "连击"
    text = "当一位玩家获得你传出的假情报时，你抽一张牌，然后可以在他面前再放置一张假情报。"
    rulings = (
        "该技能只对传出的假情报有效，由于【〔真伪莫辨〕】或〔角色技能〕导致获得的假情报不触发该技能。",
        "抽牌后可以选择不放置假情报。")
    automatic = True
    optional = False
    listens = ("message_received",)
    # Its steps (frame.step): drawing one, then a black card placed (or none).
    DRAW, PLACE = range(2)

    def triggered(self, state, seat, event):
        return (event["sender"] == seat and event["via"] in ("message", "intercept")
                and any(state.cards[c].colour == BLACK for c in event["cards"]))

    def resolve(self, state, frame):
        seat = frame.user
        target = frame.event["seat"]
        if frame.step == self.DRAW:
            events.skill_triggered(state, seat, self.id)
            draw(state, seat, 1)
            frame.step = self.PLACE   # ask in the next step (a mission met by the draw comes first)
            return
        blacks = [c for c in state.players[seat].hand if state.cards[c].colour == BLACK]
        if not blacks or not state.players[target].alive or not state.players[seat].alive:
            frame.done = True
            return
        ask_card(state, seat, blacks, "lian_ji_place", can_stop=True)

    def answer(self, state, frame, option):
        frame.done = True
        if option.func != "done":
            place_from_hand(state, frame.user, frame.event["seat"], [option.card], self.id)


class YuMou(Skill):
    """预谋: "你的调虎离山可以当作锁定使用。仅改变卡牌的名称和作用，卡牌的颜色不变。这些【锁定】可以被【识破】。"

    A conversion: a 调虎离山 card may be used as 锁定 (with 锁定's timing and targets); it stays
    the same card (colour, transmission) and 识破 can target it like any card.
    """
    id = "yu_mou"
    name = "预谋"
    text = "你的调虎离山可以当作锁定使用。"
    rulings = (
        "仅改变卡牌的名称和作用，卡牌的颜色不变。",
        "这些【锁定】可以被【识破】。")
    converts_to = frozenset({"suo_ding"})
    automatic = True

    def conversions(self, state, seat, card):
        return ("suo_ding",) if state.cards[card].function == "diao_hu_li_shan" else ()


class SecondOrLaterKill(Mission):
    """"亲手让另一位玩家成为第二位或以后死亡的玩家。亲手：通过你的角色效果、传出的情报和卡牌效果（【真伪莫辨】）
    让玩家死亡。职业杀手不能通过自杀来完成该机密任务。" Met when a death credited to you (the engine's
    killer: the sender of the message, the user of 真伪莫辨, the owner of a placing skill) is of
    another player and is not the first death; you must be alive to declare."""

    def on_death(self, state, seat, victim, killer):
        if killer != seat or victim == seat or not state.players[seat].alive:
            return False
        order = [s for s, _ in state.deaths]
        return victim in order and order.index(victim) >= 1


ROLE = Role("zhi_ye_sha_shou", "职业杀手", "M", False, (LianJi(), YuMou()),
            mission=SecondOrLaterKill(),
            mission_text="亲手让另一位玩家成为第二位或以后死亡的玩家。",
            mission_rulings=(
                "亲手：通过你的角色效果、传出的情报和卡牌效果（【真伪莫辨】）让玩家死亡。",
                "职业杀手不能通过自杀来完成该机密任务。"))


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {"lian_ji_place": "【连击】：选择一张假情报放置在他面前，或不放置"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Hitman"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "lian_ji": (
        "Combo",
        "When a player takes a false message you sent, you draw a card, then you may place "
        "another false message in front of them.",
        ("Only for false messages you sent: one taken through [Truth or Lies] or a character "
         "skill does not trigger it.",
         "After drawing, you may place none.")),
    "yu_mou": (
        "Premeditate",
        "Your [Diversion] may be used as [Lock On].",
        ("Only the card's name and effect change; its colour stays.",
         "These [Lock On]s can be seen through.")),
}
EN_MISSION = (
    "Make by your own hand another player the second to die, or a later one.",
    (EN_QIN_SHOU,
     "The Hitman cannot complete it by killing himself."))
EN_PROMPTS = {
    "lian_ji_place": "[Combo]: choose a false message to place in front of them, or none",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"lian_ji_place": "fake_on_target"}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._kill_value(seat, colour, base, lambda victim: bool(bot.deaths))


BOT_MISSION = _bot_mission
