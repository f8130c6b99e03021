"""福尔摩斯 (public, male): 揭露, 真相; 机密任务: "获得三张或以上的红色情报。"

揭露: "情报传递时，可以丢弃一张黑色手牌，然后翻开一张传递中的密电，若为假情报，则抽二张牌。在传递情报阶段的
情报传递时使用，使用时机参照【调虎离山】与【截获】。" A responsive skill used in any 情报传递 window
(any turn, as 调虎离山; the text has no "他人回合") while the message in transit is a face-down
密电. The black card is discarded face up when the skill is used (its colour is the cost, so
everyone may check it); on resolution the message is turned face up for the rest of its way,
and if it is black 福尔摩斯 draws two.

真相: "当一位玩家使用试探时，你可以弃一张手牌先检视该试探。在【试探】成功使用后，效果结算之前使用。该技能不会改变
【试探】的目标，技能结算后【试探】照常进行。" An optional automatic skill on the 试探's 'card_resolving';
the 试探's text is shown to 福尔摩斯 alone.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, RED, SECRET
from ..engine.abilities import Skill
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import discard_from_hand, draw, out_of_hand
from ..engine.state import TRANSMIT
from .common import ColourMessages, StackSkill, ask_card, role, skill


def _face_down_secret(state) -> bool:
    m = state.message
    return m is not None and m["transmission"] == SECRET and not m["face_up"]


@skill
class JieLu(StackSkill):
    """揭露: Option('skill', card=<black hand card to discard>, func='jie_lu')."""
    id = "jie_lu"
    contexts = frozenset((TRANSMIT,))

    def window_options(self, state, seat, ctx):
        if ctx != TRANSMIT or not _face_down_secret(state):
            return []
        cards = state.cards
        return [Option("skill", c, self.id) for c in state.players[seat].hand
                if cards[c].colour == BLACK]

    def use(self, state, seat, option):
        out_of_hand(state, seat, option.card)
        state.discard.append(option.card)
        events.jie_lu_discard(state, seat, option.card)
        super().use(state, seat, option)

    def resolve(self, state, frame):
        if not _face_down_secret(state):
            return fizzle(state, frame, "no_message")
        m = state.message
        m["face_up"] = True
        events.jie_lu(state, frame.user, m["card"], m["holder"])
        if state.cards[m["card"]].colour == BLACK:
            draw(state, frame.user, 2)
        frame.done = True


def resolving_item(state, uid: int):
    """The stack item ``uid`` whose effect is under way (it has left ``state.stack``)."""
    for f in reversed(state.frames):
        if f.kind == "effect" and f.item is not None and f.item.uid == uid:
            return f.item
    return None


@skill
class ZhenXiang(Skill):
    """真相: discard a hand card, then see the 试探 being resolved (private to 福尔摩斯)."""
    id = "zhen_xiang"
    automatic = True
    listens = ("card_resolving",)

    def triggered(self, state, seat, event):
        return event["func"] == "shi_tan" and bool(state.players[seat].hand)

    def resolve(self, state, frame):
        me = frame.user
        if not state.players[me].hand:
            frame.done = True
            return
        ask_card(state, me, state.players[me].hand, "zhen_xiang_discard")

    def answer(self, state, frame, option):
        me = frame.user
        discard_from_hand(state, me, option.card)
        item = resolving_item(state, frame.event["uid"])
        if item is not None and item.card >= 0 and state.cards[item.card].probe is not None:
            bet, effect = state.cards[item.card].probe
            events.zhen_xiang(state, me, item.user, item.seat, item.card, bet, effect)
        frame.done = True


role("fu_er_mo_si", ColourMessages(RED))
