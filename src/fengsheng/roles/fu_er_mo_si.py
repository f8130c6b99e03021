"""福尔摩斯 (public, male): 揭露, 真相; 机密任务: "获得三张或以上的红色情报。"

揭露: "情报传递时，可以丢弃一张黑色手牌，然后翻开一张传递中的密电，若为假情报，则抽二张牌。在传递情报阶段的
情报传递时使用，使用时机参照【调虎离山】与【截获】。" A responsive skill used in any 情报传递 window
(any turn, as 调虎离山; the text has no "他人回合") while the message in transit is a face-down
密电. The black card is discarded face up when the skill is used (its colour is the cost, so
everyone may check it); on resolution the message is turned face up for the rest of its way,
and if it is black 福尔摩斯 draws two.

真相: "当一位玩家使用试探时，你可以弃一张手牌先检视该试探。在【试探】成功使用后，效果结算之前使用。该技能不会改变
【试探】的目标，技能结算后【试探】照常进行。" An optional automatic skill on the 试探's 'card_resolving';
the 试探's text is shown to 福尔摩斯 alone.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, RED, SECRET
from ..engine.abilities import Role, Skill
from ..engine.decisions import Option
from ..engine.effects import fizzle
from ..engine.ops import discard_from_hand, draw, out_of_hand
from ..engine.state import TRANSMIT
from .common import ColourMessages, StackSkill, ask_card


def _face_down_secret(state) -> bool:
    m = state.message
    return m is not None and m["transmission"] == SECRET and not m["face_up"]


class JieLu(StackSkill):
    """揭露: Option('skill', card=<black hand card to discard>, func='jie_lu')."""
    id = "jie_lu"
    name = "揭露"
    option_args = ("card",)
    text = "情报传递时，可以丢弃一张黑色手牌，然后翻开一张传递中的密电，若为假情报，则抽二张牌。"
    rulings = (
        "在传递情报阶段的情报传递时使用，使用时机参照【〔调虎离山〕】与【截获】。",)
    contexts = frozenset((TRANSMIT,))

    def window_options(self, state, seat, ctx):
        if ctx != TRANSMIT or not _face_down_secret(state):
            return []
        cards = state.cards
        return [Option("skill", c, self.id) for c in state.players[seat].hand
                if cards[c].colour == BLACK]

    def use(self, state, seat, option):
        out_of_hand(state, seat, option.card)
        state.discard.append(option.card)
        events.jie_lu_discard(state, seat, option.card)
        super().use(state, seat, option)

    def resolve(self, state, frame):
        if not _face_down_secret(state):
            return fizzle(state, frame, "no_message")
        m = state.message
        m["face_up"] = True
        events.jie_lu(state, frame.user, m["card"], m["holder"])
        if state.cards[m["card"]].colour == BLACK:
            draw(state, frame.user, 2)
        frame.done = True


def resolving_item(state, uid: int):
    """The stack item ``uid`` whose effect is under way (it has left ``state.stack``)."""
    for f in reversed(state.frames):
        if f.kind == "effect" and f.item is not None and f.item.uid == uid:
            return f.item
    return None


class ZhenXiang(Skill):
    """真相: discard a hand card, then see the 试探 being resolved (private to 福尔摩斯)."""
    id = "zhen_xiang"
    name = "真相"
    text = "当一位玩家使用试探时，你可以弃一张手牌先检视该试探。"
    rulings = (
        "在【试探】成功使用后，效果结算之前使用。",
        "该技能不会改变【试探】的目标，技能结算后【试探】照常进行。")
    automatic = True
    listens = ("card_resolving",)

    def triggered(self, state, seat, event):
        return event["func"] == "shi_tan" and bool(state.players[seat].hand)

    def resolve(self, state, frame):
        me = frame.user
        if not state.players[me].hand:
            frame.done = True
            return
        ask_card(state, me, state.players[me].hand, "zhen_xiang_discard")

    def answer(self, state, frame, option):
        me = frame.user
        discard_from_hand(state, me, option.card)
        item = resolving_item(state, frame.event["uid"])
        if item is not None and item.card >= 0 and state.cards[item.card].probe is not None:
            bet, effect = state.cards[item.card].probe
            events.zhen_xiang(state, me, item.user, item.seat, item.card, bet, effect)
        frame.done = True


ROLE = Role("fu_er_mo_si", "福尔摩斯", "M", False, (JieLu(), ZhenXiang()),
            mission=ColourMessages(RED),
            mission_text="获得三张或以上的红色情报。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _jie_lu_discard(e, n, cards, items):
    from ..i18n.zh_cn import _card
    return f"{n(e['seat'])}为【揭露】丢弃了黑色手牌{_card(cards, e['card'])}。"


def _jie_lu(e, n, cards, items):
    from ..i18n.zh_cn import _card
    return (f"{n(e['seat'])}的【揭露】结算：翻开{n(e['holder'])}处传递中的密电："
            f"{_card(cards, e['card'])}。")


def _zhen_xiang(e, n, cards, items):
    from ..i18n.zh_cn import probe_text
    if "bet" in e:
        return (f"{n(e['seat'])}发动【真相】，先检视了{n(e['user'])}对{n(e['target'])}的【试探】："
                f"{probe_text((e['bet'], e['effect']))}")
    return f"{n(e['seat'])}发动【真相】，先检视了{n(e['user'])}对{n(e['target'])}的【试探】（只有其本人看到）。"


ZH_EVENTS = {"jie_lu_discard": _jie_lu_discard, "jie_lu": _jie_lu, "zhen_xiang": _zhen_xiang}
ZH_PROMPTS = {"zhen_xiang_discard": "【真相】：弃一张手牌，先检视该【试探】"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Holmes"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "jie_lu": (
        "Reveal",
        "While a message is passing, you may discard a black hand card, then turn a passing "
        "secret message face up: if it is false, draw two cards.",
        ("Used while the message passes in the message phase, with the timing of [Diversion] and "
         "[Intercept].",)),
    "zhen_xiang": (
        "The Truth",
        "When a player uses [Probe], you may discard a hand card to look at that [Probe] first.",
        ("After the [Probe] is used successfully, before its effect resolves.",
         "The [Probe]'s target does not change; it resolves as usual afterwards.")),
}
EN_MISSION = ("Collect three red messages or more.", ())


def _en_jie_lu_discard(e, n, cards, items):
    from ..i18n import en
    return (f"{n(e['seat'])} discards the black hand card {en._card(cards, e['card'])} for "
            f"[Reveal].")


def _en_jie_lu(e, n, cards, items):
    from ..i18n import en
    return (f"{n(e['seat'])}'s [Reveal] resolves: the secret message at {n(e['holder'])} is "
            f"turned up: {en._card(cards, e['card'])}.")


def _en_zhen_xiang(e, n, cards, items):
    from ..i18n import en
    s = (f"{n(e['seat'])} uses [The Truth] and first looks at {n(e['user'])}'s [Probe] on "
         f"{n(e['target'])}")
    if "bet" in e:
        return f"{s}: {en.probe_text((e['bet'], e['effect']))}"
    return s + " (only they see it)."


EN_EVENTS = {
    "jie_lu_discard": _en_jie_lu_discard,
    "jie_lu": _en_jie_lu,
    "zhen_xiang": _en_zhen_xiang,
}
EN_PROMPTS = {
    "zhen_xiang_discard": "[The Truth]: discard a card to look at that [Probe] first",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"zhen_xiang_discard": "discard"}

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


def _bot_trigger_zhen_xiang(bot, obs):
    return len(obs["you"]["hand"]) >= 6   # a card for a look: only when cards abound


def _bot_use_jie_lu(bot, obs, opts, ctx):
    m = obs["message"]
    if m is None or m["card"] is not None:
        return None, 0.0
    p_black = bot._message_colours(obs).get(BLACK, 0.0)
    return bot._pick(opts, lambda o: 0.4 + 0.8 * p_black - 0.3 * bot._keep(o.card))


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "zhen_xiang": _bot_trigger_zhen_xiang,
}
# Responsive skills: (the least gain worth using it for, its evaluator).
BOT_SKILLS = {
    "jie_lu": (0.5, _bot_use_jie_lu),
}


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._collect_value(seat, colour, base, RED)


BOT_MISSION = _bot_mission
