"""小白 (public, male and female): 乔装, 收买, 败露; mission: be the first to die, or one of
潜伏战线 / 军情处 is wiped out.

乔装: "此角色既视为男性也视为女性。" The role table gives the gender 'MF' (engine/abilities.py
``is_female`` and ``is_male`` are both true); the skill itself does nothing more.

收买: "把你的四张手牌交给一位玩家，然后获得他面前的一张情报。该技能可以在任意时候发动（自己回合或别人回合），该
技能发动后对方不能拒绝。不足四张手牌时不能发动该技能。你可以获得任意一张情报，包括假情报。" A responsive skill
usable in any window, aimed at another player with a message in front of them. As it resolves
小白 chooses four hand cards and hands them over, then takes one of that player's messages:
"获得情报" is a game term ("指把卡牌或传递中的情报翻开放置在自己面前"), so it lands in front of 小白
(victory, death at three fakes and 败露 are checked; a death is 小白's own doing).

败露: "当你获得六张或以上的情报时，你输掉这场游戏。输掉游戏不等于死亡…当获得六张情报并同时达到胜利条件时，
视为输掉游戏。" The flag 'lose_at_six_messages' (engine/landing.py checks it before victory).
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import MILITARY, UNDERGROUND
from ..engine.abilities import Mission, Role, Skill
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import give_card, place_messages, remove_message
from .common import StackSkill, ask_card

PRICE = 4


class QiaoZhuang(Skill):
    id = "qiao_zhuang"
    name = "乔装"
    text = "此角色既视为男性也视为女性。"
    rulings = ()


class ShouMai(StackSkill):
    id = "shou_mai"
    name = "收买"
    option_args = ("seat",)
    text = "把你的四张手牌交给一位玩家，然后获得他面前的一张情报。"
    rulings = (
        "该技能可以在任意时候发动（自己回合或别人回合），该技能发动后对方不能拒绝。",
        "不足四张手牌时不能发动该技能。",
        "你可以获得任意一张情报，包括假情报。")

    def window_options(self, state, seat, ctx):
        if len(state.players[seat].hand) < PRICE:
            return []
        return [Option("skill", func=self.id, seat=p.seat) for p in state.players
                if p.alive and p.seat != seat and p.messages]

    def resolve(self, state, frame):
        seat, target = frame.user, frame.item.seat
        if not state.players[target].alive:
            return fizzle(state, frame, "target_out")
        if len(state.players[seat].hand) < PRICE:
            return fizzle(state, frame, "cannot_pay")
        frame.given = 0
        events.shou_mai(state, seat, target)
        ask_card(state, seat, state.players[seat].hand, "shou_mai_give")

    def answer(self, state, frame, option):
        seat, target = frame.user, frame.item.seat
        if frame.given < PRICE:
            give_card(state, seat, target, option.card)
            frame.given += 1
            if frame.given < PRICE:
                ask_card(state, seat, state.players[seat].hand, "shou_mai_give")
            elif state.players[target].messages:
                ask_card(state, seat, state.players[target].messages, "shou_mai_take")
            else:
                frame.done = True
            return
        frame.done = True
        remove_message(state, target, option.card)
        events.shou_mai_taken(state, target, option.card, seat)
        place_messages(state, seat, [option.card], -1, seat, self.id)


class BaiLu(Skill):
    id = "bai_lu"
    name = "败露"
    text = "当你获得六张或以上的情报时，你输掉这场游戏。"
    rulings = (
        "输掉游戏不等于死亡；【小白】因六张情报出局不会触发因死亡而发动的〔技能〕（如：【六姐】、"
        "【〔刀锋〕】等）。",
        "当获得六张情报并同时达到胜利条件时，视为输掉游戏。",
        "输掉游戏视为【小白】个人输掉，不代表【小白】所属阵营输掉，同理即使所属阵营胜利但【小白】"
        "依然视为输掉。")
    flags = frozenset({"lose_at_six_messages"})


class FirstToDieOrFactionWipedOut(Mission):
    """"你第一个死亡，或潜伏战线与军情处其中一方全灭。" and the ruling "当【小白】属于打酱油的阵营时，第一个
    获得三张假情报导致死亡时视为获得胜利": the first death of the game is his (a loss is not a death);
    or, while he is alive, a death leaves its faction with nobody alive.
    "第一个" is the order deaths begin in (R31): a death that a trigger of his own death causes
    (搜取, 黄雀在后, 临危受命, 遗志, 后着) comes after his, though it ends first (R42); one begun
    before his counts, though 救美 undoes it after his death is judged (R52).
    "全灭" is met only by a death, judged as it becomes final with the identity card the victim
    dies with (R53): an identity card that 临危受命 takes or removes never meets it
    ("不会完成因某阵营死亡而完成的机密任务"), nor does a loss."""

    def on_death(self, state, seat, victim, killer):
        if victim == seat:
            return state.deaths[0][0] == seat
        faction = state.players[victim].identity   # NO_IDENTITY once 临危受命 took it
        if not state.players[seat].alive or faction not in (UNDERGROUND, MILITARY):
            return False
        # A member still dying may yet be saved (救美) or lose his card (临危受命): his own
        # death, when it becomes final, is judged then.
        dying = {f.seat for f in state.frames if f.kind == "death"}
        return not any(p.identity == faction and (p.alive or p.seat in dying)
                       for p in state.players)


ROLE = Role("xiao_bai", "小白", "MF", False, (QiaoZhuang(), ShouMai(), BaiLu()),
            mission=FirstToDieOrFactionWipedOut(),
            mission_text="你第一个死亡，或潜伏战线与军情处其中一方全灭。",
            mission_rulings=(
                "当【小白】属于〔打酱油的〕阵营时，第一个获得三张假情报导致死亡时视为获得胜利。",))


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _card(cards, c):
    from ..i18n.zh_cn import card_text
    return card_text(cards[c]) if cards is not None else f"#{c}"


def _shou_mai(e, n, cards, items):
    return f"{n(e['seat'])}的【收买】结算：把四张手牌交给{n(e['target'])}。"


def _shou_mai_taken(e, n, cards, items):
    return f"{n(e['seat'])}面前的情报{_card(cards, e['card'])}被{n(e['to'])}拿走。"


ZH_EVENTS = {"shou_mai": _shou_mai, "shou_mai_taken": _shou_mai_taken}
ZH_PROMPTS = {
    "shou_mai_give": "【收买】：选择一张要交出的手牌（共四张）",
    "shou_mai_take": "【收买】：选择要获得的一张情报",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Xiao Bai"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "qiao_zhuang": ("Disguise", "This character counts as both male and female.", ()),
    "shou_mai": (
        "Bribe",
        "Give four of your hand cards to a player, then take a message in front of them.",
        ("Usable at any time (your turn or another's); the player cannot refuse.",
         "Not with fewer than four hand cards.",
         "You may take any message, false ones too.")),
    "bai_lu": (
        "Exposed",
        "When you have six messages or more, you lose the game.",
        ("Losing is not dying: Xiao Bai out by six messages triggers no skill on death (Sixth "
         "Sister's, Blade's and so on).",
         "Six messages and a victory at the same time count as losing.",
         "Only Xiao Bai loses, not the faction; even if the faction wins, Xiao Bai has lost.")),
}
EN_MISSION = (
    "You are the first to die, or the Underground or the Army is wiped out.",
    ("As a Passerby, Xiao Bai wins by being the first to die of three false messages.",))


def _en_shou_mai(e, n, cards, items):
    return f"{n(e['seat'])}'s [Bribe] resolves: four hand cards go to {n(e['target'])}."


def _en_shou_mai_taken(e, n, cards, items):
    from ..i18n import en
    return (f"The message {en._card(cards, e['card'])} in front of {n(e['seat'])} is taken by "
            f"{n(e['to'])}.")


EN_EVENTS = {
    "shou_mai": _en_shou_mai,
    "shou_mai_taken": _en_shou_mai_taken,
}
EN_PROMPTS = {
    "shou_mai_give": "[Bribe]: choose a card to hand over (four in all)",
    "shou_mai_take": "[Bribe]: choose a message to take",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"shou_mai_give": "discard", "shou_mai_take": "take_message"}

BOT_PREFERENCE = 2   # 挑选角色: higher is chosen first


def _bot_use_shou_mai(bot, obs, opts, ctx):
    me = bot.seat

    def gain(o):
        vals = [bot.value(me, bot.cards[c].colour) for c in obs["players"][o.seat]["messages"]]
        return max(vals, default=0.0) - 0.5 * 4
    return bot._pick(opts, gain)


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "shou_mai": (1.0, _bot_use_shou_mai),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    # A third fake kills me: the first to die.
    return bot._own_death_value(seat, colour, base, lambda: not bot.deaths)


BOT_MISSION = _bot_mission
