"""贝雷帽 (public, male): 换日, 偷天; mission: three red and three blue cards in hand.

Seed 000: "换日　你的黑色手牌可以当作锁定使用。" "偷天　当一位玩家获得你传出的假情报时，你可以把他面前的一张
真情报加入到任意一位玩家的手牌中。" Mission: "手牌集齐三张红色卡牌和三张蓝色卡牌。"
"""
from __future__ import annotations

from ..cards.deck import BLACK, BLUE, RED
from ..engine.abilities import Role, Skill
from ..engine.ops import message_to_hand
from .common import RedAndBlueInHand, ask_card, ask_seat

SENT = ("message", "intercept")


class HuanRi(Skill):
    """换日: "你的黑色手牌可以当作锁定使用。" A card conversion: the 锁定 stays black and can be 识破'd
    (改变后的卡牌依然能被【识破】); timing and targets are the 锁定's."""
    id = "huan_ri"
    name = "换日"
    text = "你的黑色手牌可以当作锁定使用。"
    rulings = ()
    converts_to = frozenset({"suo_ding"})

    def conversions(self, state, seat, card):
        return ("suo_ding",) if state.cards[card].colour == BLACK else ()


def true_messages(state, seat: int) -> list[int]:
    """The red and blue (真情报) messages in front of ``seat``."""
    cards = state.cards
    return [c for c in state.players[seat].messages if cards[c].colour != BLACK]


class TouTian(Skill):
    """偷天: "当一位玩家获得你传出的假情报时，你可以把他面前的一张真情报加入到任意一位玩家的手牌中。"
    Automatic, optional ("可以"). "你传出的假情报" = a message he sent, taken or intercepted
    (not 真伪莫辨 or a skill: nobody sent those). The receiver may be he himself ("一位玩家").
    Triggers only if the receiver has a true message; it may go to any living player's hand,
    the receiver's and his own included ("任意一位玩家")."""
    id = "tou_tian"
    name = "偷天"
    text = "当一位玩家获得你传出的假情报时，你可以把他面前的一张真情报加入到任意一位玩家的手牌中。"
    rulings = ()
    automatic = True
    listens = ("message_received",)
    # Its steps (frame.step): the true message to move, then the hand it goes to.
    CARD, TO = range(2)

    def triggered(self, state, seat, event):
        cards = state.cards
        return (event["sender"] == seat and event["via"] in SENT
                and any(cards[c].colour == BLACK for c in event["cards"])
                and bool(true_messages(state, event["seat"])))

    def resolve(self, state, frame):
        seat = frame.user
        receiver = frame.event["seat"]
        # An earlier trigger of the same moment may have killed the receiver or moved his true
        # messages away.
        if not (state.players[receiver].alive and true_messages(state, receiver)):
            frame.done = True
        elif frame.step == self.CARD:
            ask_card(state, seat, true_messages(state, receiver), "tou_tian_card")
        else:
            ask_seat(state, seat, state.alive_seats(), "tou_tian_to")

    def answer(self, state, frame, option):
        if frame.step == self.CARD:
            frame.card = option.card
            frame.step = self.TO
            return
        frame.done = True
        message_to_hand(state, frame.event["seat"], frame.card, option.seat)


ROLE = Role("bei_lei_mao", "贝雷帽", "M", False, (HuanRi(), TouTian()),
            mission=RedAndBlueInHand(),
            mission_text="手牌集齐三张红色卡牌和三张蓝色卡牌。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "tou_tian_card": "【偷天】：选择他面前的一张真情报",
    "tou_tian_to": "【偷天】：把这张真情报加入哪位玩家的手牌？",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Beret"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "huan_ri": ("Change the Sun", "Your black hand cards may be used as [Lock On].", ()),
    "tou_tian": (
        "Steal the Sky",
        "When a player takes a false message you sent, you may put a true message in front of "
        "them into any player's hand.",
        ()),
}
EN_MISSION = ("Hold three red cards and three blue cards in your hand.", ())
EN_PROMPTS = {
    "tou_tian_card": "[Steal the Sky]: choose a true message in front of them",
    "tou_tian_to": "[Steal the Sky]: into whose hand does this true message go?",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"tou_tian_to": "ally", "tou_tian_card": "remove"}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


def _bot_trigger_tou_tian(bot, obs):
    r = getattr(bot, "last_receiver", None)
    if r is None:
        return False
    true = [c for c in obs["players"][r]["messages"] if bot.cards[c].colour != BLACK]
    return any(bot._remove_gain(r, c) > 0 for c in true)


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "tou_tian": _bot_trigger_tou_tian,
}


# 机密任务, for a 打酱油的 owner: the worth of keeping ``card`` in hand.
def _bot_mission_keep(bot, card):
    return 1.5 if bot.cards[card].colour in (RED, BLUE) else 0.0


BOT_MISSION_KEEP = _bot_mission_keep
