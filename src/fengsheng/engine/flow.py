"""The interpreter: runs frames until a decision is needed, and applies answers.

A frame is a plain dict with a 'kind'. Each kind registers ``run(state, frame)`` (advance it,
possibly pushing or popping frames or setting ``state.pending``) and, if it asks questions,
``answer(state, frame, option)``. Keeping control flow as data is what makes ``clone()``,
hashing and save/resume trivial (design §2).
"""
from __future__ import annotations

from .decisions import IllegalAction, Option

RUN: dict = {}
ANSWER: dict = {}
# Called after every step of a game with roles (victory.check_missions); set by victory.py.
AFTER_STEP: list = []
# Frame kind -> True, or a test ``(state, frame) -> bool`` before it runs, for runs that change
# nothing the AFTER_STEP check reads (players' cards, identities and lives, deaths, the victory/
# landed/death frames): they only ask, move priority or the message, or push and pop frames
# of kinds other than those.
QUIET: dict = {}
# Frame kind -> ``option -> bool``: True for the answers that change nothing the AFTER_STEP
# check reads (as QUIET). After such an answer to a question asked of a checked state
# (GameState.mission_checked) the check is not run again.
#
# GameState.mission_checked is True while the check has seen the state as it stands (what it
# reads): advance clears it before a step that is not quiet (or not known to follow a check)
# and sets it after the check; answer keeps it through a quiet answer, sets it after the
# check; step() clears it. A quiet step leaves it as it was.
QUIET_ANSWER: dict = {}


def register(kind: str, run, answer=None, quiet=False, quiet_answer=None) -> None:
    """Register the handlers of a frame kind; ``quiet``: True or ``(state, frame) -> bool``, see
    :data:`QUIET`; ``quiet_answer``: ``option -> bool``, see :data:`QUIET_ANSWER`."""
    RUN[kind] = run
    if answer is not None:
        ANSWER[kind] = answer
    if quiet:
        QUIET[kind] = quiet
    if quiet_answer is not None:
        QUIET_ANSWER[kind] = quiet_answer


def step(state) -> None:
    """Run the top frame once (one step of :func:`advance`)."""
    f = state.frames[-1]
    state.mission_checked = False
    RUN[f["kind"]](state, f)
    if state.roles_in_play and AFTER_STEP:
        AFTER_STEP[0](state)


def advance(state, checked: bool = False) -> None:
    """Run frames until a decision is pending or the game is over. ``checked``: the AFTER_STEP
    check has run on the state as it is (``apply`` runs it after the answer)."""
    frames = state.frames
    if state.roles_in_play and AFTER_STEP:
        check = AFTER_STEP[0]
        while state.pending is None and not state.over:
            f = frames[-1]
            kind = f["kind"]
            quiet = QUIET.get(kind) if checked else None
            if quiet is not None and quiet is not True:
                quiet = quiet(state, f)
            if quiet:
                # After a quiet step the check would see what the last one saw: it is the same
                # as running it after every step, as step() does.
                RUN[kind](state, f)
            else:
                state.mission_checked = False
                RUN[kind](state, f)
                check(state)
                checked = True
                # The check waits while a question is pending: then it has not seen the state.
                state.mission_checked = state.pending is None
        return
    while state.pending is None and not state.over:   # the hot loop of games without roles
        f = frames[-1]
        RUN[f["kind"]](state, f)


def answer(state, option: Option, seat: int | None = None) -> None:
    """Apply ``option`` to the pending decision without running on (``apply`` = answer +
    advance; the scenario runner steps frames itself to stop between them).

    Raises :class:`IllegalAction` (and changes nothing) if the game is over, if ``seat`` is
    given and is not the deciding seat, or if ``option`` is not among the pending options.
    """
    d = state.pending
    if d is None or seat is not None and seat != d.seat or not isinstance(option, tuple):
        raise illegal(state, option, seat)
    try:
        # Continue with the engine's own option: an equal look-alike (5.0 for 5, True for 1)
        # must not get its values into the state.
        option = d.options[d.options.index(option)]
    except ValueError:
        raise illegal(state, option, seat) from None
    state.events = []
    state.pending = None
    state.step += 1
    f = state.frames[-1]
    if state.mission_checked:
        state.mission_checked = False
        # A quiet answer (a pass) to a question asked of a checked state: the check would see
        # what it saw last (QUIET_ANSWER).
        quiet = QUIET_ANSWER.get(f["kind"])
        if quiet is not None and quiet(option):
            ANSWER[f["kind"]](state, f, option)
            state.mission_checked = True
            return
    ANSWER[f["kind"]](state, f, option)
    if state.roles_in_play and AFTER_STEP and not state.over:
        AFTER_STEP[0](state)
        state.mission_checked = True


def illegal(state, option, seat: int | None) -> IllegalAction:
    """The error for an answer :func:`answer` refuses, saying why."""
    d = state.pending
    if d is None:
        return IllegalAction("the game is over" if state.over else "no decision is pending")
    if d.kind == "window":   # window.SHOWN
        return IllegalAction("a response window is being shown: nobody is asked yet "
                             "(window.resume runs on)")
    if seat is not None and seat != d.seat:
        return IllegalAction(f"seat {seat} is not the one to decide (nothing is asked of it)")
    return IllegalAction(f"{option!r} is not a legal answer to this {d.kind} decision")


def apply(state, option: Option, seat: int | None = None) -> list[dict]:
    """Apply ``option`` as the answer to the pending decision and run on to the next decision;
    return the events it produced. Raises :class:`IllegalAction` as :func:`answer` does."""
    if state.roles_in_play and AFTER_STEP:
        answer(state, option, seat)
        advance(state, checked=True)
        return state.events
    # answer() and advance()'s loop without roles, inlined: they run once a decision.
    d = state.pending
    if d is None or seat is not None and seat != d.seat or not isinstance(option, tuple):
        raise illegal(state, option, seat)
    try:
        options = d.options
        option = options[options.index(option)]   # the engine's own option, as answer()
    except ValueError:
        raise illegal(state, option, seat) from None
    state.events = []
    state.pending = None
    state.step += 1
    frames = state.frames
    f = frames[-1]
    ANSWER[f["kind"]](state, f, option)
    while state.pending is None and not state.over:
        f = frames[-1]
        RUN[f["kind"]](state, f)
    return state.events


def ask(state, decision) -> None:
    """Stop and wait for ``decision`` (options must not be empty)."""
    assert decision.options, decision
    state.pending = decision
