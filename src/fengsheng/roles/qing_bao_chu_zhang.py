"""情报处长 (public, male): 隔墙有耳, 偷龙转凤; mission: 获得三张或以上的红色情报.

Seed 000, "所有的真相都该揭晓了". 隔墙有耳 is automatic (it triggers "当你试探一位玩家时");
偷龙转凤 is responsive, used at 情报到达 like 破译.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import RED
from ..engine.abilities import Role, Skill
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import discard_from_hand, draw, ensure_deck, to_deck_top
from ..engine.state import ARRIVE, StackItem
from .common import ColourMessages, ask_card


class GeQiangYouEr(Skill):
    """隔墙有耳: "当你试探一位玩家时，你可以抽二张牌，然后选择一张手牌放回牌库顶。【试探】没人响应的情况下，
    先结算【隔墙有耳】效果再结算【试探】。【试探】被【识破】后的情况下不能使用该技能。"

    Triggers when a 试探 card you used takes effect ('card_resolving': a nullified one never
    does), before the 试探's own effect.
    """
    id = "ge_qiang_you_er"
    name = "隔墙有耳"
    text = "当你试探一位玩家时，你可以抽二张牌，然后选择一张手牌放回牌库顶。"
    rulings = (
        "【试探】没人响应的情况下，先结算【〔隔墙有耳〕】效果再结算【试探】。",
        "【试探】被【识破】后的情况下不能使用该技能。")
    automatic = True
    listens = ("card_resolving",)
    # Its steps (frame.step): drawing two, then the card put back.
    DRAW, RETURN = range(2)

    def triggered(self, state, seat, event):
        return event["func"] == "shi_tan" and event["user"] == seat and event["source"] == "card"

    def resolve(self, state, frame):
        seat = frame.user
        if frame.step == self.DRAW:
            draw(state, seat, 2)
            frame.step = self.RETURN   # ask in the next step (a mission met by the draw comes first)
        elif state.players[seat].hand and state.players[seat].alive:
            ask_card(state, seat, state.players[seat].hand, "ge_qiang_you_er_return")
        else:
            frame.done = True

    def answer(self, state, frame, option):
        to_deck_top(state, option.card, frame.user)
        frame.done = True


class TouLongZhuanFeng(Skill):
    """偷龙转凤: "当情报到达你时，你可以丢弃一张手牌，然后将该情报与牌库顶的第一张牌调换。在传递情报阶段的
    情报到达时使用，使用时机参考【破译】。调换后的情报保持原来的状态，翻开的维持翻开，盖伏的维持盖伏。"

    Responsive: offered to the holder in the 情报到达 window, once per arrival of a message at
    them (R40: the message's ``swap_hop`` is the hop it was used at), one option per hand card
    (the card discarded, face down, as the skill is used: it is the cost). On resolving, if the
    message is still at the user, it swaps with the deck's top card: the message card goes on
    top of the deck and the top card travels on as the message, face up only if the message was
    (文本); nobody has looked at the new card yet.
    """
    id = "tou_long_zhuan_feng"
    name = "偷龙转凤"
    option_args = ("card",)
    text = "当情报到达你时，你可以丢弃一张手牌，然后将该情报与牌库顶的第一张牌调换。"
    rulings = (
        "在传递情报阶段的情报到达时使用，使用时机参考【破译】。",
        "调换后的情报保持原来的状态，翻开的维持翻开，盖伏的维持盖伏。")
    contexts = frozenset((ARRIVE,))

    def window_options(self, state, seat, ctx):
        m = state.message
        if ctx != ARRIVE or m is None or m["holder"] != seat or m.get("swap_hop") == m["hops"]:
            return []
        return [Option("skill", card=c, func=self.id) for c in state.players[seat].hand]

    def use(self, state, seat, option):
        state.message["swap_hop"] = state.message["hops"]
        discard_from_hand(state, seat, option.card)
        item = StackItem(state.new_uid(), seat, -1, self.id, counterable=False, source="skill")
        state.stack.append(item)
        events.skill_used(state, item.uid, seat, self.id, -1, -1)

    def resolve(self, state, frame):
        m = state.message
        if m is None or m["holder"] != frame.user:
            return fizzle(state, frame, "no_message")
        ensure_deck(state)
        if not state.deck:
            return fizzle(state, frame, "target_gone")
        old = m["card"]
        new = state.deck.pop()
        state.deck.append(old)
        m["card"] = new
        m["seen_by"] = ()
        events.message_swapped(state, frame.user, old, new, m["face_up"])
        frame.done = True


ROLE = Role("qing_bao_chu_zhang", "情报处长", "M", False, (GeQiangYouEr(), TouLongZhuanFeng()),
            mission=ColourMessages(RED),
            mission_text="获得三张或以上的红色情报。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _message_swapped(e, n, cards, items):
    from ..i18n.zh_cn import card_text
    if "card" in e and "new_card" in e and cards:
        return (f"{n(e['seat'])}发动【偷龙转凤】：传递中的情报{card_text(cards[e['card']])}"
                f"被放回牌库顶，换成{card_text(cards[e['new_card']])}。")
    return f"{n(e['seat'])}发动【偷龙转凤】：传递中的情报与牌库顶的牌调换（保持盖伏）。"


ZH_EVENTS = {"message_swapped": _message_swapped}
ZH_PROMPTS = {"ge_qiang_you_er_return": "【隔墙有耳】：选择一张手牌放回牌库顶"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Intelligence Chief"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "ge_qiang_you_er": (
        "Walls Have Ears",
        "When you probe a player, you may draw two cards, then put a hand card back on top of "
        "the deck.",
        ("If nobody responds to the [Probe], [Walls Have Ears] resolves before it.",
         "Not after the [Probe] was seen through.")),
    "tou_long_zhuan_feng": (
        "Switch the Dragon",
        "When a message arrives in front of you, you may discard a hand card, then swap the "
        "message with the top card of the deck.",
        ("Used when the message arrives in the message phase, with [Decode]'s timing.",
         "The new message keeps the old one's state: face up stays face up, face down stays face "
         "down.")),
}
EN_MISSION = ("Collect three red messages or more.", ())


def _en_message_swapped(e, n, cards, items):
    from ..i18n import en
    s = f"{n(e['seat'])} uses [Switch the Dragon]: the passing message"
    if "card" in e and "new_card" in e and cards:
        return (f"{s} {en.card_text(cards[e['card']])} goes back on top of the deck, replaced by "
                f"{en.card_text(cards[e['new_card']])}.")
    return f"{s} and the top card of the deck are swapped (face down)."


EN_EVENTS = {
    "message_swapped": _en_message_swapped,
}
EN_PROMPTS = {
    "ge_qiang_you_er_return": "[Walls Have Ears]: choose a card to put back on top of the deck",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"ge_qiang_you_er_return": "discard"}

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


def _bot_use_tou_long_zhuan_feng(bot, obs, opts, ctx):
    m = obs["message"]
    if m is None or m["holder"] != bot.seat or m["card"] is None:
        return None, 0.0
    route = bot._route(obs)
    me = bot.seat
    colour = bot.cards[m["card"]].colour
    visible = True
    locked = me in obs["locks"]
    now = bot.value(me, colour) if locked else max(bot.value(me, colour),
                                                     bot._flow(route, colour, visible))
    probs = bot._deck_colours(obs)
    new = bot._expect(probs, lambda c: bot.value(me, c) if locked else
                       max(bot.value(me, c), bot._flow(route, c, False)))
    return bot._pick(opts, lambda o: new - now - 0.3 * bot._keep(o.card))


# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "tou_long_zhuan_feng": (0.6, _bot_use_tou_long_zhuan_feng),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._collect_value(seat, colour, base, RED)


BOT_MISSION = _bot_mission
