"""``fengsheng simulate/tournament --game NAME`` for a game other than 风声: bot matches through
the interface (``games.match``: every line-up of the bots on each deal, paired differences).
Output: per bot the mean score and win share with 95% intervals over deals, per seat the win
share, and for every pair of bots the paired difference with its verdict."""
from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.table import Table

from ..games import get_game
from ..games.match import MatchSummary, check_bots, run
from ..tournament import lineups

DEFAULT_BOTS = {"felix": "counting,random"}
# What a match of another game reads; the rest (--deck, --identities, --roles, --mode, --plot,
# --split) are 风声's alone.
MATCH_OPTIONS = {"game_name", "games", "players_text", "bots_text", "seed", "as_json", "workers",
                 "backend", "ray_address"}
VERDICT = {"above": "高于 above", "below": "低于 below", "overlap": "区间含0 overlap"}


def run_match_cli(game_name, games, players_text, bots_text, default_bots, seed, as_json,
                  workers, backend, ray_address) -> None:
    ctx = click.get_current_context()
    for param in ctx.command.params:
        if param.name not in MATCH_OPTIONS and ctx.get_parameter_source(param.name) not in (
                None, click.core.ParameterSource.DEFAULT):
            flag = param.opts[0]
            raise click.UsageError(f"{flag} 只用于风声，不能和 --game {game_name} 一起用。 "
                                   f"{flag} is only for The Message, not with --game {game_name}.")
    game = get_game(game_name)
    if bots_text == default_bots:          # the 风声 default: use this game's own
        bots_text = DEFAULT_BOTS[game.name]
    names = tuple(x.strip() for x in bots_text.split(","))
    try:
        check_bots(game, names)
    except ValueError as e:
        raise click.BadParameter(str(e), param_hint="--bots") from None
    counts = []
    for part in players_text.split(","):
        if not part.strip().isdigit() or int(part) not in game.player_counts:
            raise click.BadParameter(f"{game.title} is for {game.player_counts[0]}-"
                                     f"{game.player_counts[-1]} players, not {part!r}",
                                     param_hint="--players")
        counts.append(int(part))
    out = []
    for players in counts:
        per_block = len(lineups(names, players))
        blocks = max(1, -(-games // per_block))
        if blocks * per_block != games:
            Console(stderr=True).print(f"注意 note: {games} games rounded up to {blocks * per_block} "
                                       f"(whole blocks of {per_block} line-ups)", style="yellow")
        summary = run(game, {"players": players}, names, games, seed, backend,
                      workers, ray_address)
        out.append(summary)
    if as_json:
        dicts = [s.to_dict() for s in out]
        json.dump(dicts[0] if len(dicts) == 1 else dicts, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return
    console = Console(highlight=False)
    for s in out:
        print_summary(console, s, game)


def _ci(x, pct=False) -> str:
    f = (lambda v: f"{v * 100:5.1f}%") if pct else (lambda v: f"{v:6.2f}")
    if x.lo is None:
        return f"{f(x.mean)} [—]"
    return f"{f(x.mean)} [{f(x.lo).strip()}, {f(x.hi).strip()}]"


def print_summary(console: Console, s: MatchSummary, game) -> None:
    console.print(f"[bold]{game.title} {game.name}[/bold] · {s.config['players']} 人 players · "
                  f"{s.games} 局 games ({s.blocks} 副牌 deals) · 种子 seed {s.seed} · "
                  f"平均 {s.decisions:.0f} 个决定 decisions/game")
    t = Table(title="机器人 Bots (95% CI over deals)")
    for col in ("机器人\nbot", "平均得分\nmean score", "胜率\nwin share"):
        t.add_column(col, justify="right")
    for b in sorted(s.bots, key=lambda b: -s.score[b].mean):
        t.add_row(b, _ci(s.score[b]), _ci(s.win_share[b], pct=True))
    console.print(t)
    console.print("按座位的胜率 Win share by seat: " + "  ".join(
        f"{q}: {x * 100:.1f}%" for q, x in enumerate(s.seat_win_share)))
    for p in s.paired:
        d = p["difference"]
        what = "得分差 score" if p["measure"] == "score" else "胜率差 win share"
        console.print(f"{p['bot']} − {p['other']} {what}: "
                      f"{_ci(d, pct=p['measure'] == 'win')} → "
                      + ("只有一副牌，没有区间 one deal: no interval" if d.lo is None
                         else VERDICT[p["verdict"]]))
