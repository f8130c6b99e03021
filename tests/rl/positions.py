"""Random positions for the RL tests, with and without role cards (seeded, reproducible)."""
from __future__ import annotations

import random

from fengsheng.engine import Config, apply, new_game

from helpers_random import CONFIGS, mid_game


def role_position(players: int, seed: int, steps: int):
    """A position ``steps`` random answers into a game with role cards (one answer before the
    end if it would end sooner, so a decision is pending); None if it ends at once."""
    config = Config(players=players, roles=True, deck=("standard", "promo")[seed % 2])
    state = new_game(config, seed)
    rng = random.Random(seed)
    while state.step < steps:
        nxt = state.clone()
        apply(nxt, rng.choice(nxt.pending.options))
        if nxt.over:
            break
        state = nxt
    return None if state.over else state


def positions(count: int, seed: int):
    """``count`` mid-game positions over every configuration of ``helpers_random.CONFIGS``
    and every table size with roles, alternating."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        k = len(out)
        if k % 2:
            state = role_position(rng.randrange(3, 10), rng.randrange(2**32), rng.randrange(0, 250))
        else:
            state = mid_game(rng.choice(CONFIGS), rng.randrange(2**32), rng.randrange(2**32),
                             rng.randrange(0, 250))
        if state is not None:
            out.append(state)
    return out
