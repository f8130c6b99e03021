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
from ..engine.abilities import Mission, Skill, is_woman
from ..engine.ops import burn_message, draw, reveal_identity, revive
from .common import role, skill


@skill
class YingXiong(Skill):
    id = "ying_xiong"
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        cards = state.cards
        return event["seat"] == seat and any(cards[c].colour == BLACK for c in event["cards"])

    def resolve(self, state, frame):
        draw(state, frame.user, 2)
        frame.done = True


@skill
class JiuMei(Skill):
    id = "jiu_mei"
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


role("li_fu_meng_mian_ren", WomanDeclares())
