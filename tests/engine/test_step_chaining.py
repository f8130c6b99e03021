"""Without role cards a message step whose window asked nobody goes on to the next step in the
same run (engine/message.py ``_run``: 情报传递 → the move → 情报到达 → 情报接收) instead of
returning to the interpreter (flow.advance), which would run the same frame next. The game
must be the one the plain interpreter gives: here every window a message step opens is
followed by a frame that does nothing but remove itself, which sends control back through the
interpreter between the steps, and the games are compared decision by decision: state hash,
pending decision and events."""
from __future__ import annotations

import random

import pytest

from fengsheng.engine import Config, apply, flow, message, new_game

RETURN = "test_return_to_interpreter"


def play(config, seed):
    state = new_game(config, seed)
    rng = random.Random(seed + 7)
    trace = [(state.hash(), state.pending, list(state.events))]
    while not state.over:
        events = apply(state, rng.choice(state.pending.options))
        trace.append((state.hash(), state.pending, list(events)))
    return trace


@pytest.mark.parametrize("players,deck", [(3, "standard"), (5, "promo"), (9, "standard")])
def test_message_steps_run_in_one_go_give_the_game_of_one_step_per_run(monkeypatch, players,
                                                                       deck):
    config = Config(players=players, deck=deck)
    chained = [play(config, seed) for seed in range(6)]
    returns = []

    def run_return(state, f):
        returns.append(state.message["holder"] if state.message else None)
        state.frames.pop()

    def open_window_then_return(state, ctx, open_window=message.open_window):
        open_window(state, ctx)
        if state.pending is None and not state.over:
            state.frames.append({"kind": RETURN})

    monkeypatch.setitem(flow.RUN, RETURN, run_return)
    monkeypatch.setattr(message, "open_window", open_window_then_return)
    plain = [play(config, seed) for seed in range(6)]
    assert plain == chained
    assert sum(len(t) for t in plain) > 200
    assert len(returns) > 50   # the plain games did return to the interpreter between steps
