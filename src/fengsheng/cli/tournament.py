"""``fengsheng tournament``: bots play each other with seat and identity rotation; standings
with 95% intervals.

A tournament is ``fengsheng simulate --mode tournament`` (every bot sits at every seat of every
deal equally often, see :mod:`fengsheng.tournament`) reported as standings: per bot, the games
it took part in, the seats it played, its wins and win rate over those seats, and its win rate
on 潜伏战线, 军情处 and 打酱油的 seats; then, for every pair of bots, whether the higher one's
interval lies above the other's. Examples::

    fengsheng tournament --bots heuristic,random --players 5 --games 1000
    fengsheng tournament --bots ismcts,heuristic,random --players 5,7 --games 300 --plot t.png
    fengsheng tournament --bots heuristic,random --games 3000 --backend ray --json
    fengsheng tournament --bots heuristic@2,heuristic@1 --split validation --games 1000

The lab's parts (docs/bots.md, "The lab"): roles fixed per deal, paired differences clustered
by deal, the seed splits (``--split``) and the blunder counters, printed with every run.
"""
from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table

from ..games import get_game
from ..simulate import Summary
from ..tournament import ranking, split_seed, verdicts
from .simulate import OUTCOME_NAMES, _pct, _short, prepare, report, run_all, run_options

BLUNDER_KINDS = get_game("fengsheng").blunders.KINDS   # 风声's blunder counters
SIDES = ("underground", "military", "bystander")
VERDICT_TEXT = {"above": "区间在其之上 interval above", "overlap": "区间重叠 intervals overlap"}


def tournament_dict(summary: Summary) -> dict:
    """The JSON of one player count: the simulation summary plus ``ranking`` (bots, best
    first) and ``verdicts`` (see :func:`fengsheng.tournament.verdicts`)."""
    return {**summary.to_dict(), "ranking": ranking(summary), "verdicts": verdicts(summary)}


@click.command()
@run_options("heuristic,random",
             "参赛机器人，逗号分隔，至少两个且不重复。 Bots taking part: two or more different "
             "names, comma-separated.")
@click.option("--split", type=click.Choice(["dev", "validation", "holdout"]), default="dev",
              show_default=True,
              help="发牌的种子范围：dev 开发（--seed 0–9999）；validation 验证、holdout 留出（各一个固定种子，"
                   "忽略 --seed）。 Seed split: dev (--seed 0-9999), validation or holdout (one "
                   "fixed seed each; --seed is not used).")
def tournament(game_name, games, players_text, bots_text, seed, deck, identity_table, roles,
               as_json, workers, backend, ray_address, plot_path, split):
    """机器人锦标赛：每个机器人轮流坐遍每个发牌的每个座位，给出胜率排名（95% Wilson 区间）、
    按发牌配对的差值及失误计数。

    Bot tournament with seat and identity rotation: standings with 95% Wilson intervals,
    paired differences clustered by deal, and blunder counts.
    """
    if game_name != "fengsheng":
        from .game_match import run_match_cli
        return run_match_cli(game_name, games, players_text, bots_text, "heuristic,random",
                             seed, as_json, workers, backend, ray_address)
    try:
        seed = split_seed(split, seed)
    except ValueError as e:
        raise click.BadParameter(f"种子有误 / {e}", param_hint="--seed") from None
    run = prepare(players_text, bots_text, "tournament", deck, identity_table, roles, backend,
                  ray_address, plot_path)
    report(run_all(run, games, seed, backend, workers, ray_address), as_json, tournament_dict,
           print_standings, plot_path)


def print_standings(console: Console, s: Summary) -> None:
    """The standings table of one player count, the pairwise verdicts and who won the games."""
    cfg = s.config
    console.print(f"[bold]锦标赛 tournament[/bold] · {s.games} 局 games · {cfg['players']} 人 "
                  f"players · 牌组 deck {cfg['deck']} · 身份表 identities "
                  f"{cfg.get('identity_table', 'standard')} · 角色 roles "
                  f"{'on' if cfg.get('roles') else 'off'} · 种子 seed {s.seed}")
    t = Table(title="排名（胜率按所坐座位） Standings (win rate per seat played)")
    for name, justify in (("名次\nrank", "right"), ("机器人\nbot", "left"),
                          ("局数\ngames", "right"), ("座位\nseats", "right"),
                          ("胜\nwins", "right"), ("胜率 rate\n[95% CI]", "right")):
        t.add_column(name, justify=justify, no_wrap=True)
    for place, bot in enumerate(ranking(s), 1):
        r = s.per_bot[bot]
        t.add_row(str(place), bot, str(s.bot_games[bot]), str(r.n), str(r.wins), _pct(r))
    console.print(t)
    t = Table(title="按身份的胜率（%，95% 区间；座位数） Win rate by identity (%, 95% CI; seats)")
    t.add_column("机器人 bot")
    for side in SIDES:
        t.add_column(OUTCOME_NAMES[side], justify="right")
    for bot in ranking(s):
        t.add_row(bot, *(f"{_short(x)} ({x.n})" if (x := s.bot_identity[bot][side]).n else "—"
                         for side in SIDES))
    console.print(t)
    for v in verdicts(s):
        text = VERDICT_TEXT[v["verdict"]]
        console.print(f"{v['bot']} 对 vs {v['other']}: {text}")
    if s.paired:
        t = Table(title="配对差值（同一发牌，按发牌聚类的 95% 区间） Paired difference "
                        "(same deals; 95% CI clustered by deal)")
        for name in ("机器人 bot", "对手 other", "发牌 deals", "胜率差 difference, points"):
            t.add_column(name, justify="right" if "deal" in name or "diff" in name else "left")
        for p in s.paired:
            lo, hi = p["ci"]
            t.add_row(p["bot"], p["other"], str(p["deals"]),
                      f"{p['mean'] * 100:+.1f} [{lo * 100:+.1f}, {hi * 100:+.1f}]")
        console.print(t)
    t = Table(title="失误（次数，每百座位） Blunders (count, per 100 seats; docs/bots.md)")
    t.add_column("失误 blunder", no_wrap=True)
    for bot in ranking(s):
        t.add_column(bot, justify="right", no_wrap=True)
    for kind in BLUNDER_KINDS:
        t.add_row(kind, *(f"{(c := s.blunders[bot][kind])} ({c * 100 / (s.per_bot[bot].n or 1):.1f})"
                          for bot in ranking(s)))
    console.print(t)
    console.print("胜方（每局） Winners per game: " + "，".join(
        f"{OUTCOME_NAMES[o]} {x.wins} ({x.rate * 100:.1f}%)" for o, x in s.outcomes.items()))
