"""Response windows look the same to everyone whatever the seats hold (docs/architecture.md,
"Response windows seen from outside"; issue 18): for pairs of positions that differ only in
whether seat X can act in a window (识破, 烧毁, 截获, a role skill; tests/window_pairs.py), every
other seat and a spectator are shown the same sequence of views and events, up to the moment X
does something (its passes look like the automatic passes of a seat that could not act), for
2, 3, 5 and 9 living players, with and without roles.

A "sequence" is what a front end that shows windows gives a viewer: the engine with
``show_windows``, a view at each stop (each round of priority, each decision), kept when it
differs from the last one the viewer got or comes with new events.
"""
from __future__ import annotations

import json

import pytest
from window_pairs import KINDS, LIVING, X, is_shown, pair, policy, start, x_answer

from fengsheng.engine import Option, apply
from fengsheng.engine.decisions import RESPOND
from fengsheng.engine.window import resume
from fengsheng.views import observe, visible_events

MOMENTS = 40   # public moments followed after the window opens


def play(spec: dict, use: bool) -> tuple[dict, int]:
    """Drive the position; returns (viewer -> its sequence of (view, events) up to X's first
    action other than a pass, as JSON), the number of times X was asked)."""
    state = start(spec)
    viewers = [s for s in range(state.n) if s != X] + [None]
    seqs: dict = {v: [] for v in viewers}
    last: dict = {v: None for v in viewers}

    def record(events) -> None:
        for v in viewers:
            view = json.dumps(observe(state, v), sort_keys=True)
            evs = json.dumps(visible_events(events, v), sort_keys=True)
            if view != last[v] or events:
                seqs[v].append((view, evs))
                last[v] = view

    record(state.events)
    asked = 0
    while len(seqs[None]) < MOMENTS and not state.over:
        if is_shown(state):
            record(resume(state))
            continue
        d = state.pending
        if d.seat == X:
            if d.kind != RESPOND:
                break   # X acts: the comparison ends
            asked += 1
            option = x_answer(d.options, use)
            if option.kind != "pass":
                break
        else:
            option = Option(*observe(state, d.seat)["pending"]["options"][
                policy(d.seat, observe(state, d.seat)["pending"])])
        record(apply(state, option))
    return seqs, asked


CASES = [(kind, living, roles) for kind in KINDS for living in LIVING for roles in (False, True)
         if kind != "role" or roles]


@pytest.mark.parametrize("kind,living,roles", CASES)
def test_a_seat_that_could_act_and_passed_looks_like_one_that_could_not(kind, living, roles):
    can, cannot = pair(kind, living, roles)
    seen_can, asked = play(can, use=False)
    seen_cannot, not_asked = play(cannot, use=False)
    assert asked > not_asked   # the pair differs where it should
    assert seen_can == seen_cannot
    # the comparison went on past the window X passed in, into the next one
    assert sum(evs.count('"type": "window"') for _, evs in seen_can[None]) >= 2


@pytest.mark.parametrize("kind,living,roles", CASES)
def test_up_to_its_use_a_seat_that_could_act_looks_like_one_that_could_not(kind, living, roles):
    can, cannot = pair(kind, living, roles)
    seen_can, asked = play(can, use=True)
    seen_cannot, _ = play(cannot, use=False)
    assert asked == 1
    for viewer, seq in seen_can.items():
        assert seq, viewer
        assert seq == seen_cannot[viewer][:len(seq)]
