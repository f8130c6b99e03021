"""浮萍 (hidden, female): 先机, 后着; mission: 你成为第二位或以后死亡的玩家.

Seed 000, "信息了无痕". 先机 is the responsive reveal skill (no timing printed: any window);
后着 is automatic, triggers at your own death and works only face up.
"""
from __future__ import annotations

from ..engine import events
from ..engine.abilities import Mission, Role, Skill
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import draw, out_of_hand, place_messages, take_random_card
from .common import StackSkill, ask_card, ask_seat


class XianJi(StackSkill):
    """先机: "翻开此角色牌，抽取另一位玩家的二张手牌，然后他抽二张牌。"

    No timing is printed, so it is offered in every window ("没有注明使用时机的技能可以在任何时候
    使用"), face down only (revealing is its cost). Targets another living player; "抽取" is
    blind (at random). A target with fewer than two cards gives what they have; the target then
    draws two all the same. If the target is out when it resolves, it has no effect.
    """
    id = "xian_ji"
    name = "先机"
    option_args = ("seat",)
    text = "翻开此角色牌，抽取另一位玩家的二张手牌，然后他抽二张牌。"
    rulings = ()
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


class HouZhao(Skill):
    """后着: "当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前。"

    Triggers while you are dying (before your cards are discarded), face up only ("死亡时的技能
    在翻开前触发"). You choose another living player with cards in hand, see that hand (only you),
    choose one of its cards and put it face up in front of any living player (the owner of the
    hand included). A death it causes is yours (亲手: 角色效果).
    """
    id = "hou_zhao"
    name = "后着"
    text = "当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前。"
    rulings = ()
    automatic = True
    listens = ("death",)
    # Its steps (frame.step): whose hand to see, the card of it, whom it is placed in front of.
    START, TARGET, CARD, TO = range(4)

    def triggered(self, state, seat, event):
        return event["seat"] == seat and bool(self._targets(state, seat))

    @staticmethod
    def _targets(state, seat):
        return [s for s in state.alive_seats() if s != seat and state.players[s].hand]

    def resolve(self, state, frame):
        seat = frame.user
        step = frame.step
        if step == self.START:
            targets = self._targets(state, seat)
            if not targets:
                frame.done = True
                return
            frame.step = self.TARGET
            ask_seat(state, seat, targets, "hou_zhao_target")
        elif step == self.CARD:
            hand = state.players[frame.target].hand
            ask_card(state, seat, hand, "hou_zhao_card")
        elif step == self.TO:
            ask_seat(state, seat, state.alive_seats(), "hou_zhao_to")

    def answer(self, state, frame, option):
        seat = frame.user
        step = frame.step
        if step == self.TARGET:
            target = option.seat
            frame.target = target
            hand = state.players[target].hand
            events.hand_viewed(state, seat, target, list(hand))
            frame.step = self.CARD
        elif step == self.CARD:
            frame.card = option.card
            frame.step = self.TO
        else:   # TO
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


ROLE = Role("fu_ping", "浮萍", "F", True, (XianJi(), HouZhao()),
            mission=SecondOrLaterToDie(),
            mission_text="你成为第二位或以后死亡的玩家。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _hand_viewed(e, n, cards, items):
    from ..i18n.zh_cn import card_text
    if "cards" in e and cards:
        shown = "、".join(card_text(cards[c]) for c in e["cards"]) or "（无）"
        return f"{n(e['seat'])}检视了{n(e['target'])}的手牌：{shown}。"
    return f"{n(e['seat'])}检视了{n(e['target'])}的手牌。"


ZH_EVENTS = {"hand_viewed": _hand_viewed}
ZH_PROMPTS = {
    "hou_zhao_target": "【后着】：选择要检视手牌的另一位玩家",
    "hou_zhao_card": "【后着】：选择其中一张手牌作为情报放置",
    "hou_zhao_to": "【后着】：选择把这张牌放置在哪位玩家面前",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Duckweed"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "xian_ji": (
        "First Move",
        "Turn this character face up, draw two cards from another player's hand, then they draw "
        "two cards.",
        ()),
    "hou_zhao": (
        "Next Move",
        "When you die, you may look at another player's hand, then place one of those cards in "
        "front of a player.",
        ()),
}
EN_MISSION = ("Be the second player to die, or a later one.", ())


def _en_hand_viewed(e, n, cards, items):
    from ..i18n import en
    if "cards" in e and cards:
        shown = ", ".join(en.card_text(cards[c]) for c in e["cards"]) or "(none)"
        return f"{n(e['seat'])} looks at {n(e['target'])}'s hand: {shown}."
    return f"{n(e['seat'])} looks at {n(e['target'])}'s hand."


EN_EVENTS = {
    "hand_viewed": _en_hand_viewed,
}
EN_PROMPTS = {
    "hou_zhao_target": "[Next Move]: choose another player whose hand you look at",
    "hou_zhao_card": "[Next Move]: choose one of those cards to place as a message",
    "hou_zhao_to": "[Next Move]: in front of whom does it go?",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"hou_zhao_target": "rob", "hou_zhao_card": "card_to_place",
              "hou_zhao_to": "place_seat"}

BOT_PREFERENCE = 7   # 挑选角色: higher is chosen first


def _bot_use_xian_ji(bot, obs, opts, ctx):
    hands = {p["seat"]: p["hand_count"] for p in obs["players"]}
    return bot._pick(opts, lambda o: 0.5 * min(2, hands[o.seat]) - 0.4 * bot.ally[o.seat])


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "xian_ji": (0.6, _bot_use_xian_ji),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    # A third fake kills me: the second or a later one to die.
    return bot._own_death_value(seat, colour, base, lambda: bool(bot.deaths))


BOT_MISSION = _bot_mission
