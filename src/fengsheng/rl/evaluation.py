"""Confidence intervals for evaluating a policy: its win rate, and its paired difference with a
baseline that played the same deals (the examples in ``examples/``), and the head-to-head
evaluation of a policy against bots that produces them.

Both are score intervals, defined and inside [0, 1] (resp. [−1, 1]) for any number of games
from one on, unlike the normal approximation, which collapses to a point or to NaN for few
games or extreme rates.
"""
from __future__ import annotations

import math
from collections.abc import Sequence


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (default 95%) of a win rate of ``wins`` out of ``games``.
    Returns (low, high) as fractions in [0, 1]. Raises ValueError unless
    ``0 <= wins <= games`` and ``games >= 1``."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"an interval needs at least one game, got games={games!r}")
    if isinstance(wins, bool) or not isinstance(wins, int) or not 0 <= wins <= games:
        raise ValueError(f"wins must be an integer in 0..{games}, got {wins!r}")
    p = wins / games
    d = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def paired_difference_interval(won_a: Sequence[bool], won_b: Sequence[bool],
                               z: float = 1.96) -> tuple[float, float, float]:
    """The difference of two win rates measured on the same deals (``won_a[i]``,
    ``won_b[i]``: whether A, resp. B, won deal i), with Newcombe's score interval for paired
    proportions (Statistics in Medicine 17, 1998, method 10: the two Wilson intervals
    combined through the continuity-corrected correlation of the pairs; the
    "square-and-add" interval of Fagerland, Lydersen & Laake, *Statistical Analysis of
    Contingency Tables*, ch. 8). Returns (difference, low, high) as fractions in [−1, 1].
    Raises ValueError for sequences of different lengths or no deals."""
    n = len(won_a)
    if n != len(won_b):
        raise ValueError(f"both sequences must cover the same deals: {n} != {len(won_b)}")
    if n < 1:
        raise ValueError("an interval needs at least one deal")
    pairs = list(zip(map(bool, won_a), map(bool, won_b)))
    both, only_a = pairs.count((True, True)), pairs.count((True, False))
    only_b = pairs.count((False, True))
    neither = n - both - only_a - only_b
    p1, p2 = (both + only_a) / n, (both + only_b) / n
    l1, u1 = wilson_interval(both + only_a, n, z)
    l2, u2 = wilson_interval(both + only_b, n, z)
    margins = (both + only_a) * (only_b + neither) * (both + only_b) * (only_a + neither)
    # The correlation of the pairs, with Newcombe's continuity correction towards 0.
    cross = both * neither - only_a * only_b
    cross = cross - n / 2 if cross > n / 2 else min(cross, 0)
    phi = cross / math.sqrt(margins) if margins else 0.0
    below = _square_and_add(p1 - l1, u2 - p2, phi)
    above = _square_and_add(u1 - p1, p2 - l2, phi)
    diff = p1 - p2
    return diff, max(-1.0, diff - below), min(1.0, diff + above)


def _square_and_add(a: float, b: float, phi: float) -> float:
    """Newcombe's combination of two one-sided Wilson distances with correlation ``phi``."""
    return math.sqrt(max(0.0, a * a - 2 * phi * a * b + b * b))


def head_to_head(policy, opponents: str = "random", deals: int = 100, seed: int = 0,
                 players: int = 5, **env_kwargs) -> dict:
    """A policy's score against bots, paired on the same deals.

    For deal i (engine seed ``seed + i``) the seat under test is ``i % players``. It is played
    once by ``policy`` (``p(observation) -> action id``, the AEC observation of that seat) and
    once by an ``opponents`` bot; the other seats are ``opponents`` bots in both games, seeded
    alike. ``env_kwargs`` go to :class:`~fengsheng.rl.aec.raw_env` (``observation``, ``roles``,
    …). Returns {'deals', 'policy_wins', 'baseline_wins' (counts), 'policy_interval',
    'baseline_interval' (Wilson), 'difference', 'difference_interval' (Newcombe),
    'won_policy', 'won_baseline' (per deal)}. Raises ValueError for ``deals < 1`` or an
    unknown bot."""
    from ..engine import new_game
    from .aec import raw_env
    from .opponents import act, opponent_factory

    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise ValueError(f"deals must be a positive integer, got {deals!r}")
    bot = opponent_factory(opponents)
    env = raw_env(players=players, **env_kwargs)
    won = {True: [], False: []}
    for i in range(deals):
        seat = i % players
        for with_policy in (True, False):
            game = new_game(env.episode.config, seed + i)
            env.reset(options={"state": game})
            seated = {s: bot(s, (seed + i) * 16 + s) for s in range(players)}
            if with_policy:
                seated[seat] = policy
            while not env.game.over:
                s = env.episode.deciding
                act(env, s, seated[s])
            won[with_policy].append(env.episode.rewards()[seat] > 0)
    wp, wb = sum(won[True]), sum(won[False])
    diff, lo, hi = paired_difference_interval(won[True], won[False])
    return {"deals": deals, "policy_wins": wp, "baseline_wins": wb,
            "policy_interval": wilson_interval(wp, deals),
            "baseline_interval": wilson_interval(wb, deals), "difference": diff,
            "difference_interval": (lo, hi), "won_policy": won[True], "won_baseline": won[False]}


def format_head_to_head(result: dict, opponents: str) -> str:
    """Three lines: the policy's and the bot's win rates in the seat under test (Wilson 95%)
    and their paired difference (Newcombe 95%)."""
    n = result["deals"]
    lines = [f"against {opponents} bots, {n} deals, one seat under test:"]
    for name, k, (lo, hi) in (("policy", result["policy_wins"], result["policy_interval"]),
                              (f"{opponents} bot", result["baseline_wins"],
                               result["baseline_interval"])):
        lines.append(f"  {name:15s} wins {k}/{n} = {100 * k / n:.1f}% "
                     f"[{100 * lo:.1f}, {100 * hi:.1f}]")
    lo, hi = result["difference_interval"]
    lines.append(f"  paired difference (same deals): {100 * result['difference']:+.1f} points "
                 f"[{100 * lo:+.1f}, {100 * hi:+.1f}]")
    return "\n".join(lines)


def print_against_bots(policy, deals: int, seed: int, players: int = 5,
                       bots: tuple[str, ...] = ("random", "heuristic")) -> dict[str, dict]:
    """:func:`head_to_head` against each of ``bots`` in turn, printed with
    :func:`format_head_to_head` and the time it took; returns the results by bot."""
    import time

    results = {}
    for bot in bots:
        start = time.perf_counter()
        results[bot] = head_to_head(policy, bot, deals, seed=seed, players=players)
        print(format_head_to_head(results[bot], bot))
        print(f"  ({time.perf_counter() - start:.0f}s)", flush=True)
    return results
