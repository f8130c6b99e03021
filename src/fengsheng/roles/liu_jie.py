"""六姐 (public, female): 拷问, 搜取; 机密任务: "获得六张或以上的情报。"

拷问: "当你试探一位玩家时，你可以抽取他的一张手牌。【试探】没人响应的情况下，先结算【拷问】效果再结算【试探】。
【试探】卡牌必须成功使用后（即未被【识破】）方可抽取。" An optional automatic skill on the 试探's
'card_resolving' (fired only for a 试探 that was not nullified, before its effect).

搜取: "当一位玩家死亡时，你随机检视他的一张手牌，然后你可以将该牌加入手牌或作为情报。牌面朝下随机抽取，不可查看
牌面。当死亡玩家没有手牌时即视为抽取无效。自己死亡不能发动该技能。" Mandatory (no "可以" before 检视); the
card seen is then put into 六姐's hand, in front of her as a message, or left with the dead
player (the "可以" of the second clause), whose cards go to the discard pile afterwards. A loss
(输掉游戏) is not a death and does not trigger it (000, 小白 败露 ruling).
"""
from __future__ import annotations

from ..cards.deck import BLACK
from ..engine import events
from ..games import rng
from ..engine.abilities import Mission, Role, Skill
from ..engine.decisions import CHOOSE, Decision, Option
from ..engine.frames import ask
from ..engine.ops import into_hand, out_of_hand, place_messages, take_random_card

TO_HAND, AS_MESSAGE, LEAVE = "to_hand", "as_message", "leave"


class KaoWen(Skill):
    """拷问: take a random card from the probed player's hand before the 试探 takes effect."""
    id = "kao_wen"
    name = "拷问"
    text = "当你试探一位玩家时，你可以抽取他的一张手牌。"
    rulings = (
        "【试探】没人响应的情况下，先结算【拷问】效果再结算【试探】。",
        "【试探】卡牌必须成功使用后（即未被【识破】）方可抽取。")
    automatic = True
    listens = ("card_resolving",)

    def triggered(self, state, seat, event):
        return event["func"] == "shi_tan" and event["user"] == seat

    def resolve(self, state, frame):
        # An empty hand: "抽取无效" (take_random_card says so and takes nothing).
        take_random_card(state, frame.event["seat"], frame.user)
        frame.done = True


class SouQu(Skill):
    """搜取: look at one random card of a dying player's hand; keep it, take it as a message,
    or leave it. Frame keys: 'card' (the card seen, still in the dead player's hand)."""
    id = "sou_qu"
    name = "搜取"
    text = "当一位玩家死亡时，你随机检视他的一张手牌，然后你可以将该牌加入手牌或作为情报。"
    rulings = (
        "牌面朝下随机抽取，不可查看牌面。",
        "当死亡玩家没有手牌时即视为抽取无效。",
        "自己死亡不能发动该技能。")
    automatic = True
    optional = False
    listens = ("death",)

    def triggered(self, state, seat, event):
        return event["seat"] != seat   # "自己死亡不能发动该技能"

    def resolve(self, state, frame):
        me, dead = frame.user, frame.event["seat"]
        hand = state.players[dead].hand
        if not hand:
            events.take_nothing(state, me, dead)   # "视为抽取无效"
            frame.done = True
            return
        state.rng, i = rng.below(state.rng, len(hand))
        frame.card = hand[i]
        events.sou_qu_seen(state, me, dead, hand[i])
        ask(state, Decision(me, CHOOSE, tuple(Option("choose", func=f)
                                              for f in (TO_HAND, AS_MESSAGE, LEAVE)),
                            prompt="sou_qu_choice"))

    def answer(self, state, frame, option):
        me, dead, card = frame.user, frame.event["seat"], frame.card
        frame.done = True
        if option.func == LEAVE:
            events.sou_qu_left(state, me, dead)
            return
        out_of_hand(state, dead, card)
        if option.func == TO_HAND:
            into_hand(state, me, card)
            events.sou_qu_kept(state, me, dead, card)
        else:
            # 作为情报: in front of 六姐; a death it causes is hers (亲手: 角色效果).
            place_messages(state, me, [card], -1, me, self.id)


class SixMessages(Mission):
    """"获得六张或以上的情报。" — six or more messages in front of the owner."""
    needs_messages = 6

    def achieved(self, state, seat):
        return len(state.players[seat].messages) >= 6


ROLE = Role("liu_jie", "六姐", "F", False, (KaoWen(), SouQu()),
            mission=SixMessages(),
            mission_text="获得六张或以上的情报。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _sou_qu_seen(e, n, cards, items):
    from ..i18n.zh_cn import _card
    if "card" in e:
        return f"{n(e['seat'])}发动【搜取】，随机检视了{n(e['from_seat'])}的一张手牌：{_card(cards, e['card'])}。"
    return f"{n(e['seat'])}发动【搜取】，随机检视了{n(e['from_seat'])}的一张手牌。"


def _sou_qu_kept(e, n, cards, items):
    from ..i18n.zh_cn import _card
    what = _card(cards, e["card"]) if "card" in e else "该牌"
    return f"{n(e['seat'])}将{what}加入手牌（【搜取】）。"


def _sou_qu_left(e, n, cards, items):
    return f"{n(e['seat'])}没有拿走检视的牌，它留在{n(e['from_seat'])}的手牌中。"


ZH_EVENTS = {"sou_qu_seen": _sou_qu_seen, "sou_qu_kept": _sou_qu_kept,
             "sou_qu_left": _sou_qu_left}
ZH_PROMPTS = {"sou_qu_choice": "【搜取】：如何处置检视的这张牌？"}
ZH_LABELS = {"to_hand": "加入手牌", "as_message": "作为情报放在自己面前", "leave": "不拿走"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Sixth Sister"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "kao_wen": (
        "Interrogate",
        "When you probe a player, you may draw a card from their hand.",
        ("If nobody responds to the [Probe], [Interrogate] resolves before it.",
         "Only once the [Probe] is used successfully (not seen through).")),
    "sou_qu": (
        "Search",
        "When a player dies, you look at one of their hand cards at random, then you may take it "
        "into your hand or as a message.",
        ("Drawn at random face down, without looking at the faces.",
         "A dead player without hand cards gives nothing.",
         "Not on your own death.")),
}
EN_MISSION = ("Collect six messages or more.", ())


def _en_sou_qu_seen(e, n, cards, items):
    from ..i18n import en
    s = f"{n(e['seat'])} uses [Search] and looks at a random hand card of {n(e['from_seat'])}"
    return f"{s}: {en._card(cards, e['card'])}." if "card" in e else s + "."


def _en_sou_qu_kept(e, n, cards, items):
    from ..i18n import en
    what = en._card(cards, e["card"]) if "card" in e else "the card"
    return f"{n(e['seat'])} takes {what} into their hand ([Search])."


def _en_sou_qu_left(e, n, cards, items):
    return (f"{n(e['seat'])} leaves the card they looked at; it stays in {n(e['from_seat'])}'s "
            f"hand.")


EN_EVENTS = {
    "sou_qu_seen": _en_sou_qu_seen,
    "sou_qu_kept": _en_sou_qu_kept,
    "sou_qu_left": _en_sou_qu_left,
}
EN_PROMPTS = {
    "sou_qu_choice": "[Search]: what do you do with the card you looked at?",
}
EN_LABELS = {
    "to_hand": "into your hand",
    "as_message": "in front of yourself as a message",
    "leave": "leave it",
}


def _bot_answer_sou_qu(bot, obs, options):
    card = getattr(bot, "seen_card", None)
    want = "to_hand"
    if card is not None and bot.value(bot.seat, bot.cards[card].colour) > 0.5:
        want = "as_message"
    return next((o for o in options if o.func == want), options[0])


# How the heuristic bot answers this role's questions (a policy of bots/role_play.py, or
# its own function).
BOT_POLICY = {"sou_qu_choice": _bot_answer_sou_qu}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    cnt = bot.counts[seat]
    if seat != bot.seat or (colour == BLACK and cnt[BLACK] >= 2):
        return base
    return bot.WIN if sum(cnt.values()) >= 5 else 0.6 + 0.4 * sum(cnt.values())


BOT_MISSION = _bot_mission
