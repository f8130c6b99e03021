"""怪盗九九 (public, male): 阴谋, 阳谋; mission: nine or more cards in hand.

Seed 000: "阴谋　当一位玩家获得你传出的假情报时，你可以抽取任意一位玩家的一张手牌。由于【真伪莫辨】和角色技能
得到的假情报不触发该技能。当对方没有手牌时即视为抽取无效。" "阳谋　当你获得另一位玩家传出的假情报时，你可以抽取
任意一位玩家的一张手牌。由于【真伪莫辨】和角色技能得到的假情报不触发该技能。当对方没有手牌时即视为抽取无效。"
Mission: "获得九张或以上的手牌。"
"""
from __future__ import annotations

from ..cards.deck import BLACK
from ..cards.rules import other_living
from ..engine.abilities import Mission, Role, Skill
from ..engine.ops import take_random_card
from .common import ask_seat

# Only a message sent and taken (or intercepted) counts: "由于【真伪莫辨】和角色技能得到的假情报不触发".
SENT = ("message", "intercept")
MISSION_HAND = 9


def got_sent_fake(state, event) -> bool:
    """Did ``event`` (message_received) put a fake that somebody sent in front of its seat?"""
    cards = state.cards
    return (event["via"] in SENT and event["sender"] >= 0
            and any(cards[c].colour == BLACK for c in event["cards"]))


class _TakeFromAnyone(Skill):
    """Shared effect: "抽取任意一位玩家的一张手牌" — any other living player (taking from oneself
    would change nothing), blind (ops.take_random_card); a player with no hand may be chosen and
    the take is void ("当对方没有手牌时即视为抽取无效"). Automatic and optional ("可以")."""
    automatic = True
    listens = ("message_received",)

    def resolve(self, state, frame):
        others = other_living(state, frame.user)
        if not others:
            frame.done = True
            return
        ask_seat(state, frame.user, others, f"{self.id}_from")

    def answer(self, state, frame, option):
        frame.done = True
        take_random_card(state, option.seat, frame.user)


class YinMou(_TakeFromAnyone):
    """阴谋: "当一位玩家获得你传出的假情报时，你可以抽取任意一位玩家的一张手牌。由于【真伪莫辨】和角色技能
    得到的假情报不触发该技能。" Any player — he himself too, when his own fake comes back to him: the
    text says 一位玩家 where 阳谋 says 另一位玩家 — gets a fake he sent, taken or intercepted."""
    id = "yin_mou"
    name = "阴谋"
    text = "当一位玩家获得你传出的假情报时，你可以抽取任意一位玩家的一张手牌。"
    rulings = (
        "由于【〔真伪莫辨〕】和〔角色技能〕得到的假情报不触发该技能。",
        "当对方没有手牌时即视为抽取无效。")

    def triggered(self, state, seat, event):
        return event["sender"] == seat and got_sent_fake(state, event)


class YangMou(_TakeFromAnyone):
    """阳谋: "当你获得另一位玩家传出的假情报时，你可以抽取任意一位玩家的一张手牌。由于【真伪莫辨】和角色技能
    得到的假情报不触发该技能。" He takes (or intercepts) a fake another player sent."""
    id = "yang_mou"
    name = "阳谋"
    text = "当你获得另一位玩家传出的假情报时，你可以抽取任意一位玩家的一张手牌。"
    rulings = (
        "由于【真伪莫辨】和角色技能得到的假情报不触发该技能。",
        "当对方没有手牌时即视为抽取无效。")

    def triggered(self, state, seat, event):
        return (event["seat"] == seat and event["sender"] != seat
                and got_sent_fake(state, event))


class NineCardsInHand(Mission):
    """"获得九张或以上的手牌。" Checked after every step."""
    needs_hand = MISSION_HAND

    def achieved(self, state, seat):
        return len(state.players[seat].hand) >= MISSION_HAND


ROLE = Role("guai_dao_jiu_jiu", "怪盗九九", "M", False, (YinMou(), YangMou()),
            mission=NineCardsInHand(),
            mission_text="获得九张或以上的手牌。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "yin_mou_from": "【阴谋】：抽取哪位玩家的一张手牌？",
    "yang_mou_from": "【阳谋】：抽取哪位玩家的一张手牌？",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Phantom Thief 99"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "yin_mou": (
        "Secret Plot",
        "When a player takes a false message you sent, you may draw a card from any player's "
        "hand.",
        ("A false message taken through [Truth or Lies] or a character skill does not trigger it.",
         "Nothing is drawn from a player without hand cards.")),
    "yang_mou": (
        "Open Plot",
        "When you take a false message another player sent, you may draw a card from any "
        "player's hand.",
        ("A false message taken through [Truth or Lies] or a character skill does not trigger it.",
         "Nothing is drawn from a player without hand cards.")),
}
EN_MISSION = ("Hold nine hand cards or more.", ())
EN_PROMPTS = {
    "yin_mou_from": "[Secret Plot]: from whom do you draw a card?",
    "yang_mou_from": "[Open Plot]: from whom do you draw a card?",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"yin_mou_from": "rob", "yang_mou_from": "rob"}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of keeping ``card`` in hand.
def _bot_mission_keep(bot, card):
    return 0.8   # every card counts towards nine


BOT_MISSION_KEEP = _bot_mission_keep
