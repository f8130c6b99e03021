"""闪灵 (hidden, female): 狙击; mission: by your own hand kill a player with no true message.

狙击 (seed 000): "翻开此角色牌，然后烧毁另一位玩家面前的最多三张情报。可以在任何可响应的时机翻开角色牌
（宣告胜利和死亡时不可响应）。可以选择烧毁一到三张。只能烧毁别人面前的情报，不能烧毁自己面前的情报。"
A responsive skill (the rulebook's 出牌阶段游戏范例 puts it on the stack between B's 烧毁 and D's 识破
and resolves it after the 识破). Revealing the role is how it is used, so it is offered only while
the role is face down. The target is named on use; the one to three messages (of any colour:
"情报", not "假情报") are chosen when it resolves.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, BLUE, RED
from ..engine.abilities import Mission, Role
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import remove_message
from .common import ANY_TIME_REVEAL, EN_ANY_TIME_REVEAL, StackSkill, ask_card

MAX_BURNED = 3


class JuJi(StackSkill):
    id = "ju_ji"
    name = "狙击"
    option_args = ("seat",)
    text = "翻开此角色牌，然后烧毁另一位玩家面前的最多三张情报。"
    rulings = (
        ANY_TIME_REVEAL,
        "可以选择烧毁一到三张。",
        "只能烧毁别人面前的情报，不能烧毁自己面前的情报。")
    reveal = True

    def window_options(self, state, seat, ctx):
        if state.players[seat].face_up:
            return []
        # "只能烧毁别人面前的情报": another living player with a message to burn.
        return [Option("skill", func=self.id, seat=p.seat) for p in state.players
                if p.alive and p.seat != seat and p.messages]

    def resolve(self, state, frame):
        target = frame.item.seat
        if not state.players[target].alive:
            return fizzle(state, frame, "target_out")
        if not state.players[target].messages:
            return fizzle(state, frame, "target_gone")
        frame.burned = 0
        events.ju_ji(state, frame.user, target)
        self._ask(state, frame)

    def _ask(self, state, frame):
        msgs = state.players[frame.item.seat].messages
        if frame.burned >= MAX_BURNED or not msgs:
            frame.done = True
            return
        # "可以选择烧毁一到三张": the first one is compulsory, then the user may stop.
        ask_card(state, frame.user, msgs, "ju_ji_burn", can_stop=frame.burned > 0)

    def answer(self, state, frame, option):
        if option.func == "done":
            frame.done = True
            return
        target = frame.item.seat
        # Not ops.burn_message: its 'burned' event speaks of a fake, and 狙击 burns any colour.
        remove_message(state, target, option.card)
        state.discard.append(option.card)
        events.ju_ji_burned(state, target, option.card, frame.user)
        frame.burned += 1
        self._ask(state, frame)


def true_count(state, seat: int) -> int:
    """Red and blue (真情报) messages in front of ``seat``."""
    cards = state.cards
    return sum(1 for c in state.players[seat].messages if cards[c].colour != BLACK)


class KillPlayerWithoutTrueMessage(Mission):
    """"亲手让一位没有获得真情报的玩家死亡。" Read off the messages in front of the victim as the
    death becomes final (they are still there, landing.py): true messages burned earlier (e.g.
    by 狙击) no longer count. Killing oneself does not count: the mission is to kill another
    player, and a dead 闪灵 would be declaring victory."""

    def on_death(self, state, seat, victim, killer):
        return (killer == seat and victim != seat and state.players[seat].alive
                and true_count(state, victim) == 0)


ROLE = Role("shan_ling", "闪灵", "F", True, (JuJi(),),
            mission=KillPlayerWithoutTrueMessage(),
            mission_text="亲手让一位没有获得真情报的玩家死亡。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _card(cards, c):
    from ..i18n.zh_cn import card_text
    return card_text(cards[c]) if cards is not None else f"#{c}"


def _ju_ji(e, n, cards, items):
    return f"{n(e['seat'])}的【狙击】结算：烧毁{n(e['target'])}面前的一到三张情报。"


def _ju_ji_burned(e, n, cards, items):
    return f"{n(e['by'])}用【狙击】烧毁了{n(e['seat'])}面前的情报：{_card(cards, e['card'])}。"


ZH_EVENTS = {"ju_ji": _ju_ji, "ju_ji_burned": _ju_ji_burned}
ZH_PROMPTS = {"ju_ji_burn": "【狙击】：选择要烧毁的情报（至少一张，最多三张）"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Shining"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "ju_ji": (
        "Snipe",
        "Turn this character face up, then burn up to three messages in front of another player.",
        (EN_ANY_TIME_REVEAL,
         "You may burn one to three.",
         "Only another player's messages, never your own.")),
}
EN_MISSION = ("Kill by your own hand a player who has no true message.", ())


def _en_ju_ji(e, n, cards, items):
    return (f"{n(e['seat'])}'s [Snipe] resolves: one to three messages in front of "
            f"{n(e['target'])} are burnt.")


def _en_ju_ji_burned(e, n, cards, items):
    from ..i18n import en
    return (f"{n(e['by'])} burns a message in front of {n(e['seat'])} with [Snipe]: "
            f"{en._card(cards, e['card'])}.")


EN_EVENTS = {
    "ju_ji": _en_ju_ji,
    "ju_ji_burned": _en_ju_ji_burned,
}
EN_PROMPTS = {
    "ju_ji_burn": "[Snipe]: choose the messages to burn (one to three)",
}

# Version 6 (``bot.plans``) keeps 狙击 for its 机密任务: a victim with two fakes and one to
# three true messages is made a victim "没有获得真情报" by burning those, then killed by a black
# of its own; other uses (a faction one message from winning) must be worth RESERVE more.
RESERVE = 2.0
PREPARE = 3.0   # the gain of preparing a kill (above 狙击's cost of 1.2)


def _planning(bot):
    return getattr(bot, "plans", False) and bot.mission == "shan_ling"


def _trues(bot, seat):
    cnt = bot.counts[seat]
    return cnt[RED] + cnt[BLUE]


def _can_kill_next(bot, obs):
    """A black of mine can still reach a victim: one in hand, or my black in transit."""
    m = obs["message"]
    return (any(bot.cards[c].colour == BLACK for c in obs["you"]["hand"])
            or (m is not None and m["sender"] == bot.seat and m["card"] is not None
                and bot.cards[m["card"]].colour == BLACK))


def _bot_answer_burn(bot, obs, options):
    """狙击's burns: preparing a kill, the victim's true messages and then stop; else the
    messages best removed."""
    cards = [o for o in options if o.card >= 0]
    target = bot._owner(obs, cards[0].card) if cards else None
    if _planning(bot) and target is not None and bot.counts[target][BLACK] >= 2:
        true = [o for o in cards if bot.cards[o.card].colour != BLACK]
        if true:
            return min(true, key=lambda o: o.card)
        done = bot._done(options)
        if done is not None:
            return done
    return bot._q_remove(obs, options)


# How the heuristic bot answers this role's questions (a policy of bots/role_play.py, or
# its own function).
BOT_POLICY = {"ju_ji_burn": _bot_answer_burn}

BOT_PREFERENCE = 7   # 挑选角色: higher is chosen first


def _bot_use_ju_ji(bot, obs, opts, ctx):
    def gain(o):
        gains = sorted((bot._remove_gain(o.seat, c)
                        for c in obs["players"][o.seat]["messages"]), reverse=True)
        return sum(g for g in gains[:3] if g > 0)
    if not _planning(bot):
        return bot._pick(opts, gain)
    can_kill = _can_kill_next(bot, obs)

    def planned(o):
        if can_kill and bot.counts[o.seat][BLACK] >= 2 and 1 <= _trues(bot, o.seat) <= MAX_BURNED:
            return PREPARE
        return gain(o) - RESERVE
    return bot._pick(opts, planned)


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "ju_ji": (1.2, _bot_use_ju_ji),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    cnt = bot.counts   # 亲手让一位没有获得真情报的玩家死亡
    if _planning(bot) and not bot.face_up:
        # 狙击 still in hand: a victim with up to three true messages can be stripped first
        return bot._kill_value(seat, colour, base,
                               lambda v: cnt[v][RED] + cnt[v][BLUE] <= MAX_BURNED)
    return bot._kill_value(seat, colour, base, lambda v: cnt[v][RED] + cnt[v][BLUE] == 0)


BOT_MISSION = _bot_mission

# Version 6: a kill by his own hand is a black he sends and, most surely, a 锁定 on the victim
# (a locked player must take it): both are kept for it.
def _bot_mission_keep(bot, card):
    if not getattr(bot, "plans", False):
        return 0.0
    c = bot.cards[card]
    return 1.0 if c.function == "suo_ding" else 0.3 if c.colour == BLACK else 0.0


BOT_MISSION_KEEP = _bot_mission_keep

