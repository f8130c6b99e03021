"""柒佰 (public, male): 敏锐, 联动, 风度; mission: ≥5 true messages.

敏锐: "你可以在他人回合中使用锁定。这些【锁定】可以被【识破】。" A rule flag: the 锁定 card's own timing
("只能在自己回合出牌阶段和情报传递时使用") is kept but the "自己回合" part is lifted (cards/suo_ding.py;
skill text beats card text, rulebook 优先原则, which names this very skill).

联动: "当你使用锁定时，抽二张牌，然后选择一张手牌分给另一位玩家。【锁定】被识破的情况下无法发动。该技能为强制
发动，使用【锁定】后必须抽牌，抽牌后必须分牌给另一个人。" Automatic and compulsory; it triggers when the
锁定 takes effect and resolves before it ("玩家E【锁定】成功使用，触发【联动】马上结算抽二张牌，把手牌分给
玩家A，然后开始结算【锁定】").

风度: "当你宣告胜利时，选择一位女性一同胜利。若场上存在女性时，此效果必须触发。盖伏状态下的角色失去性别…因此
效果一同胜利的女性之胜利只属于她个人，她所属阵营中的其他同伴不能因此而获得胜利。" Automatic and compulsory
at the declaration: the chosen woman is added to the victory frame's co-winners alone
(engine/victory.py ``extra``), not her faction.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, BLUE, RED
from ..engine.abilities import Mission, Role, Skill, is_woman
from ..engine.ops import draw, give_card
from .common import ask_card, ask_seat


class MinRui(Skill):
    id = "min_rui"
    name = "敏锐"
    text = "你可以在他人回合中使用锁定。"
    rulings = (
        "这些【锁定】可以被【识破】。",)
    flags = frozenset({"lock_any_turn"})


class LianDong(Skill):
    id = "lian_dong"
    name = "联动"
    text = "当你使用锁定时，抽二张牌，然后选择一张手牌分给另一位玩家。"
    rulings = (
        "【锁定】被识破的情况下无法发动。",
        "该技能为强制发动，使用【锁定】后必须抽牌，抽牌后必须分牌给另一个人。")
    automatic = True
    optional = False
    listens = ("card_resolving",)
    # Its steps (frame.step): drawing two, the card to give, whom it goes to.
    DRAW, CARD, TO = range(3)

    def triggered(self, state, seat, event):
        # A nullified 锁定 never reaches 'card_resolving' ("被识破的情况下无法发动").
        return event["func"] == "suo_ding" and event["user"] == seat

    def resolve(self, state, frame):
        seat = frame.user
        if frame.step == self.DRAW:
            frame.step = self.CARD
            draw(state, seat, 2)
            hand = state.players[seat].hand
            others = [s for s in state.alive_seats() if s != seat]
            if not hand or not others:
                frame.done = True
                return
            ask_card(state, seat, hand, "lian_dong_card")

    def answer(self, state, frame, option):
        seat = frame.user
        if frame.step == self.CARD:
            frame.step = self.TO
            frame.card = option.card
            ask_seat(state, seat, [s for s in state.alive_seats() if s != seat], "lian_dong_to")
            return
        give_card(state, seat, option.seat, frame.card)
        frame.done = True


def victory_frame(state) -> dict:
    """The declaration under way (the top-most 'victory' frame)."""
    return next(f for f in reversed(state.frames) if f.kind == "victory")


class FengDu(Skill):
    id = "feng_du"
    name = "风度"
    text = "当你宣告胜利时，选择一位女性一同胜利。"
    rulings = (
        "若场上存在女性时，此效果必须触发。",
        "盖伏状态下的角色失去性别，你即使知道当前某盖伏状态的角色是女性角色但你依然不能让其胜利。",
        "女性包括女性角色与女性玩家；即场上有女性玩家选的是男性角色你也可以选择她胜利。",
        "因此效果一同胜利的女性之胜利只属于她个人，她所属阵营中的其他同伴不能因此而获得胜利。")
    automatic = True
    optional = False
    listens = ("victory",)

    def triggered(self, state, seat, event):
        return event["seat"] == seat and bool(self.women(state, seat))

    @staticmethod
    def women(state, seat):
        """Living women at the table other than ``seat``: female roles face up (face-down roles
        have no gender) and female players (R51)."""
        return [s for s in state.alive_seats() if s != seat and is_woman(state, s)]

    def resolve(self, state, frame):
        women = self.women(state, frame.user)
        if not women:
            frame.done = True
            return
        ask_seat(state, frame.user, women, "feng_du_with")

    def answer(self, state, frame, option):
        vf = victory_frame(state)
        if option.seat not in vf.extra:
            vf.extra = vf.extra + (option.seat,)
        events.feng_du(state, frame.user, option.seat)
        frame.done = True


class FiveTrueMessages(Mission):
    """"获得五张或以上的真情报。\""""
    needs_messages = 5

    def achieved(self, state, seat):
        cards = state.cards
        return sum(1 for c in state.players[seat].messages if cards[c].colour != BLACK) >= 5


ROLE = Role("qi_bai", "柒佰", "M", False, (MinRui(), LianDong(), FengDu()),
            mission=FiveTrueMessages(),
            mission_text="获得五张或以上的真情报。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _feng_du(e, n, cards, items):
    return f"{n(e['seat'])}发动【风度】：{n(e['with_seat'])}与其一同胜利（只属于她个人）。"


ZH_EVENTS = {"feng_du": _feng_du}
ZH_PROMPTS = {
    "lian_dong_card": "【联动】：选择一张手牌分给另一位玩家",
    "lian_dong_to": "【联动】：把这张牌分给哪位玩家？",
    "feng_du_with": "【风度】：选择一位女性与你一同胜利",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Qi Bai"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "min_rui": (
        "Keen",
        "You may use [Lock On] in other players' turns.",
        ("These [Lock On]s can be seen through.",)),
    "lian_dong": (
        "Linked Moves",
        "When you use [Lock On], draw two cards, then give a hand card to another player.",
        ("Not when the [Lock On] was seen through.",
         "Compulsory: after a [Lock On] you must draw, and after drawing you must give a card.")),
    "feng_du": (
        "Gallantry",
        "When you declare victory, choose a woman who wins with you.",
        ("If there is a woman at the table, this must happen.",
         "A face-down character has no gender: even if you know a face-down character is a "
         "woman, she cannot win this way.",
         "Women are female characters and female players: a female player with a male character "
         "may be chosen.",
         "Her victory is hers alone: her faction does not win with her.")),
}
EN_MISSION = ("Collect five true messages or more.", ())


def _en_feng_du(e, n, cards, items):
    return (f"{n(e['seat'])} uses [Gallantry]: {n(e['with_seat'])} wins with them (her victory "
            f"alone).")


EN_EVENTS = {
    "feng_du": _en_feng_du,
}
EN_PROMPTS = {
    "lian_dong_card": "[Linked Moves]: choose a card to give to another player",
    "lian_dong_to": "[Linked Moves]: to whom does this card go?",
    "feng_du_with": "[Gallantry]: choose a woman who wins with you",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"lian_dong_card": "discard", "lian_dong_to": "ally", "feng_du_with": "ally"}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    cnt = bot.counts[seat]
    if seat != bot.seat or colour == BLACK:
        return base
    true = cnt[RED] + cnt[BLUE]
    return bot.WIN if true >= 4 else 1.0 + 0.5 * true


BOT_MISSION = _bot_mission
