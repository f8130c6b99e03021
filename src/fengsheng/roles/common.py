"""Pieces shared by role modules: the base for responsive skills that go on the stack,
answering questions, and the skills several roles print (就计, 城府)."""
from __future__ import annotations

from ..engine import events
from ..engine.abilities import Mission, Skill, reveal_role
from ..engine.decisions import CHOOSE, Decision, Option
from ..engine.frames import ask
from ..engine.landing import settled_deaths
from ..engine.ops import draw
from ..engine.state import StackItem


# Rulings printed under several cards (seed 000).
CANNOT_FORCE = "不符合翻开条件时不能主动翻开角色牌。"
ANY_TIME_REVEAL = "可以在任何可响应的时机翻开角色牌（宣告胜利和死亡时不可响应）。"
QIN_SHOU = "亲手：通过你的角色效果、传出的情报和卡牌效果（【〔真伪莫辨〕】）让玩家死亡。"
EN_CANNOT_FORCE = "You may not turn the card face up when its condition is not met."
EN_ANY_TIME_REVEAL = ("You may turn the card face up at any moment a response is possible (not "
                      "while a victory or a death is being declared).")
EN_QIN_SHOU = ("By your own hand: a player dies through your character's effect, a message "
               "you sent or a card's effect ([Truth or Lies]).")

# 杀死 (R48): "杀死某位玩家是指你使用卡牌（【真伪莫辨】），或传递情报让该玩家死亡" (王田香's card), one
# meaning for every card that says 杀死 (滥杀, 王田香's second skill, 情仇); 亲手 also counts role
# effects (glossary). The landings (engine/ops.place_messages 'via') that make a death a 杀死:
KILL_MEANS = frozenset({"message", "intercept", "mixed"})


def kill_means(state, event: dict) -> str:
    """How the death in a 'death' event came about: the 'via' of the landing that killed (a
    'message', 'intercept', 'mixed' or a skill id), '' if unknown. Taken from the event when
    the engine gives it, else from the victim's landing frame, which stays under the death
    frame until the death is over (engine/landing.py)."""
    via = event.get("via")
    if via is not None:
        return via
    for f in reversed(state.frames):
        if f.kind == "landed" and f.seat == event["seat"]:
            return f.via
    return ""


def killed_by(state, seat: int, event: dict) -> bool:
    """Did ``seat`` 杀死 the player dying in ``event`` (by a message it sent or its 真伪莫辨)?
    Killing oneself does not count ("你不能通过自杀来获胜")."""
    return (event["killer"] == seat and event["seat"] != seat
            and kill_means(state, event) in KILL_MEANS)


class StackSkill(Skill):
    """A responsive (blue) skill: used in a window, it waits on the stack and resolves with it
    ("使用后等待响应完毕后结算效果"). Skills are not cards: 识破 cannot target them. A reveal
    skill turns the role face up as it is used ("翻开此角色牌，然后…")."""

    def use(self, state, seat: int, option) -> None:
        if self.reveal:
            reveal_role(state, seat)
        item = StackItem(state.new_uid(), seat, -1, self.id, option.seat, option.ref,
                         counterable=False, source="skill")
        state.stack.append(item)
        events.skill_used(state, item.uid, seat, self.id, option.seat, option.ref)


def ask_seat(state, seat: int, seats, prompt: str) -> None:
    """Ask ``seat`` to choose one of ``seats`` (answer: Option('choose', seat=s))."""
    ask(state, Decision(seat, CHOOSE, tuple(Option("choose", seat=s) for s in seats), prompt))


def ask_card(state, seat: int, cards, prompt: str, can_stop: bool = False) -> None:
    """Ask ``seat`` to choose one of ``cards`` (answer: Option('choose', card=c)); with
    ``can_stop``, Option('choose', func='done') ends a choice of "up to N"."""
    opts = [Option("choose", c) for c in dict.fromkeys(cards)]
    if can_stop:
        opts.append(Option("choose", func="done"))
    ask(state, Decision(seat, CHOOSE, tuple(opts), prompt))


def ask_yes_no(state, seat: int, prompt: str) -> None:
    ask(state, Decision(seat, CHOOSE, (Option("choose", func="yes"), Option("choose", func="no")),
                        prompt))


class JiuJi(Skill):
    """就计: "当你被试探或锁定时，可以翻开此角色，然后抽二张牌。【试探】或【锁定】没人响应的情况下，先结算
    【就计】效果再结算【试探】或【锁定】。【试探】或【锁定】被【识破】后的情况下不能使用该技能。" Triggers when the
    试探/锁定 resolves (a nullified one never does) and before its effect. Revealing is part of
    the skill ("翻开此角色，然后抽二张牌"; "不符合翻开条件时不能主动翻开角色牌"), so it triggers only while
    the role is face down; a card aimed at a player who is out triggers nothing (R50)."""
    id = "jiu_ji"
    name = "就计"
    text = "当你被试探或锁定时，可以翻开此角色，然后抽二张牌。"
    rulings = (
        "【试探】或【锁定】没人响应的情况下，先结算【就计】效果再结算【试探】或【锁定】。",
        CANNOT_FORCE,
        "【试探】或【锁定】被【识破】后的情况下不能使用该技能。")
    automatic = True
    reveal = True
    listens = ("card_resolving",)

    def triggered(self, state, seat, event):
        return (event["func"] in ("shi_tan", "suo_ding") and event["seat"] == seat
                and not state.players[seat].face_up)

    def resolve(self, state, frame):
        reveal_role(state, frame.user)
        draw(state, frame.user, 2)
        frame.done = True


class ChengFu(Skill):
    """城府: "你被试探时可以隐瞒身份…被试探时可以不根据自己的身份，选择这张试探牌中的任意一种行动进行。"
    Works only face up (shi_tan.py asks the target which action to take)."""
    id = "cheng_fu"
    name = "城府"
    text = "你被试探时可以隐瞒身份。"
    rulings = (
        "该技能必须在角色翻开的状态下才能触发。但处于盖伏状态被试探时可以先触发【就计】翻开角色牌，"
        "再触发【〔城府〕】隐瞒身份。",
        "这里的隐瞒是指：被试探时可以不根据自己的〔身份〕，选择这张试探牌中的任意一种行动进行。")
    flags = frozenset({"hide_identity"})


# -- missions printed on several cards --------------------------------------------------

class ColourMessages(Mission):
    """"获得三张或以上的红色/蓝色情报。" — messages in front of the owner (face up or down role alike:
    a mission is not a skill)."""

    def __init__(self, colour: str, count: int = 3):
        self.colour = colour
        self.count = count
        self.needs_messages = count

    def achieved(self, state, seat):
        return state.colour_count(seat, self.colour) >= self.count


class RedAndBlueInHand(Mission):
    """"手牌集齐三张红色卡牌和三张蓝色卡牌。\""""
    needs_hand = 6

    def achieved(self, state, seat):
        colours = [state.cards[c].colour for c in state.players[seat].hand]
        return colours.count("red") >= 3 and colours.count("blue") >= 3


class OneOfEachFactionDead(Mission):
    """"一位潜伏战线玩家和一位军情处玩家死亡。" (黄雀, 刀锋, 小马哥). A death counts once it is over
    (``settled_deaths``: 救美 may still save the player, and 临危受命 may take his identity card,
    after which his death counts for no faction: "不会完成因某阵营死亡而完成的机密任务"); a loss is not
    a death. Checked after every step, so the living owner declares as soon as it holds."""
    needs_deaths = 2

    def achieved(self, state, seat):
        players = state.players
        dead = {players[s].identity for s, _ in settled_deaths(state)}
        return "underground" in dead and "military" in dead


# -- Chinese text: events of every role's skills (roles/common.py, engine/ops.py), and
# 城府 answering a 试探 (cards/shi_tan.py 'probe_hidden': the choice is private) --------

def _skill_used(e, n, cards, items):
    from ..i18n.zh_cn import skill_name
    target = f"，目标：{n(e['target'])}" if e.get("target", -1) >= 0 else ""
    return f"{n(e['seat'])}使用技能【{skill_name(e['skill'])}】{target}。"


def _card_given(e, n, cards, items):
    from ..i18n.zh_cn import card_label
    what = f"【{card_label(cards[e['card']])}】" if "card" in e and cards else "一张手牌"
    return f"{n(e['seat'])}把{what}交给{n(e['to'])}。"


def _card_taken(e, n, cards, items):
    from ..i18n.zh_cn import card_label
    what = f"【{card_label(cards[e['card']])}】" if "card" in e and cards else "一张手牌"
    return f"{n(e['seat'])}从{n(e['from_seat'])}手中抽走{what}。"


def _take_nothing(e, n, cards, items):
    return f"{n(e['from_seat'])}没有手牌，{n(e['seat'])}抽取无效。"


def _message_to_hand(e, n, cards, items):
    from ..i18n.zh_cn import card_label
    return f"{n(e['seat'])}面前的【{card_label(cards[e['card']])}】加入了{n(e['to'])}的手牌。"


def _message_to_deck(e, n, cards, items):
    from ..i18n.zh_cn import card_label
    return f"{n(e['seat'])}面前的【{card_label(cards[e['card']])}】被放回牌库顶。"


def _card_to_deck(e, n, cards, items):
    return f"{n(e['seat'])}把一张手牌放回牌库顶。"


def _top_shown(e, n, cards, items):
    from ..i18n.zh_cn import card_label
    return f"展示牌库顶的牌：【{card_label(cards[e['card']])}】。"


def _hand_shown(e, n, cards, items):
    from ..i18n.zh_cn import card_label
    shown = "、".join(f"【{card_label(cards[c])}】" for c in e["cards"])
    return f"{n(e['seat'])}展示手牌：{shown or '（无）'}。"


def _probe_hidden(e, n, cards, items):
    from ..i18n.zh_cn import CHOOSE_LABELS   # the labels of the 'probe_hide' question's answers
    who = n(e["seat"])
    s = f"{who}发动【城府】，可以不按身份回应【试探】"
    choice = CHOOSE_LABELS.get(e.get("choice")) if e.get("choice") in ("comply", "declare") \
        else None
    if choice is None:   # another seat's view: the choice is hidden
        return s + "。"
    return f"{s}：选择{choice}。"


ZH_EVENTS = {"skill_used": _skill_used, "card_given": _card_given, "card_taken": _card_taken,
             "take_nothing": _take_nothing, "message_to_hand": _message_to_hand,
             "message_to_deck": _message_to_deck, "card_to_deck": _card_to_deck,
             "top_shown": _top_shown, "hand_shown": _hand_shown, "probe_hidden": _probe_hidden}


# -- English text of the same (i18n/en.py, i18n/en_roles.py; names as in docs/english.md) ---
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "jiu_ji": (
        "Turn the Tables",
        "When you are probed or locked on, you may turn this character face up, then draw two "
        "cards.",
        ("If nobody responds to the [Probe] or [Lock On], [Turn the Tables] resolves before it.",
         EN_CANNOT_FORCE,
         "Not after the [Probe] or [Lock On] was seen through.")),
    "cheng_fu": (
        "Depth",
        "When you are probed, you may hide your identity.",
        ("Only while the character is face up; face down and probed, you may first turn it up "
         "with [Turn the Tables], then hide your identity with [Depth].",
         "Hiding means: you may answer with either action of the [Probe], whatever your "
         "identity.")),
}


def _en_label(cards, cid, what="a hand card"):
    from ..i18n import en
    return f"[{en.card_label(cards[cid])}]" if cid is not None and cards else what


def _en_skill_used(e, n, cards, items):
    from ..i18n import en
    target = f", target: {n(e['target'])}" if e.get("target", -1) >= 0 else ""
    return f"{n(e['seat'])} uses the skill [{en.skill_name(e['skill'])}]{target}."


def _en_card_given(e, n, cards, items):
    return f"{n(e['seat'])} gives {_en_label(cards, e.get('card'))} to {n(e['to'])}."


def _en_card_taken(e, n, cards, items):
    return (f"{n(e['seat'])} draws {_en_label(cards, e.get('card'))} from "
            f"{n(e['from_seat'])}'s hand.")


def _en_take_nothing(e, n, cards, items):
    return f"{n(e['from_seat'])} has no hand cards: {n(e['seat'])} draws nothing."


def _en_message_to_hand(e, n, cards, items):
    return (f"{_en_label(cards, e['card'], 'a message')} in front of {n(e['seat'])} goes "
            f"into {n(e['to'])}'s hand.")


def _en_message_to_deck(e, n, cards, items):
    return (f"{_en_label(cards, e['card'], 'a message')} in front of {n(e['seat'])} goes "
            f"back on top of the deck.")


def _en_card_to_deck(e, n, cards, items):
    return f"{n(e['seat'])} puts a hand card back on top of the deck."


def _en_top_shown(e, n, cards, items):
    return f"The top card of the deck is shown: {_en_label(cards, e['card'], 'a card')}."


def _en_hand_shown(e, n, cards, items):
    shown = ", ".join(_en_label(cards, c) for c in e["cards"])
    return f"{n(e['seat'])} shows their hand: {shown or '(none)'}."


def _en_probe_hidden(e, n, cards, items):
    from ..i18n import en
    s = f"{n(e['seat'])} uses [Depth] and may answer the [Probe] regardless of identity"
    choice = e.get("choice")
    if choice not in ("comply", "declare"):   # another seat's view: the choice is hidden
        return s + "."
    return f"{s}: chooses to {en.CHOOSE_LABELS[choice]}."


EN_EVENTS = {
    "skill_used": _en_skill_used,
    "card_given": _en_card_given,
    "card_taken": _en_card_taken,
    "take_nothing": _en_take_nothing,
    "message_to_hand": _en_message_to_hand,
    "message_to_deck": _en_message_to_deck,
    "card_to_deck": _en_card_to_deck,
    "top_shown": _en_top_shown,
    "hand_shown": _en_hand_shown,
    "probe_hidden": _en_probe_hidden,
}
