"""Positions both ways: ``to_position(state)`` is the inverse of ``from_position``.

- The exact position of any reachable state (roles off and on, any step, the end included),
  through JSON text, builds a state with the same hash; both then play on alike.
- A malformed exact position is refused with a message naming what is wrong.
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.position import from_position, to_position

from helpers_random import CONFIGS, with_examples

ROLE_CONFIGS = tuple(Config(players=n, roles=True, deck=d) for n in range(3, 10)
                     for d in ("standard", "promo"))


def through_json(state) -> dict:
    return json.loads(json.dumps(to_position(state), ensure_ascii=False))


@with_examples(40)
@given(config=st.sampled_from(CONFIGS + ROLE_CONFIGS), seed=st.integers(0, 2**32 - 1),
       steps=st.integers(0, 300), more=st.integers(0, 20))
def test_the_round_trip_keeps_the_state_hash(config, seed, steps, more):
    state = new_game(config, seed)
    rng = random.Random(seed)
    while not state.over and state.step < steps:
        apply(state, rng.choice(state.pending.options))
    twin = from_position(through_json(state))
    assert twin.hash() == state.hash()
    assert twin.zones() == state.zones()
    for _ in range(more):                  # and the copy plays on as the original does
        if state.over:
            break
        option = rng.choice(state.pending.options)
        assert apply(twin, option) == apply(state, option)
        assert twin.hash() == state.hash()


def test_every_decision_of_role_games_round_trips():
    """Not a sample: every decision of a few role games, 挑选角色 included."""
    checked = 0
    for players in (3, 5, 9):
        state = new_game(Config(players=players, roles=True), players)
        rng = random.Random(players)
        while True:
            assert from_position(through_json(state)).hash() == state.hash()
            checked += 1
            if state.over:
                break
            apply(state, rng.choice(state.pending.options))
    assert checked > 100


@pytest.mark.parametrize("change, message", [
    (lambda p: p["engine"].pop("rng"), "missing rng"),
    (lambda p: p["engine"].update(rng=-1), "64-bit"),
    (lambda p: p["engine"].update(frames=[{"kind": "nap"}]), "unknown kind 'nap'"),
    (lambda p: p["engine"].update(pending=None), "pending exactly while"),
    (lambda p: p["engine"]["pending"].update(options=[["pass", "x"]]), "an option is"),
    (lambda p: p["engine"].update(stack=[{"StackItem": [1, 2]}]), "a StackItem is"),
    (lambda p: p["engine"].update(marks={"x": 1.5}), "not engine data"),
    (lambda p: p["players"][0]["hand"].pop(), "exactly one zone"),
    (lambda p: p.update(seed=3), "position.seed: not part of an exact position"),
    (lambda p: p["engine"].update(secret=1), "unknown key(s) 'secret'"),
])
def test_a_malformed_exact_position_is_refused(change, message):
    state = new_game(Config(players=5), 4)
    rng = random.Random(4)
    for _ in range(12):
        apply(state, rng.choice(state.pending.options))
    spec = through_json(state)
    assert state.players[0].hand, "the test needs a card in seat A's hand"
    change(spec)
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        from_position(spec)


def test_a_failing_game_prints_the_position_before_the_failing_answer():
    from helpers_random import apply_checked
    state = new_game(Config(players=5, roles=True), 8)
    rng = random.Random(8)
    for _ in range(30):
        apply(state, rng.choice(state.pending.options))
    before = state.clone()
    option = rng.choice(state.pending.options)

    def broken(s):
        raise AssertionError("an invariant broke")

    with pytest.raises(AssertionError, match="an invariant broke") as caught:
        apply_checked(state, option, broken)
    text = str(caught.value)
    spec = json.loads(text[text.index("to the position ") + len("to the position "):])
    again = from_position(spec)
    assert again.hash() == before.hash()
    apply(again, option)
    assert again.hash() == state.hash()


def test_a_state_stopped_at_a_shown_round_or_point_round_trips():
    """With ``show_windows`` (front ends, record.Game.rounds) a state stops where a round of
    priority or a timing point is shown, with a decision of no option: its exact position
    builds a state that resumes and plays on as the original does."""
    from fengsheng.engine import window
    state = new_game(Config(players=5, roles=True), 7)
    state.show_windows = True
    rng = random.Random(7)
    shown = 0
    while not state.over and state.step < 150:
        twin = from_position(through_json(state))
        assert twin.hash() == state.hash()
        assert (twin.show_windows, twin.window_shown, twin.point_effects) == (
            state.show_windows, state.window_shown, state.point_effects)
        if state.pending.kind == window.SHOWN:
            shown += 1
            assert window.resume(twin) == window.resume(state)
        else:
            option = rng.choice(state.pending.options)
            assert apply(twin, option) == apply(state, option)
        assert twin.hash() == state.hash()
    assert shown > 20
