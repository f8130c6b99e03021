"""刀锋 (public, male): 亮剑, 嗜血; mission: one 潜伏战线 and one 军情处 player have died.

Seed 000: "亮剑　你的试探和退回可以当作锁定使用。" "嗜血　当另一位玩家死亡时，你可以抽四张牌，然后选择一张手牌
分给任意一位玩家。即使死亡的玩家被拯救（如【礼服】技能），此效果也可以触发。可以分给自己。自己死亡不能发动该技能。"
Mission: "一位潜伏战线玩家和一位军情处玩家死亡。"
"""
from __future__ import annotations

from ..engine import events
from ..engine.abilities import Skill
from ..engine.ops import draw, give_card
from .common import OneOfEachFactionDead, ask_card, ask_seat, role, skill

SHI_XUE_DRAW = 4


@skill
class LiangJian(Skill):
    """亮剑: "你的试探和退回可以当作锁定使用。" A card conversion: the used card is a 锁定 with the
    试探's or 退回's colour, and like every converted card it can be 识破'd (rulebook: 改变卡牌用途的
    技能只是改变卡牌的名称与功能，那些改变后的卡牌依然能被【识破】). Timing is the 锁定's."""
    id = "liang_jian"
    converts_to = frozenset({"suo_ding"})

    def conversions(self, state, seat, card):
        return ("suo_ding",) if state.cards[card].function in ("shi_tan", "tui_hui") else ()


@skill
class ShiXue(Skill):
    """嗜血: "当另一位玩家死亡时，你可以抽四张牌，然后选择一张手牌分给任意一位玩家。"
    Automatic (a 死亡 trigger: 宣告死亡时 nothing can be inserted) and optional ("可以").
    Draws four, then one hand card goes to any living player, himself included ("可以分给自己").
    It triggers at the death even if the victim is then saved ("即使死亡的玩家被拯救…也可以触发"),
    never on his own death ("自己死亡不能发动该技能")."""
    id = "shi_xue"
    automatic = True
    listens = ("death",)

    def triggered(self, state, seat, event):
        return event["seat"] != seat and state.players[seat].alive

    def resolve(self, state, frame):
        seat = frame.user
        if frame.step == 0:
            frame.step = 1
            draw(state, seat, SHI_XUE_DRAW)
        hand = state.players[seat].hand
        if not hand:   # deck and discard pile were empty: nothing to hand out
            frame.done = True
        elif frame.step == 1:
            ask_card(state, seat, hand, "shi_xue_card")
        else:
            ask_seat(state, seat, state.alive_seats(), "shi_xue_to")

    def answer(self, state, frame, option):
        if frame.step == 1:
            frame.card = option.card
            frame.step = 2
            return
        seat = frame.user
        frame.done = True
        if option.seat == seat:
            events.shi_xue_kept(state, seat)
        else:
            give_card(state, seat, option.seat, frame.card)


role("dao_feng", OneOfEachFactionDead())
