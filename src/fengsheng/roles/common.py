"""Pieces shared by role modules: registering a role from its table row, the base for
responsive skills that go on the stack, answering questions, and the skills several roles
print (就计, 城府)."""
from __future__ import annotations

from ..engine import events
from ..engine.abilities import Mission, Role, Skill, register_role, register_skill, reveal_role
from ..engine.decisions import CHOOSE, Decision, Option
from ..engine.frames import ask
from ..engine.landing import settled_deaths
from ..engine.ops import draw
from ..engine.state import StackItem
from .table import ROLE_CARD


def role(role_id: str, mission: Mission | None = None) -> Role:
    """Register the role ``role_id`` with the skills of its table row and its mission."""
    card = ROLE_CARD[role_id]
    return register_role(Role(card.id, card.name, card.gender, card.hidden,
                              tuple(s for s, _ in card.skills)), mission)


def skill(cls):
    """Class decorator: register one instance; its display name comes from the table."""
    inst = cls()
    if not inst.name:
        inst.name = next(n for r in ROLE_CARD.values() for s, n in r.skills if s == inst.id)
    register_skill(inst)
    return cls


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


@skill
class JiuJi(Skill):
    """就计: "当你被试探或锁定时，可以翻开此角色，然后抽二张牌。【试探】或【锁定】没人响应的情况下，先结算
    【就计】效果再结算【试探】或【锁定】。【试探】或【锁定】被【识破】后的情况下不能使用该技能。" Triggers when the
    试探/锁定 resolves (a nullified one never does) and before its effect. Revealing is part of
    the skill ("翻开此角色，然后抽二张牌"; "不符合翻开条件时不能主动翻开角色牌"), so it triggers only while
    the role is face down; a card aimed at a player who is out triggers nothing (R50)."""
    id = "jiu_ji"
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


@skill
class ChengFu(Skill):
    """城府: "你被试探时可以隐瞒身份…被试探时可以不根据自己的身份，选择这张试探牌中的任意一种行动进行。"
    Works only face up (shi_tan.py asks the target which action to take)."""
    id = "cheng_fu"
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
