"""Where roles plug into the engine: the skill and role registries and the queries the rules
ask of them (active skills, gender, card conversions, rule flags).

The engine never names a role. A role module defines :class:`Skill` subclasses and a
:class:`Role`, and registers them; the engine asks through the functions below.
"""
from __future__ import annotations

from typing import NamedTuple

SKILLS: dict[str, "Skill"] = {}
ROLES: dict[str, "Role"] = {}
MISSIONS: dict[str, "Mission"] = {}


class Skill:
    """One role skill (rulebook 角色技能).

    automatic: red 自动式 skill (triggers, resolves at once, cannot be responded to) vs blue
      响应式 (used in a window, goes on the stack).
    reveal: a "翻开此角色牌" skill: usable only while the role is face down, since turning it
      face up is its cost (ruling R28); the only kind a face-down role has.
    both_faces: usable face up and face down alike ("这个在盖伏状态下也能使用", 弹药无限).
    listens: the event types (triggers.py) an automatic skill watches.
    optional: whether the owner is asked before an automatic skill resolves ("可以").
    flags: rule modifiers the engine asks about, e.g. 'lock_any_turn' (柒佰's 敏锐).
    """
    id = ""
    name = ""          # display name (Chinese), e.g. '就计'
    automatic = False
    reveal = False
    both_faces = False
    listens: tuple[str, ...] = ()
    optional = True
    flags: frozenset[str] = frozenset()

    def window_options(self, state, seat: int, ctx: str) -> list:
        """Options ('skill' kind) this skill offers ``seat`` in a response window ``ctx``."""
        return []

    def use(self, state, seat: int, option) -> None:
        """Called when ``seat`` chooses one of this skill's window options."""
        raise NotImplementedError

    def transmissions(self, state, seat: int, card: int) -> tuple[str, ...]:
        """Other ways ``seat`` may send ``card`` as a message (e.g. 加密: 文本 as 'secret')."""
        return ()

    def conversions(self, state, seat: int, card: int) -> tuple[str, ...]:
        """Card functions that ``card`` may also be used as ("X 可以当作 Y 使用")."""
        return ()

    def triggered(self, state, seat: int, event: dict) -> bool:
        """Whether this automatic skill of ``seat`` triggers on ``event``."""
        return False

    def resolve(self, state, frame: dict) -> None:
        """Resolve (frame kind 'effect'); set ``frame['done'] = True`` when finished."""
        frame["done"] = True

    def answer(self, state, frame: dict, option) -> None:
        """Receive the answer to a decision this skill's effect frame asked."""
        raise NotImplementedError


class Mission:
    """A role's 机密任务, the victory condition of a 打酱油的 owner. Override what applies.

    achieved: a condition on the table now (hand, messages, deaths) — checked after every
      step; the owner (alive) declares victory at once.
    on_death: checked when a death becomes final (before the victim's cards are discarded);
      True = the owner declares victory (the owner may be the victim, e.g. 浮萍).
    steals: someone else declares (``frame`` is the victory frame: 'seat', 'reason', 'via');
      True = "你的胜利会导致他的宣告失败": the owner wins alone instead.
    joins: True = the owner wins too (e.g. "一位女性宣告胜利").
    """
    def achieved(self, state, seat: int) -> bool:
        return False

    def on_death(self, state, seat: int, victim: int, killer: int) -> bool:
        return False

    def steals(self, state, seat: int, frame: dict) -> bool:
        return False

    def joins(self, state, seat: int, frame: dict) -> bool:
        return False


class Role(NamedTuple):
    """A role card: id, display name, gender ('M', 'F' or 'MF' for 乔装), hidden (潜伏角色)."""
    id: str
    name: str
    gender: str
    hidden: bool
    skills: tuple[str, ...]


def register_skill(skill: Skill) -> Skill:
    _ACTIVE.clear()
    SKILLS[skill.id] = skill
    from . import effects
    effects.EFFECTS[skill.id] = skill
    return skill


def register_role(role: Role, mission: Mission | None = None) -> Role:
    _ACTIVE.clear()
    ROLES[role.id] = role
    if mission is not None:
        MISSIONS[role.id] = mission
    return role


def active_skills(state, seat: int) -> list[Skill]:
    """Skills ``seat`` can use now: face up, all but the reveal skills; face down, only the
    reveal skills ("当角色盖伏时，除了【翻开此角色牌】的技能仍然有效外，其他的技能都无效"; R28)."""
    p = state.players[seat]
    if p.role is None:
        return ()
    key = (p.role, p.face_up)
    skills = _ACTIVE.get(key)
    if skills is None:
        skills = _ACTIVE[key] = tuple(
            sk for sk in (SKILLS[s] for s in ROLES[p.role].skills)
            if sk.both_faces or sk.reveal != p.face_up)
    return skills


_ACTIVE: dict[tuple[str, bool], tuple[Skill, ...]] = {}   # registries are fixed once loaded


def gender(state, seat: int) -> str | None:
    """'M', 'F', 'MF' or None (no role, or face down: 盖伏 loses gender)."""
    p = state.players[seat]
    if p.role is None or not p.face_up:
        return None
    return ROLES[p.role].gender


def is_female(state, seat: int) -> bool:
    """女性 (role gender; 乔装 counts as both; face down has none). Players' real-world
    genders are unknown to the engine (ruling R25)."""
    g = gender(state, seat)
    return g is not None and "F" in g


def is_male(state, seat: int) -> bool:
    g = gender(state, seat)
    return g is not None and "M" in g


def has_flag(state, seat: int, flag: str) -> bool:
    return any(flag in s.flags for s in active_skills(state, seat))


def functions_of(state, seat: int, card: int) -> tuple[str, ...]:
    """The functions ``card`` may be used as by ``seat``: its own, then conversions."""
    own = state.cards[card].function
    if state.players[seat].role is None:
        return (own,)
    extra = []
    for s in active_skills(state, seat):
        for f in s.conversions(state, seat, card):
            if f != own and f not in extra:
                extra.append(f)
    return (own, *extra)


def reveal_role(state, seat: int) -> None:
    """翻开: turn ``seat``'s role face up (no-op if already)."""
    p = state.players[seat]
    if p.role is not None and not p.face_up:
        p.face_up = True
        state.emit("role_revealed", seat=seat, role=p.role)


def flip_down(state, seat: int) -> None:
    """盖伏: turn ``seat``'s role face down. Raises ValueError if already face down."""
    p = state.players[seat]
    if p.role is None or not p.face_up:
        raise ValueError("cannot flip down a role that is not face up (rulebook 盖伏)")
    p.face_up = False
    state.emit("role_flipped_down", seat=seat)
