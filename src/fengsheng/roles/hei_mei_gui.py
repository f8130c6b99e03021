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
from ..cards.deck import BLACK, BLUE, RED
from ..engine.abilities import Mission, Role
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import place_from_hand, show_top
from .common import (ANY_TIME_REVEAL, EN_ANY_TIME_REVEAL, EN_QIN_SHOU, QIN_SHOU, StackSkill,
                     ask_card)
from .shan_ling import true_count


class XueRanMeiGui(StackSkill):
    id = "xue_ran_mei_gui"
    name = "血染玫瑰"
    option_args = ("seat",)
    text = ("翻开此角色牌，指定一位玩家，然后展示牌库顶的一张牌，若那张牌是黑色，你可以在他面前"
            "放置最多三张假情报，否则你只能放置一张。")
    rulings = (
        ANY_TIME_REVEAL,
        "翻开角色牌必须执行展示牌库顶的过程，但之后可以选择不放假情报。",
        "展示的牌在展示后盖回牌库顶。",
        "【黑玫瑰】如果放置三张假情报视为同时放置，被放置对象立即死亡，不能对其使用【烧毁】。",
        "情报传递途中某角色因为【黑玫瑰】技能导致死亡，情报将继续传递（直达情报返回传出者手中），"
        "如果死亡的是传出者，情报传递一圈后如无人接收则放入弃牌堆。")
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


ROLE = Role("hei_mei_gui", "黑玫瑰", "F", True, (XueRanMeiGui(),),
            mission=KillPlayerWithThreeTrueMessages(),
            mission_text="亲手让一位获得了三张或以上真情报的玩家死亡。",
            mission_rulings=(QIN_SHOU,))


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _xue_ran_mei_gui(e, n, cards, items):
    most = "最多三张假情报" if e["limit"] == 3 else "至多一张假情报"
    return f"{n(e['seat'])}的【血染玫瑰】结算：可以在{n(e['target'])}面前放置{most}。"


ZH_EVENTS = {"xue_ran_mei_gui": _xue_ran_mei_gui}
ZH_PROMPTS = {"xue_ran_mei_gui_place": "【血染玫瑰】：选择一张黑色手牌作为假情报放置（或结束放置）"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Black Rose"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "xue_ran_mei_gui": (
        "Blood-stained Rose",
        "Turn this character face up and name a player, then show the top card of the deck: if "
        "it is black, you may place up to three false messages in front of them, otherwise only "
        "one.",
        (EN_ANY_TIME_REVEAL,
         "Turning the card up always shows the top card; afterwards you may place no false "
         "message.",
         "The shown card goes back on top of the deck.",
         "Three false messages placed by Black Rose count as placed at once: the player dies at "
         "once and cannot be saved by [Burn].",
         "A player who dies through Black Rose while a message passes is skipped (a direct "
         "message goes back to its sender); if the sender died, a message nobody takes after one "
         "round goes to the discard pile.")),
}
EN_MISSION = (
    "Kill by your own hand a player who has three true messages or more.",
    (EN_QIN_SHOU,))


def _en_xue_ran_mei_gui(e, n, cards, items):
    most = "up to three false messages" if e["limit"] == 3 else "at most one false message"
    return (f"{n(e['seat'])}'s [Blood-stained Rose] resolves: they may place {most} in front of "
            f"{n(e['target'])}.")


EN_EVENTS = {
    "xue_ran_mei_gui": _en_xue_ran_mei_gui,
}
EN_PROMPTS = {
    "xue_ran_mei_gui_place":
        "[Blood-stained Rose]: choose a black card to place as a false message (or stop)",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"xue_ran_mei_gui_place": "fake_on_target"}

BOT_PREFERENCE = 8   # 挑选角色: higher is chosen first


def _bot_use_xue_ran_mei_gui(bot, obs, opts, ctx):
    blacks = sum(1 for c in obs["you"]["hand"] if bot.cards[c].colour == BLACK)
    if not blacks:
        return None, 0.0
    best, gain = bot._pick(opts, lambda o: bot.value(o.seat, BLACK)
                            * (1.5 if bot.counts[o.seat][BLACK] >= 2 else 1.0))
    if best is not None:
        bot.skill_target = best.seat
    return best, gain


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "xue_ran_mei_gui": (1.5, _bot_use_xue_ran_mei_gui),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    cnt = bot.counts   # 亲手让一位获得了三张或以上真情报的玩家死亡
    return bot._kill_value(seat, colour, base, lambda v: cnt[v][RED] + cnt[v][BLUE] >= 3)


BOT_MISSION = _bot_mission
