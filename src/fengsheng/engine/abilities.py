"""Where roles plug into the engine: the skill and role registries and the queries the rules
ask of them (active skills, gender, card conversions, rule flags).

The engine never names a role. A role module defines :class:`Skill` subclasses and a
:class:`Role`, and registers them; the engine asks through the functions below.
"""
from __future__ import annotations

from . import events
from typing import NamedTuple

from .state import ARRIVE, PLAY_1, PLAY_2, TRANSMIT, TURN_END, TURN_START

# Every response window context (as cards/rules.py WINDOW_CONTEXTS).
ALL_WINDOWS = frozenset((TURN_START, PLAY_1, PLAY_2, TURN_END, TRANSMIT, ARRIVE))

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
    contexts: the response window contexts in which ``window_options`` may offer anything (a
      superset, as data: a window passes over a seat whose skills cannot act in its context
      without asking them; engine/window.py). All windows unless the skill text names one.
    converts_to: for a card conversion, the card functions ``conversions`` may return (a
      superset, as data: a window looks for a converted card only where one of them may be
      used). None: not stated, the seat's cards are then asked in every window.
    """
    id = ""
    name = ""          # display name (Chinese), e.g. '就计'
    automatic = False
    reveal = False
    both_faces = False
    listens: tuple[str, ...] = ()
    optional = True
    flags: frozenset[str] = frozenset()
    contexts: frozenset[str] = ALL_WINDOWS
    converts_to: frozenset[str] | None = None

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
        """Whether this automatic skill of ``seat`` triggers on ``event``. Only reads the state:
        ``triggers.fire`` asks the seats in seat order and then queues them in turn order."""
        return False

    def lapsed(self, state, seat: int, event: dict) -> bool:
        """Whether the moment this automatic skill triggered on has passed by the time its turn
        in the queue comes (an earlier skill changed it): it is then neither asked nor
        resolved (e.g. "在其翻开身份牌前" of a player 救美 saved: ruling R43)."""
        return False

    def resolve(self, state, frame: dict) -> None:
        """Resolve (frame kind 'effect'); set ``frame['done'] = True`` when finished."""
        frame.done = True

    def answer(self, state, frame: dict, option) -> None:
        """Receive the answer to a decision this skill's effect frame asked."""
        raise NotImplementedError


class Mission:
    """A role's 机密任务, the victory condition of a 打酱油的 owner. Override what applies.

    achieved: a condition on the table now (hand, messages, deaths) — checked whenever one of
      them changed (victory.check_missions); the owner (alive) declares victory at once. A
      card leaving a hand must not make it True (conditions on hands are "at least" ones):
      that change is not followed by the check (engine/ops.py out_of_hand).
    on_death: checked when a death becomes final (before the victim's cards are discarded);
      True = the owner declares victory (the owner may be the victim, e.g. 浮萍).
    steals: someone else declares (``frame`` is the victory frame: 'seat', 'reason', 'via');
      True = "你的胜利会导致他的宣告失败": the owner wins alone instead.
    joins: True = the owner wins too (e.g. "一位女性宣告胜利").
    shows_hand: the mission is met by the hand the owner shows at death ("当你死亡时，展示手牌"):
      the hand held when the death began, before any death trigger takes from it (R45), is
      kept in the death frame and given to ``hand_shown`` when the death becomes final.

    needs_messages, needs_hand, needs_deaths: what ``achieved`` needs at the least, shown to
    the players (server/catalog.py ``mission_needs``): ``achieved`` must be False below any of
    them (tests/engine/test_role_shortcuts.py). The engine does not read them.
    """
    on_table = False   # True for a subclass that overrides ``achieved`` (set below)
    shows_hand = False
    needs_messages = 0
    needs_hand = 0
    needs_deaths = 0

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.on_table = cls.achieved is not Mission.achieved

    def achieved(self, state, seat: int) -> bool:
        return False

    def on_death(self, state, seat: int, victim: int, killer: int) -> bool:
        return False

    def hand_shown(self, state, seat: int, hand: tuple[int, ...]) -> bool:
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
    FACES.clear()
    WINDOW_FACES.clear()
    LISTENING.clear()
    SKILLS[skill.id] = skill
    from . import effects
    effects.EFFECTS[skill.id] = skill
    return skill


def register_role(role: Role, mission: Mission | None = None) -> Role:
    FACES.clear()
    WINDOW_FACES.clear()
    LISTENING.clear()
    ROLES[role.id] = role
    if mission is not None:
        MISSIONS[role.id] = mission
    return role


class RoleFace(NamedTuple):
    """What a role offers while face up or face down, computed once per (role, face) since the
    registries are fixed once loaded: the rules ask these on every step, for every seat."""
    active: tuple[Skill, ...]          # active_skills
    responsive: tuple[Skill, ...]      # active, not automatic, with window options of its own
    converting: tuple[Skill, ...]      # active, with card conversions of its own
    flags: frozenset[str]              # union of the active skills' flags
    listeners: dict[str, tuple[Skill, ...]]   # event type -> active automatic skills listening
    plain_in: frozenset[str]           # the window contexts in which it adds nothing
    converts_to: frozenset[str] | None   # what its conversions may give (None: not stated)
    widens_timing: bool                # a flag widens some card's timing (CARD_TIMING_FLAGS)


# Filled by role_face(); hot loops read ``FACES.get((role, face_up)) or role_face(role, face_up)``
# to save a call per seat.
FACES: dict[tuple[str, bool], RoleFace] = {}
# Rule flags that change a card's timing (its can_use), declared by the card modules
# (cards/rules.py register_card): a seat with one is never passed over on the card's timing
# in the contexts of a card that names it (its ``CONTEXTS`` bound its use, flags or not).
CARD_TIMING_FLAGS: set[str] = set()


def register_timing_flags(flags) -> None:
    """Declare rule flags that a card's ``can_use`` consults (e.g. 'lock_any_turn'). Called as
    each card module is registered: the faces are computed again from the new card data."""
    FACES.clear()
    WINDOW_FACES.clear()
    CARD_TIMING_FLAGS.update(flags)


def role_face(role: str, face_up: bool) -> RoleFace:
    """The :class:`RoleFace` of ``role`` turned ``face_up`` (R28: face down, only the reveal
    skills work). Raises KeyError for an unregistered role."""
    face = FACES.get((role, face_up))
    if face is None:
        active = tuple(sk for sk in (SKILLS[s] for s in ROLES[role].skills)
                       if sk.both_faces or sk.reveal != face_up)
        responsive = tuple(sk for sk in active if not sk.automatic
                           and type(sk).window_options is not Skill.window_options)
        converting = tuple(sk for sk in active if type(sk).conversions is not Skill.conversions)
        flags = frozenset().union(*(sk.flags for sk in active))
        listeners: dict[str, tuple[Skill, ...]] = {}
        for sk in active:
            if sk.automatic:
                for etype in sk.listens:
                    listeners[etype] = listeners.get(etype, ()) + (sk,)
        converts_to = frozenset().union(*(sk.converts_to for sk in converting)) \
            if all(sk.converts_to is not None for sk in converting) else None
        face = FACES[role, face_up] = RoleFace(
            active, responsive, converting, flags, listeners,
            _plain_in(responsive, flags, converts_to), converts_to,
            widens_timing=bool(flags & CARD_TIMING_FLAGS))
    return face


def _plain_in(responsive, flags, converts_to) -> frozenset[str]:
    """The window contexts in which a face adds nothing to a seat: none of its ``responsive``
    skills acts there, no card it converts to (``converts_to``) and no card whose timing its
    ``flags`` widen may be used there."""
    if converts_to is None:
        return frozenset()
    from ..cards.rules import CARD_RULES   # here: the card modules import this one
    busy = set().union(*(sk.contexts for sk in responsive))
    for func in converts_to:
        busy |= CARD_RULES[func].CONTEXTS
    if flags & CARD_TIMING_FLAGS:
        for rule in CARD_RULES.values():
            if flags & getattr(rule, "FLAGS", frozenset()):
                busy |= rule.CONTEXTS
    return ALL_WINDOWS.difference(busy)


def adds_to_window(face: RoleFace, ctx: str, funcs: frozenset[str]) -> bool:
    """Whether ``face`` may add to a seat in window ``ctx`` where cards may be used as the
    functions ``funcs`` by a seat of its class (their timing data; with an empty stack less the
    cards that say ``NEEDS_STACK``, whose ``can_use`` is then False): a responsive skill acts
    there, a face with timing flags or unstated conversions is not plain there, or it converts
    cards to one of ``funcs``. Where it adds nothing the seat is tested on its cards' own
    timing, as a seat without skills."""
    if ctx in face.plain_in:
        return False
    if face.converts_to is None or face.widens_timing:
        return True
    return any(ctx in sk.contexts for sk in face.responsive) or not funcs.isdisjoint(
        face.converts_to)


class _WindowFaces(dict):
    """Window context -> (stack empty, stack not) -> seat class (cards/rules.py OTHER..
    TURN_HOLDING) -> ({role: face} face down, {role: face} face up) for the faces that may add
    to such a seat there (:func:`adds_to_window`): what the windows read for every seat, as
    look-ups without building a key. Filled on first use, as :func:`adds_to_window` in fewer
    steps (it is filled again whenever the faces are)."""

    def __missing__(self, ctx: str):
        from ..cards.rules import CARD_RULES   # here: the card modules import this one
        rules = [(f, rule.USERS, getattr(rule, "NEEDS_STACK", False))
                 for f, rule in CARD_RULES.items() if ctx in rule.CONTEXTS]
        always, converting = ({}, {}), []   # faces that add in every case, by their conversions
        for r in ROLES:
            for up in (False, True):
                face = FACES.get((r, up)) or role_face(r, up)
                if ctx in face.plain_in:
                    continue
                if face.converts_to is None or face.widens_timing or any(
                        ctx in sk.contexts for sk in face.responsive):
                    always[up][r] = face
                else:
                    converting.append((r, up, face))
        table = []
        for stacked in (False, True):
            by_class = []
            for k in range(4):
                funcs = {f for f, users, needs_stack in rules
                         if k in users and (stacked or not needs_stack)}
                adding = (dict(always[0]), dict(always[1]))
                for r, up, face in converting:
                    if not funcs.isdisjoint(face.converts_to):
                        adding[up][r] = face
                by_class.append(adding)
            table.append(tuple(by_class))
        faces = self[ctx] = tuple(table)
        return faces


# ``WINDOW_FACES[ctx][stacked][k][face_up].get(role)``: the face of ``role`` if it may add to
# a seat of class ``k`` in window ``ctx`` (:func:`adds_to_window`), else None; cleared with
# FACES.
WINDOW_FACES: dict = _WindowFaces()


# Filled by roles_listening(); triggers.fire reads it first, to save a call per timing point.
LISTENING: dict[str, frozenset[str]] = {}


def roles_listening(event_type: str) -> frozenset[str]:
    """Ids of the roles with an automatic skill, face up or down, that listens to
    ``event_type`` (triggers.py: a timing point nobody listens to costs one look-up)."""
    roles = LISTENING.get(event_type)
    if roles is None:
        roles = LISTENING[event_type] = frozenset(
            r.id for r in ROLES.values()
            if any(SKILLS[s].automatic and event_type in SKILLS[s].listens for s in r.skills))
    return roles


def active_skills(state, seat: int) -> tuple[Skill, ...]:
    """Skills ``seat`` can use now: face up, all but the reveal skills; face down, only the
    reveal skills ("当角色盖伏时，除了【翻开此角色牌】的技能仍然有效外，其他的技能都无效"; R28)."""
    p = state.players[seat]
    if p.role is None:
        return ()
    return role_face(p.role, p.face_up).active


def gender(state, seat: int) -> str | None:
    """'M', 'F', 'MF' or None (no role, or face down: 盖伏 loses gender)."""
    p = state.players[seat]
    if p.role is None or not p.face_up:
        return None
    return ROLES[p.role].gender


def is_female(state, seat: int) -> bool:
    """女性角色: the role's gender (乔装 counts as both; face down has none)."""
    g = gender(state, seat)
    return g is not None and "F" in g


def is_male(state, seat: int) -> bool:
    """男性角色: the role's gender."""
    g = gender(state, seat)
    return g is not None and "M" in g


def is_woman(state, seat: int) -> bool:
    """女性: "女性包括女性角色与女性玩家" — a female role (face up) or a female player, whatever
    her role or its face (风度: "即场上有女性玩家选的是男性角色你也可以选择她胜利"). A player's gender is
    unknown unless the table recorded it (Config.player_genders, R51)."""
    genders = state.config.player_genders
    return (bool(genders) and genders[seat] == "F") or is_female(state, seat)


def has_flag(state, seat: int, flag: str) -> bool:
    """Does an active skill of ``seat`` carry the rule modifier ``flag``?"""
    p = state.players[seat]
    if p.role is None:
        return False
    return flag in (FACES.get((p.role, p.face_up)) or role_face(p.role, p.face_up)).flags


def functions_of(state, seat: int, card: int) -> tuple[str, ...]:
    """The functions ``card`` may be used as by ``seat``: its own, then conversions."""
    own = state.function_of[card]
    p = state.players[seat]
    if p.role is None:
        return (own,)
    converting = (FACES.get((p.role, p.face_up)) or role_face(p.role, p.face_up)).converting
    if not converting:
        return (own,)
    extra = []
    for s in converting:
        for f in s.conversions(state, seat, card):
            if f != own and f not in extra:
                extra.append(f)
    return (own, *extra)


def reveal_role(state, seat: int) -> None:
    """翻开: turn ``seat``'s role face up (no-op if already)."""
    p = state.players[seat]
    if p.role is not None and not p.face_up:
        p.face_up = p.role_seen = True
        events.role_revealed(state, seat, p.role)


def flip_down(state, seat: int) -> None:
    """盖伏: turn ``seat``'s role face down. Raises ValueError if already face down. The role
    stays known to all (it was face up in front of them: R41)."""
    p = state.players[seat]
    if p.role is None or not p.face_up:
        raise ValueError("cannot flip down a role that is not face up (rulebook 盖伏)")
    p.face_up = False
    events.role_flipped_down(state, seat)
