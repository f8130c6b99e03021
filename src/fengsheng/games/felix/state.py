"""The whole 菲力猫 game state as plain data: every fact once, copied by :meth:`clone`.

Zones of the cards (each card in exactly one, checked by ``tests/felix/test_properties.py``):
``hands`` · ``removed`` (drawn unseen at setup) · ``dummy`` (3 players) · ``row`` · ``won`` ·
``box`` (dogs, chased cats, discarded rows). Zones of the mice: ``mice`` (players, bids not
included) · ``bids`` (in front of the players this auction) · ``on_cards`` (on the mouse
cards) · ``bank``.
"""
from __future__ import annotations

import hashlib

from ..api import Decision

RULES_VERSION = "felix-1"

# phases
COMMIT = "commit"     # players put a card face down in the row, from the start player on
BID = "bid"           # the auction
BUY = "buy"           # nobody bid: the last player may buy the row for 1 (felix.md §1.5)
OVER = "over"

PASS = ("pass", 0)
BUY_ONE = ("buy", 1)


class FelixState:
    __slots__ = ("players", "seed", "rng", "round", "phase", "start", "turn", "hands",
                 "removed", "dummy", "row", "owners", "up", "mice", "bids", "on_cards",
                 "mouse_cards", "bank", "high", "passed", "won", "box",
                 "history", "pending", "step", "over", "events")

    def __init__(self):
        self.events: list[dict] = []   # public events of the last step (not part of the hash)

    def clone(self) -> "FelixState":
        c = FelixState.__new__(FelixState)
        for name in ("players", "seed", "rng", "round", "phase", "start", "turn", "removed",
                     "mouse_cards", "bank", "high", "pending", "step", "over"):
            setattr(c, name, getattr(self, name))
        c.hands = [list(h) for h in self.hands]
        c.won = [list(w) for w in self.won]
        for name in ("dummy", "row", "owners", "up", "mice", "bids", "on_cards", "passed",
                     "box", "history"):
            setattr(c, name, list(getattr(self, name)))
        c.events = []
        return c

    def hash(self) -> str:
        """Digest of everything that decides the rest of the game (events left out)."""
        facts = (self.players, self.rng, self.round, self.phase, self.start, self.turn,
                 self.hands, self.removed, self.dummy, self.row, self.owners, self.up,
                 self.mice, self.bids, self.on_cards, self.bank, self.high, self.passed,
                 self.won, self.box, self.step, self.pending)
        return hashlib.blake2b(repr(facts).encode(), digest_size=16).hexdigest()

    @property
    def row_size(self) -> int:
        """Cards in the row: one per player, plus the dummy's with 3 players (felix.md §1.8)."""
        return len(self.mouse_cards) + 1

    def decision(self, kind: str, seat: int, options: tuple) -> None:
        self.turn = seat
        self.pending = Decision(seat, kind, options)
