"""老鬼 (hidden, female): 就计, 城府 (common.py), 遗志; mission: show ≥3 red cards at death.

遗志: "当你死亡时，可以把全部手牌面朝下递给一位玩家，他随机选择其中的三张作为情报。如果【老鬼】死亡时角色处于
盖伏状态，则无法使用此技能。死亡时的技能在翻开前触发。…对方必须选择三张作为他的情报，不能拒绝。当手牌不足或
只有三张时，对方全部接收。" The cards not chosen stay with the dead player and are discarded with the
rest of their cards (ruling R24). The receiver's deaths from them are 老鬼's (亲手: 角色效果)."""
from __future__ import annotations

from ..engine import events
from ..cards.deck import RED
from ..games import rng
from ..engine.abilities import Mission, Role, Skill
from ..engine.ops import out_of_hand, place_messages
from .common import ChengFu, JiuJi, ask_seat


class YiZhi(Skill):
    id = "yi_zhi"
    name = "遗志"
    text = "当你死亡时，可以把全部手牌面朝下递给一位玩家，他随机选择其中的三张作为情报。"
    rulings = (
        "如果【〔老鬼〕】死亡时角色处于盖伏状态，则无法使用此技能。",
        "死亡时的技能在翻开前触发。",
        "把全部手牌递给一位玩家，对方必须选择三张作为他的情报，不能拒绝。",
        "当手牌不足或只有三张时，对方全部接收。")
    automatic = True
    listens = ("death",)

    def triggered(self, state, seat, event):
        # Somebody must be left to hand the cards to ("递给一位玩家").
        return (event["seat"] == seat and bool(state.players[seat].hand)
                and any(p.alive for p in state.players if p.seat != seat))

    def resolve(self, state, frame):
        seat = frame.user
        ask_seat(state, seat, state.alive_seats(), "yi_zhi_target")

    def answer(self, state, frame, option):
        seat, target = frame.user, option.seat
        picked = list(state.players[seat].hand)
        state.rng = rng.shuffle(state.rng, picked)
        picked = picked[:3]
        for c in picked:
            out_of_hand(state, seat, c)
        events.yi_zhi(state, seat, target)
        frame.done = True
        place_messages(state, target, picked, -1, seat, "yi_zhi")


class ShowRedAtDeath(Mission):
    """"当你死亡时，展示手牌，其中有三张或以上的红色卡牌。" The hand she holds when she dies: what a death
    trigger takes from it afterwards (六姐's 搜取, her own 遗志) does not change what she shows
    (R45)."""
    shows_hand = True

    def hand_shown(self, state, seat, hand):
        reds = [c for c in hand if state.cards[c].colour == RED]
        if len(reds) >= 3:
            events.hand_shown(state, seat, list(hand))
            return True
        return False


ROLE = Role("lao_gui", "老鬼", "F", True, (JiuJi(), ChengFu(), YiZhi()),
            mission=ShowRedAtDeath(),
            mission_text="当你死亡时，展示〔手〕牌，其中有三张或以上的红色卡牌。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _yi_zhi(e, n, cards, items):
    return f"{n(e['seat'])}发动【遗志】，把全部手牌面朝下递给{n(e['to'])}，由其随机选三张作为情报。"


ZH_EVENTS = {"yi_zhi": _yi_zhi}
ZH_PROMPTS = {"yi_zhi_target": "【遗志】：把全部手牌交给哪位玩家？"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Old Ghost"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "yi_zhi": (
        "Last Wish",
        "When you die, you may hand all your hand cards face down to a player, who picks three "
        "of them at random as messages.",
        ("Not if Old Ghost is face down when dying.",
         "Skills on death trigger before the identity is turned up.",
         "The player must take three of them as messages and may not refuse.",
         "With three cards or fewer, they take them all.")),
}
EN_MISSION = ("When you die, show your hand: it holds three red cards or more.", ())


def _en_yi_zhi(e, n, cards, items):
    return (f"{n(e['seat'])} uses [Last Wish]: their whole hand goes face down to {n(e['to'])}, "
            f"who picks three at random as messages.")


EN_EVENTS = {
    "yi_zhi": _en_yi_zhi,
}
EN_PROMPTS = {
    "yi_zhi_target": "[Last Wish]: to whom do you give your whole hand?",
}


def _bot_answer_yi_zhi(bot, obs, options):
    hand = obs["you"]["hand"]
    k = min(3, len(hand))

    def score(o):
        if not hand:
            return 0.0
        return k * sum(bot.value(o.seat, bot.cards[c].colour) for c in hand) / len(hand)
    return max(options, key=lambda o: (score(o), -o.seat))


# How the heuristic bot answers this role's questions (a policy of bots/role_play.py, or
# its own function).
BOT_POLICY = {"yi_zhi_target": _bot_answer_yi_zhi}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


def _bot_trigger_yi_zhi(bot, obs):
    return True


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "yi_zhi": _bot_trigger_yi_zhi,
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``, and
# of keeping ``card`` in hand.
def _bot_mission(bot, ident, seat, colour, base):
    # A third fake kills me: "当你死亡时，展示手牌，其中有三张或以上的红色卡牌".
    return bot._own_death_value(seat, colour, base, lambda: bot.reds_in_hand >= 3)


def _bot_mission_keep(bot, card):
    return 1.5 if bot.cards[card].colour == RED else 0.0


BOT_MISSION = _bot_mission
BOT_MISSION_KEEP = _bot_mission_keep
