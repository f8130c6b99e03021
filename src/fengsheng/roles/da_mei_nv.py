"""大美女 (public, female): 精明, 爱情; mission: a male role declares while you hold ≤1 fake message.

精明: "你的抽牌阶段改为抽三张牌，然后选择一张手牌放回牌库顶。这里指的是自己回合抽牌阶段的规定抽卡动作，并非卡牌
效果导致的抽牌。" The flag 'draw_three' makes the 抽牌阶段 draw three (engine/turn.py); a compulsory
automatic skill then puts one hand card back on top of the deck, face down.

爱情: "翻开你的身份牌，然后烧毁二张假情报。可以烧毁一位玩家的二张假情报，也可以烧毁二位玩家各一张假情报。可对
任意玩家使用包括自己。该烧毁属于无法被【识破】。" No timing is printed, so it can be used in any window
("没有注明使用时机的技能可以在任何时候使用"); it goes on the stack like a card and cannot be 识破'd.
Revealing the identity card is paid on use, so it is available only while that card is face
down. The two fakes are chosen as it resolves, among the fakes then on the table (one if only
one is left).
"""
from __future__ import annotations

from ..cards.deck import BLACK
from ..engine.abilities import Mission, Role, Skill, is_male
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import burn_message, reveal_identity, to_deck_top
from ..engine.state import DRAW
from .common import StackSkill, ask_card

BURNED = 2


class JingMing(Skill):
    id = "jing_ming"
    name = "精明"
    text = "你的抽牌阶段改为抽三张牌，然后选择一张手牌放回牌库顶。"
    rulings = (
        "这里指的是自己回合抽牌阶段的规定抽卡动作，并非卡牌效果导致的抽牌。",)
    automatic = True
    optional = False
    listens = ("phase_start",)
    flags = frozenset({"draw_three"})

    def triggered(self, state, seat, event):
        return (event["phase"] == DRAW and event["seat"] == seat
                and bool(state.players[seat].hand))

    def resolve(self, state, frame):
        ask_card(state, frame.user, state.players[frame.user].hand, "jing_ming_return")

    def answer(self, state, frame, option):
        to_deck_top(state, option.card, frame.user)
        frame.done = True


def fakes_on_table(state) -> list[int]:
    """Every black message in front of a living player, in seat order."""
    cards = state.cards
    return [c for p in state.players if p.alive for c in p.messages if cards[c].colour == BLACK]


def owner_of(state, message: int) -> int:
    return next(p.seat for p in state.players if message in p.messages)


class AiQing(StackSkill):
    id = "ai_qing"
    name = "爱情"
    option_args = ()
    text = "翻开你的身份牌，然后烧毁二张假情报。"
    rulings = (
        "可以烧毁一位玩家的二张假情报，也可以烧毁二位玩家各一张假情报。",
        "可对任意玩家使用包括自己。",
        "该烧毁属于无法被【识破】。")

    def window_options(self, state, seat, ctx):
        if state.players[seat].identity_revealed or not fakes_on_table(state):
            return []
        return [Option("skill", func=self.id)]

    def use(self, state, seat, option):
        reveal_identity(state, seat)   # "翻开你的身份牌，然后…": the cost, paid on use
        super().use(state, seat, option)

    def resolve(self, state, frame):
        if not fakes_on_table(state):
            return fizzle(state, frame, "target_gone")
        frame.burned = 0
        self._ask(state, frame)

    def _ask(self, state, frame):
        fakes = fakes_on_table(state)
        if frame.burned >= BURNED or not fakes:
            frame.done = True
            return
        ask_card(state, frame.user, fakes, "ai_qing_burn")

    def answer(self, state, frame, option):
        burn_message(state, owner_of(state, option.card), option.card, frame.user)
        frame.burned += 1
        self._ask(state, frame)


class MaleDeclaresFewFakes(Mission):
    """"当一位男性角色宣告胜利时，你获得的假情报少于等于一张。" Joins the declaration of a face-up male
    role (小白's 乔装 counts); counted on her messages at that moment, so she must be alive."""

    def joins(self, state, seat, frame):
        return (state.players[seat].alive and is_male(state, frame.seat)
                and state.black_count(seat) <= 1)


ROLE = Role("da_mei_nv", "大美女", "F", False, (JingMing(), AiQing()),
            mission=MaleDeclaresFewFakes(),
            mission_text="当一位男性角色宣告胜利时，你获得的假情报少于等于一张。",
            mission_rulings=(
                "当场上不存在男性角色时，则只能通过共通胜利条件来胜利，快去干掉其他人！",))


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "jing_ming_return": "【精明】：选择一张手牌放回牌库顶",
    "ai_qing_burn": "【爱情】：选择要烧毁的一张假情报",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "The Beauty"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "jing_ming": (
        "Shrewd",
        "In your draw phase you draw three cards instead, then put a hand card back on top of "
        "the deck.",
        ("Only the draw of your own draw phase, not draws from card effects.",)),
    "ai_qing": (
        "Love",
        "Turn your identity card face up, then burn two false messages.",
        ("Two false messages of one player, or one each of two players.",
         "Any players, you included.",
         "This burning cannot be seen through.")),
}
EN_MISSION = (
    "When a male character declares victory, you have one false message or none.",
    ("With no male character at the table, only the common condition is left: be the last one "
     "alive!",))
EN_PROMPTS = {
    "jing_ming_return": "[Shrewd]: choose a card to put back on top of the deck",
    "ai_qing_burn": "[Love]: choose a false message to burn",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"jing_ming_return": "discard", "ai_qing_burn": "remove"}

BOT_PREFERENCE = 7   # 挑选角色: higher is chosen first


def _bot_use_ai_qing(bot, obs, opts, ctx):
    gains = sorted((bot._burn_gain(p["seat"]) for p in obs["players"] if p["alive"]
                    for c in p["messages"] if bot.cards[c].colour == BLACK), reverse=True)
    return opts[0], sum(g for g in gains[:2] if g > 0)


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "ai_qing": (1.2, _bot_use_ai_qing),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    # 男性角色宣告胜利时，你获得的假情报少于等于一张
    return bot._victory_value(ident, seat, colour, base, lambda seat: "M" in bot.gender.get(
        seat, "") and bot.counts[bot.seat][BLACK] <= 1)


BOT_MISSION = _bot_mission
