"""The hand index (``Player.hand_bits``, ``GameState.hand_bits``; GameState.index_hands) that
response windows read instead of the hands must name every card in a hand, at every decision
of real games, in clones, and after a hand is set directly. Every card move, role skills'
included, goes through engine/ops.py, so the index is exact (a bit left set would only cost
speed: a window then looks at that hand card by card)."""
from __future__ import annotations

import random

import pytest

from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.ops import into_hand, out_of_hand


def bits_of(cards) -> int:
    return sum(1 << c for c in cards)


def check(state) -> None:
    union = 0
    for p in state.players:
        held = bits_of(p.hand)
        union |= held
        assert p.hand_bits == held, (p.seat, state.step)
    assert state.hand_bits == union, state.step


@pytest.mark.parametrize("config", [Config(players=n, roles=r, deck=d)
                                    for n in (3, 5, 9) for r in (False, True)
                                    for d in ("standard", "promo")],
                         ids=lambda c: f"{c.players}p-{c.deck}-{'roles' if c.roles else 'plain'}")
def test_the_hand_index_names_every_card_in_a_hand_at_every_decision(config):
    decisions = 0
    for seed in range(8):
        state = new_game(config, seed)
        rng = random.Random(seed)
        while not state.over:
            check(state)
            apply(state, rng.choice(state.pending.options))
            decisions += 1
        check(state)
    assert decisions > 200


def test_a_clone_has_its_own_index():
    state = new_game(Config(players=5), 3)
    twin = state.clone()
    card = twin.deck[-1]
    twin.deck.pop()
    into_hand(twin, 2, card)
    assert twin.players[2].hand_bits >> card & 1 and twin.hand_bits >> card & 1
    assert not state.players[2].hand_bits >> card & 1 and not state.hand_bits >> card & 1
    out_of_hand(twin, 2, card)
    check(twin)
    check(state)


def test_taking_a_card_not_held_changes_nothing():
    state = new_game(Config(players=5), 4)
    card = state.deck[-1]
    before = state.hash(), [p.hand_bits for p in state.players], state.hand_bits
    with pytest.raises(ValueError):
        out_of_hand(state, 0, card)
    assert before == (state.hash(), [p.hand_bits for p in state.players], state.hand_bits)


def test_index_hands_rebuilds_the_index_of_hands_set_directly():
    state = new_game(Config(players=5), 5)
    state.players[1].hand, state.players[3].hand = state.players[3].hand, [state.deck.pop()]
    state.index_hands()
    check(state)
