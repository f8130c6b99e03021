"""``fengsheng simulate``: play many bot games and print win rates with 95% intervals.

Help and output are bilingual (Chinese first, then English), as the tool serves both players
curious about balance and developers. Examples::

    fengsheng simulate --games 1000 --players 5                   # heuristic,random mixed
    fengsheng simulate --games 1000 --players 5 --mode faction    # paired faction duels
    fengsheng simulate --games 200 --bots random --json
    fengsheng simulate --roles --games 2000 --players 7 --workers 2   # per-role win rates
    fengsheng simulate --games 500 --players 6 --identities first_game
"""
from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ..engine import Config
from ..engine.setup import IDENTITY_TABLES
from ..i18n.zh_cn import IDENTITIES, IDENTITY_TABLE_NAMES, end_reason_name, role_name
from ..simulate import MODES, OUTCOMES, Summary, parse_bots, simulate as run_simulation

OUTCOME_NAMES = {**{k: f"{v} {k}" for k, v in IDENTITIES.items()}, "draw": "平局 draw"}
IDENTITY_TABLE_CHOICES = ["standard", "first_game", "alternative"]


def _pct(rate) -> str:
    lo, hi = rate.ci
    return f"{rate.rate * 100:5.1f}%  [{lo * 100:4.1f}, {hi * 100:4.1f}]"


def identity_table_problem(table: str, players: int) -> str | None:
    """Why ``--identities table`` cannot seat ``players`` (Chinese and English), or None."""
    sizes = sorted(IDENTITY_TABLES[table])
    if players in sizes:
        return None
    zh_sizes = "或".join(f"{n}人" for n in sizes)
    en_sizes = " or ".join(str(n) for n in sizes)
    return (f"身份表 {table}（{IDENTITY_TABLE_NAMES[table]}）只适用于{zh_sizes}局，不能用于{players}人局 / "
            f"the {table} identity table is for {en_sizes} players only, not {players}")


def paired_games(games: int, mode: str) -> int:
    """The number of games to play: faction mode plays every deal twice (one game per side),
    so an odd count is rounded up to keep every deal paired."""
    return games + 1 if mode == "faction" and games % 2 else games


@click.command()
@click.option("--games", type=click.IntRange(min=1), default=100, show_default=True,
              help="对局数。 Number of games to play.")
@click.option("--players", type=click.IntRange(3, 9), default=5, show_default=True,
              help="每局人数（3–9）。 Players per game (3-9).")
@click.option("--bots", "bots_text", default="heuristic,random", show_default=True,
              help="机器人列表，逗号分隔，按座位轮流分配（只写一个则所有座位相同），每局整体挪一个座位。 "
                   "Comma list of bots dealt to the seats round-robin (one name = every seat); "
                   "the line-up rotates one seat per game.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="本次模拟的随机种子，每局的种子由它导出。 Run seed; each game's seed is derived "
                   "from it.")
@click.option("--deck", type=click.Choice(["standard", "promo"]), default="standard",
              show_default=True, help="牌组：standard 标准版，promo 推广版。 Card edition.")
@click.option("--identities", "identity_table", type=click.Choice(IDENTITY_TABLE_CHOICES),
              default="standard", show_default=True,
              help="身份表：standard 标准（3–9人）；first_game 初次游戏，不用打酱油的（4或6人）；"
                   "alternative 7人局另一列（2/2/3）。 Identity table: standard (3-9 players), "
                   "first_game (the rulebook's first-game column without 打酱油的: 4 or 6 "
                   "players), alternative (7 players: 2/2/3).")
@click.option("--mode", type=click.Choice(MODES), default="rotate", show_default=True,
              help="rotate：座位轮流分配给各机器人。faction：两个机器人在同一发牌上成对对局，一局由A扮演"
                   "某一阵营的所有座位、B扮演其余座位，另一局互换（局数为奇数时加一）。"
                   "rotate: seats rotate through the bot line-up. faction: two bots, paired "
                   "games on the same deal, one bot playing one faction's seats and the "
                   "other bot the rest, then swapped (an odd --games is rounded up).")
@click.option("--json", "as_json", is_flag=True,
              help="输出 JSON（供程序读取）。 Print machine-readable JSON instead.")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="本机工作进程数（不影响结果）。 Local worker processes (results do not "
                   "depend on it).")
@click.option("--roles/--no-roles", default=False, show_default=True,
              help="使用角色牌（每座位发两张，挑选角色），并按角色及角色×身份统计胜率。 "
                   "Deal role cards (two offered per seat) and report win rates per role and "
                   "per role × identity.")
def simulate(games, players, bots_text, seed, deck, identity_table, mode, as_json, workers,
             roles):
    """让机器人对局多次，统计胜率（95% Wilson 区间）。

    Play bot games and report win rates (95% Wilson intervals).
    """
    try:
        names = parse_bots(bots_text)
    except ValueError as e:
        raise click.BadParameter(f"机器人列表有误 / {e}", param_hint="--bots") from None
    if mode == "faction" and len(names) != 2:
        raise click.BadParameter("--mode faction 只能比较两个机器人，例如 --bots heuristic,random / "
                                 "--mode faction compares exactly two bots, e.g. "
                                 "--bots heuristic,random", param_hint="--bots")
    problem = identity_table_problem(identity_table, players)
    if problem:
        raise click.BadParameter(problem, param_hint="--identities")
    err = Console(stderr=True)
    n = paired_games(games, mode)
    if n != games:
        err.print(f"注意：--mode faction 每个发牌打两局（双方各扮演一次），--games {games} 已改为 {n}。"
                  f" Note: faction mode plays every deal twice; --games {games} was rounded up "
                  f"to {n}.", style="yellow", markup=False)
    config = Config(players=players, deck=deck, roles=roles, identity_table=identity_table)
    with Progress(TextColumn("[bold]模拟中 simulating"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=err, transient=True) as bar:
        task = bar.add_task("games", total=n)
        summary = run_simulation(config, names, n, seed, mode, workers,
                                 progress=lambda k: bar.advance(task, k))
    if as_json:
        json.dump(summary.to_dict(), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return
    _print(Console(highlight=False), summary)


def _print(console: Console, s: Summary) -> None:
    cfg = s.config
    table = cfg.get("identity_table", "standard")
    console.print(f"[bold]{s.games} 局 games[/bold] · {cfg['players']} 人 players"
                  f" · 牌组 deck {cfg['deck']} · 身份表 identities {table}"
                  f" · 机器人 bots {','.join(s.bots)} · 模式 mode {s.mode} · 种子 seed {s.seed}")
    t = Table(title="胜方（每局） Winner (per game)")
    t.add_column("结果 outcome")
    t.add_column("局数 games", justify="right")
    t.add_column("比例 rate  [95% CI]", justify="right")
    for o in OUTCOMES:
        r = s.outcomes[o]
        t.add_row(OUTCOME_NAMES[o], str(r.wins), _pct(r))
    console.print(t)

    t = Table(title="各座位胜率 Win rate by seat")
    t.add_column("座位 seat", justify="right")
    t.add_column("胜 wins", justify="right")
    t.add_column("胜率 rate  [95% CI]", justify="right")
    for i, r in enumerate(s.seats):
        t.add_row(str(i), str(r.wins), _pct(r))
    console.print(t)

    t = Table(title="各机器人胜率（按所坐座位） Win rate by bot (per seat played)")
    t.add_column("机器人 bot")
    t.add_column("座位数 seats", justify="right")
    t.add_column("所有座位 all seats  [95% CI]", justify="right")
    t.add_column("阵营座位 faction seats  [95% CI]", justify="right")
    for b, r in s.per_bot.items():
        t.add_row(b, str(r.n), _pct(r), _pct(s.bot_faction_seats[b]))
    console.print(t)

    t = Table(title="各机器人按身份的胜率 Win rate by bot and identity")
    t.add_column("机器人 bot")
    t.add_column("身份 identity")
    t.add_column("座位数 seats", justify="right")
    t.add_column("胜率 rate  [95% CI]", justify="right")
    for b in s.per_bot:
        for ident in ("underground", "military", "bystander"):
            x = s.bot_identity[b][ident]
            if x.n:
                t.add_row(b, OUTCOME_NAMES[ident], str(x.n), _pct(x))
    console.print(t)

    if len(s.per_bot) == 2:
        (a, ra), (b, rb) = s.per_bot.items()
        fa, fb = s.bot_faction_seats[a], s.bot_faction_seats[b]
        apart = fa.ci[0] > fb.ci[1] or fb.ci[0] > fa.ci[1]
        console.print(f"阵营座位 Faction (潜伏战线/军情处) seats: {a} 胜 wins {fa.rate * 100:.1f}% "
                      f"[{fa.ci[0] * 100:.1f}, {fa.ci[1] * 100:.1f}], {b} 胜 wins "
                      f"{fb.rate * 100:.1f}% [{fb.ci[0] * 100:.1f}, {fb.ci[1] * 100:.1f}]"
                      + ("  → 区间不重叠 intervals do not overlap" if apart
                         else "  → 区间重叠 intervals overlap"))
    if s.per_role:
        _print_roles(console, s)
    console.print(f"平均对局长度 Mean game length: {s.mean_turns:.1f} 回合 turns, "
                  f"{s.mean_decisions:.1f} 个决定 decisions")
    # Chinese names only: the ids are in the JSON (--json) for programs.
    console.print("结束原因 End reasons: " + "，".join(
        f"{end_reason_name(k)} {v}" for k, v in s.end_reasons.items()))


def _short(rate) -> str:
    lo, hi = rate.ci
    return f"{rate.rate * 100:3.0f}% {lo * 100:2.0f}–{hi * 100:.0f}"


def _print_roles(console: Console, s: Summary) -> None:
    """Per-role win rates, strongest role first: over all its seats, then as each identity
    (rate and 95% Wilson interval, in %), and how many victories it declared."""
    t = Table(title="各角色胜率（按扮演的座位；胜率与95%区间，单位%） "
                    "Win rate by role (per seat that played it; rate, 95% CI in %)")
    t.add_column("角色 role")
    t.add_column("座位数 seats", justify="right")
    t.add_column("全部 all", justify="right")
    for ident in ("underground", "military", "bystander"):
        t.add_column(f"作为 as {IDENTITIES[ident]}", justify="right")
    t.add_column("宣告胜利 declared", justify="right")
    for role, r in s.per_role.items():
        cells = []
        for ident in ("underground", "military", "bystander"):
            x = s.role_identity[role][ident]
            cells.append(_short(x) if x.n else "—")
        t.add_row(role_name(role), str(r.n), _short(r), *cells,
                  str(s.declared_by_role.get(role, 0)))
    console.print(t)
