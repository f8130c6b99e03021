"""``fengsheng simulate``: play many bot games and print win rates with 95% intervals.

Help and output are bilingual (Chinese first, then English), as the tool serves both players
curious about balance and developers. Games run on every core by default (``--workers``), or on
Ray (``--backend ray``); the numbers never depend on where they ran. Examples::

    fengsheng simulate --games 1000 --players 5                   # heuristic,random mixed
    fengsheng simulate --games 1000 --players 5 --mode faction    # paired faction duels
    fengsheng simulate --games 200 --bots random --json
    fengsheng simulate --roles --games 2000 --players 7           # per-role win rates
    fengsheng simulate --games 500 --players 5,7,9 --plot rates.png
    fengsheng simulate --games 2000 --backend ray                 # a local Ray instance
    fengsheng simulate --games 500 --players 6 --identities first_game

The options and the run loop shared with ``fengsheng tournament`` live here
(:func:`run_options`, :func:`prepare`, :func:`run_all`, :func:`report`).
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ..games import get_game
from ..parallel import BACKENDS, default_workers, open_backend
from ..simulate import (MODES, OUTCOMES, Summary, check_run, parse_bots, parse_players,
                        simulate as run_simulation, whole_games)

# 风声's bots, configuration and words (games/fengsheng_adapter.py)
FENGSHENG = get_game("fengsheng")
BOTS, Config, IDENTITY_TABLES = FENGSHENG.bots.BOTS, FENGSHENG.Config, FENGSHENG.IDENTITY_TABLES
_zh = FENGSHENG.texts("zh-CN")
IDENTITIES, IDENTITY_TABLE_NAMES = _zh.IDENTITIES, _zh.IDENTITY_TABLE_NAMES
end_reason_name, role_name = _zh.end_reason_name, _zh.role_name

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


def run_options(default_bots: str, bots_help: str):
    """The options ``simulate`` and ``tournament`` share, as one decorator."""
    options = [
        click.option("--game", "game_name", type=click.Choice(["fengsheng", "felix"]),
                     default="fengsheng", show_default=True,
                     help="游戏：fengsheng 风声；felix 菲力猫（机器人 random、counting、search，默认 "
                          "counting,random；只用 --games --players --bots --seed --json "
                          "--workers --backend）。 Game: felix plays every line-up of the bots "
                          "on each deal and reports paired differences."),
        click.option("--games", type=click.IntRange(min=1), default=100, show_default=True,
                     help="每种人数的对局数（按模式凑成整组）。 Games per player count (rounded "
                          "up to whole blocks of the mode)."),
        click.option("--players", "players_text", default="5", show_default=True,
                     help="每局人数（3–9），可给多个，逗号分隔，如 5,7,9。 Players per game "
                          "(3-9); several, comma-separated, run one after another."),
        click.option("--bots", "bots_text", default=default_bots, show_default=True,
                     help=f"{bots_help} 可选 known: {', '.join(sorted(BOTS))}."),
        click.option("--seed", type=int, default=0, show_default=True,
                     help="本次模拟的随机种子，每局的种子由它导出。 Run seed; each game's seed "
                          "is derived from it."),
        click.option("--deck", type=click.Choice(["standard", "promo"]), default="standard",
                     show_default=True, help="牌组：standard 标准版，promo 推广版。 Card edition."),
        click.option("--identities", "identity_table",
                     type=click.Choice(IDENTITY_TABLE_CHOICES), default="standard",
                     show_default=True,
                     help="身份表：standard 标准（3–9人）；first_game 初次游戏，不用打酱油的（4或6人）；"
                          "alternative 7人局另一列（2/2/3）。 Identity table: standard (3-9 "
                          "players), first_game (the rulebook's first-game column without "
                          "打酱油的: 4 or 6 players), alternative (7 players: 2/2/3)."),
        click.option("--roles/--no-roles", default=False, show_default=True,
                     help="使用角色牌（每座位发两张，挑选角色），并按角色及角色×身份统计胜率。 "
                          "Deal role cards (two offered per seat) and report win rates per "
                          "role and per role × identity."),
        click.option("--json", "as_json", is_flag=True,
                     help="输出 JSON（供程序读取；多个人数时为列表）。 Print machine-readable "
                          "JSON instead (a list when several player counts are given)."),
        click.option("--workers", type=click.IntRange(min=1), default=None,
                     help="并行工作进程数（默认为本机核数；不影响结果）。 Parallel workers "
                          f"(default: this machine's cores, {default_workers()} here; "
                          "results do not depend on it)."),
        click.option("--backend", type=click.Choice(BACKENDS), default="local",
                     show_default=True,
                     help="local：本机多进程；ray：Ray 集群（未给 --ray-address 时启动本地 Ray）。"
                          " local: processes on this machine; ray: a Ray cluster (a local Ray "
                          "instance without --ray-address)."),
        click.option("--ray-address", default=None,
                     help="要连接的 Ray 集群地址（需 --backend ray）。 Address of the Ray "
                          "cluster to connect to (with --backend ray)."),
        click.option("--plot", "plot_path", type=click.Path(dir_okay=False), default=None,
                     help="把胜率图（按阵营、机器人、角色、人数）写入文件，如 rates.png（英文标注）。"
                          " Draw win rates by faction, bot, role and player count to FILE "
                          "(e.g. rates.png; English labels)."),
    ]

    def apply(f):
        for option in reversed(options):
            f = option(f)
        return f
    return apply


@dataclass(frozen=True)
class Run:
    """What the options ask for, checked: one config per player count and the bot names."""
    configs: tuple[Config, ...]
    names: tuple[str, ...]
    mode: str


def prepare(players_text: str, bots_text: str, mode: str, deck: str, identity_table: str,
            roles: bool, backend: str, ray_address: str | None,
            plot_path: str | None) -> Run:
    """Check the options before any game is played; raises click.BadParameter /
    click.ClickException with a bilingual message naming the option."""
    try:
        names = parse_bots(bots_text)
        check_run(names, mode)
    except ValueError as e:
        raise click.BadParameter(f"机器人列表有误 / {e}", param_hint="--bots") from None
    try:
        counts = parse_players(players_text)
    except ValueError as e:
        raise click.BadParameter(f"人数有误 / {e}", param_hint="--players") from None
    for players in counts:
        problem = identity_table_problem(identity_table, players)
        if problem:
            raise click.BadParameter(problem, param_hint="--identities")
    if ray_address and backend != "ray":
        raise click.BadParameter("--ray-address 需要 --backend ray / --ray-address needs "
                                 "--backend ray", param_hint="--ray-address")
    if plot_path is not None:
        from ..plots import check_plot_path
        try:
            check_plot_path(plot_path)
        except ImportError as e:
            raise click.ClickException(f"缺少 matplotlib / {e}") from None
        except ValueError as e:
            raise click.BadParameter(f"无法写入图片 / {e}", param_hint="--plot") from None
    configs = tuple(Config(players=p, deck=deck, roles=roles, identity_table=identity_table)
                    for p in counts)
    return Run(configs, names, mode)


def run_all(run: Run, games: int, seed: int, backend: str, workers: int | None,
            ray_address: str | None) -> list[Summary]:
    """Play ``games`` (rounded up to whole blocks, with a note on stderr) at every player count
    of ``run`` on one backend, with a progress bar per count on stderr; one summary per count."""
    err = Console(stderr=True)
    plan = []
    for config in run.configs:
        n = whole_games(games, run.mode, run.names, config.players)
        if n != games:
            err.print(f"注意：{config.players}人局 --mode {run.mode} 按整组对局，--games {games} 已改为 "
                      f"{n}。 Note: {run.mode} mode plays whole blocks; --games {games} was "
                      f"rounded up to {n} at {config.players} players.", style="yellow",
                      markup=False)
        plan.append((config, n))
    try:
        pool = open_backend(backend, workers, ray_address)
    except ImportError as e:
        raise click.ClickException(f"缺少 Ray / {e}") from None
    except (ConnectionError, RuntimeError) as e:
        raise click.ClickException(f"无法连接 Ray 集群 / cannot start or reach Ray: {e}") from None
    summaries = []
    with pool, Progress(TextColumn("[bold]{task.description}"), BarColumn(),
                        MofNCompleteColumn(), TimeElapsedColumn(), console=err,
                        transient=True) as bar:
        tasks = [bar.add_task(f"模拟中 simulating {c.players}人 players", total=n)
                 for c, n in plan]
        for (config, n), task in zip(plan, tasks):
            summaries.append(run_simulation(config, run.names, n, seed, run.mode,
                                            progress=lambda k, t=task: bar.advance(t, k),
                                            backend=pool))
    return summaries


def write_json(objects: list[dict]) -> None:
    """One object (a single player count) or a list of them, on stdout."""
    json.dump(objects[0] if len(objects) == 1 else objects, sys.stdout, ensure_ascii=False,
              indent=1)
    sys.stdout.write("\n")


def write_plot(summaries: list[Summary], plot_path: str | None) -> None:
    """Write the figure of :mod:`fengsheng.plots` if ``--plot`` was given; say where on stderr."""
    if plot_path is None:
        return
    from ..plots import save_plot
    path = save_plot(summaries, plot_path)
    Console(stderr=True).print(f"图已写入 plot written to {path}", markup=False, soft_wrap=True)


@click.command()
@run_options("heuristic,random",
             "机器人列表，逗号分隔（只写一个则所有座位相同）；座位分配见 --mode。 Comma list of "
             "bots (one name = every seat); --mode says how they are seated.")
@click.option("--mode", type=click.Choice(MODES), default="rotate", show_default=True,
              help="rotate：机器人按座位轮流分配，每局整体挪一个座位。faction：两个机器人在同一发牌上成对对局，"
                   "一局由A扮演某一阵营的所有座位、B扮演其余座位，另一局互换。tournament：每个发牌上各机器人"
                   "轮流坐遍每个座位（同 fengsheng tournament）。"
                   "rotate: bots dealt to the seats round-robin, the line-up turning one seat "
                   "per game. faction: two bots, paired games on the same deal, one bot playing "
                   "one faction's seats and the other bot the rest, then swapped. tournament: "
                   "on every deal each bot sits at every seat equally often (as fengsheng "
                   "tournament).")
def simulate(game_name, games, players_text, bots_text, seed, deck, identity_table, roles,
             as_json, workers, backend, ray_address, plot_path, mode):
    """让机器人对局多次，统计胜率（95% Wilson 区间）。

    Play bot games and report win rates (95% Wilson intervals).
    """
    if game_name != "fengsheng":
        from .game_match import run_match_cli
        return run_match_cli(game_name, games, players_text, bots_text, "heuristic,random",
                             seed, as_json, workers, backend, ray_address)
    run = prepare(players_text, bots_text, mode, deck, identity_table, roles, backend,
                  ray_address, plot_path)
    report(run_all(run, games, seed, backend, workers, ray_address), as_json, Summary.to_dict,
           _print, plot_path)


def report(summaries: list[Summary], as_json: bool, to_dict, print_one, plot_path) -> None:
    """Print ``summaries`` (one per player count) as JSON (``to_dict`` of each) or as tables
    (``print_one(console, summary)``), then draw the plot if ``plot_path`` asks for one."""
    if as_json:
        write_json([to_dict(s) for s in summaries])
    else:
        console = Console(highlight=False)
        for summary in summaries:
            print_one(console, summary)
    write_plot(summaries, plot_path)   # last: the numbers are out even if drawing fails


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
