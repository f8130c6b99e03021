"""Committing cards: from the start player clockwise, one card each, face down, left to right
from the sack card; then the first reveal (felix.md §1.3 steps 1-2)."""
from __future__ import annotations

from . import bidding
from .cards import SET_SIZE
from .state import COMMIT, FelixState


def ask(s: FelixState, seat: int) -> None:
    s.decision(COMMIT, seat, tuple(("commit", c % SET_SIZE) for c in s.hands[seat]))


def commit(s: FelixState, seat: int, kind: int) -> None:
    card = seat * SET_SIZE + kind
    s.hands[seat].remove(card)
    slot = len(s.row)
    s.row.append(card)
    s.events.append({"type": "commit", "seat": seat, "slot": slot})   # the card stays hidden
    if len(s.row) < len(s.owners):
        ask(s, s.owners[slot + 1])
    else:
        reveal(s, 0)            # the card under the sack card: the start player's, or the dummy's
        bidding.open_auction(s)


def reveal(s: FelixState, slot: int) -> None:
    s.up[slot] = True
    s.events.append({"type": "reveal", "slot": slot, "card": s.row[slot]})
