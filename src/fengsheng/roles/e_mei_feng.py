"""峨眉峰 (hidden, male): 截上截, 计中计; mission: 获得三张或以上的蓝色情报.

Seed 000, "所信者目也". 截上截 is the responsive reveal skill; 计中计 is automatic and works
only face up.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, BLUE, RED
from ..engine.abilities import Role, Skill, reveal_role
from ..engine.decisions import Option
from ..engine.ops import burn_message
from ..engine.state import TRANSMIT, StackItem
from .common import ColourMessages, ask_card


class JieShangJie(Skill):
    """截上截: "他人回合情报传递时，可以翻开此角色牌，然后视为使用了截获。使用时机和作用与【截获】游戏卡相同。
    该截获属于无法被【识破】。"

    Offered in a 情报传递 window of another player's turn while a message is in transit, and
    only face down (revealing is its cost). Using it reveals the role and puts on the stack a
    截获 with no card that 识破 cannot target; it resolves as the card does (jie_huo.py): the
    last 截获 used gets the message.
    """
    id = "jie_shang_jie"
    name = "截上截"
    option_args = ()
    text = "他人回合情报传递时，可以翻开此角色牌，然后视为使用了截获。"
    rulings = (
        "使用时机和作用与【截获】游戏卡相同。",
        "该截获属于无法被【识破】。")
    contexts = frozenset((TRANSMIT,))
    reveal = True

    def window_options(self, state, seat, ctx):
        if (ctx == TRANSMIT and state.message is not None and seat != state.turn_player
                and not state.players[seat].face_up):
            return [Option("skill", func=self.id)]
        return []

    def use(self, state, seat, option):
        reveal_role(state, seat)
        item = StackItem(state.new_uid(), seat, -1, "jie_huo", counterable=False,
                         source="skill")
        state.stack.append(item)
        events.skill_used(state, item.uid, seat, self.id, -1, -1)


class JiZhongJi(Skill):
    """计中计: "当一位玩家获得你传出的真情报时，你可以烧毁他面前的一张假情报。" Rulings: "当一位角色获得你的
    假情报，并因此而死亡时，你不能通过此技能烧毁他的假情报用以拯救他。当你自己传出的假情报被你自己获得时，不能
    触发该技能。盖伏状态下不能使用该技能。"

    Triggers when a red or blue message you sent lands (taken, forced, or intercepted: the
    event's sender is you) in front of another living player who has a black message to burn.
    A fake never triggers it (the printed 真情报), so the ruling on your own fake taken by
    yourself would say nothing if it were only about fakes: it is read as "never when you get
    your own message" (R47). Death is checked before receipt triggers anyway (landing.py).
    """
    id = "ji_zhong_ji"
    name = "计中计"
    text = "当一位玩家获得你传出的真情报时，你可以烧毁他面前的一张假情报。"
    rulings = (
        "当一位角色获得你的假情报，并因此而死亡时，你不能通过此技能烧毁他的假情报用以拯救他。",
        "当你自己传出的假情报被你自己获得时，不能触发该技能。",
        "盖伏状态下不能使用该技能。")
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        cards = state.cards
        return (event["sender"] == seat and event["seat"] != seat
                and event["via"] in ("message", "intercept")
                and any(cards[c].colour in (RED, BLUE) for c in event["cards"])
                and state.black_count(event["seat"]) > 0)

    def resolve(self, state, frame):
        target = frame.event["seat"]
        blacks = [c for c in state.players[target].messages if state.cards[c].colour == BLACK]
        if not blacks or not state.players[target].alive:
            frame.done = True
        elif len(blacks) == 1:
            self._burn(state, frame, blacks[0])
        else:
            ask_card(state, frame.user, blacks, "ji_zhong_ji_burn")

    def answer(self, state, frame, option):
        self._burn(state, frame, option.card)

    @staticmethod
    def _burn(state, frame, card):
        burn_message(state, frame.event["seat"], card, frame.user)
        frame.done = True


ROLE = Role("e_mei_feng", "峨眉峰", "M", True, (JieShangJie(), JiZhongJi()),
            mission=ColourMessages(BLUE),
            mission_text="获得三张或以上的蓝色情报。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {"ji_zhong_ji_burn": "【计中计】：选择要烧毁的一张假情报"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Emei Peak"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "jie_shang_jie": (
        "Intercept the Interceptor",
        "While a message is passing in another player's turn, you may turn this character face "
        "up; it counts as using [Intercept].",
        ("Same timing and effect as the [Intercept] card.",
         "This interception cannot be seen through.")),
    "ji_zhong_ji": (
        "Plot within a Plot",
        "When a player takes a true message you sent, you may burn one false message in front of "
        "them.",
        ("A player who dies by taking your false message cannot be saved by burning one with "
         "this skill.",
         "Not when you take a false message you sent yourself.",
         "Not while face down.")),
}
EN_MISSION = ("Collect three blue messages or more.", ())
EN_PROMPTS = {
    "ji_zhong_ji_burn": "[Plot within a Plot]: choose a false message to burn",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"ji_zhong_ji_burn": "remove"}

BOT_PREFERENCE = 8   # 挑选角色: higher is chosen first


def _bot_trigger_ji_zhong_ji(bot, obs):
    r = getattr(bot, "last_receiver", None)
    return r is not None and bot._burn_gain(r) > 0


def _bot_use_jie_shang_jie(bot, obs, opts, ctx):
    if obs["message"] is None:
        return None, 0.0
    return opts[0], bot._item_value(obs, {}, None, 0, ("jie_huo", bot.seat, -1))


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "ji_zhong_ji": _bot_trigger_ji_zhong_ji,
}
# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "jie_shang_jie": (0.5, _bot_use_jie_shang_jie),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._collect_value(seat, colour, base, BLUE)


BOT_MISSION = _bot_mission
