"""Passing (felix.md §1.3 step 4): the passer takes back their bid and all the mice of the
lowest mouse card that still has mice, and is out of this auction; the next face-down card
from the left is turned up. When one player is left every card is up (with 3 players the
last two turn up together) and the auction ends."""
from __future__ import annotations

from . import bidding, commit, special, win
from .state import FelixState


def next_bidder(s: FelixState, seat: int) -> int:
    """The next seat clockwise after ``seat`` that has not passed."""
    n = s.players
    for i in range(1, n + 1):
        nxt = (seat + i) % n
        if not s.passed[nxt]:
            return nxt
    raise AssertionError("every seat has passed")   # callers stop at one seat left


def pass_(s: FelixState, seat: int) -> None:
    returned, s.bids[seat] = s.bids[seat], 0
    took = 0
    for i, m in enumerate(s.on_cards):
        if m:
            took, s.on_cards[i] = m, 0
            break
    s.mice[seat] += returned + took
    s.passed[seat] = True
    s.events.append({"type": "pass", "seat": seat, "returned": returned, "took": took})
    left = [p for p in range(s.players) if not s.passed[p]]
    if len(left) > 1:
        commit.reveal(s, s.up.index(False))
        bidding.ask(s, next_bidder(s, seat))
        return
    for slot, up in enumerate(s.up):
        if not up:
            commit.reveal(s, slot)
    # The survivor holds the high bid whenever anyone bid (a seat only gets the turn while
    # someone else holds it, or nobody has bid): "no bid at all" is the only other case.
    if s.high:
        win.win(s, left[0], s.bids[left[0]], "won")
    else:
        special.offer_buy(s, left[0])
