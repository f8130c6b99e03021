"""黑玫瑰 (hidden, female): 血染玫瑰; mission: by your own hand kill a player with ≥3 true messages.

血染玫瑰 (seed 000): "翻开此角色牌，指定一位玩家，然后展示牌库顶的一张牌，若那张牌是黑色，你可以在他面前
放置最多三张假情报，否则你只能放置一张。可以在任何可响应的时机翻开角色牌（宣告胜利和死亡时不可响应）。
翻开角色牌必须执行展示牌库顶的过程，但之后可以选择不放假情报。展示的牌在展示后盖回牌库顶。
★如果放置三张假情报视为同时放置，被放置对象立即死亡，不能对其使用【烧毁】。
★情报传递途中某角色因为【黑玫瑰】技能导致死亡，情报将继续传递（直达情报返回传出者手中），如果死亡的是传出者，
情报传递一圈后如无人接收则放入弃牌堆。"

A responsive skill (the 传递情报阶段游戏范例: B uses it in response to D's 截获, the others pass, then
it resolves). The player is named on use ("指定一位玩家": any living player); the top card is shown
when it resolves, then the user picks black cards from her hand ("放置情报…都由手牌中放置"), up to
three or one, and they land all at once (ops.place_from_hand): three fakes kill at once, with no
window for 烧毁; the death is hers (亲手: 角色效果). What happens to a message in transit when its
holder or sender dies is the message frame's business (engine/message.py, ruling R11).
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK
from ..engine.abilities import Mission
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import place_from_hand, show_top
from .common import StackSkill, ask_card, role, skill
from .shan_ling import true_count


@skill
class XueRanMeiGui(StackSkill):
    id = "xue_ran_mei_gui"
    reveal = True

    def window_options(self, state, seat, ctx):
        if state.players[seat].face_up:
            return []
        return [Option("skill", func=self.id, seat=s) for s in state.alive_seats()]

    def resolve(self, state, frame):
        target = frame.item.seat
        if not state.players[target].alive:
            return fizzle(state, frame, "target_out")
        top = show_top(state)   # "展示的牌在展示后盖回牌库顶": it stays where it is
        black = top is not None and state.cards[top].colour == BLACK
        frame.limit = 3 if black else 1
        frame.picked = ()
        events.xue_ran_mei_gui(state, frame.user, target, frame.limit)
        self._ask(state, frame)

    def _ask(self, state, frame):
        hand = state.players[frame.user].hand
        blacks = [c for c in hand if state.cards[c].colour == BLACK and c not in frame.picked]
        if len(frame.picked) >= frame.limit or not blacks:
            self._place(state, frame)
            return
        # "之后可以选择不放假情报": stopping is always allowed, also before the first card.
        ask_card(state, frame.user, blacks, "xue_ran_mei_gui_place", can_stop=True)

    def answer(self, state, frame, option):
        if option.func == "done":
            self._place(state, frame)
            return
        frame.picked = frame.picked + (option.card,)
        self._ask(state, frame)

    def _place(self, state, frame):
        frame.done = True
        if frame.picked:
            # "视为同时放置": one landing, so victory/death are checked once, with no window.
            place_from_hand(state, frame.user, frame.item.seat, list(frame.picked),
                            self.id)


class KillPlayerWithThreeTrueMessages(Mission):
    """"亲手让一位获得了三张或以上真情报的玩家死亡。" Read off the victim's messages as the death becomes
    final (they are still in front of them). Killing oneself does not count."""

    def on_death(self, state, seat, victim, killer):
        return (killer == seat and victim != seat and state.players[seat].alive
                and true_count(state, victim) >= 3)


role("hei_mei_gui", KillPlayerWithThreeTrueMessages())
