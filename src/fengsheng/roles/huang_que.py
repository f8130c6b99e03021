"""黄雀 (hidden, female): 潜藏伏击, 黄雀在后; mission: 一位潜伏战线玩家和一位军情处玩家死亡.

Seed 000, "螳螂捕蝉". 潜藏伏击 is the responsive reveal skill (no timing printed: any window);
黄雀在后 is automatic and works only face up.
"""
from __future__ import annotations

from ..cards.deck import BLACK
from ..engine.abilities import Role, Skill
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import place_from_hand, reveal_identity, to_deck_top
from .common import OneOfEachFactionDead, StackSkill, ask_card, ask_seat


class QianCangFuJi(StackSkill):
    """潜藏伏击: "翻开此角色牌，然后把另一位玩家面前的一张情报放回牌库顶。"

    Any window, face down only (revealing is its cost). The target — another living player and
    one of their messages — is named when it is used (Option seat and ref = the message); if
    that message is no longer there when it resolves, it has no effect.
    """
    id = "qian_cang_fu_ji"
    name = "潜藏伏击"
    option_args = ("seat", "message")
    text = "翻开此角色牌，然后把另一位玩家面前的一张情报放回牌库顶。"
    rulings = ()
    reveal = True

    def window_options(self, state, seat, ctx):
        if state.players[seat].face_up:
            return []
        return [Option("skill", func=self.id, seat=p.seat, ref=c) for p in state.players
                if p.alive and p.seat != seat for c in p.messages]

    def resolve(self, state, frame):
        item = frame.item
        p = state.players[item.seat]
        if not p.alive or item.ref not in p.messages:
            return fizzle(state, frame, "target_gone")
        to_deck_top(state, item.ref, item.seat, from_messages=True)
        frame.done = True


class HuangQueZaiHou(Skill):
    """黄雀在后: "当另一位玩家死亡时，可以翻开你的身份牌，然后在一位玩家面前放置最多二张假情报。"

    Triggers while another player is dying, face up only, if your identity card is still face
    down (turning it face up is the cost; it cannot be turned up twice) and you hold a black
    card (the fakes come from your hand: 放置情报 "如没特别注明，都由手牌中放置"). You choose a
    living player (yourself included) and one or two of your black cards; they are placed at
    once. A death they cause is yours (亲手: 角色效果).
    """
    id = "huang_que_zai_hou"
    name = "黄雀在后"
    text = "当另一位玩家死亡时，可以翻开你的身份牌，然后在一位玩家面前放置最多二张假情报。"
    rulings = ()
    automatic = True
    listens = ("death",)
    # Its steps (frame.step): the identity turned up, the player, the first fake, a second.
    START, TARGET, FIRST, MORE = range(4)

    def triggered(self, state, seat, event):
        p = state.players[seat]
        return (event["seat"] != seat and p.alive and not p.identity_revealed
                and bool(_blacks(state, seat)))

    def resolve(self, state, frame):
        seat = frame.user
        p = state.players[seat]
        step = frame.step
        if step == self.START:
            if not p.alive or p.identity_revealed or not _blacks(state, seat):
                frame.done = True
                return
            reveal_identity(state, seat)
            frame.step = self.TARGET
            ask_seat(state, seat, state.alive_seats(), "huang_que_zai_hou_target")
        elif step == self.FIRST:
            ask_card(state, seat, _blacks(state, seat), "huang_que_zai_hou_card")
        elif step == self.MORE:
            rest = [c for c in _blacks(state, seat) if c != frame.first]
            if not rest:
                self._place(state, frame, ())
            else:
                ask_card(state, seat, rest, "huang_que_zai_hou_more", can_stop=True)

    def answer(self, state, frame, option):
        step = frame.step
        if step == self.TARGET:
            frame.target = option.seat
            frame.step = self.FIRST
        elif step == self.FIRST:
            frame.first = option.card
            frame.step = self.MORE
        else:   # MORE
            self._place(state, frame, () if option.func == "done" else (option.card,))

    def _place(self, state, frame, more):
        frame.done = True
        target = frame.target
        if state.players[target].alive:
            place_from_hand(state, frame.user, target, [frame.first, *more], self.id)


def _blacks(state, seat):
    return [c for c in state.players[seat].hand if state.cards[c].colour == BLACK]


ROLE = Role("huang_que", "黄雀", "F", True, (QianCangFuJi(), HuangQueZaiHou()),
            mission=OneOfEachFactionDead(),
            mission_text="一位潜伏战线玩家和一位军情处玩家死亡。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "huang_que_zai_hou_target": "【黄雀在后】：选择要放置假情报的玩家",
    "huang_que_zai_hou_card": "【黄雀在后】：选择第一张要放置的假情报",
    "huang_que_zai_hou_more": "【黄雀在后】：再选择一张假情报一同放置，或只放置一张",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Oriole"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "qian_cang_fu_ji": (
        "Ambush",
        "Turn this character face up, then put a message in front of another player back on top "
        "of the deck.",
        ()),
    "huang_que_zai_hou": (
        "The Oriole Behind",
        "When another player dies, you may turn your identity card face up, then place up to two "
        "false messages in front of a player.",
        ()),
}
EN_MISSION = ("An Underground player and an Army player die.", ())
EN_PROMPTS = {
    "huang_que_zai_hou_target":
        "[The Oriole Behind]: choose the player who receives false messages",
    "huang_que_zai_hou_card": "[The Oriole Behind]: choose the first false message to place",
    "huang_que_zai_hou_more":
        "[The Oriole Behind]: choose a second false message too, or place only one",
}

# Version 6 (``bot.plans``), for its 机密任务 "一位潜伏战线玩家和一位军情处玩家死亡": 黄雀在后 fires at
# a death and places up to two fakes at once, so a player with one fake or more is killed by
# them; it aims them at the player whose death most likely completes the mission, the dying
# player's faction counted as dead.
def _planning(bot):
    return getattr(bot, "plans", False) and bot.mission == "huang_que"


def _faction_dead(bot, obs, ident):
    """P(a player of ``ident`` is dead, those dying now included: their identity is shown only
    once the death is over, so it is the bot's belief of it)."""
    if ident in bot.dead_identities:
        return 1.0
    k = 0 if ident == "underground" else 1
    alive_all = 1.0
    for p in obs["players"]:
        if not p["alive"] and not p["identity"] and p["seat"] != bot.seat:
            alive_all *= 1.0 - bot.dist[p["seat"]][k]
    return 1.0 - alive_all


def _completes(bot, obs, seat):
    """P(``seat``'s death completes the mission), or 0 if two fakes from hand do not kill."""
    blacks = sum(1 for c in bot.hand_cards if bot.cards[c].colour == BLACK)
    if seat == bot.seat or not bot.alive[seat] \
            or bot.counts[seat][BLACK] + min(blacks, 2) < 3:
        return 0.0
    d = bot.dist[seat]
    return (d[0] * _faction_dead(bot, obs, "military")
            + d[1] * _faction_dead(bot, obs, "underground"))


def _bot_answer_target(bot, obs, options):
    if not _planning(bot):
        return bot._q_fake_seat(obs, options)
    best = max(options, key=lambda o: (bot.WIN * _completes(bot, obs, o.seat)
                                       + bot.value(o.seat, BLACK), -o.seat))
    bot.chosen_seat = best.seat
    return best


def _bot_answer_more(bot, obs, options):
    """The second fake: always when the two kill (a fake placed before the first lands)."""
    target = getattr(bot, "chosen_seat", None)
    if _planning(bot) and target is not None and _completes(bot, obs, target) > 0:
        cards = [o for o in options if o.card >= 0]
        if cards:
            return min(cards, key=lambda o: (bot._keep(o.card), o.card))
    return bot._q_fake_on_target(obs, options)


# How the heuristic bot answers this role's questions (a policy of bots/role_play.py, or
# its own function).
BOT_POLICY = {"huang_que_zai_hou_card": "fake_on_target",
              "huang_que_zai_hou_more": _bot_answer_more,
              "huang_que_zai_hou_target": _bot_answer_target}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


def _bot_trigger_huang_que_zai_hou(bot, obs):
    if _planning(bot) and any(_completes(bot, obs, s) > 0.3 for s in range(bot.n)):
        return True
    return max((bot.value(s, BLACK) for s in range(bot.n) if bot.alive[s]),
               default=0.0) > 1.0


def _bot_use_qian_cang_fu_ji(bot, obs, opts, ctx):
    return bot._pick(opts, lambda o: bot._remove_gain(o.seat, o.ref))


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "huang_que_zai_hou": _bot_trigger_huang_que_zai_hou,
}
# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "qian_cang_fu_ji": (1.0, _bot_use_qian_cang_fu_ji),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._faction_deaths_value(ident, seat, colour, base)


BOT_MISSION = _bot_mission
