"""``fengsheng analyse RECORD --seat N``: one seat's identity beliefs, turn by turn.

The record is re-run answer by answer by :func:`fengsheng.record.replay` (the same checks,
the same errors); after every answer the seat's
:class:`~fengsheng.bots.belief.Beliefs` reads what the seat was shown
(``views.visible_events``) and its observation. At the start of every turn and at the end
the probabilities of each other player's identity are printed; when the game is over, the
true identities follow, with the mean probability the seat gave them.
"""
from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.table import Table

from ..games import get_game

# 风声's records, views, words and belief tracker (games/fengsheng_adapter.py)
FENGSHENG = get_game("fengsheng")
IDENTITIES, zh, observe = FENGSHENG.IDENTITIES, FENGSHENG.texts("zh-CN"), FENGSHENG.observe
Game, replay = FENGSHENG.records.Game, FENGSHENG.records.replay
visible_events = FENGSHENG.visible_events
RecordError, load_record = FENGSHENG.records.RecordError, FENGSHENG.records.load_record


def belief_trajectory(rec: dict, seat: int) -> list[dict]:
    """Re-run the record ``rec`` and return the beliefs of ``seat`` at every turn start and at
    the end: a list of ``{"turn", "turn_player", "step", "beliefs": [{identity: p} | None per
    seat]}`` (None for the seat itself; once identities are dealt). The last entry, for a
    finished game, also has ``"truth"`` (every identity). Raises RecordError for a malformed
    record or an illegal answer, ValueError for a seat not at the table."""
    out: list[dict] = []
    beliefs: Beliefs | None = None
    fed = 0

    def snapshot(game: Game) -> None:
        if not beliefs.ready():
            return
        marg = beliefs.marginals()
        state = game.state
        out.append({"turn": state.turn_number, "turn_player": state.turn_player,
                    "step": state.step,
                    "beliefs": [None if s == seat else marg[s] for s in range(state.n)]})

    def on_step(game: Game) -> None:   # before the first answer and after every answer
        nonlocal beliefs, fed
        if beliefs is None:
            beliefs = FENGSHENG.Beliefs(seat, game.config.to_dict())
        new = game.events[fed:]
        beliefs.update(observe(game.state, seat), visible_events(new, seat))
        fed = len(game.events)
        if any(ev["type"] == "turn_start" for ev in new):
            snapshot(game)

    game = replay(rec, on_step=on_step)
    snapshot(game)
    if out:
        out[-1]["end"] = True
        if game.state.over:
            out[-1]["truth"] = [p.identity for p in game.state.players]
    return out


@click.command()
@click.argument("record", type=click.Path(dir_okay=False))
@click.option("--seat", type=int, required=True, help="从这个座位的视角推断（0 起）。 The seat whose view is analysed (0-based).")
@click.option("--json", "as_json", is_flag=True, help="输出 JSON。 Print machine-readable JSON.")
def analyse(record, seat, as_json):
    """按回合显示某个座位对其他玩家身份的推断概率。

    Print one seat's beliefs about every other player's identity, turn by turn."""
    err = Console(stderr=True, highlight=False)
    try:
        rec = load_record(record)
        players = rec["config"].get("players") if isinstance(rec["config"], dict) else None
        if isinstance(players, int) and not 0 <= seat < players:
            raise click.BadParameter(f"这局只有 {players} 个座位（0 到 {players - 1}）",
                                     param_hint="--seat")
        trajectory = belief_trajectory(rec, seat)
    except RecordError as e:
        err.print(f"无法分析 {record}：{e.zh}", markup=False, style="bold red", soft_wrap=True)
        sys.exit(1)
    if as_json:
        click.echo(json.dumps({"seat": seat, "turns": trajectory}, ensure_ascii=False))
        return
    # Nine players need about 100 columns; rich would otherwise wrap the cells of a pipe at 80.
    console = Console(highlight=False, width=None if sys.stdout.isatty() else 120)
    console.rule(f"[bold]风声 · 身份推断[/bold]（{zh.seat_label(seat)}的视角）")
    if not trajectory:
        console.print("（记录里还没有发身份。）")
        return
    others = [s for s in range(len(trajectory[0]["beliefs"])) if s != seat]
    table = Table(show_lines=False)
    table.add_column("回合", justify="right", no_wrap=True)
    table.add_column("当前", no_wrap=True)
    for s in others:
        table.add_column(zh.seat_label(s), justify="right", no_wrap=True)
    for row in trajectory:
        cells = []
        for s in others:
            b = row["beliefs"][s]
            cells.append("/".join(f"{100 * b[k]:.0f}" for k in IDENTITIES))
        label = "终" if row.get("end") else str(row["turn"] + 1)
        table.add_row(label, zh.seat_label(row["turn_player"]), *cells)
    console.print(table)
    console.print("每格是该玩家为 潜伏战线/军情处/打酱油的 的概率（%）。", markup=False)
    last = trajectory[-1]
    if "truth" in last:
        truth = last["truth"]
        parts = [f"{zh.seat_label(s)} {zh.identity_name(truth[s])}" for s in others]
        console.print("真实身份：" + "，".join(parts), markup=False)
        given = [row["beliefs"][s][truth[s]] for row in trajectory for s in others]
        console.print(f"各回合对真实身份的平均概率：{100 * sum(given) / len(given):.0f}%",
                      markup=False)
