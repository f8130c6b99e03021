"""``state.clone()`` gives an independent copy (design §2: clones for search bots).

- A clone has the same hash and key as its original and shares no mutable object with it
  (lists, dicts, players, frames, the message in transit).
- Advancing or mutating the clone leaves the original's hash unchanged, and vice versa.
- A clone answered with the same answers as its original reaches the same hash at every step.
"""
from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from fengsheng.engine import apply
from fengsheng.engine.state import Hand

from helpers_random import (CONFIGS, advance_random, all_states_share_nothing, mid_game,
                            with_examples)

positions = dict(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1),
                 steps=st.integers(0, 200))


@with_examples(80)
@given(**positions)
def test_a_clone_is_equal_and_shares_no_mutable_object(config, seed, steps):
    state = mid_game(config, seed, seed, steps)
    if state is None:
        return
    twin = state.clone()
    assert twin.hash() == state.hash() and twin.key() == state.key()
    assert all_states_share_nothing(state, twin) == []


@with_examples(80)
@given(**positions, policy=st.integers(0, 2**32 - 1))
def test_advancing_a_clone_leaves_the_original_alone_and_vice_versa(config, seed, steps, policy):
    state = mid_game(config, seed, seed, steps)
    if state is None:
        return
    before_hash, before_key = state.hash(), state.key()
    twin = state.clone()
    advance_random(twin, random.Random(policy))
    assert twin.over
    assert state.hash() == before_hash and state.key() == before_key

    twin = state.clone()
    twin_hash = twin.hash()
    advance_random(state, random.Random(policy))
    assert twin.hash() == twin_hash
    advance_random(twin, random.Random(policy))   # same answers, same game
    assert twin.hash() == state.hash()


@with_examples(60)
@given(**positions)
def test_mutating_a_clone_in_place_leaves_the_original_alone(config, seed, steps):
    """Write into every mutable part of a clone, as a careless search bot might."""
    state = mid_game(config, seed, seed, steps)
    if state is None:
        return
    before_hash, before_key = state.hash(), state.key()
    twin = state.clone()
    for p in twin.players:
        p.hand = Hand(p.hand | 1 << 80)   # a hand is immutable: replaced, as the ops do
        p.messages.append(998)
        p.alive = not p.alive
    twin.deck.append(997)
    twin.discard.append(996)
    twin.removed.append(995)
    for f in twin.frames:
        if f.FIELDS:
            setattr(f, f.FIELDS[0], "mutated")
    if twin.message is not None:
        twin.message["card"] = 994
    twin.stack.append(None)
    assert twin.hash() != before_hash
    assert state.hash() == before_hash and state.key() == before_key


@with_examples(50)
@given(**positions, policy=st.integers(0, 2**32 - 1))
def test_a_clone_replayed_step_by_step_matches_at_every_step(config, seed, steps, policy):
    state = mid_game(config, seed, seed, steps)
    if state is None:
        return
    twin = state.clone()
    rng = random.Random(policy)
    while not state.over:
        o = rng.choice(state.pending.options)
        ev_a = apply(state, o)
        ev_b = apply(twin, o)
        assert twin.hash() == state.hash()
        assert ev_a == ev_b
    assert twin.over and twin.winners == state.winners
