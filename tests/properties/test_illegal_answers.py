"""Illegal answers are refused without change (design §2: "Illegal input raises and leaves the
state exactly as it was. Never substitute a 'close' action").

For random positions we build answers that are not legal — garbage values, a legal option with
one field changed (a card not in hand, another kind or function, a dead, absent or out-of-range
target seat, a bad reference) — and assert that ``apply`` raises ``IllegalAction`` and that
``state.hash()``, ``state.key()``, the pending decision and the last events are unchanged. A
legal option given with the wrong ``seat=`` is refused the same way, and once the game is over
every answer is refused.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengsheng.cards.deck import FUNCTIONS
from fengsheng.engine import Config, IllegalAction, Option, apply, new_game
from fengsheng.notation import KINDS

from helpers_random import CONFIGS, advance_random, mid_game, with_examples

GARBAGE = (None, 0, 1.5, "pass", "use jie_huo c3", b"pass", [], {}, ("use",), ("pass", -1),
           ["pass", -1, "", -1, -1], ("pass", -1, "", -1, -1, -1), Option("nonsense"),
           Option(""), Option("PASS"), object())


def illegal_answers(state, rng: random.Random, per_option: int = 6) -> list:
    """Answers that are not among ``state.pending.options``: garbage, then each of a sample of
    legal options with one field changed to a value that makes it illegal."""
    d = state.pending
    legal = set(d.options)
    n = state.n
    hand = set(state.players[d.seat].hand)
    not_in_hand = [c for c in range(81) if c not in hand]
    dead = [p.seat for p in state.players if not p.alive]
    out = list(GARBAGE)
    for o in rng.sample(d.options, min(4, len(d.options))):
        variants = [o._replace(kind=k) for k in (*KINDS, "bogus", "")]
        variants += [o._replace(card=c) for c in rng.sample(not_in_hand, 3) + [-2, 81, 10**9]]
        variants += [o._replace(func=f) for f in (*FUNCTIONS, "secret", "direct", "text",
                                                   "bogus")]
        variants += [o._replace(seat=s) for s in (*dead, d.seat, n, n + 5, -2, 10**6)]
        variants += [o._replace(ref=r) for r in (-2, 10**6, rng.randrange(0, 200))]
        variants += [o._replace(card=str(o.card)), o._replace(seat=str(o.seat)),
                     o._replace(kind=o.kind.upper()), tuple(o)[:4], (*o, -1)]
        rng.shuffle(variants)
        out += variants[:per_option * 4]
    return [a for a in out if not (isinstance(a, tuple) and a in legal)]


def assert_refused(state, answer, seat=None) -> None:
    before_hash, before_key = state.hash(), state.key()
    pending, events = state.pending, state.events
    with pytest.raises(IllegalAction):
        apply(state, answer, seat=seat)
    assert state.hash() == before_hash
    assert state.key() == before_key
    assert state.pending is pending and state.events is events


@with_examples(80)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1),
       steps=st.integers(0, 150), salt=st.integers(0, 2**16))
def test_illegal_answers_are_refused_without_change(config, seed, steps, salt):
    state = mid_game(config, seed, seed ^ salt, steps)
    if state is None:
        return
    rng = random.Random(salt)
    answers = illegal_answers(state, rng)
    assert len(answers) > len(GARBAGE)
    for a in answers:
        assert_refused(state, a)
    # Still playable, and the legal options still work.
    o = rng.choice(state.pending.options)
    apply(state, o)


@with_examples(60)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1),
       steps=st.integers(0, 150))
def test_a_legal_option_from_the_wrong_seat_is_refused(config, seed, steps):
    state = mid_game(config, seed, seed + 1, steps)
    if state is None:
        return
    d = state.pending
    for s in [*range(state.n), -1, state.n, 99]:
        if s != d.seat:
            for o in d.options[:3]:
                assert_refused(state, o, seat=s)
    apply(state, d.options[0], seat=d.seat)   # the right seat is accepted


@with_examples(40)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_every_answer_is_refused_once_the_game_is_over(config, seed):
    state = new_game(config, seed)
    rng = random.Random(seed)
    seen = []
    advance_random(state, rng, on_step=lambda s, o: seen.append(o))
    assert state.over and state.pending is None
    for a in [*rng.sample(seen, min(20, len(seen))), Option("pass"), None]:
        assert_refused(state, a)
        assert_refused(state, a, seat=0)


def _first_position_with(pred, config=Config(players=5), seed=1):
    state = new_game(config, seed)
    rng = random.Random(seed)
    while not any(pred(o) for o in state.pending.options):
        apply(state, rng.choice(state.pending.options))
        if state.over:
            raise RuntimeError("no such position in this game")
    return state, next(o for o in state.pending.options if pred(o))


def test_an_equal_but_mistyped_card_is_refused_or_harmless():
    state, o = _first_position_with(lambda o: o.kind == "use" and o.card >= 0)
    expected = state.clone()
    apply(expected, o)
    before = state.hash()
    try:
        apply(state, o._replace(card=float(o.card)))
    except IllegalAction:
        assert state.hash() == before
        return
    except Exception:   # any other error must at least leave the state alone
        assert state.hash() == before, "apply failed half-way and changed the state"
        raise
    assert state.hash() == expected.hash()


def test_an_equal_but_mistyped_seat_gives_the_same_state():
    state, o = _first_position_with(lambda o: o.kind == "use" and o.seat == 1)
    expected = state.clone()
    apply(expected, o)
    try:
        apply(state, o._replace(seat=True))
    except IllegalAction:
        return
    assert state.hash() == expected.hash()
