"""Bidding (felix.md §1.3 step 3): "The start player acts first: bid any amount ≥ 1, or pass …
A bid is the total you have put in front of you, and it must be strictly higher than the
current high bid. You can bid only mice you have.\""""
import numpy as np
import pytest

from fengsheng.games.api import IllegalAction
from fengsheng.games.felix import FELIX

HANDS = {0: ["15"], 1: ["11"], 2: ["8"], 3: ["5"]}
COMMIT = ("0: commit 15", "1: commit 11", "2: commit 8", "3: commit 5")


def bids(s):
    return [n for verb, n in s.pending.options if verb == "bid"]


def test_start_player_opens_with_any_amount_from_one(pos, run):
    s = pos(players=4, start=0, hands=HANDS)
    run(s, *COMMIT)
    assert s.pending.seat == 0 and bids(s) == list(range(1, 16))
    assert ("pass", 0) in s.pending.options and ("bid", 0) not in s.pending.options


def test_strictly_higher_and_never_more_than_you_hold(pos, run):
    s = pos(players=4, start=0, hands=HANDS, mice=[15, 15, 9, 15], bank=21)
    run(s, *COMMIT, "0: bid 4", "1: bid 5")
    assert bids(s) == list(range(6, 10))          # seat 2 holds 9 mice
    with pytest.raises(IllegalAction):
        FELIX.apply(s, ("bid", 5))                # equal is not higher (felix.md §1.7)
    with pytest.raises(IllegalAction):
        FELIX.apply(s, ("bid", 10))


def test_a_raise_is_a_new_total_paid_by_the_difference(pos, run):
    """"If the turn comes back to a player who already bid, they must raise their own total or
    pass"; what is already in front of them counts (F12)."""
    s = pos(players=4, start=0, hands=HANDS)
    run(s, *COMMIT, "0: bid 4", "1: bid 5", "2: pass", "3: bid 7")
    assert s.pending.seat == 0 and bids(s) == list(range(8, 16))   # 11 in hand + 4 in front
    run(s, "0: bid 12")
    assert s.mice[0] == 3 and s.bids[0] == 12 and s.high == 12


def test_passed_players_are_skipped(pos, run):
    s = pos(players=4, start=0, hands=HANDS)
    run(s, *COMMIT, "0: bid 1", "1: pass", "2: bid 2", "3: pass")
    assert s.pending.seat == 0
    run(s, "0: bid 3")
    assert s.pending.seat == 2


def test_no_mice_no_bid(pos, run):
    """"You can bid only mice you have": with none, passing is the only answer (F12)."""
    s = pos(players=4, start=0, hands=HANDS, mice=[0, 15, 15, 15], bank=30)
    run(s, *COMMIT)
    assert s.pending.options == (("pass", 0),)


def test_bids_are_public_mice_are_not(pos, run):
    s = pos(players=4, start=0, hands=HANDS, mice=[15, 20, 10, 15], bank=15)
    run(s, *COMMIT, "0: bid 3")
    for seat in range(4):
        obs = FELIX.observe(s, seat)
        assert [t["bid"] for t in obs["table"]] == [3, 0, 0, 0] and obs["high"] == 3
        assert obs["you"]["mice"] == s.mice[seat] and "mice" not in obs
        assert "options" not in obs["pending"] or obs["pending"]["yours"]


@pytest.mark.parametrize("answer", [("bid", 4.0), ("bid", True), ("commit", 0.0), ("bid", "4"),
                                    ("bid", 4, 0), "bid 4", None])
def test_an_answer_that_only_compares_equal_is_refused_and_nothing_changes(pos, run, answer):
    """apply takes an option, not something equal to one: 4.0 or True as a bid would put a float
    or a bool among the mice and write "bid 4.0" / "bid True" into the record, which then no
    longer replays."""
    s = pos(players=4, start=0, hands=HANDS)
    if answer and answer[0] == "bid":
        run(s, *COMMIT)
    before = s.hash()
    with pytest.raises(IllegalAction):
        FELIX.apply(s, answer)
    assert s.hash() == before


def test_an_integer_of_another_type_is_taken_as_the_option_itself(pos, run):
    """An RL agent's numpy integer is the same bid; the state holds the game's own int, so the
    hash (and a record of the game) is the same as with a plain int."""
    a, b = pos(players=4, start=0, hands=HANDS), pos(players=4, start=0, hands=HANDS)
    run(a, *COMMIT, "0: bid 4")
    run(b, *COMMIT)
    FELIX.apply(b, ("bid", np.int64(4)))
    assert type(b.bids[0]) is int and b.hash() == a.hash()
