"""Bidding (felix.md §1.3 step 3): "The start player acts first: bid any amount ≥ 1, or pass …
A bid is the total you have put in front of you, and it must be strictly higher than the
current high bid. You can bid only mice you have.\""""
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
    pass"; what is already in front of them counts (F13)."""
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
    """"You can bid only mice you have": with none, passing is the only answer (F14)."""
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
