"""Terminal play of a game through the game-neutral interface (``fengsheng play --game felix``):
one human against bots, answering by number (or in the game's option notation) on plain stdin,
so a game can be scripted (``printf '1\\n' | fengsheng play --game felix``). Everything shown
comes from ``game.observe(state, seat)`` and ``game.visible_events``; the words come from the
game's text module (``TEXTS``). Commands: h table, r rules, ? help, q quit. The ``--save``
record is written at the end, on q and when the input ends; if that fails it goes to the
temporary directory, so a record is never lost."""
from __future__ import annotations

import importlib
import os
import sys
import tempfile

from rich.console import Console

from ..games.bots import make_bot
from ..games.record import Session

TEXTS = {"felix": "fengsheng.i18n.felix_zh"}
HELP = "输入选项编号（或选项原文，如 bid 7）并回车。命令：h 牌桌 · r 规则 · ? 帮助 · q 退出。"


class Quit(Exception):
    pass


class EndOfInput(Exception):
    pass


class GameSession:
    def __init__(self, session: Session, human: int, bots: dict, console: Console,
                 save_path: str | None = None, read=input):
        self.s, self.human, self.bots, self.console = session, human, bots, console
        self.game = session.game
        self.text = importlib.import_module(TEXTS[self.game.name])
        self.names = self.text.seat_names(session.config["players"], human)
        self.save_path, self._read = save_path, read
        self.shown = 0
        self.bot_seen = {seat: 0 for seat in bots}

    def say(self, text: str, style: str | None = None) -> None:
        self.console.print(text, style=style, markup=False, highlight=False)

    def read(self, prompt: str) -> str:
        self.console.print(prompt, end="", markup=False)
        try:
            line = self._read("")
        except EOFError:
            raise EndOfInput from None
        if not sys.stdin.isatty():
            self.say(line)
        return line.strip()

    def flush_log(self) -> None:
        for ev in self.game.visible_events(self.s.events[self.shown:], self.human):
            line = self.text.event_line(ev, self.names)
            if line:
                self.say(line, "dim" if ev["type"] in ("refill", "round") else None)
        self.shown = len(self.s.events)

    def run(self) -> int:
        self.console.rule(f"[bold]{self.text.TITLE}[/bold]")
        self.say(f"{self.s.config['players']}人局 · 你坐在{self.human}号 · 随机种子 {self.s.seed}"
                 f"（用 --seed {self.s.seed} 可重现这局）")
        self.say(HELP, "dim")
        try:
            while True:
                self.flush_log()
                state = self.s.state
                if state.over:
                    self.say(self.text.end_text(self.game.observe(state, self.human), self.names),
                             "bold")
                    self.keep_record()
                    return 0
                seat = state.pending.seat
                option = self.ask_human() if seat == self.human else self.ask_bot(seat)
                self.s.play(option, seat)
        except Quit:
            self.say("你退出了对局。")
            self.keep_record()
            return 0
        except EndOfInput:
            self.say("\n输入已结束（EOF），对局中止。", "bold")
            self.keep_record()
            return 1

    def ask_bot(self, seat: int):
        seen = self.game.visible_events(self.s.events[self.bot_seen[seat]:], seat)
        self.bot_seen[seat] = len(self.s.events)
        return self.bots[seat].choose(self.game.observe(self.s.state, seat), seen)

    def ask_human(self):
        obs = self.game.observe(self.s.state, self.human)
        options = [tuple(o) for o in obs["pending"]["options"]]
        labels = [self.text.option_label(o) for o in options]
        if len(options) == 1:
            self.say(f"你只有一个选择，已自动执行：{labels[0]}。")
            return options[0]
        self.say(self.text.table(obs, self.names))
        self.show_options(labels)
        while True:
            ans = self.read(f"请选择 [1-{len(options)}]：")
            low = ans.lower()
            if low in ("q", "quit"):
                raise Quit
            if low == "h":
                self.say(self.text.table(obs, self.names))
            elif low == "r":
                self.say("\n".join(self.text.RULES))
            elif low in ("?", "？", ""):
                self.say(HELP, "dim")
            elif ans.isdigit() and 1 <= int(ans) <= len(options):
                return options[int(ans) - 1]
            else:
                try:
                    option = self.game.parse_option(ans)
                except ValueError:
                    option = None
                if option in options:
                    return option
                self.say(f"“{ans}”不是可选的答案：请输入 1 到 {len(options)} 之间的数字。",
                         "yellow")
                continue
            self.show_options(labels)

    def show_options(self, labels) -> None:
        shown = list(enumerate(labels, 1))
        if len(shown) > 12:                 # a long run of bids: the first few and the last
            shown = shown[:8] + [(None, "…")] + shown[-1:]
            self.say("（选项很多：也可以直接输入选项原文，如 bid 12）", "dim")
        self.say("　".join(label if i is None else f"{i}. {label}" for i, label in shown))

    def keep_record(self) -> None:
        if not self.save_path:
            return
        try:
            self.s.save(self.save_path)
            self.say(f"对局记录已保存到：{self.save_path}（fengsheng replay 可以回放）")
            return
        except OSError as e:
            self.say(f"无法保存对局记录到 {self.save_path}：{e.strerror}", "bold red")
        fd, path = tempfile.mkstemp(prefix=f"{self.game.name}-{self.s.seed}-", suffix=".json")
        os.close(fd)
        self.s.save(path)
        self.say(f"对局记录另存到：{path}")


def play_game_cli(game, players: int, seat: int, seed: int, bots: str, save_path: str | None,
                  console: Console | None = None) -> int:
    session = Session.new(game, {"players": players}, seed)
    others = {s: make_bot(game, bots, s, seed * 10 + s) for s in range(players) if s != seat}
    return GameSession(session, seat, others, console or Console(highlight=False),
                       save_path).run()
