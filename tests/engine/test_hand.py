"""A hand is the set of its card ids as one int (``engine.state.Hand``): the form windows read
is the hand itself, so there is no index to keep in step. It reads as the sequence of its card
ids in card-id order, is immutable, and only engine/ops.py gives a player a new one."""
from __future__ import annotations

import pytest

from fengsheng.engine import Config, new_game
from fengsheng.engine.ops import into_hand, out_of_hand, set_hand
from fengsheng.engine.state import Hand, card_ids


def test_a_hand_reads_as_its_card_ids_in_card_id_order():
    hand = Hand.of([70, 3, 44])
    assert hand == (1 << 3) | (1 << 44) | (1 << 70)
    assert list(hand) == card_ids(hand) == [3, 44, 70]
    assert len(hand) == 3 and hand[0] == 3 and hand[-1] == 70
    assert 44 in hand and 45 not in hand and -1 not in hand and None not in hand
    assert not Hand(0) and list(Hand(0)) == []
    assert repr(hand) == "Hand([3, 44, 70])"


def test_a_card_twice_in_one_hand_is_refused():
    with pytest.raises(ValueError, match="twice"):
        Hand.of([5, 5])


def test_a_hand_cannot_be_changed_in_place():
    hand = Hand.of([1, 2])
    for method in ("append", "remove", "extend", "clear"):
        assert not hasattr(hand, method)


def test_a_clone_shares_nothing_that_changes():
    state = new_game(Config(players=5), 3)
    twin = state.clone()
    card = twin.deck.pop()
    into_hand(twin, 2, card)
    assert card in twin.players[2].hand and card not in state.players[2].hand
    out_of_hand(twin, 2, card)
    assert twin.players[2].hand == state.players[2].hand


def test_taking_a_card_not_held_changes_nothing():
    state = new_game(Config(players=5), 4)
    card = state.deck[-1]
    before = state.hash()
    with pytest.raises(ValueError, match="not in seat 0's hand"):
        out_of_hand(state, 0, card)
    assert state.hash() == before


def test_setting_a_hand_marks_the_state_for_the_mission_check():
    state = new_game(Config(players=5, roles=True), 5)
    state.unchecked = False
    set_hand(state, 1, [state.deck.pop()])
    assert state.unchecked and len(state.players[1].hand) == 1
