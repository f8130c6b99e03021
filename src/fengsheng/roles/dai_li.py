"""戴笠 (public, male): 笑里藏刀, 运筹帷幄; mission: three or more blue messages.

Seed 000: "笑里藏刀　当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。"
"运筹帷幄　当你获得真情报时，你可以抽一张牌。" Mission: "获得三张或以上的蓝色情报。"
"""
from __future__ import annotations

from ..cards.deck import BLACK, BLUE
from ..engine.abilities import Skill
from ..engine.ops import draw, place_from_hand
from .common import ColourMessages, ask_card, role, skill

SENT = ("message", "intercept")


def black_cards(state, seat: int) -> list[int]:
    """The black cards in ``seat``'s hand (what he can place as a fake)."""
    cards = state.cards
    return [c for c in state.players[seat].hand if cards[c].colour == BLACK]


def has_true(state, cards) -> bool:
    """Is any of ``cards`` a true message (red or blue)?"""
    return any(state.cards[c].colour != BLACK for c in cards)


@skill
class XiaoLiCangDao(Skill):
    """笑里藏刀: "当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。"
    Automatic, optional. Another player gets a true message he sent (taken or
    intercepted). The fake is a black card from his hand (放置情报: 由手牌中放置), so it triggers
    only if he holds one; a death it causes is his (亲手: 角色效果)."""
    id = "xiao_li_cang_dao"
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        return (event["sender"] == seat and event["seat"] != seat and event["via"] in SENT
                and has_true(state, event["cards"]) and bool(black_cards(state, seat)))

    def resolve(self, state, frame):
        blacks = black_cards(state, frame.user)
        # An earlier trigger of the same moment may have killed the receiver.
        if not blacks or not state.players[frame.event["seat"]].alive:
            frame.done = True
            return
        ask_card(state, frame.user, blacks, "xiao_li_cang_dao_card")

    def answer(self, state, frame, option):
        frame.done = True
        place_from_hand(state, frame.user, frame.event["seat"], [option.card], self.id)


@skill
class YunChouWeiWo(Skill):
    """运筹帷幄: "当你获得真情报时，你可以抽一张牌。" Automatic, optional; any way of getting a
    true message (sent, intercepted, 真伪莫辨, placed by a skill)."""
    id = "yun_chou_wei_wo"
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        return event["seat"] == seat and has_true(state, event["cards"])

    def resolve(self, state, frame):
        draw(state, frame.user, 1)
        frame.done = True


role("dai_li", ColourMessages(BLUE))
