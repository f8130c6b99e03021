"""The tournament: every bot kind plays every seat of every deal, then a ranking by win rate.

Seat and identity rotation. With bot kinds ``n_0 … n_{k-1}`` at ``p`` seats, line-up ``(d, r)``
(``d`` < k, ``r`` < p) puts ``n_{((s + r) mod p + d) mod k}`` at seat ``s``: the kinds dealt
round-robin from kind ``d`` on, turned ``r`` seats. A *block* is every distinct line-up once,
all played on the same deal (same game seed: same identities, hands and deck). In a block each
kind sits at every seat the same number of times, so on that deal it plays every identity as
often as the identity has seats, and comparisons between kinds are made on the same cards:

- 3 kinds at 5 seats: 15 line-ups (``a b c a b``, ``b c a b c``, …, each turned 0–4 seats);
  each kind sits at every seat 5 times, i.e. 25 of the block's 75 seats.
- 2 kinds at 4 seats: 2 line-ups (``a b a b``, ``b a b a``).

A run is a whole number of blocks (``simulate.whole_games`` rounds up), each on its own deal. Win
rates are per seat played with 95% Wilson intervals (``simulate.Rate``); seats of one kind in
one game are not independent (two seats on one side win together), so the intervals are a
little narrower than the truth — see ``docs/simulation.md``.

This module holds the design and the verdicts; ``simulate`` plays it (``mode="tournament"``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .simulate import Summary


def lineups(names: tuple[str, ...], players: int) -> tuple[tuple[str, ...], ...]:
    """The line-ups of one block (bot kind per seat), in playing order (module text).

    Raises ValueError for an empty or repeated list of kinds or fewer than one seat."""
    if not names or len(set(names)) != len(names):
        raise ValueError(f"a tournament needs distinct bot kinds, got {','.join(names)!r}")
    if not isinstance(players, int) or players < 1:
        raise ValueError(f"players must be a positive integer, got {players!r}")
    k = len(names)
    found: dict[tuple[str, ...], None] = {}
    for d in range(k):
        for r in range(players):
            found.setdefault(tuple(names[((s + r) % players + d) % k] for s in range(players)))
    return tuple(found)


def ranking(summary: Summary) -> list[str]:
    """Bot kinds from the highest win rate (over all seats played) to the lowest; ties keep
    the order of the ``--bots`` list."""
    order = list(summary.per_bot)
    return sorted(order, key=lambda b: (-summary.per_bot[b].rate, order.index(b)))


def verdict(summary: Summary, a: str, b: str) -> str:
    """``"above"`` if bot ``a``'s 95% interval lies wholly above ``b``'s, ``"below"`` if wholly
    below, else ``"overlap"``. Raises KeyError for a bot not in the run."""
    (alo, ahi), (blo, bhi) = summary.per_bot[a].ci, summary.per_bot[b].ci
    if alo > bhi:
        return "above"
    if ahi < blo:
        return "below"
    return "overlap"


def verdicts(summary: Summary) -> list[dict]:
    """Every pair in ranking order: ``{"bot", "other", "verdict"}`` for the higher-ranked bot
    against each one below it."""
    order = ranking(summary)
    return [{"bot": a, "other": b, "verdict": verdict(summary, a, b)}
            for i, a in enumerate(order) for b in order[i + 1:]]
