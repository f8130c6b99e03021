"""戴笠 (public, male): 笑里藏刀, 运筹帷幄; mission: three or more blue messages.

Seed 000: "笑里藏刀　当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。"
"运筹帷幄　当你获得真情报时，你可以抽一张牌。" Mission: "获得三张或以上的蓝色情报。"
"""
from __future__ import annotations

from ..cards.deck import BLACK, BLUE
from ..engine.abilities import Role, Skill
from ..engine.ops import draw, place_from_hand
from .common import ColourMessages, ask_card

SENT = ("message", "intercept")


def black_cards(state, seat: int) -> list[int]:
    """The black cards in ``seat``'s hand (what he can place as a fake)."""
    cards = state.cards
    return [c for c in state.players[seat].hand if cards[c].colour == BLACK]


def has_true(state, cards) -> bool:
    """Is any of ``cards`` a true message (red or blue)?"""
    return any(state.cards[c].colour != BLACK for c in cards)


class XiaoLiCangDao(Skill):
    """笑里藏刀: "当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。"
    Automatic, optional. Another player gets a true message he sent (taken or
    intercepted). The fake is a black card from his hand (放置情报: 由手牌中放置), so it triggers
    only if he holds one; a death it causes is his (亲手: 角色效果)."""
    id = "xiao_li_cang_dao"
    name = "笑里藏刀"
    text = "当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。"
    rulings = ()
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


class YunChouWeiWo(Skill):
    """运筹帷幄: "当你获得真情报时，你可以抽一张牌。" Automatic, optional; any way of getting a
    true message (sent, intercepted, 真伪莫辨, placed by a skill)."""
    id = "yun_chou_wei_wo"
    name = "运筹帷幄"
    text = "当你获得真情报时，你可以抽一张牌。"
    rulings = ()
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        return event["seat"] == seat and has_true(state, event["cards"])

    def resolve(self, state, frame):
        draw(state, frame.user, 1)
        frame.done = True


ROLE = Role("dai_li", "戴笠", "M", False, (XiaoLiCangDao(), YunChouWeiWo()),
            mission=ColourMessages(BLUE),
            mission_text="获得三张或以上的蓝色情报。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "xiao_li_cang_dao_card": "【笑里藏刀】：选择一张黑色手牌，作为假情报放置在他面前",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Dai Li"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "xiao_li_cang_dao": (
        "Dagger in a Smile",
        "When another player takes a true message you sent, you may place a false message in "
        "front of them.",
        ()),
    "yun_chou_wei_wo": ("Master Plan", "When you take a true message, you may draw a card.", ()),
}
EN_MISSION = ("Collect three blue messages or more.", ())
EN_PROMPTS = {
    "xiao_li_cang_dao_card":
        "[Dagger in a Smile]: choose a black card to place in front of them as a false message",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"xiao_li_cang_dao_card": "discard"}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


def _bot_trigger_xiao_li_cang_dao(bot, obs):
    r = getattr(bot, "last_receiver", None)
    return r is not None and bot.value(r, BLACK) > 0.2


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "xiao_li_cang_dao": _bot_trigger_xiao_li_cang_dao,
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._collect_value(seat, colour, base, BLUE)


BOT_MISSION = _bot_mission
