"""``fengsheng replay`` of a record of a game other than 风声 (``"format": "game-record"``):
re-run it through the interface (``games.record.replay``) and print the log, in the game's
words, as a seat (``--seat``) or a spectator saw it, then the table or the end."""
from __future__ import annotations

import importlib
import sys

from rich.console import Console

from ..games.record import RecordError, check_record, replay
from .game_play import TEXTS


def replay_cli(rec: dict, file: str, seat: int | None, see_all: bool, step: int | None) -> None:
    console = Console(highlight=False)
    try:
        check_record(rec)
        if step is not None and step > len(rec["answers"]):
            raise RecordError(f"the record has only {len(rec['answers'])} answers, not {step}")
        s = replay(rec, upto=step)
    except RecordError as e:
        Console(stderr=True).print(f"无法回放 {file}：{e}", markup=False, style="bold red",
                                   soft_wrap=True)
        sys.exit(1)
    game, n = s.game, s.config["players"]
    if seat is not None and not 0 <= seat < n:
        Console(stderr=True).print(f"这局只有 {n} 个座位（0 到 {n - 1}）", style="bold red")
        sys.exit(2)
    text = importlib.import_module(TEXTS[game.name])
    names = text.seat_names(n)
    view = "全部信息" if see_all else f"{seat}号的视角" if seat is not None else "旁观者视角"
    console.rule(f"[bold]{text.TITLE} · 对局回放[/bold]（{view}）")
    console.print(f"{n}人局 · 随机种子 {s.seed} · 共 {len(rec['answers'])} 个决定"
                  + (f"，回放到第 {step} 个" if step is not None else ""), markup=False)
    if see_all:
        start = game.reveal_all(replay(rec, upto=0).state)
        console.print(f"被抽走的牌：{text.cards(start['removed'])}", markup=False)
        for q, hand in enumerate(start["hands"]):
            console.print(f"{names[q]}的手牌：{text.cards(hand)}", markup=False)
    for ev in game.visible_events(s.events, seat):
        line = text.event_line(ev, names)
        if line:
            console.print(line, markup=False)
    obs = game.reveal_all(s.state) if see_all else game.observe(s.state, seat)
    console.print()
    console.print(text.end_text(obs, names) if s.state.over else text.table(obs, names),
                  markup=False)
