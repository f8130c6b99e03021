"""rng.shuffle, its draws computed at once with numpy, is the SplitMix64 Fisher-Yates its docstring
defines (``draw_by_draw`` here, one ``below`` per draw): same order, same RNG state after, at every
length and for states near the ends of the 64-bit range. Every deal rests on it."""
from __future__ import annotations

import random

import pytest

from fengsheng.games import rng

def draw_by_draw(state, items):
    for i in range(len(items) - 1, 0, -1):
        state, j = rng.below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


EDGE_STATES = [0, 1, 2**63 - 1, 2**63, 2**64 - 1, 2**64 - 0x9E3779B97F4A7C15,
               0x9E3779B97F4A7C15]


@pytest.mark.parametrize("size", [0, 1, 2, 5, 15, 16, 17, 48, 81, 120])
def test_shuffle_is_fisher_yates_by_below(size):
    states = EDGE_STATES + [random.Random(size * 1000 + k).getrandbits(64) for k in range(60)]
    for state in states:
        fast, plain = list(range(100, 100 + size)), list(range(100, 100 + size))
        assert rng.shuffle(state, fast) == draw_by_draw(state, plain), state
        assert fast == plain, state


def test_shuffle_keeps_the_items():
    items = list("abcdefghijklmnopqrstuvwxyz")
    rng.shuffle(12345, items)
    assert sorted(items) == list("abcdefghijklmnopqrstuvwxyz")
    assert items != sorted(items)


@pytest.mark.parametrize("k", [0, 7, 38])
def test_a_rejected_draw_shifts_the_stream_as_below_does(monkeypatch, k):
    """A draw above the unbiased limit (about 1 in 2**57) is redrawn by below() from the next
    state, which shifts every later draw. Forced here: a table whose limit rejects draw k,
    and a below() that rejects it at the same state."""
    steps, ranges, largest = rng._tables(40)
    state = 987654321
    rejected = (state + 0x9E3779B97F4A7C15 * (k + 1)) & rng._MASK
    limits = largest.copy()
    limits[k] = 0
    monkeypatch.setitem(rng._TABLES, 40, (steps, ranges, limits))
    real_below = rng.below

    def below(s, n):
        if (s + 0x9E3779B97F4A7C15) & rng._MASK == rejected:
            s = (s + 0x9E3779B97F4A7C15) & rng._MASK    # the rejected output, skipped
        return real_below(s, n)

    monkeypatch.setattr(rng, "below", below)
    fast, plain = list(range(40)), list(range(40))
    end = rng.shuffle(state, fast)
    assert end == draw_by_draw(state, plain) and fast == plain
    assert end == (state + 0x9E3779B97F4A7C15 * 40) & rng._MASK     # one output more than 39
