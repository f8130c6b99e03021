"""刀锋 (public, male): 亮剑, 嗜血; mission: one 潜伏战线 and one 军情处 player have died.

Seed 000: "亮剑　你的试探和退回可以当作锁定使用。" "嗜血　当另一位玩家死亡时，你可以抽四张牌，然后选择一张手牌
分给任意一位玩家。即使死亡的玩家被拯救（如【礼服】技能），此效果也可以触发。可以分给自己。自己死亡不能发动该技能。"
Mission: "一位潜伏战线玩家和一位军情处玩家死亡。"
"""
from __future__ import annotations

from ..engine import events
from ..engine.abilities import Role, Skill
from ..engine.ops import draw, give_card
from .common import OneOfEachFactionDead, ask_card, ask_seat

SHI_XUE_DRAW = 4


class LiangJian(Skill):
    """亮剑: "你的试探和退回可以当作锁定使用。" A card conversion: the used card is a 锁定 with the
    试探's or 退回's colour, and like every converted card it can be 识破'd (rulebook: 改变卡牌用途的
    技能只是改变卡牌的名称与功能，那些改变后的卡牌依然能被【识破】). Timing is the 锁定's."""
    id = "liang_jian"
    name = "亮剑"
    text = "你的试探和退回可以当作锁定使用。"
    rulings = ()
    converts_to = frozenset({"suo_ding"})

    def conversions(self, state, seat, card):
        return ("suo_ding",) if state.cards[card].function in ("shi_tan", "tui_hui") else ()


class ShiXue(Skill):
    """嗜血: "当另一位玩家死亡时，你可以抽四张牌，然后选择一张手牌分给任意一位玩家。"
    Automatic (a 死亡 trigger: 宣告死亡时 nothing can be inserted) and optional ("可以").
    Draws four, then one hand card goes to any living player, himself included ("可以分给自己").
    It triggers at the death even if the victim is then saved ("即使死亡的玩家被拯救…也可以触发"),
    never on his own death ("自己死亡不能发动该技能")."""
    id = "shi_xue"
    name = "嗜血"
    text = "当另一位玩家死亡时，你可以抽四张牌，然后选择一张手牌分给任意一位玩家。"
    rulings = (
        "即使死亡的玩家被拯救（如【礼服〔蒙面人〕】技能），此效果也可以触发。",
        "可以分给自己。",
        "自己死亡不能发动该技能。")
    automatic = True
    listens = ("death",)
    # Its steps (frame.step): drawing four, the card to hand out, whom it goes to.
    DRAW, CARD, TO = range(3)

    def triggered(self, state, seat, event):
        return event["seat"] != seat and state.players[seat].alive

    def resolve(self, state, frame):
        seat = frame.user
        if frame.step == self.DRAW:
            frame.step = self.CARD
            draw(state, seat, SHI_XUE_DRAW)
        hand = state.players[seat].hand
        if not hand:   # deck and discard pile were empty: nothing to hand out
            frame.done = True
        elif frame.step == self.CARD:
            ask_card(state, seat, hand, "shi_xue_card")
        else:
            ask_seat(state, seat, state.alive_seats(), "shi_xue_to")

    def answer(self, state, frame, option):
        if frame.step == self.CARD:
            frame.card = option.card
            frame.step = self.TO
            return
        seat = frame.user
        frame.done = True
        if option.seat == seat:
            events.shi_xue_kept(state, seat)
        else:
            give_card(state, seat, option.seat, frame.card)


ROLE = Role("dao_feng", "刀锋", "M", False, (LiangJian(), ShiXue()),
            mission=OneOfEachFactionDead(),
            mission_text="一位潜伏战线玩家和一位军情处玩家死亡。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _shi_xue_kept(e, n, cards, items):
    return f"{n(e['seat'])}把一张手牌分给了自己（【嗜血】）。"


ZH_EVENTS = {"shi_xue_kept": _shi_xue_kept}
ZH_PROMPTS = {
    "shi_xue_card": "【嗜血】：选择一张手牌，分给任意一位玩家（可以是你自己）",
    "shi_xue_to": "【嗜血】：把这张牌分给哪位玩家？",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Blade"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "liang_jian": ("Draw the Sword", "Your [Probe] and [Return] may be used as [Lock On].", ()),
    "shi_xue": (
        "Bloodthirst",
        "When another player dies, you may draw four cards, then give a hand card to any player.",
        ("Even if the dying player is saved (for instance by the Masked Man in Tails).",
         "You may give it to yourself.",
         "Not on your own death.")),
}
EN_MISSION = ("An Underground player and an Army player die.", ())


def _en_shi_xue_kept(e, n, cards, items):
    return f"{n(e['seat'])} gives a hand card to themselves ([Bloodthirst])."


EN_EVENTS = {
    "shi_xue_kept": _en_shi_xue_kept,
}
EN_PROMPTS = {
    "shi_xue_card": "[Bloodthirst]: choose a card to give to any player (you too)",
    "shi_xue_to": "[Bloodthirst]: to whom does this card go?",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"shi_xue_card": "discard", "shi_xue_to": "ally"}

BOT_PREFERENCE = 7   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._faction_deaths_value(ident, seat, colour, base)


BOT_MISSION = _bot_mission
