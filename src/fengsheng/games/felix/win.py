"""Winning the sack (felix.md §1.3 step 5): the last player left pays their whole bid to the
bank, the dogs are resolved, the rest goes to their won pile, and they take the start-player
marker. A row bought for 1 mouse after nobody bid (§1.5) ends the same way."""
from __future__ import annotations

from . import dogs, rounds
from .state import FelixState


def win(s: FelixState, seat: int, price: int, how: str) -> None:
    """``price`` is already out of the winner's mice: in ``bids[seat]`` after an auction, or
    taken by ``special.buy``."""
    s.bids[seat] = 0
    s.bank += price
    kept, boxed, chased = dogs.resolve(s.row)
    s.won[seat].extend(kept)
    s.box.extend(boxed)
    s.start = seat
    summary = {"outcome": how, "winner": seat, "price": price, "kept": kept, "boxed": boxed,
               "chased": chased}
    s.events.append({"type": "win", **summary})
    rounds.end_round(s, True, summary)
