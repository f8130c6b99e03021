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
from ..engine.abilities import Skill, flip_down
from ..engine.decisions import Option
from ..engine.ops import draw
from ..engine.state import TRANSMIT
from .common import ColourMessages, StackSkill, role, skill


@skill
class SuYi(StackSkill):
    """速译: Option('skill', func='su_yi')."""
    id = "su_yi"
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


@skill
class DongXi(Skill):
    """洞悉: flip this role face down after any successful 破译."""
    id = "dong_xi"
    automatic = True
    listens = ("decrypted",)

    def triggered(self, state, seat, event):
        return state.players[seat].face_up

    def resolve(self, state, frame):
        if state.players[frame.user].face_up:
            flip_down(state, frame.user)
        frame.done = True


role("yi_dian_yuan", ColourMessages(BLUE))
