"""The special cases of [SG17] (felix.md §1.5): nobody bid, so the last player, who sees the
whole row, may buy it for exactly 1 mouse; if they pass too, the row goes to the box, the same
start player starts the next round and no mice are put on the mouse cards for it."""
from __future__ import annotations

from . import rounds, win
from .state import BUY, BUY_ONE, PASS, FelixState


def offer_buy(s: FelixState, seat: int) -> None:
    s.phase = BUY
    # With no mouse left they cannot pay the 1 (F7).
    s.decision(BUY, seat, (BUY_ONE, PASS) if s.mice[seat] else (PASS,))


def buy(s: FelixState, seat: int) -> None:
    s.mice[seat] -= 1
    win.win(s, seat, 1, "bought")


def everybody_passes(s: FelixState, seat: int) -> None:
    s.passed[seat] = True
    s.box.extend(s.row)
    summary = {"outcome": "discarded", "winner": None, "price": 0, "kept": [],
               "boxed": list(s.row), "chased": None}
    s.events.append({"type": "pass", "seat": seat, "returned": 0, "took": 0})
    s.events.append({"type": "discard", "cards": list(s.row)})
    rounds.end_round(s, False, summary)
