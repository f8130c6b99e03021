"""译电员 (hidden, female): 速译, 洞悉; 机密任务: "获得三张或以上的蓝色情报。"

速译: "情报传递时，可以翻开此角色牌，然后检视一张传递中的情报，并抽一张牌。在传递情报阶段的情报传递时使用，注意
与【破译】使用时机的区分。不符合翻开条件时不能主动翻开角色牌。请确保只有你自己能查看到这张情报" A responsive
reveal skill, offered in any 情报传递 window while the role is face down (revealing is its
cost, ruling on reveal skills). On resolution 译电员 looks at the message in transit (seen by
her alone); she draws one card even if the message has left the table meanwhile.

洞悉: "当情报被破译时，你可以盖伏此角色牌。这里的被破译指在任何回合中，若有人成功使用【破译】即可触发该技能。
【破译】被【识破】后的情况下不能使用该技能。该技能为选择发动" An optional automatic skill on the
'decrypted' event, which only a 破译 that took effect fires (her own too: "【译电员】对文本情报使用
【破译】卡牌，成功后盖伏自己的角色牌").
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLUE
from ..engine.abilities import Role, Skill, flip_down
from ..engine.decisions import Option
from ..engine.ops import draw
from ..engine.state import TRANSMIT
from .common import CANNOT_FORCE, ColourMessages, EN_CANNOT_FORCE, StackSkill


class SuYi(StackSkill):
    """速译: Option('skill', func='su_yi')."""
    id = "su_yi"
    name = "速译"
    option_args = ()
    text = "情报传递时，可以翻开此角色牌，然后检视一张传递中的情报，并抽一张牌。"
    rulings = (
        "在传递情报阶段的情报传递时使用，注意与【破译】使用时机的区分。",
        CANNOT_FORCE,
        "请确保只有你自己能查看到这张情报。")
    contexts = frozenset((TRANSMIT,))
    reveal = True

    def window_options(self, state, seat, ctx):
        if ctx == TRANSMIT and state.message is not None and not state.players[seat].face_up:
            return [Option("skill", func=self.id)]
        return []

    def resolve(self, state, frame):
        me = frame.user
        m = state.message
        if m is None:
            events.su_yi_missed(state, me)
        else:
            if me not in m["seen_by"]:
                m["seen_by"] = m["seen_by"] + (me,)
            events.su_yi(state, me, m["card"])
        draw(state, me, 1)
        frame.done = True


class DongXi(Skill):
    """洞悉: flip this role face down after any successful 破译."""
    id = "dong_xi"
    name = "洞悉"
    text = "当情报被破译时，你可以盖伏此角色牌。"
    rulings = (
        "这里的被破译指在任何回合中，若有人成功使用【破译】即可触发该技能。",
        "【破译】被【识破】后的情况下不能使用该技能。",
        "该技能为选择发动，场上有情报被【破译】你也可以选择不盖伏。")
    automatic = True
    listens = ("decrypted",)

    def triggered(self, state, seat, event):
        return state.players[seat].face_up

    def resolve(self, state, frame):
        if state.players[frame.user].face_up:
            flip_down(state, frame.user)
        frame.done = True


ROLE = Role("yi_dian_yuan", "译电员", "F", True, (SuYi(), DongXi()),
            mission=ColourMessages(BLUE),
            mission_text="获得三张或以上的蓝色情报。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _su_yi(e, n, cards, items):
    from ..i18n.zh_cn import _card
    if "card" in e:
        return f"{n(e['seat'])}的【速译】结算：检视了传递中的情报{_card(cards, e['card'])}，并抽一张牌。"
    return f"{n(e['seat'])}的【速译】结算：检视了传递中的情报（只有其本人看到），并抽一张牌。"


def _su_yi_missed(e, n, cards, items):
    return f"{n(e['seat'])}的【速译】结算：情报已不在传递中，只抽一张牌。"


ZH_EVENTS = {"su_yi": _su_yi, "su_yi_missed": _su_yi_missed}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Telegraphist"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "su_yi": (
        "Speed Decode",
        "While a message is passing, you may turn this character face up, then look at the "
        "passing message and draw a card.",
        ("Used while the message passes in the message phase: mind the difference from "
         "[Decode]'s timing.",
         EN_CANNOT_FORCE,
         "Make sure only you see the message.")),
    "dong_xi": (
        "Discernment",
        "When a message is decoded, you may turn this character face down.",
        ("Decoded: anyone successfully uses [Decode], in any turn.",
         "Not after the [Decode] was seen through.",
         "Optional: you may keep it face up when a message is decoded.")),
}
EN_MISSION = ("Collect three blue messages or more.", ())


def _en_su_yi(e, n, cards, items):
    from ..i18n import en
    what = en._card(cards, e["card"]) if "card" in e else "(only they see it)"
    return (f"{n(e['seat'])}'s [Speed Decode] resolves: they look at the passing message "
            f"{what} and draw a card.")


def _en_su_yi_missed(e, n, cards, items):
    return (f"{n(e['seat'])}'s [Speed Decode] resolves: the message is no longer passing; they "
            f"only draw a card.")


EN_EVENTS = {
    "su_yi": _en_su_yi,
    "su_yi_missed": _en_su_yi_missed,
}

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


def _bot_use_su_yi(bot, obs, opts, ctx):
    m = obs["message"]
    if m is None or m["card"] is not None:
        return None, 0.0
    return opts[0], 0.8


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "su_yi": (0.5, _bot_use_su_yi),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._collect_value(seat, colour, base, BLUE)


BOT_MISSION = _bot_mission
