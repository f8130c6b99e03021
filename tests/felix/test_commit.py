"""Committing cards and the first reveal (felix.md §1.3 steps 1-2; seed L52-53, F3)."""
import re

import numpy as np
import pytest

from fengsheng.games.api import IllegalAction
from fengsheng.games.felix import FELIX

HANDS4 = {0: ["15", "3"], 1: ["11", "5"], 2: ["-8", "8"], 3: ["rabbit", "-5"]}


def test_order_from_start_player_clockwise_left_to_right(pos, act):
    """"Starting with the start player and going clockwise, each player puts one card from hand
    face down in the row … the start player's card goes under the sack card. Each next card goes
    under the next mouse card to the right.\""""
    s = pos(players=4, start=2, hands=HANDS4)
    for seat, card in ((2, "8"), (3, "rabbit"), (0, "15"), (1, "5")):
        act(s, seat, f"commit {card}")
    assert s.owners == [2, 3, 0, 1]
    assert [c % 10 for c in s.row] == [4, 7, 6, 3]


def test_first_reveal_is_the_start_players_card(pos, run):
    """4-5 players: "turn up the leftmost card, which is the start player's own"; the others
    stay face down, and only their owners see them."""
    s = pos(players=4, start=1, hands=HANDS4)
    run(s, "1: commit 11", "2: commit -8", "3: commit -5")
    assert s.up == [False] * 4 and s.pending.kind == "commit"
    run(s, "0: commit 3")
    assert s.up == [True, False, False, False] and s.pending == (1, "bid", s.pending.options)
    for seat in range(4):
        row = FELIX.observe(s, seat)["row"]
        assert [r["card"] is not None for r in row] == [True] + [r["owner"] == seat
                                                                 for r in row[1:]]
    assert [r["card"] for r in FELIX.observe(s, None)["row"]][1:] == [None] * 3


def test_three_players_dummy_first_then_start_player(pos, run):
    """3 players: "the dummy's top card is the leftmost card … followed by the start player's
    card, then the other two"; the first reveal turns up the dummy's card."""
    s = pos(players=3, start=1, hands={0: ["3", "5"], 1: ["8", "11"], 2: ["15", "-5"]},
            dummy=["rabbit", "-8"])
    assert s.pending.seat == 1
    run(s, "1: commit 8", "2: commit 15", "0: commit 5")
    assert s.owners == [-1, 1, 2, 0] and s.up == [True, False, False, False]
    assert s.row[0] % 10 == 7                     # rabbit: the dummy's top card
    assert s.pending.seat == 1 and s.pending.kind == "bid"


def test_a_card_not_in_hand_is_refused_and_nothing_changes(pos):
    s = pos(players=4, start=0, hands=HANDS4)
    before = s.hash()
    for answer in ("commit 11", "commit large_dog", "bid 3", "pass"):
        with pytest.raises(IllegalAction):
            FELIX.apply(s, FELIX.parse_option(answer))
    with pytest.raises(IllegalAction):
        FELIX.apply(s, ("commit", 6), seat=1)     # not seat 1's turn
    assert s.hash() == before


@pytest.mark.parametrize("seat", [True, False, 1.0, "1"])
def test_a_seat_must_be_an_integer_not_equal_to_one(pos, seat):
    """True == 1 and 1.0 == 1 in Python: apply and observe take a seat number, not something
    equal to one, or a bool would pass for seat 1 (and False for seat 0)."""
    s = pos(players=4, start=1, hands=HANDS4)
    before = s.hash()
    option = s.pending.options[0]
    with pytest.raises(IllegalAction, match="is not the one to decide"):
        FELIX.apply(s, option, seat=seat)
    assert s.hash() == before and s.pending.seat == 1
    with pytest.raises(ValueError, match=re.escape("seat must be None or 0..3")):
        FELIX.observe(s, seat)
    FELIX.apply(s, option, seat=np.int64(1))     # the seat itself is fine, numpy's too
    assert s.pending.seat == 2
