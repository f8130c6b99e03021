"""The auction's bids (felix.md §1.3 step 3): the start player first, then clockwise among those
who have not passed. A bid is the new total in front of you: at least 1, strictly more than
the high bid, and no more than the mice you have (those in front of you included)."""
from __future__ import annotations

from . import passing
from .state import BID, PASS, FelixState


def open_auction(s: FelixState) -> None:
    s.phase = BID                  # high, bids and passed were cleared when the round began
    ask(s, s.start)


def ask(s: FelixState, seat: int) -> None:
    lowest = s.high + 1            # high is 0 before the first bid, so the first bid is >= 1
    most = s.mice[seat] + s.bids[seat]
    s.decision(BID, seat, (PASS,) + tuple(("bid", x) for x in range(lowest, most + 1)))


def bid(s: FelixState, seat: int, total: int) -> None:
    s.mice[seat] -= total - s.bids[seat]
    s.bids[seat] = s.high = total
    s.events.append({"type": "bid", "seat": seat, "total": total})
    ask(s, passing.next_bidder(s, seat))
