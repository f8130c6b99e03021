"""余则成 (public, male): 城府 (common.py), 时差; mission: "一位玩家因为获得你传出的情报而宣告胜利。你的胜利会
导致他的宣告失败。" (shared with 警察, roles/jing_cha.py)."""
from __future__ import annotations

from ..cards.deck import BLACK
from ..engine.abilities import Mission, Role, Skill
from ..engine.ops import message_to_hand
from .common import ChengFu, ask_card

# Landings of a message someone sent (engine/ops.place_messages 'via'); 真伪莫辨 is nobody's.
SENT = frozenset({"message", "intercept"})


def _others_messages(state, seat: int) -> list[int]:
    return [c for p in state.players if p.alive and p.seat != seat for c in p.messages]


class ShiCha(Skill):
    """时差: "当你获得假情报时，可以把另一位玩家的一张情报加入【手】牌。" (the lost word restored as 手: the
    message goes into the owner's hand).

    Automatic (red), optional: after the owner gets a message that includes a fake (and
    survives it: a third fake kills first), they may take any one message face up in front
    of another living player into their hand. Once per landing, however many fakes it held."""
    id = "shi_cha"
    name = "时差"
    text = "当你获得假情报时，可以把另一位玩家的一张情报加入〔手〕牌。"
    rulings = ()
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        cards = state.cards
        return (event["seat"] == seat and any(cards[c].colour == BLACK for c in event["cards"])
                and bool(_others_messages(state, seat)))

    def resolve(self, state, frame):
        seat = frame.user
        msgs = _others_messages(state, seat)
        if not msgs:
            frame.done = True
            return
        ask_card(state, seat, msgs, "shi_cha")

    def answer(self, state, frame, option):
        seat, card = frame.user, option.card
        owner = next(p.seat for p in state.players if card in p.messages)
        message_to_hand(state, owner, card, seat)
        frame.done = True


def message_sender(state, frame: dict) -> int:
    """The sender of the message whose getting made ``frame['seat']`` declare (victory frame),
    -1 if the declaration did not come from getting a sent message.

    The engine gives it as ``frame['via']`` for a faction win at a landing. A 机密任务 met by a
    landing ("包括一些通过【获得假情报】胜利的角色（例如小白等）": 小白 dying of a third fake, 六姐 getting a
    sixth message) declares with via -1; the declarer's landing frame is then still under the
    victory frame (engine/landing.py), and names the sender."""
    if frame.via >= 0:
        return frame.via
    for f in reversed(state.frames):
        if f.kind == "landed" and f.seat == frame.seat and f.via in SENT:
            return f.sender
    return -1


class SenderLoses(Mission):
    """"一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。" "包括一些通过【】胜利的角色（例如小白等）".

    The declarer got a message the owner sent (taken, forced, or intercepted) and declared
    because of it — a faction's three of a colour, or a 机密任务 that landing met (小白 dying of
    it). Not 真伪莫辨's cards (nobody 传出 them) nor messages placed by skills. The owner must be
    alive, and cannot take their own declaration (the engine skips it)."""

    def steals(self, state, seat, frame):
        return state.players[seat].alive and message_sender(state, frame) == seat


ROLE = Role("yu_ze_cheng", "余则成", "M", False, (ChengFu(), ShiCha()),
            mission=SenderLoses(),
            mission_text="一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。",
            standard=False)


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {"shi_cha": "【时差】：选择另一位玩家面前的一张情报加入你的手牌"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Yu Zecheng"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "shi_cha": (
        "Time Difference",
        "When you take a false message, you may put a message of another player into your hand.",
        ()),
}
EN_MISSION = ("A player declares victory by taking a message you sent. Your victory makes their "
              "declaration fail.", ())
EN_PROMPTS = {
    "shi_cha": "[Time Difference]: take a message in front of another player into your hand",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"shi_cha": "remove"}

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


def _bot_trigger_shi_cha(bot, obs):
    return any(bot._remove_gain(p["seat"], c) > -0.3 for p in obs["players"]
               if p["alive"] and p["seat"] != bot.seat for c in p["messages"])


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "shi_cha": _bot_trigger_shi_cha,
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._victory_value(ident, seat, colour, base, lambda seat: bot._sender == bot.seat)


BOT_MISSION = _bot_mission
