"""End and scoring (felix.md §1.6): the cats you won (negatives subtract; the rabbit scores 0)
plus your mice. Most points wins; a tie goes to the higher cat total; still tied, the win is
shared (F8)."""
from __future__ import annotations

from .cards import value
from .state import FelixState


def cat_points(s: FelixState, seat: int) -> int:
    return sum(value(c) for c in s.won[seat])


def outcome(s: FelixState) -> dict:
    """``scores``, ``cats`` (cat points) and ``winners`` (seats, sorted)."""
    cats = [cat_points(s, p) for p in range(s.players)]
    scores = [cats[p] + s.mice[p] + s.bids[p] for p in range(s.players)]
    best = max(zip(scores, cats))
    return {"scores": scores, "cats": cats,
            "winners": [p for p in range(s.players) if (scores[p], cats[p]) == best]}
