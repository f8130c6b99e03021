"""老枪 (hidden, male): 就计 (common.py), 合谋; 机密任务: "获得三张或以上的红色情报。"

合谋: "在你面前放置一张假情报，盖伏此角色牌和另一张潜伏角色牌，然后你们互相查看对方的身份牌。该技能操作方法：
翻开状态的【老枪】在自己面前放一张假情报，同时盖伏自己的角色牌与场上另一位翻开状态的潜伏角色牌，然后互相交换进行
查看，看完后交还对方。当场上有另一张翻开的潜伏角色牌才可使用该技能。该技能可以在任何时候发动，即任何人的回合发动，
无次数限制。该技能可选择发动。只有进行效果的两位玩家才能查看到对方的【身份牌】。"
A responsive skill offered in every window while 老枪 is face up, holds a black card, and
another living player's 潜伏角色 is face up; the option names that player. On resolution 老枪
picks the black hand card ("如没特别注明，都由手牌中放置") and places it in front of himself; if he
survives it, both roles are turned face down and the two see each other's identity (an event
private to them). If he dies of that third fake, the rest does not happen.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, RED
from ..engine.abilities import Role, flip_down
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import out_of_hand, place_messages
from .common import ColourMessages, JiuJi, StackSkill, ask_card


def partners(state, seat: int) -> list[int]:
    """Other living players whose 潜伏角色 is face up."""
    return [p.seat for p in state.players if p.seat != seat and p.alive and p.role is not None
            and p.face_up and state.ruleset.roles[p.role].hidden]


def _blacks(state, seat: int) -> list[int]:
    cards = state.cards
    return [c for c in state.players[seat].hand if cards[c].colour == BLACK]


class HeMou(StackSkill):
    """合谋: Option('skill', func='he_mou', seat=<the other face-up hidden role>). Frame steps:
    0 = check and ask for the black card, 2 = after the placement (flip down, exchange)."""
    id = "he_mou"
    name = "合谋"
    option_args = ("seat",)
    text = "在你面前放置一张假情报，盖伏此角色牌和另一张潜伏角色牌，然后你们互相查看对方的身份牌。"
    rulings = (
        "该技能操作方法：翻开状态的【老枪】在自己面前放一张假情报，同时盖伏自己的角色牌与场上另一位"
        "翻开状态的潜伏角色牌，然后互相交换进行查看，看完后交还对方。",
        "当场上有另一张翻开的潜伏角色牌才可使用该技能。",
        "该技能可以在任何时候发动，即任何人的回合发动，无次数限制。",
        "该技能可选择发动。",
        "只有进行效果的两位玩家才能查看到对方的〔身份牌〕。")

    # Its steps (frame.step): the fake to place, then the identities seen once it has landed
    # (2, not 1: the value is in the state hash of recorded games).
    START, EXCHANGE = 0, 2

    def window_options(self, state, seat, ctx):
        if not _blacks(state, seat):
            return []
        return [Option("skill", func=self.id, seat=t) for t in partners(state, seat)]

    def resolve(self, state, frame):
        me, other = frame.user, frame.item.seat
        if frame.step == self.EXCHANGE:
            if state.players[me].alive:
                self._exchange(state, me, other)
            frame.done = True
            return
        if not state.players[me].face_up or other not in partners(state, me):
            return fizzle(state, frame, "target_gone")
        blacks = _blacks(state, me)
        if not blacks:
            return fizzle(state, frame, "no_card")
        if len(blacks) == 1:
            return self._place(state, frame, blacks[0])
        ask_card(state, me, blacks, "he_mou_black")

    def answer(self, state, frame, option):
        self._place(state, frame, option.card)

    def _place(self, state, frame, card):
        me = frame.user
        frame.step = self.EXCHANGE
        out_of_hand(state, me, card)
        place_messages(state, me, [card], -1, me, self.id)

    def _exchange(self, state, me, other):
        if state.players[me].face_up:
            flip_down(state, me)
        if state.players[other].alive and state.players[other].face_up:
            flip_down(state, other)
        events.he_mou_view(state, me, other, state.players[me].identity,
                           state.players[other].identity)


ROLE = Role("lao_qiang", "老枪", "M", True, (JiuJi(), HeMou()),
            mission=ColourMessages(RED),
            mission_text="获得三张或以上的红色情报。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _he_mou_view(e, n, cards, items):
    from ..i18n.zh_cn import identity_name
    if "identity" in e:
        return (f"【合谋】：{n(e['seat'])}与{n(e['target'])}互相查看了身份牌——"
                f"{n(e['seat'])}是{identity_name(e['identity'])}，"
                f"{n(e['target'])}是{identity_name(e['target_identity'])}。")
    return f"【合谋】：{n(e['seat'])}与{n(e['target'])}互相查看了对方的身份牌。"


ZH_EVENTS = {"he_mou_view": _he_mou_view}
ZH_PROMPTS = {"he_mou_black": "【合谋】：选择一张黑色手牌作为假情报放在自己面前"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Old Gun"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "he_mou": (
        "Conspire",
        "Place a false message in front of yourself, turn this character and another hidden "
        "character face down, then you two look at each other's identity card.",
        ("How: face-up Old Gun places a false message in front of himself, turns his own card "
         "and another face-up hidden character face down, and the two swap identity cards to "
         "look at them, then give them back.",
         "Only when another hidden character is face up.",
         "Usable at any time, in anyone's turn, without limit.",
         "Optional.",
         "Only the two players concerned see each other's identity card.")),
}
EN_MISSION = ("Collect three red messages or more.", ())


def _en_he_mou_view(e, n, cards, items):
    from ..i18n import en
    s = f"[Conspire]: {n(e['seat'])} and {n(e['target'])} look at each other's identity card"
    if "identity" in e:
        return (f"{s}: {n(e['seat'])} is {en.identity_name(e['identity'])}, {n(e['target'])} is "
                f"{en.identity_name(e['target_identity'])}.")
    return s + "."


EN_EVENTS = {
    "he_mou_view": _en_he_mou_view,
}
EN_PROMPTS = {
    "he_mou_black":
        "[Conspire]: choose a black card to place in front of yourself as a false message",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"he_mou_black": "discard"}

BOT_PREFERENCE = 4   # 挑选角色: higher is chosen first


def _bot_use_he_mou(bot, obs, opts, ctx):
    return None, 0.0


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "he_mou": (9.0, _bot_use_he_mou),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._collect_value(seat, colour, base, RED)


BOT_MISSION = _bot_mission
