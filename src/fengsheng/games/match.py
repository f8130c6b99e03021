"""Bot matches for any game through the interface: ``fengsheng simulate/tournament --game``.

Design (as ``fengsheng.tournament``): with bot kinds ``k_0 … k_{m-1}`` at ``p`` seats, a *block*
is every line-up of ``tournament.lineups`` (the kinds dealt round-robin, turned through every
seat) played on one deal: the same game seed, so the same removed cards, hands and start
player. Each kind sits at every seat equally often within a block, and comparisons are made on
the same cards. A run is a whole number of blocks, deal seeds ``simulate.game_seed(seed, block)``.

Figures per kind: mean score and mean win share (a shared win counts 1/k), with 95% intervals
over blocks; and, for every pair, the paired difference (a's mean minus b's, block by block:
the deal's luck cancels) with its 95% interval — the verdict is "above" / "below" when the
interval excludes 0, else "overlap".
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field

from ..parallel import open_backend, run_in_order
from ..simulate import bot_seed, game_seed
from ..tournament import lineups
from . import get_game
from .bots import bot_kinds, make_bot, play_game


@dataclass(frozen=True)
class Interval:
    """A mean over ``n`` deals with its normal 95% interval (None with a single deal)."""
    mean: float
    lo: float | None
    hi: float | None
    n: int

    @classmethod
    def of(cls, xs: list[float]) -> "Interval":
        n = len(xs)
        mean = sum(xs) / n
        if n < 2:
            return cls(mean, None, None, n)
        half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)
        return cls(mean, mean - half, mean + half, n)


@dataclass
class MatchSummary:
    game: str
    config: dict
    bots: tuple[str, ...]
    seed: int
    blocks: int
    games: int
    decisions: float                         # mean decisions per game
    score: dict[str, Interval] = field(default_factory=dict)
    win_share: dict[str, Interval] = field(default_factory=dict)
    seat_win_share: list[float] = field(default_factory=list)
    paired: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


def check_bots(game, names: tuple[str, ...]) -> None:
    kinds = bot_kinds(game)
    if not names or len(set(names)) != len(names):
        raise ValueError(f"give distinct bot names, e.g. {','.join(sorted(kinds))}")
    for name in names:
        if name not in kinds:
            raise ValueError(f"unknown {game.name} bot {name!r}; choose from "
                             f"{', '.join(sorted(kinds))}")


def play_block(task) -> list[dict]:
    """Every line-up of one block on its deal: per game the kinds at each seat, the outcome."""
    game_name, config, names, seed, block = task
    game = get_game(game_name)
    deal = game_seed(seed, block)
    out = []
    for j, line in enumerate(lineups(names, config["players"])):
        index = block * 1000 + j
        bots = [make_bot(game, kind, s, bot_seed(seed, index, s)) for s, kind in enumerate(line)]
        state = play_game(game, config, deal, bots)
        out.append({"bots": line, "decisions": state.step, **game.outcome(state)})
    return out


def run(game, config: dict, names: tuple[str, ...], games: int, seed: int = 0,
        backend: str = "local", workers: int | None = 1, address: str | None = None,
        progress=None) -> MatchSummary:
    """At least ``games`` games (whole blocks) of ``names`` at ``config``'s table."""
    config = game.config(**config)
    check_bots(game, names)
    per_block = len(lineups(names, config["players"]))
    blocks = max(1, -(-games // per_block))
    tasks = [(game.name, config, names, seed, b) for b in range(blocks)]
    with open_backend(backend, workers, address) as be:
        results = run_in_order(be, play_block, tasks, progress)
    return summarise(game, config, names, seed, results)


def summarise(game, config, names, seed, results: list[list[dict]]) -> MatchSummary:
    n = config["players"]
    games = [g for block in results for g in block]
    share = [[1 / len(g["winners"]) if s in g["winners"] else 0.0 for s in range(n)]
             for g in games]
    per_block: dict[str, dict[str, list[float]]] = {"score": {}, "win": {}}
    for block in results:
        sums = {k: {b: [] for b in names} for k in ("score", "win")}
        for g in block:
            for s, kind in enumerate(g["bots"]):
                sums["score"][kind].append(g["scores"][s])
                sums["win"][kind].append(1 / len(g["winners"]) if s in g["winners"] else 0.0)
        for k in sums:
            for b in names:
                per_block[k].setdefault(b, []).append(sum(sums[k][b]) / len(sums[k][b]))
    summary = MatchSummary(
        game.name, config, tuple(names), seed, len(results), len(games),
        sum(g["decisions"] for g in games) / len(games),
        {b: Interval.of(per_block["score"][b]) for b in names},
        {b: Interval.of(per_block["win"][b]) for b in names},
        [sum(row[s] for row in share) / len(games) for s in range(n)])
    order = sorted(names, key=lambda b: -summary.score[b].mean)
    for i, a in enumerate(order):
        for b in order[i + 1:]:
            for what in ("score", "win"):
                d = Interval.of([x - y for x, y in zip(per_block[what][a], per_block[what][b])])
                verdict = ("overlap" if d.lo is None or d.lo <= 0 <= d.hi
                           else "above" if d.lo > 0 else "below")
                summary.paired.append({"bot": a, "other": b, "measure": what,
                                       "difference": d, "verdict": verdict})
    return summary
