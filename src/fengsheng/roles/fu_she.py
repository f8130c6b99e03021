"""蝮蛇 (public, male; can turn face down): 声东击西, 弹药无限; mission: someone declares victory
while nobody has died — 蝮蛇 wins instead.

Seed 000: "声东击西　情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。使用时机和功能与【调虎离山】相同。"
"弹药无限　若你没有手牌，可以翻开此角色，然后抽一张牌。这个在盖伏状态下也能使用。"
Mission: "当一位玩家宣告胜利时，没有玩家死亡。你的胜利会导致他的宣告失败。"
"""
from __future__ import annotations

from ..engine import events
from ..cards.rules import other_living
from ..engine.abilities import Mission, Role, Skill, flip_down
from ..engine.decisions import Option
from ..engine.ops import draw
from ..engine.state import TRANSMIT, StackItem
from .common import StackSkill

LURE = "diao_hu_li_shan"


class ShengDongJiXi(Skill):
    """声东击西: "情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。使用时机和功能与【调虎离山】相同。"
    A responsive skill with 调虎离山's timing (情报传递, anyone's turn) and targets (another
    living player). Using it turns the role face down (the cost, paid at once), then a 调虎离山
    goes on the stack. No card is used, so it is a skill's effect and 识破 cannot target it
    ("角色技能不属于卡牌，不能被【识破】"; only skills that change a card's use make a card that can be).
    Face down the role has only 弹药无限, so it is usable again only after 弹药无限 reveals it."""
    id = "sheng_dong_ji_xi"
    name = "声东击西"
    option_args = ("seat",)
    text = "情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。"
    rulings = (
        "使用时机和功能与【〔调虎离山〕】相同。",)
    contexts = frozenset((TRANSMIT,))   # used as 调虎离山: only at 情报传递

    def window_options(self, state, seat, ctx):
        if not state.players[seat].face_up or \
                not state.ruleset.cards[LURE].can_use(state, seat, ctx):
            return []
        return [Option("skill", func=self.id, seat=t) for t in other_living(state, seat)]

    def use(self, state, seat, option):
        flip_down(state, seat)
        item = StackItem(state.new_uid(), seat, -1, LURE, option.seat, -1, counterable=False,
                         source="skill")
        state.stack.append(item)
        events.skill_used(state, item.uid, seat, self.id, option.seat, -1)


class DanYaoWuXian(StackSkill):
    """弹药无限: "若你没有手牌，可以翻开此角色，然后抽一张牌。这个在盖伏状态下也能使用。"
    No timing is printed, so it is usable in any window ("没有注明使用时机的技能可以在任何时候
    使用"), face down (it is a 翻开此角色 skill: "这个在盖伏状态下也能使用") or face up (revealing is then
    nothing to do), whenever his hand is empty. A responsive skill: it waits on the stack. While
    one of his is waiting it is not offered again (his hand is only empty until it resolves)."""
    id = "dan_yao_wu_xian"
    name = "弹药无限"
    option_args = ()
    text = "若你没有手牌，可以翻开此角色，然后抽一张牌。"
    rulings = (
        "这个在盖伏状态下也能使用。",)
    reveal = True
    both_faces = True

    def window_options(self, state, seat, ctx):
        if state.players[seat].hand:
            return []
        if any(it.func == self.id and it.user == seat for it in state.stack):
            return []
        return [Option("skill", func=self.id)]

    def resolve(self, state, frame):
        draw(state, frame.user, 1)
        frame.done = True


class VictoryWhileNobodyDied(Mission):
    """"当一位玩家宣告胜利时，没有玩家死亡。你的胜利会导致他的宣告失败。" Takes another player's declaration
    (any reason) when no player has died: none in ``state.deaths`` and none in the middle of
    dying (a death trigger may cause a declaration before the death is final). A player who
    lost (输掉游戏) did not die; a player saved by 救美 did not die either."""

    def steals(self, state, seat, frame):
        return not state.deaths and all(p.alive or p.lost for p in state.players)


ROLE = Role("fu_she", "蝮蛇", "M", False, (ShengDongJiXi(), DanYaoWuXian()),
            mission=VictoryWhileNobodyDied(),
            mission_text="当一位玩家宣告胜利时，没有玩家死亡。你的胜利会导致他的宣告失败。")


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Viper"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "sheng_dong_ji_xi": (
        "Feint",
        "While a message is passing, you may turn this character face down; it counts as using "
        "[Diversion].",
        ("Same timing and effect as [Diversion].",)),
    "dan_yao_wu_xian": (
        "Endless Ammunition",
        "If you have no hand cards, you may turn this character face up, then draw a card.",
        ("Usable face down too.",)),
}
EN_MISSION = ("When a player declares victory, nobody has died. Your victory makes their "
              "declaration fail.", ())

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


def _bot_use_sheng_dong_ji_xi(bot, obs, opts, ctx):
    if obs["message"] is None:
        return None, 0.0
    lured = set(obs["message"]["lured"])
    return bot._pick(opts, lambda o: bot._item_value(
        obs, {}, None, 0, ("diao_hu_li_shan", bot.seat, o.seat)),
        skip=lambda o: o.seat in lured)


def _bot_use_dan_yao_wu_xian(bot, obs, opts, ctx):
    return opts[0], 1.0


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "sheng_dong_ji_xi": (0.5, _bot_use_sheng_dong_ji_xi),
    "dan_yao_wu_xian": (0.0, _bot_use_dan_yao_wu_xian),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._victory_value(ident, seat, colour, base, lambda seat: not bot.deaths)


BOT_MISSION = _bot_mission
