"""Response windows look the same to everyone whatever the seats hold (docs/architecture.md,
"Response windows seen from outside"; issue 18): for pairs of positions that differ only in
whether seat X can act in a window (识破, 烧毁, 截获, a role skill; tests/window_pairs.py), every
other seat and a spectator are shown the same sequence of views and events, up to the moment X
does something (its passes look like the automatic passes of a seat that could not act), for
2, 3, 5 and 9 living players, with and without roles.

A "sequence" is what a front end that shows windows gives a viewer: the moments of a
``record.Game`` whose state shows windows (each round of priority, then the state an answer led
to), a view at each, kept when it differs from the last one the viewer got or comes with new
events.
"""
from __future__ import annotations

import json

import pytest
from window_pairs import KINDS, LIVING, ROLE_KINDS, X, pair, policy, start, x_answer, x_asked

from fengsheng.engine import Option
from fengsheng.record import Game
from fengsheng.views import observe, visible_events

MOMENTS = 40   # public moments followed after the window opens


def play(spec: dict, use: bool) -> tuple[dict, int]:
    """Drive the position; returns (viewer -> its sequence of (view, events) up to X's first
    action other than a pass, as JSON), the number of times X was asked)."""
    state = start(spec)
    game = Game.new(state.config, 0, state=state)
    viewers = [s for s in range(state.n) if s != X] + [None]
    seqs: dict = {v: [] for v in viewers}
    last: dict = {v: None for v in viewers}
    shown = 0   # events shown so far

    def record() -> None:
        nonlocal shown
        for moment, n in game.moments():
            for v in viewers:
                view = json.dumps(observe(moment, v), sort_keys=True)
                evs = json.dumps(visible_events(game.events[shown:n], v), sort_keys=True)
                if view != last[v] or n > shown:
                    seqs[v].append((view, evs))
                    last[v] = view
            shown = n

    record()
    asked = 0
    while len(seqs[None]) < MOMENTS and not game.state.over:
        d = game.state.pending
        if d.seat == X:
            if not x_asked(d.kind):
                break   # X acts: the comparison ends
            asked += 1
            option = x_answer(d.kind, d.options, use)
            if option.kind not in ("pass", "no"):
                break
        else:
            pending = observe(game.state, d.seat)["pending"]
            option = Option(*pending["options"][policy(d.seat, pending)])
        game.play(option, d.seat)
        record()
    return seqs, asked


CASES = [(kind, living, roles) for kind in KINDS for living in LIVING for roles in (False, True)
         if kind not in ROLE_KINDS or roles]


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


AHEAD = [(kind, living, roles) for kind in KINDS if kind not in ("shi_po", "reveal")
         for living in LIVING for roles in (False, True) if kind not in ROLE_KINDS or roles]


@pytest.mark.parametrize("kind,living,roles", AHEAD)
def test_a_seat_that_passed_before_x_sees_the_round_go_on_either_way(kind, living, roles):
    """A, asked before X in the round, passes: after its pass it must see the round go on
    whether X is asked next or the round ends (at a table everyone after it is asked)."""
    can, cannot = pair(kind, living, roles, ahead=True)
    seen_can, asked = play(can, use=False)
    seen_cannot, not_asked = play(cannot, use=False)
    assert asked > not_asked
    assert seen_can == seen_cannot
