"""The interpreter: runs frames until a decision is needed, and applies answers.

A frame is a small object of one class per kind, its fields named (engine/frames.py); the
ruleset holds the handlers of each kind (``state.ruleset.run`` and ``.answer``). Keeping control
flow as data is what makes ``clone()``, hashing and save/resume trivial (design §2).

With role cards the mission check (``victory.check_missions``: "当任意一位玩家达到胜利条件，就必须
立刻宣告胜利") runs after every step and every answer that changed something it reads: the
ops that change players' cards, identities and lives, and the frames of deaths and landings,
set ``state.unchecked``; the check clears it once it has seen the state.
"""
from __future__ import annotations

from .decisions import IllegalAction, Option
from .victory import check_missions


def advance(state, once: bool = False) -> None:
    """Run the top frame, then the mission check if it has something to see, again and again
    until a decision is pending or the game is over; ``once``: run one frame at most."""
    run = state.ruleset.run
    while state.pending is None and not state.over:
        f = state.frames[-1]
        run[type(f)](state, f)
        if state.roles_in_play and state.unchecked:
            check_missions(state)
        if once:
            return


def step(state) -> None:
    """:func:`advance` by one frame (the scenario runner stops between frames)."""
    advance(state, True)


def answer(state, option: Option, seat: int | None = None) -> None:
    """Apply ``option`` to the pending decision, then the mission check if it has something to
    see, without running on (``apply`` = answer + advance; the scenario runner steps frames
    itself to stop between them).

    Raises :class:`IllegalAction` (and changes nothing) if the game is over, if ``seat`` is
    given and is not the deciding seat, or if ``option`` is not among the pending options.
    """
    d = state.pending
    if d is None or seat is not None and seat != d.seat or not isinstance(option, tuple):
        raise illegal(state, option, seat)
    options = d.options
    try:
        # Continue with the engine's own option: an equal look-alike (5.0 for 5, True for 1)
        # must not get its values into the state.
        option = options[options.index(option)]
    except ValueError:
        raise illegal(state, option, seat) from None
    state.events = []
    state.pending = None
    state.step += 1
    f = state.frames[-1]
    state.ruleset.answer[type(f)](state, f, option)
    if state.roles_in_play and state.unchecked and not state.over:
        check_missions(state)


def illegal(state, option, seat: int | None) -> IllegalAction:
    """The error for an answer :func:`answer` refuses, saying why."""
    d = state.pending
    if d is None:
        return IllegalAction("the game is over" if state.over else "no decision is pending")
    if d.kind == "window":   # window.SHOWN
        return IllegalAction("a response window or timing point is being shown: nobody is "
                             "asked yet (window.resume runs on)")
    if seat is not None and seat != d.seat:
        return IllegalAction(f"seat {seat} is not the one to decide (nothing is asked of it)")
    return IllegalAction(f"{option!r} is not a legal answer to this {d.kind} decision")


def apply(state, option: Option, seat: int | None = None) -> list[dict]:
    """Apply ``option`` as the answer to the pending decision and run on to the next decision;
    return the events it produced. Raises :class:`IllegalAction` as :func:`answer` does."""
    answer(state, option, seat)
    advance(state)
    return state.events
