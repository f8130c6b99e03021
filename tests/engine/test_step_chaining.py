"""Without role cards some frames run their next step in the same run instead of returning to
the interpreter (flow.advance), which would run the same frames next: a message step whose
window asked nobody goes on to the next step (engine/message.py ``_run``: 情报传递 → the move →
情报到达 → 情报接收), and the stack resolves item after item, each effect run where it is pushed
(engine/effects.py ``_run_resolve_stack``). The game must be the one the plain interpreter
gives: here every window a message step opens and every effect run in place is followed by a
frame that does nothing but remove itself, which sends control back through the interpreter
between the steps, and the games are compared decision by decision: state hash, pending
decision and events."""
from __future__ import annotations

import pytest
from helpers_random import game_trace

from fengsheng.engine import Config, effects, message
from fengsheng.engine.frames import KINDS, Frame
from fengsheng.engine.ruleset import frame_handlers

RETURN = "test_return_to_interpreter"


class Return(Frame):
    """A frame that only returns to the interpreter."""
    __slots__ = FIELDS = ()
    kind = RETURN


@pytest.mark.parametrize("players,deck", [(3, "standard"), (5, "promo"), (9, "standard")])
def test_steps_run_in_one_go_give_the_game_of_one_step_per_run(monkeypatch, players, deck):
    config = Config(players=players, deck=deck)
    chained = [game_trace(config, seed, seed + 7) for seed in range(6)]
    returns = []

    def run_return(state, f):
        returns.append(state.frames[-2].kind)
        state.frames.pop()

    def then_return(fn):
        def run(state, *args):
            fn(state, *args)
            if state.pending is None and not state.over:
                state.frames.append(Return())
        return run

    monkeypatch.setitem(frame_handlers()[0], Return, run_return)
    monkeypatch.setattr(message, "open_window", then_return(message.open_window))
    monkeypatch.setattr(effects, "_run_effect", then_return(effects._run_effect))
    plain = [game_trace(config, seed, seed + 7) for seed in range(6)]
    assert plain == chained
    assert sum(len(t) for t in plain) > 200
    # the plain games did return to the interpreter between the steps of both
    assert returns.count("message") > 50 and returns.count("resolve_stack") > 50


def test_with_roles_every_step_returns_to_the_interpreter(monkeypatch):
    """The other half: with role cards a trigger or the mission check may run between two steps,
    so none chains. A run of a message frame enters at most one message step (情报传递 or 情报到达),
    and a run of the stack resolving pushes one effect and leaves it to the interpreter."""
    seen = {"message": 0, "resolve_stack": 0}

    def one_step(kind, run):
        def watched(state, f):
            events = len(state.events)
            run(state, f)
            seen[kind] += 1
            if kind == "message":
                new = [e["type"] for e in state.events[events:]]
                assert new.count("step") <= 1, new
                # 情报到达 and then 情报接收 (taken, or the question asked) in one run
                assert "step" not in new or "message_taken" not in new and (
                    state.pending is None or state.pending.kind != "receive"), new
            elif any(g is f for g in state.frames):   # else the stack was empty: it is done
                top = state.frames[-1]
                assert state.frames[-2] is f and top.kind == "effect" and not top.started, top
        return watched

    run = frame_handlers()[0]
    for kind in seen:
        monkeypatch.setitem(run, KINDS[kind], one_step(kind, run[KINDS[kind]]))
    for players in (3, 5, 9):
        for seed in range(4):
            game_trace(Config(players=players, roles=True), seed, seed + 7)
    assert seen["message"] > 100 and seen["resolve_stack"] > 100, seen
