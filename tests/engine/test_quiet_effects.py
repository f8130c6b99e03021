"""The card effects registered QUIET (cards/rules.py, engine/effects.py QUIET_EFFECTS) change
nothing the mission check reads, at any step of their resolution: every player's hand,
messages, identity and life, the deaths, and the victory/landed/death frames stay as they were.
(The mission check is skipped after such a step: engine/flow.py QUIET.)"""
from __future__ import annotations

import random

from fengsheng.engine import Config, flow, new_game
from fengsheng.engine.effects import QUIET_EFFECTS


def _read_by_the_check(state):
    return (tuple((tuple(p.hand), tuple(p.messages), p.identity, p.alive, p.lost)
                  for p in state.players),
            state.deaths, state.over,
            tuple(f["kind"] for f in state.frames if f["kind"] in ("victory", "landed", "death")))


def test_quiet_effects_change_nothing_the_mission_check_reads():
    assert QUIET_EFFECTS == {"suo_ding", "diao_hu_li_shan", "shi_po", "po_yi", "tui_hui"}
    steps = {func: 0 for func in QUIET_EFFECTS}
    for players in (5, 9):
        config = Config(players=players, roles=True)
        for seed in range(15):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                flow.answer(state, rng.choice(state.pending.options))
                while state.pending is None and not state.over:
                    f = state.frames[-1]
                    quiet = f["kind"] == "effect" and f["func"] in QUIET_EFFECTS
                    before = _read_by_the_check(state) if quiet else None
                    flow.step(state)   # the step and the mission check after it
                    if quiet:
                        assert _read_by_the_check(state) == before, (f["func"], seed)
                        steps[f["func"]] += 1
    assert all(n > 0 for n in steps.values()), steps
