"""``fengsheng replay FILE``: re-run a saved record and print its Chinese log, table and result.

The record is the source of truth (design §2): the log is derived by re-running the answers
with 风声's record ``replay`` (``fengsheng.record``, through its game object). By default the
log is the spectator's (public facts only); ``--seat K`` shows what seat K saw, ``--all``
shows everything (hands, hidden messages).
"""
from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.text import Text

from ..games import get_game
from . import tui

FENGSHENG = get_game("fengsheng")   # 风声's records, views and words (games/fengsheng_adapter.py)
deck_cards, zh = FENGSHENG.deck, FENGSHENG.texts("zh-CN")
RecordError, load_record = FENGSHENG.records.RecordError, FENGSHENG.records.load_record
replay_record = FENGSHENG.records.replay


@click.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--seat", type=int, default=None, help="从这个座位的视角回放（0 起）。")
@click.option("--all", "see_all", is_flag=True, help="显示全部信息（所有手牌和暗中的情报）。")
@click.option("--step", type=click.IntRange(min=0), default=None,
              help="只回放前 N 个决定，并显示那时的牌桌。")
def replay(file, seat, see_all, step):
    """回放一局风声（或菲力猫）的对局记录（中文日志）。"""
    console = Console(highlight=False)
    err = Console(stderr=True, highlight=False)
    if seat is not None and see_all:
        raise click.UsageError("--seat 和 --all 只能选一个。")
    other = other_game_record(file)
    if other is not None:
        from .game_replay import replay_cli
        return replay_cli(other, file, seat, see_all, step)
    try:
        rec = load_record(file)
        if step is not None and step > len(rec["answers"]):
            raise RecordError(f"记录里只有 {len(rec['answers'])} 个决定，--step {step} 超出了范围")
        game = replay_record(rec, upto=step)
    except RecordError as e:
        err.print(f"无法回放 {file}：{e.zh}", markup=False, style="bold red", soft_wrap=True)
        sys.exit(1)
    players = game.config.players
    if seat is not None and not 0 <= seat < players:
        raise click.BadParameter(f"这局只有 {players} 个座位（0 到 {players - 1}）",
                                 param_hint="--seat")
    cards = deck_cards(game.config.deck)
    names = zh.seat_names(players)
    narrator = zh.Narrator(names, cards)
    view = "全部信息" if see_all else (f"{zh.seat_label(seat)}的视角" if seat is not None
                                     else "旁观者视角：只有公开信息")
    console.rule(f"[bold]风声 · 对局回放[/bold]（{view}）")
    console.print(f"{players}人局 · {'标准版' if game.config.deck == 'standard' else '推广版'}牌组"
                  f" · {zh.IDENTITY_TABLE_NAMES.get(game.config.identity_table, '')}"
                  f" · {'使用' if game.config.roles else '不用'}角色牌"
                  f" · 随机种子 {game.seed} · 共 {len(rec['answers'])} 个决定"
                  + (f"，回放到第 {step} 个" if step is not None else ""), markup=False)
    events = (FENGSHENG.reveal_events(game.events) if see_all
              else FENGSHENG.visible_events(game.events, seat))
    for ev in events:
        tui.print_event(console, ev, narrator.line(ev))
        if ev["type"] == "game_start" and (seat is not None or see_all):
            console.print(deal_text(rec, game, seat, cards, names))
    obs = FENGSHENG.reveal_all(game.state) if see_all else FENGSHENG.observe(game.state, seat)
    console.print()
    owner = zh.seat_label(seat) if seat is not None else ""
    if game.state.over:
        console.print(tui.render_end(obs, cards, names, mark="视角", owner=owner,
                                     taken_from=zh.victory_taken_from(events)))
    else:
        console.print(tui.render_table(obs, cards, names, goal=seat is not None,
                                       owner=owner, mark="视角"))
        if step is None:
            console.print("（记录中的对局没有下完。）")


def other_game_record(file) -> dict | None:
    """The record in ``file`` if it is one of another game (``"format": "game-record"``, e.g.
    菲力猫), else None (then 风声's own loader reads and checks it)."""
    try:
        with open(file, encoding="utf-8") as fh:
            rec = json.load(fh)
    except (OSError, ValueError):
        return None
    return rec if isinstance(rec, dict) and rec.get("format") == "game-record" else None


def deal_text(rec, game, seat: int | None, cards, names) -> Text:
    """The identities and starting hands dealt, as ``seat`` saw them (every seat's for
    ``seat=None``, the --all view): the log has no event for the deal itself."""
    chosen = sum(ev["type"] == "role_chosen" for ev in game.events)   # the deal follows them
    start = replay_record(rec, upto=chosen)
    obs = (FENGSHENG.reveal_all(start.state) if seat is None
           else FENGSHENG.observe(start.state, seat))
    # The first question comes after the first turn's draw: take those cards out again.
    drawn = {c for ev in start.events if ev["type"] == "draw" for c in ev["cards"]}
    t = Text("发牌：")
    for p in obs["players"]:
        if seat is not None and p["seat"] != seat:
            continue
        mine = obs["you"] if p["seat"] == seat else p
        hand = "、".join(zh.card_text(cards[c]) for c in mine["hand"]
                        if c not in drawn) or "（没有手牌）"
        t.append_text(tui.styled(f"\n　{names[p['seat']]}：身份 {zh.identity_name(mine['identity'])}"
                                 f"，起始手牌 {hand}"))
    return t
