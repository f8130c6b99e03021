"""What a card function module provides, and helpers for their options. Each function module
(one per card, e.g. jie_huo.py) provides ``can_use(state, seat, ctx) -> bool`` (timing: may
``seat`` use it in window ``ctx``), ``options(state, seat, card, func) -> list[Option]`` (one
per legal target), and ``resolve(state, frame)`` / optionally ``answer(state, frame, option)``
for its effect.

It also states its timing as data, so that a response window can pass over, without asking
``can_use``, every seat that cannot possibly use a card (engine/window.py): ``CONTEXTS``, the
window contexts ``can_use`` may allow, and ``USERS``, which seats the card text allows, as a
set of *seat classes* (:func:`seat_class`). Both must be supersets of what ``can_use`` allows
for a seat without role skills; ``can_use`` stays the rule. A module whose ``can_use`` consults
role flags names them in ``FLAGS`` (a seat with such a flag, or with responsive or converting
skills, is checked on its role's terms in the windows where what it adds may be used:
engine/abilities.py ``RoleFace.plain_in``). ``NEEDS_STACK = True`` says that ``can_use`` is False while
the stack is empty (识破: a card on the stack is its target), so a window without a stack passes
over it too.

The modules are listed in ``engine.ruleset.card_modules``; a ruleset checks and collects them
(engine/ruleset.py)."""
from __future__ import annotations

from ..engine.decisions import Option, make
from ..engine.state import ARRIVE, MAX_PLAYERS, PLAY_1, PLAY_2, TRANSMIT, TURN_END, TURN_START
from .deck import function_of

# Every response window context (a phase with a window, or a step of the message).
WINDOW_CONTEXTS = (TURN_START, PLAY_1, PLAY_2, TURN_END, TRANSMIT, ARRIVE)

# Seat classes in a window: is the seat the turn player, does it hold the message in transit?
OTHER, TURN, HOLDING, TURN_HOLDING = 0, 1, 2, 3
ANYONE = frozenset({OTHER, TURN, HOLDING, TURN_HOLDING})
TURN_PLAYER = frozenset({TURN, TURN_HOLDING})          # "只能在自己回合…"
OTHERS = frozenset({OTHER, HOLDING})                   # "只能在他人回合…"
HOLDER = frozenset({HOLDING, TURN_HOLDING})            # "情报到达你时"
HOLDER_OTHER = frozenset({HOLDING})                    # "他人回合情报到达你时"


def seat_class(seat: int, turn_player: int, holder: int) -> int:
    """The class of ``seat`` (OTHER, TURN, HOLDING or TURN_HOLDING); ``holder`` is the seat the
    message in transit is at, -1 if none."""
    return (seat == turn_player) + 2 * (seat == holder)


def check_card(module) -> None:
    """Raise ValueError if a card function module lacks its timing data (see the module
    docstring for what it provides)."""
    if not (isinstance(getattr(module, "CONTEXTS", None), frozenset)
            and isinstance(getattr(module, "USERS", None), frozenset)):
        raise ValueError(f"card module {module.__name__} must define CONTEXTS and USERS")
    if not isinstance(getattr(module, "NEEDS_STACK", False), bool):
        raise ValueError(f"card module {module.__name__}: NEEDS_STACK must be True or False")


def other_living(state, seat: int) -> list[int]:
    """Targets for "另一位玩家": every other living seat, in seat order."""
    return [p.seat for p in state.players if p.alive and p.seat != seat]


def use_options(edition: str) -> tuple[tuple[Option, ...], ...]:
    """``[card][seat]``: the option to use ``card`` of ``edition`` as its own function on
    ``seat`` (-1, the last entry: without a target). Built once per ruleset
    (``ruleset.use_options``): options are immutable, so every state shares them, and taking
    one costs far less than building it (a named tuple's constructor, or even
    ``tuple.__new__``, allocates; most questions of a turn list them)."""
    return tuple(
        tuple([make(Option, ("use", c, f, s, -1)) for s in (*range(MAX_PLAYERS), -1)])
        for c, f in enumerate(function_of(edition)))


def options_on_another_player(state, seat: int, card: int, func: str) -> list[Option]:
    """``options`` of a card used on "另一位玩家": one per other living seat, in seat order (as
    :func:`other_living`, in one pass: it is built for most questions of a turn)."""
    if func == state.function_of[card]:   # its own function: the options exist already
        own = state.ruleset.use_options[card]
        return [own[p.seat] for p in state.players if p.alive and p.seat != seat]
    return [make(Option, ("use", card, func, p.seat, -1)) for p in state.players
            if p.alive and p.seat != seat]


def option_without_target(state, seat: int, card: int, func: str) -> list[Option]:
    """``options`` of a card used without a target: the one option."""
    if func == state.function_of[card]:
        return [state.ruleset.use_options[card][-1]]
    return [make(Option, ("use", card, func, -1, -1))]
