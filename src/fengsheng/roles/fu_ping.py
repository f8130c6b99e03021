"""浮萍 (hidden, female): 先机, 后着; mission: 你成为第二位或以后死亡的玩家.

Seed 000, "信息了无痕". 先机 is the responsive reveal skill (no timing printed: any window);
后着 is automatic, triggers at your own death and works only face up.
"""
from __future__ import annotations

from ..engine import events
from ..engine.abilities import Mission, Skill
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import draw, out_of_hand, place_messages, take_random_card
from .common import StackSkill, ask_card, ask_seat, role, skill


@skill
class XianJi(StackSkill):
    """先机: "翻开此角色牌，抽取另一位玩家的二张手牌，然后他抽二张牌。"

    No timing is printed, so it is offered in every window ("没有注明使用时机的技能可以在任何时候
    使用"), face down only (revealing is its cost). Targets another living player; "抽取" is
    blind (at random). A target with fewer than two cards gives what they have; the target then
    draws two all the same. If the target is out when it resolves, it has no effect.
    """
    id = "xian_ji"
    reveal = True

    def window_options(self, state, seat, ctx):
        if state.players[seat].face_up:
            return []
        return [Option("skill", func=self.id, seat=t) for t in state.alive_seats() if t != seat]

    def resolve(self, state, frame):
        user, target = frame.user, frame.item.seat
        if not state.players[target].alive:
            return fizzle(state, frame, "target_out")
        for _ in range(2):
            if take_random_card(state, target, user) is None:
                break
        draw(state, target, 2)
        frame.done = True


@skill
class HouZhao(Skill):
    """后着: "当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前。"

    Triggers while you are dying (before your cards are discarded), face up only ("死亡时的技能
    在翻开前触发"). You choose another living player with cards in hand, see that hand (only you),
    choose one of its cards and put it face up in front of any living player (the owner of the
    hand included). A death it causes is yours (亲手: 角色效果).
    """
    id = "hou_zhao"
    automatic = True
    listens = ("death",)

    def triggered(self, state, seat, event):
        return event["seat"] == seat and bool(self._targets(state, seat))

    @staticmethod
    def _targets(state, seat):
        return [s for s in state.alive_seats() if s != seat and state.players[s].hand]

    def resolve(self, state, frame):
        seat = frame.user
        step = frame.step
        if step == 0:
            targets = self._targets(state, seat)
            if not targets:
                frame.done = True
                return
            frame.step = 1
            ask_seat(state, seat, targets, "hou_zhao_target")
        elif step == 2:
            hand = state.players[frame.target].hand
            ask_card(state, seat, hand, "hou_zhao_card")
        elif step == 3:
            ask_seat(state, seat, state.alive_seats(), "hou_zhao_to")

    def answer(self, state, frame, option):
        seat = frame.user
        step = frame.step
        if step == 1:
            target = option.seat
            frame.target = target
            hand = state.players[target].hand
            events.hand_viewed(state, seat, target, list(hand))
            frame.step = 2
        elif step == 2:
            frame.card = option.card
            frame.step = 3
        else:
            card = frame.card
            out_of_hand(state, frame.target, card)
            frame.done = True
            place_messages(state, option.seat, [card], -1, seat, self.id)


class SecondOrLaterToDie(Mission):
    """"你成为第二位或以后死亡的玩家。" Met at your own death when someone died before you
    (``state.deaths`` order); losing the game (输掉游戏) is not dying."""

    def on_death(self, state, seat, victim, killer):
        if victim != seat:
            return False
        order = [s for s, _ in state.deaths]
        return seat in order and order.index(seat) >= 1


role("fu_ping", SecondOrLaterToDie())
