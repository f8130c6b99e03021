"""礼服蒙面人 (public, male): 英雄, 救美; mission: a woman declares victory.

英雄: "当你获得假情报时，你可以抽二张牌。被【黑玫瑰】或【真伪莫辨】放置假情报时也可以抽牌。" Automatic and
optional; any way of getting a fake counts (a message taken, intercepted, dealt, or placed by a
skill), once per landing however many fakes it brings.

救美: "当一位女性死亡时，可以翻开你的身份牌，然后烧毁自己与她面前的所有假情报来拯救她。被拯救的女性无需翻开
她的身份牌。如果死亡的是礼服自己，则不能用该技能自救。女性包括女性角色与女性玩家。" Automatic and optional,
at her death (before her cards are discarded); revealing the identity card is its cost, so it
can be used only while that card is still face down. The saved woman stays in the game
(engine/landing.py checks ``alive`` after the death triggers). Not for a woman whose identity
card 临危受命 took earlier in the queue: the rulebook gives every living player an identity card,
and undoing 临危受命 (its message swap included) is nothing the texts ever do (R43).
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, NO_IDENTITY
from ..engine.abilities import Mission, Role, Skill, is_woman
from ..engine.ops import burn_message, draw, reveal_identity, revive


class YingXiong(Skill):
    id = "ying_xiong"
    name = "英雄"
    text = "当你获得假情报时，你可以抽二张牌。"
    rulings = (
        "被【〔黑玫瑰〕】或【〔真伪莫辨〕】放置假情报时也可以抽牌。",)
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        cards = state.cards
        return event["seat"] == seat and any(cards[c].colour == BLACK for c in event["cards"])

    def resolve(self, state, frame):
        draw(state, frame.user, 2)
        frame.done = True


class JiuMei(Skill):
    id = "jiu_mei"
    name = "救美"
    text = "当一位女性死亡时，可以翻开你的身份牌，然后烧毁自己与她面前的所有假情报来拯救她。"
    rulings = (
        "被拯救的女性无需翻开她的〔身份牌〕。",
        "如果死亡的是礼服自己，则不能用该技能自救。",
        "女性包括女性角色与女性玩家。")
    automatic = True
    listens = ("death",)

    def triggered(self, state, seat, event):
        victim = event["seat"]
        return (victim != seat and is_woman(state, victim)
                and not state.players[seat].identity_revealed)

    def lapsed(self, state, seat, event):
        return state.players[event["seat"]].identity == NO_IDENTITY

    def resolve(self, state, frame):
        seat, victim = frame.user, frame.event["seat"]
        frame.done = True
        if state.players[seat].identity_revealed:
            return   # the cost can no longer be paid (revealed meanwhile by another effect)
        reveal_identity(state, seat)
        cards = state.cards
        for s in (seat, victim):
            for c in [c for c in state.players[s].messages if cards[c].colour == BLACK]:
                burn_message(state, s, c, seat)
        revive(state, victim)
        events.jiu_mei(state, seat, victim)


class WomanDeclares(Mission):
    """"一位女性宣告胜利。女性包括女性角色与女性玩家。当场上不存在女性时，则只能通过共通胜利条件来胜利。"
    Joins the declaration of a woman (face-up female role, 小白's 乔装, or a female player: R51);
    a woman who wins along with someone else did not declare (rulebook 宣告胜利). The owner must
    still be in the game."""

    def joins(self, state, seat, frame):
        return state.players[seat].alive and is_woman(state, frame.seat)


ROLE = Role("li_fu_meng_mian_ren", "礼服蒙面人", "M", False, (YingXiong(), JiuMei()),
            mission=WomanDeclares(),
            mission_text="一位女性宣告胜利。",
            mission_rulings=(
                "女性包括女性角色与女性玩家。",
                "当场上不存在女性时，则只能通过共通胜利条件来胜利，就是干掉其他人！"))


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _jiu_mei(e, n, cards, items):
    return f"{n(e['seat'])}发动【救美】：烧毁自己与{n(e['saved'])}面前的所有假情报，{n(e['saved'])}获救。"


ZH_EVENTS = {"jiu_mei": _jiu_mei}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Masked Man in Tails"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "ying_xiong": (
        "Hero",
        "When you take a false message, you may draw two cards.",
        ("Also when Black Rose or [Truth or Lies] places the false message.",)),
    "jiu_mei": (
        "Rescue the Beauty",
        "When a woman dies, you may turn your identity card face up, then burn every false "
        "message in front of yourself and her to save her.",
        ("The woman saved does not turn her identity card up.",
         "If the Masked Man in Tails himself dies, he cannot save himself.",
         "Women are female characters and female players.")),
}
EN_MISSION = (
    "A woman declares victory.",
    ("Women are female characters and female players.",
     "With no woman at the table, only the common condition is left: be the last one alive!"))


def _en_jiu_mei(e, n, cards, items):
    return (f"{n(e['seat'])} uses [Rescue the Beauty]: every false message in front of them and "
            f"{n(e['saved'])} is burnt; {n(e['saved'])} is saved.")


EN_EVENTS = {
    "jiu_mei": _en_jiu_mei,
}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


def _bot_trigger_jiu_mei(bot, obs):
    victim = getattr(bot, "last_dying", None)
    if victim is None:
        return False
    return bot.ally[victim] > 0.1 or bot.mission == "li_fu_meng_mian_ren"


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "jiu_mei": _bot_trigger_jiu_mei,
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._victory_value(ident, seat, colour, base,
                              lambda seat: "F" in bot.gender.get(seat, ""))


BOT_MISSION = _bot_mission
