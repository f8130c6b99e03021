"""The deck shuffle computed with numpy (rng.shuffle) gives exactly the plain one-draw-at-a-time
SplitMix64 Fisher-Yates (rng.shuffle_plain): same order, same RNG state after, at every length
and for states near the ends of the 64-bit range."""
from __future__ import annotations

import random

import pytest

from fengsheng.games import rng

EDGE_STATES = [0, 1, 2**63 - 1, 2**63, 2**64 - 1, 2**64 - 0x9E3779B97F4A7C15,
               0x9E3779B97F4A7C15]


@pytest.mark.parametrize("size", [0, 1, 2, 5, 15, 16, 17, 48, 81, 120])
def test_shuffle_is_the_plain_shuffle(size):
    states = EDGE_STATES + [random.Random(size * 1000 + k).getrandbits(64) for k in range(60)]
    for state in states:
        fast, plain = list(range(100, 100 + size)), list(range(100, 100 + size))
        assert rng.shuffle(state, fast) == rng.shuffle_plain(state, plain), state
        assert fast == plain, state


def test_shuffle_keeps_the_items():
    items = list("abcdefghijklmnopqrstuvwxyz")
    rng.shuffle(12345, items)
    assert sorted(items) == list("abcdefghijklmnopqrstuvwxyz")
    assert items != sorted(items)


def test_a_rejected_draw_falls_back_to_the_plain_shuffle(monkeypatch):
    """A draw above the unbiased limit (about 1 in 2**57) must be redrawn as below() does: the
    vector path cannot, so it hands the whole shuffle to the plain one. Forced here by a table
    that rejects every draw."""
    steps, ranges, _ = rng._tables(40)
    monkeypatch.setitem(rng._TABLES, 40, (steps, ranges, ranges * 0))
    fast, plain = list(range(40)), list(range(40))
    assert rng.shuffle(987654321, fast) == rng.shuffle_plain(987654321, plain)
    assert fast == plain
    monkeypatch.undo()
    again = list(range(40))
    assert rng.shuffle(987654321, again) == rng.shuffle_plain(987654321, list(range(40)))
    assert again == plain
