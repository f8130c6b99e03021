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
from ..engine.abilities import Mission, Skill
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import give_card, place_messages, remove_message
from .common import StackSkill, ask_card, role, skill

PRICE = 4


@skill
class QiaoZhuang(Skill):
    id = "qiao_zhuang"


@skill
class ShouMai(StackSkill):
    id = "shou_mai"

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


@skill
class BaiLu(Skill):
    id = "bai_lu"
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


role("xiao_bai", FirstToDieOrFactionWipedOut())
