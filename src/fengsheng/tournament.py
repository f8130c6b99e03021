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

The lab (docs/bots.md, "The lab") adds three things to this design:

- roles fixed per deal: 挑选角色 is answered by :func:`fixed_role` (the offered role the
  heuristic prefers), not by the bots, so every line-up of a block has the same roles and
  therefore the same identities (they are dealt after the choice);
- paired differences (:func:`paired_differences`): per deal, each kind's win rate over its
  seats in the block; the difference between two kinds is averaged over deals with a
  t-interval over deals, i.e. clustered by deal (the games of a block share a deal and are
  not independent);
- seed splits (:data:`SPLITS`): development runs use seeds 0–9999; validation and hold-out
  have one fixed seed each, used only to validate a new version and to confirm.

This module holds the design and the verdicts; ``simulate`` plays it (``mode="tournament"``).
"""
from __future__ import annotations

import math
from collections import defaultdict
from typing import TYPE_CHECKING, Iterable

from .games import get_game

if TYPE_CHECKING:
    from .simulate import GameResult, Summary

ROLE_PREFERENCE = get_game("fengsheng").ROLE_PREFERENCE   # 风声's role choice (bots/role_play.py)

# Run seeds of the lab's splits: dev takes any seed in its range, the others one fixed seed.
DEV_SEEDS = range(0, 10_000)
SPLITS = {"validation": 10_000, "holdout": 20_000}


def split_seed(split: str | None, seed: int) -> int:
    """The run seed of ``split`` (``dev`` or None: ``seed`` itself, which must lie in
    :data:`DEV_SEEDS`; ``validation``/``holdout``: their fixed seed). Raises ValueError for
    an unknown split or a dev seed outside the dev range."""
    if split in (None, "dev"):
        if seed not in DEV_SEEDS:
            raise ValueError(f"seed {seed} is outside the development range "
                             f"{DEV_SEEDS.start}-{DEV_SEEDS.stop - 1}; validation and hold-out "
                             f"deals are played only with --split validation / holdout")
        return seed
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; choose dev, validation or holdout")
    return SPLITS[split]


def fixed_role(decision):
    """The lab's answer to 挑选角色: the offered role the heuristic ranks highest
    (``role_play.ROLE_PREFERENCE``; ties by id), the same whoever sits there."""
    return max(decision.options, key=lambda o: (ROLE_PREFERENCE.get(o.func, 0), o.func))


# Student's t, 97.5% quantile, for 1-20 degrees of freedom (beyond: the expansion below).
T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
        2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086)


def _t975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom: the table up to 20,
    then the Cornish-Fisher expansion (within 0.001 of the table from 20 on)."""
    if df <= len(T975):
        return T975[df - 1]
    z = 1.959964
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df)


def paired_differences(results: Iterable[GameResult], names: Iterable[str]) -> list[dict]:
    """For every pair of kinds ``a`` before ``b`` in ``names``: ``{"bot": a, "other": b,
    "deals", "mean", "ci"}`` — per deal, ``a``'s win rate over its seats on that deal minus
    ``b``'s; mean over the deals where both sat, with a 95% t-interval over deals
    (clustered by deal). ``ci`` is ``(-1, 1)`` with fewer than two deals."""
    wins: dict = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for r in results:
        for s, name in enumerate(r.bots):
            w = wins[r.seed][name]
            w[0] += s in r.winners
            w[1] += 1
    names = list(names)
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            d = [x[a][0] / x[a][1] - x[b][0] / x[b][1] for x in wins.values()
                 if x[a][1] and x[b][1]]
            n = len(d)
            mean = sum(d) / n if n else 0.0
            if n >= 2:
                sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1))
                half = _t975(n - 1) * sd / math.sqrt(n)
                ci = (mean - half, mean + half)
            else:
                ci = (-1.0, 1.0)
            out.append({"bot": a, "other": b, "deals": n, "mean": mean, "ci": ci})
    return out


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
