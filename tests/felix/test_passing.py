"""Passing (felix.md §1.3 step 4; seed L53, F4, F6): the passer takes back their bid and
all the mice of the lowest mouse card still holding mice, is out of this auction, and the next
face-down card from the left is turned up."""
from fengsheng.games.felix import FELIX

HANDS5 = {0: ["15"], 1: ["11"], 2: ["8"], 3: ["5"], 4: ["3"]}
COMMIT5 = ("0: commit 15", "1: commit 11", "2: commit 8", "3: commit 5", "4: commit 3")


def test_kth_passer_takes_the_kth_mouse_card_and_a_card_turns_up(pos, run):
    """"In practice the k-th player to pass gets the k-th mouse card: 2 → 3 → 4 → 6 with 5
    players" and "Then the next face-down card from the left is turned up.\""""
    s = pos(players=5, start=0, hands=HANDS5)
    run(s, *COMMIT5, "0: bid 2", "1: bid 3")
    taken = []
    for seat in (2, 3, 4, 0):
        before = s.mice[seat] + s.bids[seat]
        run(s, f"{seat}: pass")
        taken.append(s.mice[seat] - before)
        if seat != 0:
            assert s.up == [True] * (len(taken) + 1) + [False] * (4 - len(taken))
    assert taken == [2, 3, 4, 6]
    assert s.won[1] and s.mice[0] == 15 + 6           # seat 0's bid of 2 came back


def test_takes_nothing_when_the_mouse_cards_are_empty(pos, run):
    """"If the bank cannot fill all the mouse cards, none is filled this round, and players who
    pass next round get nothing."""
    s = pos(players=4, start=0, hands={0: ["15"], 1: ["11"], 2: ["8"], 3: ["5"]},
            on_cards=[0, 0, 0], bank=27)
    run(s, "0: commit 15", "1: commit 11", "2: commit 8", "3: commit 5", "0: bid 1")
    run(s, "1: pass", "2: pass")
    assert s.mice[1] == s.mice[2] == 15


def test_three_player_reveal_order(pos, run):
    """"3 players: after the first pass, turn up the start player's card (two cards up, two
    down). When only one player is left, turn up the last two cards.\""""
    s = pos(players=3, start=0, hands={0: ["15"], 1: ["11"], 2: ["8"]}, dummy=["5"])
    run(s, "0: commit 15", "1: commit 11", "2: commit 8", "0: bid 1", "1: pass")
    assert s.up == [True, True, False, False]
    assert FELIX.observe(s, 2)["row"][1]["card"] == 6      # the start player's 15, kind 6
    run(s, "2: pass")
    assert s.history[-1]["row"] and s.won[0]                 # seat 0 took the whole row
    assert s.mice[1] == 18 and s.mice[2] == 21               # the 3, then the 6


def test_pass_gives_back_the_bid(pos, run):
    s = pos(players=4, start=0, hands={0: ["15"], 1: ["11"], 2: ["8"], 3: ["5"]})
    run(s, "0: commit 15", "1: commit 11", "2: commit 8", "3: commit 5",
        "0: bid 5", "1: bid 6", "2: pass", "3: pass", "0: pass")
    assert s.mice[0] == 15 + 6 and s.mice[1] == 15 - 6
