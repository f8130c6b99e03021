"""Seeded randomness for the games under ``games/``: SplitMix64, the state is one int (copied
with the game state for free). Same algorithm and outputs as 风声's ``engine/rng.py``, which
moves here when 风声's engine moves under ``games/``."""
from __future__ import annotations

from .api import ConfigError

_MASK = (1 << 64) - 1


def check_seed(seed) -> int:
    """``seed``, the generator's first state, if it is one: an integer from 0 to 2**64 - 1, taken
    as it is (wrapping a larger or negative one would give two seeds the same game).
    ConfigError otherwise."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ConfigError(f"seed must be an integer, not {seed!r}")
    if not 0 <= seed <= _MASK:
        raise ConfigError(f"seed must be from 0 to 2**64 - 1 = {_MASK} (the random generator "
                          f"takes 64 bits), not {seed}")
    return seed


def below(state: int, n: int) -> tuple[int, int]:
    """Uniform integer in ``[0, n)`` without modulo bias; returns ``(new_state, value)``."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        x = z ^ (z >> 31)
        if x < limit:
            return state, x % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
