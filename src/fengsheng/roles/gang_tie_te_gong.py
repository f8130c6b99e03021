"""钢铁特工 (hidden, male): 警觉, 掩护; 机密任务: "手牌集齐四张识破。"

警觉: "玩家使用卡牌时，可以翻开此角色牌，然后视为使用了识破。使用时机和作用与【识破】游戏卡相同。不符合翻开条件时
不能主动翻开角色牌。该识破属于无法被【识破】。" A reveal skill offered while the role is face down in
any window where a card waits on the stack that 识破 could target (shi_po.py: countered-able,
not nullified; skills never). Using it turns the role face up and puts an uncounterable 识破
on the stack: StackItem(func='shi_po', card=-1, ref=<target uid>, counterable=False,
source='skill').

掩护: "你可以获得一位玩家面前的一张假情报，然后盖伏此角色牌。" No timing printed, so any window
("没有注明使用时机的技能可以在任何时候使用"), face up only. "获得…面前的一张假情报" is 获得情报: the fake
moves face up in front of 钢铁特工 and lands like any message (R30, R34). "一位玩家" includes
himself (R37, R46): his own fake then stays where it is (nothing lands), and the skill is the
盖伏. The option names the player; with two or more black messages there, the card is chosen
on resolution.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK
from ..engine.abilities import Mission, Role, flip_down, reveal_role
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import place_messages, remove_message
from ..engine.state import StackItem
from .common import CANNOT_FORCE, EN_CANNOT_FORCE, StackSkill, ask_card


class JingJue(StackSkill):
    """警觉: Option('skill', func='jing_jue', ref=<uid of the card item to nullify>)."""
    id = "jing_jue"
    name = "警觉"
    option_args = ("stack",)
    text = "玩家使用卡牌时，可以翻开此角色牌，然后视为使用了识破。"
    rulings = (
        "使用时机和作用与【识破】游戏卡相同。",
        CANNOT_FORCE,
        "该识破属于无法被【识破】。")
    reveal = True

    def window_options(self, state, seat, ctx):
        if state.players[seat].face_up:
            return []
        return [Option("skill", func=self.id, ref=i.uid) for i in state.stack
                if i.counterable and not i.nullified]

    def use(self, state, seat, option):
        reveal_role(state, seat)
        item = StackItem(state.new_uid(), seat, -1, "shi_po", -1, option.ref,
                         counterable=False, source="skill")
        state.stack.append(item)
        events.skill_used(state, item.uid, seat, self.id, -1, option.ref)


def _blacks(state, seat: int) -> list[int]:
    cards = state.cards
    return [c for c in state.players[seat].messages if cards[c].colour == BLACK]


class YanHu(StackSkill):
    """掩护: Option('skill', func='yan_hu', seat=<player with a black message>)."""
    id = "yan_hu"
    name = "掩护"
    option_args = ("seat",)
    text = "你可以获得一位玩家面前的一张假情报，然后盖伏此角色牌。"
    rulings = ()

    def window_options(self, state, seat, ctx):
        # "获得一位玩家面前的一张假情报": any player's, his own included (R46).
        return [Option("skill", func=self.id, seat=p.seat) for p in state.players
                if p.alive and _blacks(state, p.seat)]

    def resolve(self, state, frame):
        t = frame.item.seat
        blacks = _blacks(state, t) if state.players[t].alive else []
        if not blacks:
            return fizzle(state, frame, "target_gone")
        if len(set(blacks)) == 1:
            return self._take(state, frame, blacks[0])
        ask_card(state, frame.user, blacks, "yan_hu_message")

    def answer(self, state, frame, option):
        self._take(state, frame, option.card)

    def _take(self, state, frame, card):
        # "获得…假情报" = put face up in front of oneself (glossary 获得情报; R30, R34): he shields
        # the other player by taking the fake himself, and it lands like any message.
        me, t = frame.user, frame.item.seat
        if t != me:
            remove_message(state, t, card)
        if state.players[me].face_up:
            flip_down(state, me)
        frame.done = True
        if t != me:   # his own fake is in front of him already
            place_messages(state, me, [card], -1, me, self.id)


class FourShiPo(Mission):
    """"手牌集齐四张识破。" — four 识破 cards (by the card's own function) in hand."""
    needs_hand = 4

    def achieved(self, state, seat):
        fn = state.function_of
        return sum(1 for c in state.players[seat].hand if fn[c] == "shi_po") >= 4


ROLE = Role("gang_tie_te_gong", "钢铁特工", "M", True, (JingJue(), YanHu()),
            mission=FourShiPo(),
            mission_text="手牌集齐四张识破。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {"yan_hu_message": "【掩护】：选择要获得的一张假情报"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Iron Agent"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "jing_jue": (
        "Vigilance",
        "When a player uses a card, you may turn this character face up; it counts as using [See "
        "Through].",
        ("Same timing and effect as the [See Through] card.",
         EN_CANNOT_FORCE,
         "This [See Through] cannot be seen through.")),
    "yan_hu": (
        "Cover",
        "You may take a false message in front of a player, then turn this character face down.",
        ()),
}
EN_MISSION = ("Hold four [See Through] cards in your hand.", ())
EN_PROMPTS = {
    "yan_hu_message": "[Cover]: choose a false message to take",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"yan_hu_message": "remove"}

BOT_PREFERENCE = 8   # 挑选角色: higher is chosen first


def _bot_use_jing_jue(bot, obs, opts, ctx):
    items = {it["uid"]: it for it in obs["stack"]}
    return bot._pick(opts, lambda o: -bot._item_value(obs, items, o.ref, 0),
                      skip=lambda o: items[o.ref]["user"] == bot.seat)


def _bot_use_yan_hu(bot, obs, opts, ctx):
    return bot._pick(opts, lambda o: bot._burn_gain(o.seat))


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "jing_jue": (0.9, _bot_use_jing_jue),
    "yan_hu": (0.6, _bot_use_yan_hu),
}


# 机密任务, for a 打酱油的 owner: the worth of keeping ``card`` in hand.
def _bot_mission_keep(bot, card):
    return 3.0 if bot.cards[card].function == "shi_po" else 0.0


BOT_MISSION_KEEP = _bot_mission_keep
