"""Ratings: OpenSkill's Plackett–Luce model (the ``openskill`` library, Weng & Lin 2011) over
finished games, written to ``ratings`` and ``game_seats`` (docs/web-server.md, *Ratings*).

A game is rated when every seat is an account or a bot, with at least one account (a guest at
the table, or bots alone: not rated). Each bot kind (heuristic, ismcts, random) has one rating,
so every level shows its strength. A seat the stand-in bot played for a while still counts as
its player's.

Teams and ranks (:func:`placings`): seats of one faction (潜伏战线, 军情处) with the same result
form one team — a faction wins together; each 打酱油的 is a team of their own. Rank 1: the
winners. A draw (nobody wins: everyone out, the turn limit): everybody rank 1. A stolen
victory (a 机密任务 took another seat's declaration): the taker (and whoever joins it) rank 1,
the seats the taken declaration would have made win rank 2, the rest rank 3. Otherwise
everyone who did not win: rank 2.
"""
from __future__ import annotations

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
FACTIONS = ("underground", "military")
# The number shown: OpenSkill's ordinal (mu − 3 sigma, what the player is at least worth with
# 99.7% confidence) scaled so that a new player shows 1000 and rises as games confirm them.
DISPLAY_SCALE, DISPLAY_START = 40, 1000


def shown(mu: float, sigma: float) -> int:
    return round(MODEL.rating(mu=mu, sigma=sigma).ordinal(alpha=DISPLAY_SCALE,
                                                          target=DISPLAY_START))


def subject(entry: dict, accounts: set[int]) -> tuple[str, object] | None:
    """Who a seat's rating belongs to: ``("player", id)`` for an account, ``("bot", kind)``;
    None for a guest."""
    if entry.get("bot"):
        return ("bot", entry["bot"])
    pid = entry.get("player_id")
    return ("player", pid) if pid in accounts else None


def placings(winners, identities, taken_from=None) -> tuple[list[int], list[tuple]]:
    """``(rank per seat, team key per seat)`` of a finished game (see the module's doc)."""
    n = len(identities)
    winners = set(winners or ())
    if not winners:
        ranks = [1] * n
    elif taken_from is not None and taken_from >= 0:
        robbed = identities[taken_from]
        would_have = {s for s in range(n) if s == taken_from
                      or (robbed in FACTIONS and identities[s] == robbed)}
        ranks = [1 if s in winners else 2 if s in would_have else 3 for s in range(n)]
    else:
        ranks = [1 if s in winners else 2 for s in range(n)]
    teams = [(identities[s], ranks[s]) if identities[s] in FACTIONS else ("seat", s)
             for s in range(n)]
    return ranks, teams


def rate(seats: list[tuple], ranks: list[int], teams: list[tuple],
         prior: dict[tuple, tuple[float, float]]) -> tuple[list[tuple], dict[tuple, tuple]]:
    """One game's update. ``seats``: the subject of each seat; ``prior``: subject → (mu,
    sigma) (missing: a new rating). Returns ``(per seat (mu, sigma) after, subject → new (mu,
    sigma))``. A bot kind in several seats enters each from the same prior; its new rating is
    the mean of those seats' results."""
    order = list(dict.fromkeys(teams))
    members = {t: [s for s in range(len(seats)) if teams[s] == t] for t in order}
    start = {subj: MODEL.rating(mu=v[0], sigma=v[1]) if (v := prior.get(subj)) else MODEL.rating()
             for subj in set(seats)}
    game_teams = [[MODEL.rating(mu=start[seats[s]].mu, sigma=start[seats[s]].sigma)
                   for s in members[t]] for t in order]
    rated = MODEL.rate(game_teams, ranks=[ranks[members[t][0]] for t in order])
    after: list[tuple] = [None] * len(seats)
    for t, team in zip(order, rated):
        for s, r in zip(members[t], team):
            after[s] = (r.mu, r.sigma)
    new = {}
    for subj in set(seats):
        mine = [after[s] for s in range(len(seats)) if seats[s] == subj]
        new[subj] = (sum(m for m, _ in mine) / len(mine), sum(g for _, g in mine) / len(mine))
    return after, new
