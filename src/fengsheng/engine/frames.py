"""The frame kinds: each registers ``run(state, frame)`` (advance it, possibly pushing or
popping frames or asking a question) and, if it asks, ``answer(state, frame, option)``. The
interpreter (engine/flow.py) runs them. Kept apart from it so that every module that defines a
frame kind can import this one, and the interpreter can import them all."""
from __future__ import annotations

RUN: dict = {}
ANSWER: dict = {}


def register(kind: str, run, answer=None) -> None:
    """Register the handlers of a frame kind."""
    RUN[kind] = run
    if answer is not None:
        ANSWER[kind] = answer


def ask(state, decision) -> None:
    """Stop and wait for ``decision`` (options must not be empty)."""
    assert decision.options, decision
    state.pending = decision
