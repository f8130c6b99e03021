"""Determinism (design §2, §6.5): same seed + same answers ⇒ same game, in any process.

(a) Two runs with the same seed and answers give the same hash after every answer (and the
    same events); (b) calls to the global ``random`` between steps change nothing; (c) two
    subprocesses with different ``PYTHONHASHSEED`` print identical hash sequences.
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from fengsheng.engine import apply, new_game

from helpers_random import CONFIGS, MAX_ANSWERS, with_examples

games = dict(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**64 - 1),
             policy=st.integers(0, 2**32 - 1))


def hash_sequence(config, seed, policy, noise=None) -> list[str]:
    """The hash (and a digest of the events) after every answer of a seeded game; ``noise``
    is called between steps."""
    state = new_game(config, seed)
    rng = random.Random(policy)
    out = [state.hash() + repr(state.events)]
    while not state.over:
        assert len(out) <= MAX_ANSWERS
        if noise:
            noise()
        evs = apply(state, rng.choice(state.pending.options))
        if noise:
            noise()
        out.append(state.hash() + repr(evs))
    return out


@with_examples(40)
@given(**games)
def test_same_seed_and_answers_give_the_same_hashes(config, seed, policy):
    assert hash_sequence(config, seed, policy) == hash_sequence(config, seed, policy)


@with_examples(15)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_different_seeds_give_different_games(config, seed):
    """Not a law, but shows the hash sequence depends on the seed (the test above can fail)."""
    a = hash_sequence(config, seed, 1)
    b = hash_sequence(config, seed + 1, 1)
    assert a[0] != b[0]


@with_examples(30)
@given(**games, noise_seed=st.integers(0, 2**32 - 1))
def test_the_global_random_changes_nothing(config, seed, policy, noise_seed):
    clean = hash_sequence(config, seed, policy)
    junk = list(range(50))
    counter = [noise_seed]

    def noise():
        counter[0] += 1
        random.seed(counter[0])
        random.random()
        random.shuffle(junk)
        random.getrandbits(64)
        if counter[0] % 3 == 0:
            random.seed()   # from the OS: truly unpredictable

    state = random.getstate()
    try:
        noisy = hash_sequence(config, seed, policy, noise)
    finally:
        random.setstate(state)
    assert noisy == clean


_SCRIPT = """
import random, sys
from fengsheng.engine import Config, apply, new_game
sys.path.insert(0, {tests!r})
from helpers_random import CONFIGS
for i, config in enumerate(CONFIGS):
    for seed in (i, 1000 + i):
        state = new_game(config, seed)
        rng = random.Random(seed)
        print(config, seed, state.hash())
        while not state.over:
            apply(state, rng.choice(state.pending.options))
            print(state.hash())
        print(state.winners, state.end_reason)
"""


def _run_with_hashseed(value: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": value}
    script = _SCRIPT.format(tests=str(Path(__file__).resolve().parents[1]))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=300, check=True)
    return done.stdout


def test_hashes_do_not_depend_on_pythonhashseed():
    """40 games (two per configuration) in processes with different string hashing."""
    a = _run_with_hashseed("0")
    b = _run_with_hashseed("12345")
    assert a.count("\n") > 40 * 20
    assert a == b
