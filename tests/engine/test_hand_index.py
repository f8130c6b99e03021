"""The hand index (``Player.hand_bits``, ``GameState.hand_bits``; GameState.index_hands) that
response windows read instead of the hands must name every card in a hand, at every decision
of real games, in clones, and after a hand is set directly. Without role cards every card
move goes through engine/ops.py and the index is exact; role skills that take a card out of a
hand by other means may leave its bit set (a superset costs speed, never a wrong answer)."""
from __future__ import annotations

import random

import pytest

from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.ops import into_hand, out_of_hand


def bits_of(cards) -> int:
    return sum(1 << c for c in cards)


def check(state, exact: bool) -> None:
    union = 0
    for p in state.players:
        held = bits_of(p.hand)
        union |= held
        if exact:
            assert p.hand_bits == held, (p.seat, state.step)
        else:
            assert p.hand_bits & held == held, (p.seat, state.step)
    if exact:
        assert state.hand_bits == union, state.step
    else:
        assert state.hand_bits & union == union, state.step


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
            check(state, exact=not config.roles)
            apply(state, rng.choice(state.pending.options))
            decisions += 1
        check(state, exact=not config.roles)
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
    check(twin, exact=True)
    check(state, exact=True)


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
    check(state, exact=True)
