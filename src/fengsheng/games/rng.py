"""The games' only source of randomness: SplitMix64, the state is one int (copied with the game
state for free). 风声's engine and 菲力猫 both draw from here.

Why not ``random.Random``: its 625-word state makes ``clone()`` slow, and its algorithms may
change between Python versions; this generator is tiny, copyable and identical everywhere.
"""
from __future__ import annotations

import numpy as np

from .api import ConfigError

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """风声's initial RNG state for an integer seed (any size, negative allowed: it wraps, as
    every 风声 record and figure so far was made with it)."""
    return seed & _MASK


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


def next_u64(state: int) -> tuple[int, int]:
    """Advance ``state``; return ``(new_state, 64-bit output)``."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Uniform integer in ``[0, n)`` without modulo bias; returns ``(new_state, value)``."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new state. Draw k (k = 1..len-1)
    is ``below(len-k+1)`` on the stream and picks the slot to swap with position len-k.

    SplitMix64's k-th state is ``state + k * gamma``, so the draws do not depend on one another
    and are computed at once with numpy's wrapping uint64 arithmetic. A draw that ``below``
    would reject for bias (about 1 in 2**57) shifts the stream: from it on, the draws are made
    one by one by ``below``."""
    size = len(items)
    if size < 2:
        return state
    steps, ranges, largest = _TABLES.get(size) or _tables(size)
    z = steps + np.uint64(state)
    z ^= z >> _S30
    z *= _M1
    z ^= z >> _S27
    z *= _M2
    z ^= z >> _S31
    draws = (z % ranges).tolist()
    end = (state + _GAMMA * (size - 1)) & _MASK
    if (z > largest).any():
        k = int((z > largest).argmax())
        del draws[k:]
        end = (state + _GAMMA * k) & _MASK
        for n in range(size - k, 1, -1):
            end, j = below(end, n)
            draws.append(j)
    i = size - 1
    for j in draws:
        items[i], items[j] = items[j], items[i]
        i -= 1
    return end


_S30, _S27, _S31 = np.uint64(30), np.uint64(27), np.uint64(31)
_M1, _M2 = np.uint64(0xBF58476D1CE4E5B9), np.uint64(0x94D049BB133111EB)
# list length -> (k * gamma for k = 1..len-1, the range size len-k+1 of draw k, the largest
# draw it accepts); fixed data, one entry per length.
_TABLES: dict[int, tuple] = {}


def _tables(size: int) -> tuple:
    ranges = range(size, 1, -1)
    t = _TABLES[size] = (
        np.arange(1, size, dtype=np.uint64) * np.uint64(_GAMMA),
        np.array(ranges, dtype=np.uint64),
        np.array([(1 << 64) - (1 << 64) % n - 1 for n in ranges], dtype=np.uint64))
    return t
