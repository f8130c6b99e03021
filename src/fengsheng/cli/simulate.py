"""``fengsheng simulate``: play many bot games and print win rates with 95% intervals.

Examples::

    fengsheng simulate --games 1000 --players 5                   # heuristic,random mixed
    fengsheng simulate --games 1000 --players 5 --mode faction    # paired faction duels
    fengsheng simulate --games 200 --bots random --json
"""
from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ..engine import Config
from ..i18n.zh_cn import IDENTITIES
from ..simulate import MODES, OUTCOMES, Summary, parse_bots, simulate as run_simulation

OUTCOME_NAMES = {**{k: f"{v} {k}" for k, v in IDENTITIES.items()}, "draw": "平局 draw"}


def _pct(rate) -> str:
    lo, hi = rate.ci
    return f"{rate.rate * 100:5.1f}%  [{lo * 100:4.1f}, {hi * 100:4.1f}]"


@click.command()
@click.option("--games", type=click.IntRange(min=1), default=100, show_default=True,
              help="Number of games to play.")
@click.option("--players", type=click.IntRange(3, 9), default=5, show_default=True,
              help="Players per game (3-9).")
@click.option("--bots", "bots_text", default="heuristic,random", show_default=True,
              help="Comma list of bots dealt to the seats round-robin (one name = every seat); "
                   "the line-up rotates one seat per game.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Run seed; each game's seed is derived from it.")
@click.option("--deck", type=click.Choice(["standard", "promo"]), default="standard",
              show_default=True, help="Card edition: standard 标准版, promo 推广版.")
@click.option("--mode", type=click.Choice(MODES), default="rotate", show_default=True,
              help="rotate: seats rotate through the bot line-up. faction: two bots, paired "
                   "games on the same deal, one bot playing one faction's seats and the "
                   "other bot the rest, then swapped.")
@click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON instead.")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Local worker processes (results do not depend on it).")
def simulate(games, players, bots_text, seed, deck, mode, as_json, workers):
    """Play bot games and report win rates (95% Wilson intervals)."""
    try:
        names = parse_bots(bots_text)
    except ValueError as e:
        raise click.BadParameter(str(e), param_hint="--bots") from None
    if mode == "faction" and len(names) != 2:
        raise click.BadParameter("--mode faction compares exactly two bots, e.g. "
                                 "--bots heuristic,random", param_hint="--bots")
    config = Config(players=players, deck=deck)
    err = Console(stderr=True)
    with Progress(TextColumn("[bold]simulating"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=err, transient=True) as bar:
        task = bar.add_task("games", total=games)
        summary = run_simulation(config, names, games, seed, mode, workers,
                                 progress=lambda k: bar.advance(task, k))
    if as_json:
        json.dump(summary.to_dict(), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return
    _print(Console(highlight=False), summary)


def _print(console: Console, s: Summary) -> None:
    cfg = s.config
    console.print(f"[bold]{s.games} games[/bold] · {cfg['players']} players · {cfg['deck']} deck"
                  f" · bots {','.join(s.bots)} · mode {s.mode} · seed {s.seed}")
    t = Table(title="Winner (per game)")
    t.add_column("outcome")
    t.add_column("games", justify="right")
    t.add_column("rate  [95% CI]", justify="right")
    for o in OUTCOMES:
        r = s.outcomes[o]
        t.add_row(OUTCOME_NAMES[o], str(r.wins), _pct(r))
    console.print(t)

    t = Table(title="Win rate by seat")
    t.add_column("seat", justify="right")
    t.add_column("wins", justify="right")
    t.add_column("rate  [95% CI]", justify="right")
    for i, r in enumerate(s.seats):
        t.add_row(str(i), str(r.wins), _pct(r))
    console.print(t)

    t = Table(title="Win rate by bot (per seat played)")
    t.add_column("bot")
    t.add_column("seats", justify="right")
    t.add_column("all seats  [95% CI]", justify="right")
    t.add_column("faction seats  [95% CI]", justify="right")
    for b, r in s.per_bot.items():
        t.add_row(b, str(r.n), _pct(r), _pct(s.bot_faction_seats[b]))
    console.print(t)

    t = Table(title="Win rate by bot and identity")
    t.add_column("bot")
    t.add_column("identity")
    t.add_column("seats", justify="right")
    t.add_column("rate  [95% CI]", justify="right")
    for b in s.per_bot:
        for ident in ("underground", "military", "bystander"):
            x = s.bot_identity[b][ident]
            if x.n:
                t.add_row(b, OUTCOME_NAMES[ident], str(x.n), _pct(x))
    console.print(t)

    if len(s.per_bot) == 2:
        (a, ra), (b, rb) = s.per_bot.items()
        fa, fb = s.bot_faction_seats[a], s.bot_faction_seats[b]
        console.print(f"Faction (潜伏战线/军情处) seats: {a} wins {fa.rate * 100:.1f}% "
                      f"[{fa.ci[0] * 100:.1f}, {fa.ci[1] * 100:.1f}], {b} wins "
                      f"{fb.rate * 100:.1f}% [{fb.ci[0] * 100:.1f}, {fb.ci[1] * 100:.1f}]"
                      + ("  → intervals do not overlap" if fa.ci[0] > fb.ci[1]
                         or fb.ci[0] > fa.ci[1] else "  → intervals overlap"))
    console.print(f"Mean game length: {s.mean_turns:.1f} turns, {s.mean_decisions:.1f} decisions")
    console.print("End reasons: " + ", ".join(f"{k} {v}" for k, v in s.end_reasons.items()))
