"""``fengsheng play``: one human against bots in the terminal, in Chinese.

The human answers by number on plain stdin, so a game can be scripted
(``printf '1\\n2\\n' | fengsheng play --seed 1``). Everything shown comes from
``views.observe(state, seat)`` and ``views.visible_events(events, seat)``; bots get the same
redacted inputs for their own seat. The engine skips seats that can only pass, so the human is
asked only when they have a real choice, and nothing printed tells which other seat is asked in
a response window.
"""
from __future__ import annotations

import secrets
import sys

import click
from rich.console import Console

from ..cards.deck import deck as deck_cards
from ..engine import Config, Option
from ..i18n import zh_cn as zh
from ..record import Game
from ..views import observe, visible_events
from . import tui

HELP_LINE = "输入选项编号并回车；h 或 ? 重新显示牌桌；q 退出。"


def bot_factory():
    """``make_bot(name, seat, seed)`` from :mod:`fengsheng.bots` (imported when needed)."""
    from ..bots import make_bot
    return make_bot


def bot_seed(seed: int, seat: int) -> int:
    """Each bot's own RNG seed, derived from the game seed so ``--seed`` replays a game."""
    return seed * 10 + seat


class Quit(Exception):
    """The player asked to leave (``q``)."""


class EndOfInput(Exception):
    """stdin reached its end."""


class Session:
    """A game between the human at ``human`` and ``bots`` (seat → bot), printed to ``console``.

    ``read()`` returns the next line of input or raises EOFError. ``run()`` returns the exit
    code: 0 after a finished game or ``q``, 1 if the input ended first."""

    def __init__(self, game: Game, human: int, bots: dict, console: Console,
                 save_path: str | None = None, read=input):
        self.game = game
        self.human = human
        self.bots = bots
        self.console = console
        self.save_path = save_path
        self._read = read
        self.cards = deck_cards(game.config.deck)
        self.names = zh.seat_names(game.config.players, human)
        self.narrator = zh.Narrator(self.names, self.cards)
        self.shown = 0                       # events already printed
        self.bot_seen = {s: 0 for s in bots}  # events already given to each bot
        self.last_table = None
        self.asked_in = set()                # (turn, window) where the human was asked

    # -- input ---------------------------------------------------------------------------
    def read(self, prompt: str) -> str:
        self.console.print(tui.styled(prompt), end="")
        try:
            line = self._read("")
        except EOFError:
            raise EndOfInput from None
        if not sys.stdin.isatty():
            # Piped input is not echoed by the terminal: echo it so transcripts read well.
            self.console.print(line, markup=False, highlight=False)
        return line.strip()

    # -- output --------------------------------------------------------------------------
    def flush_log(self) -> None:
        evs = self.game.events
        for ev in visible_events(evs[self.shown:], self.human):
            tui.print_event(self.console, ev, self.narrator.line(ev))
            if ev["type"] == "identity_revealed" and ev["seat"] == self.human \
                    and not self.game.state.over:
                self.console.print("你已出局。下面是其余玩家的对局过程……", style="bold")
        self.shown = len(evs)

    def show_table(self, force: bool = False) -> None:
        obs = observe(self.game.state, self.human)
        key = tui.table_key(obs)
        if force or key != self.last_table:
            self.console.print(tui.render_table(obs, self.cards, self.names, goal=force))
            self.last_table = key

    def intro(self) -> None:
        g = self.game
        obs = observe(g.state, self.human)
        ident = obs["you"]["identity"]
        self.console.rule("[bold]风声[/bold]")
        self.console.print(tui.styled(
            f"{g.config.players}人局 · {'标准版' if g.config.deck == 'standard' else '推广版'}牌组"
            f" · 随机种子 {g.seed}（用 --seed {g.seed} 可重现这局）"))
        self.console.print(tui.styled(
            f"你坐在{zh.seat_label(self.human)}，身份：{zh.identity_name(ident)}。"
            f"胜利条件：{zh.IDENTITY_GOALS[ident]}。"))
        self.console.print(tui.styled(
            "情报按座位号从小到大传递（最后一位之后回到0号）；集齐三张假情报（黑色）会死亡。"), style="dim")
        self.console.print(HELP_LINE, style="dim")

    # -- the loop ------------------------------------------------------------------------
    def run(self) -> int:
        self.intro()
        try:
            while True:
                self.flush_log()
                state = self.game.state
                if state.over:
                    self.finish()
                    return 0
                d = state.pending
                if d.seat == self.human:
                    self.game.play(self.ask_human(), self.human)
                else:
                    self.game.play(self.ask_bot(d.seat), d.seat)
        except Quit:
            self.console.print("你退出了对局。")
            self.offer_save()
            return 0
        except EndOfInput:
            self.console.print()
            self.console.print("输入已结束（EOF），对局中止。", style="bold")
            if self.save_path:
                self.save(self.save_path)
            return 1

    def ask_bot(self, seat: int) -> Option:
        bot = self.bots[seat]
        evs = self.game.events
        seen = visible_events(evs[self.bot_seen[seat]:], seat)
        self.bot_seen[seat] = len(evs)
        return Option(*bot.choose(observe(self.game.state, seat), seen))

    def ask_human(self) -> Option:
        obs = observe(self.game.state, self.human)
        pending = obs["pending"]
        self.asked_in.add((obs["turn"], pending["prompt"]))
        if pending["kind"] == "send" and (obs["turn"], "play_1") not in self.asked_in:
            # The engine skips a seat that can only pass; say so, or the player wonders
            # where their 出牌阶段 went.
            self.console.print("出牌阶段（1）：你没有此时能用的牌，已自动让过。", style="dim")
        options = [Option(*o) for o in pending["options"]]
        labels = [zh.option_text(o, obs, self.cards, self.names) for o in options]
        if len(options) == 1:
            # No real choice (e.g. one card left to send): answering it would only be a chore.
            self.console.print(tui.styled(f"你只有一个选择，已自动执行：{labels[0]}。"))
            return options[0]
        self.show_table()
        self.show_question(obs, labels)
        while True:
            ans = self.read(f"请选择 [1-{len(options)}]：")
            low = ans.lower()
            if low in ("h", "?", "？", "ｈ"):
                self.show_table(force=True)
                self.show_question(obs, labels)
                continue
            if low in ("q", "ｑ"):
                raise Quit
            if not ans.isdecimal():   # also takes full-width digits (１２３) from a Chinese IME
                self.console.print(f"无法识别“{ans}”：请输入 1 到 {len(options)} 之间的数字"
                                   f"（h 查看牌桌，q 退出）。", style="bold red", markup=False)
                continue
            k = int(ans)
            if not 1 <= k <= len(options):
                self.console.print(f"没有第 {k} 项：请输入 1 到 {len(options)} 之间的数字。",
                                   style="bold red")
                continue
            return options[k - 1]

    def show_question(self, obs, labels) -> None:
        pending = obs["pending"]
        self.console.print()
        self.console.print(tui.styled(zh.decision_prompt(pending, obs, self.names)),
                           style="bold")
        for hint in hints(obs, self.cards):
            self.console.print(tui.styled(hint), style="yellow")
        self.console.print(tui.render_options(labels))

    # -- the end -------------------------------------------------------------------------
    def finish(self) -> None:
        path = None
        if self.save_path and self.save(self.save_path):
            path = self.save_path
        obs = observe(self.game.state, self.human)
        self.console.print()
        self.console.print(tui.render_end(obs, self.cards, self.names, path))

    def save(self, path: str) -> bool:
        try:
            self.game.save(path)
        except OSError as e:
            self.console.print(f"无法保存对局记录到 {path}：{e.strerror}", style="bold red",
                               markup=False)
            return False
        if not self.game.state.over:
            self.console.print(f"（未完成的）对局记录已保存到：{path}", markup=False)
        return True

    def offer_save(self) -> None:
        if self.save_path:
            self.save(self.save_path)
            return
        try:
            path = self.read("要保存对局记录吗？输入文件名保存，直接回车不保存：")
        except EndOfInput:
            self.console.print()
            path = ""
        if path:
            self.save(path)


def hints(obs, cards) -> list[str]:
    """Warnings a new player needs at this decision (from the observation only)."""
    out = []
    you = obs["seat"]
    me = obs["players"][you]
    counts = zh.colour_counts(cards, me["messages"])
    pending = obs["pending"]
    m = obs.get("message")
    if pending["kind"] == "receive" and m is not None:
        content = (zh.card_text(cards[m["card"]], detail=True) if m["card"] is not None
                   else "看不到（面朝下）")
        out.append(f"这是{zh.seat_label(m['sender'])}以{zh.TRANSMISSIONS[m['transmission']]}传出的情报，"
                   f"内容：{content}。")
        out.append("你面前现有情报：" + " ".join(
            f"{zh.COLOUR_SHORT[c]}{counts[c]}" for c in ("red", "blue", "black")) + "。")
        if counts["black"] == 2:
            out.append("注意：你面前已有2张假情报，再接收一张黑色情报你就会死亡。")
        goal = {"underground": "red", "military": "blue"}.get(obs["you"]["identity"])
        if goal and counts[goal] == 2:
            out.append(f"你面前已有2张{zh.COLOURS[goal]}情报，再获得一张就能宣告胜利。")
    if (pending["kind"] == "respond" and obs["turn_player"] == you and obs["phase"] == "play_1"
            and len(obs["you"]["hand"]) <= 1):
        out.append("注意：传递情报阶段你必须传出一张手牌；如果手牌用完，你会输掉游戏。")
    return out


@click.command()
@click.option("--players", type=click.IntRange(3, 9), default=5, show_default=True,
              help="玩家人数（3–9）。")
@click.option("--seed", type=int, default=None, help="随机种子；不给则随机生成并显示。")
@click.option("--deck", "deck_name", type=click.Choice(["standard", "promo"]), default="standard",
              show_default=True, help="牌组：standard 标准版，promo 推广版。")
@click.option("--seat", type=int, default=0, show_default=True, help="你的座位号（0 起）。")
@click.option("--bots", type=click.Choice(["random", "heuristic"]), default="heuristic",
              show_default=True, help="其他座位的机器人。")
@click.option("--save", "save_path", type=click.Path(dir_okay=False), default=None,
              help="把对局记录保存到这个文件（可用 fengsheng replay 回放）。")
def play(players, seed, deck_name, seat, bots, save_path):
    """和机器人玩一局风声（中文界面）。"""
    if not 0 <= seat < players:
        raise click.BadParameter(f"座位号必须在 0 到 {players - 1} 之间", param_hint="--seat")
    if seed is None:
        seed = secrets.randbelow(10 ** 9)
    try:
        make_bot = bot_factory()
    except ImportError as e:
        raise click.ClickException(f"机器人模块 fengsheng.bots 不可用：{e}") from None
    game = Game.new(Config(players=players, deck=deck_name), seed)
    others = {s: make_bot(bots, s, bot_seed(seed, s)) for s in range(players) if s != seat}
    console = Console(highlight=False)
    try:
        code = Session(game, seat, others, console, save_path).run()
    except KeyboardInterrupt:
        console.print("\n已中断。")
        code = 130
    sys.exit(code)
