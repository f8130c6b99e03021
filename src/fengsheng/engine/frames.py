"""The frames of the interpreter's stack (``state.frames``), one small class per kind. Each
module that runs a kind declares its handlers in its ``HANDLERS``: ``run(state, frame)`` (advance
it, possibly pushing or popping frames or asking a question) and, if it asks,
``answer(state, frame, option)``; the ruleset gathers them (engine/ruleset.py) and the
interpreter (engine/flow.py) runs them. Kept apart from both so that every module that defines
a frame kind can import this one.

A frame's fields are named in its class's ``FIELDS`` (after ``kind``, in the order the state
hash lists them; a field not set is absent, as 'hand' of a death without 伪装); each holds an
immutable value or the timing event it answers (never changed once fired, triggers.py), so
``copy()`` is one level deep and a clone shares nothing that changes.
"""
from __future__ import annotations


def ask(state, decision) -> None:
    """Stop and wait for ``decision`` (options must not be empty)."""
    assert decision.options, decision
    state.pending = decision


_ABSENT = object()


class Frame:
    """A frame. Subclasses set ``kind`` and ``FIELDS`` (all also in ``__slots__``)."""
    __slots__ = ()
    kind = ""
    FIELDS: tuple[str, ...] = ()
    OPTIONAL: frozenset[str] = frozenset()   # the fields that may be absent

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        # copy(), written out per class: one assignment a field (a clone copies every frame).
        fields = cls.FIELDS
        lines = ["def copy(self):", "    f = new(cls)"]
        for k in fields:
            if k in cls.OPTIONAL:
                lines += ["    v = getattr(self, %r, absent)" % k, "    if v is not absent:",
                          "        f.%s = v" % k]
            else:
                lines.append("    f.%s = self.%s" % (k, k))
        lines.append("    return f")
        scope = {"new": object.__new__, "cls": cls, "absent": _ABSENT}
        exec("\n".join(lines), scope)
        cls.copy = scope["copy"]

    def items(self) -> tuple:
        """``(name, value)`` of the kind and every field set, in ``FIELDS`` order (the state
        hash and exact positions read this)."""
        out = [("kind", self.kind)]
        for k in self.FIELDS:
            v = getattr(self, k, _ABSENT)
            if v is not _ABSENT:
                out.append((k, v))
        return tuple(out)

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and other.items() == self.items()

    __hash__ = None

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.items()[1:])})"

    @classmethod
    def build(cls, fields: dict) -> "Frame":
        """A frame of this class from ``{name: value}``; ValueError naming an unknown field."""
        unknown = [k for k in fields if k not in cls.FIELDS]
        if unknown:
            raise ValueError(f"a {cls.kind} frame has no field {unknown[0]!r} (its fields: "
                             f"{', '.join(cls.FIELDS)})")
        missing = [k for k in cls.FIELDS if k not in fields and k not in cls.OPTIONAL]
        if missing:
            raise ValueError(f"a {cls.kind} frame needs {', '.join(missing)}")
        f = object.__new__(cls)
        for k, v in fields.items():
            setattr(f, k, v)
        return f


# -- the kinds --------------------------------------------------------------------------------

class Turn(Frame):
    """A turn (turn.py): ``phase`` is the next phase to run, or ``turn.END``."""
    __slots__ = FIELDS = ("phase",)
    kind = "turn"

    def __init__(self, phase: str):
        self.phase = phase


class Window(Frame):
    """A response window (window.py): its context, the seat holding priority, the passes in a
    row since the last card or skill was used."""
    __slots__ = FIELDS = ("ctx", "prio", "passes")
    kind = "window"

    def __init__(self, ctx: str, prio: int, passes: int = 0):
        self.ctx = ctx
        self.prio = prio
        self.passes = passes


class ResolveStack(Frame):
    """The stack resolving, last used first (effects.py)."""
    __slots__ = FIELDS = ()
    kind = "resolve_stack"


class Effect(Frame):
    """One card function or skill resolving (effects.py). ``step``: where the effect is, 0 at
    first; each card or role module names its steps (老金's 釜底抽薪 ``START, FAKE, SEAT, CARD,
    PLACE``; tests/engine/test_named_steps.py); ``started``: the item was looked at
    (nullified, user out, triggers); ``done``: it is over; ``zone``: where its card goes
    ('discard' or 'removed'); ``event``: the timing point a triggered skill answers
    (engine/timing.py). The rest is what an effect remembers between its questions (each used
    by the modules that say so)."""
    __slots__ = FIELDS = (
        "func", "user", "item", "step", "started", "done", "zone", "event",
        # what effects remember (in the order those that keep two set them)
        "order", "held", "pairs", "target", "card", "from_seat", "first", "limit", "picked",
        "left", "given", "burned")
    kind = "effect"
    OPTIONAL = frozenset(FIELDS[7:])

    def __init__(self, func: str, user: int, item=None):
        self.func = func
        self.user = user
        self.item = item
        self.step = 0
        self.started = False
        self.done = False
        self.zone = "discard"


class Message(Frame):
    """The message in transit at its holder (message.py): ``step`` is 'transmit' (情报传递),
    'move' (to the next player) or 'receive' (情报接收)."""
    __slots__ = FIELDS = ("step",)
    kind = "message"

    def __init__(self, step: str):
        self.step = step


# Steps of a landing, a death and a declaration (their ints are in the state hash).
FIRST, THEN = 0, 1


class Landed(Frame):
    """After 获得情报 (landing.py): ``step`` FIRST (victory, death at three fakes) or THEN
    (receipt triggers)."""
    __slots__ = FIELDS = ("seat", "cards", "sender", "killer", "via", "step")
    kind = "landed"

    def __init__(self, seat: int, cards: tuple, sender: int, killer: int, via: str):
        self.seat = seat
        self.cards = cards
        self.sender = sender
        self.killer = killer
        self.via = via
        self.step = FIRST


class Death(Frame):
    """A death (landing.py): ``step`` FIRST (death triggers) or THEN (settled); ``hand``: the
    hand at the moment of death, kept for a mission that shows it (R45)."""
    __slots__ = FIELDS = ("seat", "killer", "via", "step", "hand")
    kind = "death"
    OPTIONAL = frozenset({"hand"})

    def __init__(self, seat: int, killer: int, via: str = ""):
        self.seat = seat
        self.killer = killer
        self.via = via
        self.step = FIRST


class Triggers(Frame):
    """Automatic skills triggered at one timing point (triggers.py): the ``event``, the
    ``queue`` of ``(seat, skill id)`` in turn order, and the next one's index ``i``."""
    __slots__ = FIELDS = ("event", "queue", "i")
    kind = "triggers"

    def __init__(self, event: dict, queue: tuple):
        self.event = event
        self.queue = queue
        self.i = 0


class Victory(Frame):
    """A declaration with roles in play (victory.py): ``step`` FIRST (skills triggered by it)
    or THEN (missions that take or join it); ``extra``: co-winners added (风度)."""
    __slots__ = FIELDS = ("seat", "reason", "via", "alone", "step", "extra")
    kind = "victory"

    def __init__(self, seat: int, reason: str, via: int, alone: bool, step: int = FIRST,
                 extra: tuple = ()):
        self.seat = seat
        self.reason = reason
        self.via = via
        self.alone = alone
        self.step = step
        self.extra = extra


class RoleChoice(Frame):
    """挑选角色 (setup.py): the two roles offered to each seat; ``seat``: the next to choose."""
    __slots__ = FIELDS = ("offers", "seat")
    kind = "role_choice"

    def __init__(self, offers: tuple, seat: int = 0):
        self.offers = offers
        self.seat = seat


# Every kind by its name (exact positions build frames by kind, engine/position.py).
KINDS: dict[str, type[Frame]] = {cls.kind: cls for cls in (
    Turn, Window, ResolveStack, Effect, Message, Landed, Death, Triggers, Victory, RoleChoice)}
