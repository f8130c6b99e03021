"""六姐 (public, female): 拷问, 搜取; 机密任务: "获得六张或以上的情报。"

拷问: "当你试探一位玩家时，你可以抽取他的一张手牌。【试探】没人响应的情况下，先结算【拷问】效果再结算【试探】。
【试探】卡牌必须成功使用后（即未被【识破】）方可抽取。" An optional automatic skill on the 试探's
'card_resolving' (fired only for a 试探 that was not nullified, before its effect).

搜取: "当一位玩家死亡时，你随机检视他的一张手牌，然后你可以将该牌加入手牌或作为情报。牌面朝下随机抽取，不可查看
牌面。当死亡玩家没有手牌时即视为抽取无效。自己死亡不能发动该技能。" Mandatory (no "可以" before 检视); the
card seen is then put into 六姐's hand, in front of her as a message, or left with the dead
player (the "可以" of the second clause), whose cards go to the discard pile afterwards. A loss
(输掉游戏) is not a death and does not trigger it (000, 小白 败露 ruling).
"""
from __future__ import annotations

from ..engine import events
from ..games import rng
from ..engine.abilities import Mission, Skill
from ..engine.decisions import CHOOSE, Decision, Option
from ..engine.frames import ask
from ..engine.ops import into_hand, out_of_hand, place_messages, take_random_card
from .common import role, skill

TO_HAND, AS_MESSAGE, LEAVE = "to_hand", "as_message", "leave"


@skill
class KaoWen(Skill):
    """拷问: take a random card from the probed player's hand before the 试探 takes effect."""
    id = "kao_wen"
    automatic = True
    listens = ("card_resolving",)

    def triggered(self, state, seat, event):
        return event["func"] == "shi_tan" and event["user"] == seat

    def resolve(self, state, frame):
        # An empty hand: "抽取无效" (take_random_card says so and takes nothing).
        take_random_card(state, frame.event["seat"], frame.user)
        frame.done = True


@skill
class SouQu(Skill):
    """搜取: look at one random card of a dying player's hand; keep it, take it as a message,
    or leave it. Frame keys: 'card' (the card seen, still in the dead player's hand)."""
    id = "sou_qu"
    automatic = True
    optional = False
    listens = ("death",)

    def triggered(self, state, seat, event):
        return event["seat"] != seat   # "自己死亡不能发动该技能"

    def resolve(self, state, frame):
        me, dead = frame.user, frame.event["seat"]
        hand = state.players[dead].hand
        if not hand:
            events.take_nothing(state, me, dead)   # "视为抽取无效"
            frame.done = True
            return
        state.rng, i = rng.below(state.rng, len(hand))
        frame.card = hand[i]
        events.sou_qu_seen(state, me, dead, hand[i])
        ask(state, Decision(me, CHOOSE, tuple(Option("choose", func=f)
                                              for f in (TO_HAND, AS_MESSAGE, LEAVE)),
                            prompt="sou_qu_choice"))

    def answer(self, state, frame, option):
        me, dead, card = frame.user, frame.event["seat"], frame.card
        frame.done = True
        if option.func == LEAVE:
            events.sou_qu_left(state, me, dead)
            return
        out_of_hand(state, dead, card)
        if option.func == TO_HAND:
            into_hand(state, me, card)
            events.sou_qu_kept(state, me, dead, card)
        else:
            # 作为情报: in front of 六姐; a death it causes is hers (亲手: 角色效果).
            place_messages(state, me, [card], -1, me, self.id)


class SixMessages(Mission):
    """"获得六张或以上的情报。" — six or more messages in front of the owner."""
    needs_messages = 6

    def achieved(self, state, seat):
        return len(state.players[seat].messages) >= 6


role("liu_jie", SixMessages())
