"""Timing points look the same whatever the roles dealt (ruling R6; docs/architecture.md,
"Response windows seen from outside"): the points shown
(``triggers.SHOWN_POINTS``) are those at which an optional skill of any role of the pool may
trigger, and showing them changes no game."""
from __future__ import annotations

import random

from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.ruleset import every_role
from fengsheng.engine.decisions import TRIGGER
from fengsheng.engine.triggers import SHOWN_POINTS
from fengsheng.engine.window import SHOWN, resume
from fengsheng.views import observe

RULES = every_role()   # every released role card


def test_the_points_shown_are_those_of_every_optional_skill_of_the_pool():
    listens = {e for sk in RULES.skills.values() if sk.automatic and sk.optional
               for e in sk.listens}
    assert SHOWN_POINTS == listens


def test_every_trigger_question_follows_a_point_shown_that_looks_the_same():
    """Over random games: whoever is asked at a point, everyone else was shown the point
    just before, with nothing in between they could see."""
    questions = 0
    for players in (3, 9):
        config = Config(players=players, roles=True)
        for seed in range(3):
            state, rng = new_game(config, seed, show_windows=True), random.Random(seed)
            shown = None
            while not state.over:
                d = state.pending
                if d.kind == SHOWN:
                    point = d.prompt == TRIGGER
                    views = [observe(state, s) for s in [None, *range(players)]] if point else None
                    events = resume(state)
                    shown = None if events else views
                    continue
                if d.kind == TRIGGER:
                    questions += 1
                    assert shown is not None
                    others = [None, *(s for s in range(players) if s != d.seat)]
                    assert [observe(state, s) for s in others] == \
                        [shown[0 if s is None else s + 1] for s in others]
                option = d.options[rng.randrange(len(d.options))]
                if d.kind != TRIGGER or option.kind == "yes":   # seen: a new point must show
                    shown = None
                apply(state, option)
    assert questions > 5


def test_showing_the_points_changes_no_state_hash():
    """Resumed at once, a game shown point by point goes through the same states (hashes) as
    without: a point's frame with nobody to ask is not part of the state (a 截获's point waits
    under its 'landed' frame, and decisions are taken over it)."""
    for players in (3, 5, 9):
        config = Config(players=players, roles=True)
        for seed in range(8):
            traces = []
            for show in (False, True):
                state, rng, trace = new_game(config, seed, show_windows=show), \
                    random.Random(seed), []
                while True:
                    while state.pending is not None and state.pending.kind == SHOWN:
                        resume(state)
                    trace.append((state.hash(), state.pending))
                    if state.over:
                        break
                    apply(state, state.pending.options[rng.randrange(len(state.pending.options))])
                traces.append(trace)
            assert traces[0] == traces[1], (players, seed)
