"""``fengsheng play``: one human against bots in the terminal, in Chinese (``--lang en``:
English; every string from the tables of :mod:`fengsheng.i18n`, through :class:`tui.Words`).

The human answers by number on plain stdin, so a game can be scripted
(``printf '1\\n2\\n' | fengsheng play --seed 1``). Everything shown comes from
风声's ``observe(state, seat)`` and ``visible_events(events, seat)``; bots get the same
redacted inputs for their own seat. The engine skips seats that can only pass, so the human is
asked only when they have a real choice; every window the rules open is in the log the same way
whether or not anyone could act in it, and with ``--window-ms`` (on by default at a terminal)
each round of priority takes that long, so the bots' thinking does not show who was asked.

Besides numbers the player may type the commands of :data:`COMMAND_HELP` (h table, c card
texts, r roles, a auto-pass, ? help, q quit). The record file of ``--save`` is checked before
the game starts and is never lost at the end: if writing fails the player is asked for another
name (or, with no input left, it goes to the temporary directory).
"""
from __future__ import annotations

import errno
import os
import secrets
import sys
import tempfile
import time

import click
from rich.console import Console

from ..games import get_game
from ..i18n import LANGUAGES
from . import tui
from .tui import ZH, Words

# 风声's particulars, through its game object (games/fengsheng_adapter.py)
FENGSHENG = get_game("fengsheng")
Config, Option, Game = FENGSHENG.Config, FENGSHENG.Option, FENGSHENG.records.Game
observe, visible_events, deck_cards = FENGSHENG.observe, FENGSHENG.visible_events, FENGSHENG.deck
IDENTITY_TABLES, ROLE_SETS = FENGSHENG.IDENTITY_TABLES, FENGSHENG.ROLE_SETS
DEFAULT_ROLE_SET = FENGSHENG.DEFAULT_ROLE_SET

HELP_LINE = ZH("help_line")
# The exact rule of the auto-pass mode (command a), printed by ?, by --help and when it is
# turned on; auto_pass_stop() implements it.
AUTO_PASS_RULE = ZH.lines("auto_pass_rule")
COMMAND_HELP = ZH.lines("command_help")


def bot_factory():
    """``make_bot(name, seat, seed)`` of 风声's bots (imported when needed)."""
    return FENGSHENG.bots.make_bot


def bot_seed(seed: int, seat: int) -> int:
    """Each bot's own RNG seed, derived from the game seed so ``--seed`` replays a game."""
    return seed * 10 + seat


class Quit(Exception):
    """The player asked to leave (``q``)."""


class EndOfInput(Exception):
    """stdin reached its end."""


_OS_REASONS = {
    errno.ENOENT: "os_enoent", errno.EACCES: "os_eacces", errno.EPERM: "os_eacces",
    errno.EROFS: "os_erofs", errno.EISDIR: "os_eisdir", errno.ENOTDIR: "os_enotdir",
    errno.ENOSPC: "os_enospc", errno.ENAMETOOLONG: "os_enametoolong",
}


def os_reason(e: OSError, w: Words = ZH) -> str:
    """An OSError in the player's language (falls back to the system's own words)."""
    key = _OS_REASONS.get(e.errno)
    return w(key) if key else e.strerror or str(e)


def save_path_problem(path: str, overwrite: bool, w: Words = ZH) -> str | None:
    """Why a record could not be saved to ``path`` (without the path itself), or None if it
    can.

    Checks without changing anything that exists: a new file is created and removed again, an
    existing one is opened for appending and closed. An existing file is a problem unless
    ``overwrite`` (``--force``)."""
    if not path.strip():
        return w("save_empty")
    if os.path.isdir(path):
        return w("save_is_dir")
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        return w("save_no_dir", dir=os.path.dirname(path) or parent)
    if os.path.exists(path):
        if not overwrite:
            return w("save_exists")
        try:
            with open(path, "a", encoding="utf-8"):
                pass
        except OSError as e:
            return os_reason(e, w)
        return None
    try:
        with open(path, "x", encoding="utf-8"):
            pass
        os.remove(path)
    except OSError as e:
        return os_reason(e, w)
    return None


def auto_pass_stop(obs, names, w: Words = ZH) -> str | None:
    """Why the auto-pass mode (command ``a``, :data:`AUTO_PASS_RULE`) must ask the viewer at
    this response window rather than pass for them, or None when it may pass. ``obs``: the
    viewer's observation with a pending ``respond`` decision; ``names``: seat → name."""
    you = obs["seat"]
    if obs["turn_player"] == you:
        return w("stop_your_turn")
    m = obs.get("message")
    if obs["pending"]["prompt"] == "arrive" and m is not None and m["holder"] == you:
        return w("stop_arrives")
    stack = obs.get("stack") or ()
    items = {it["uid"]: it for it in stack}
    mine = {it["uid"] for it in stack if it["user"] == you}
    my_messages = set(obs["players"][you]["messages"])
    for it in reversed(stack):
        if it["user"] == you:
            continue
        what = w("item_of", name=names[it["user"]], func=w.tx.func_name(it["func"]))
        if it["func"] == "shi_po":
            if it["ref"] in mine:
                return w("stop_nullify", what=what)
        elif it["target"] == you:
            return w("stop_burn" if it["func"] == "shao_hui" else "stop_target", what=what)
        elif it["ref"] in my_messages and it["ref"] not in items:
            return w("stop_your_message", what=what)
    for o in obs["pending"]["options"]:
        if o[0] == "use" and o[2] == "shi_po" and o[4] in items and o[4] not in mine:
            return w("stop_see_through", item=w.tx.item_text(items[o[4]], names, items))
    return None


class Session:
    """A game between the human at ``human`` and ``bots`` (seat → bot), printed to ``console``.

    ``read()`` returns the next line of input or raises EOFError. ``save_path``: where the
    record goes (already checked by the caller). ``auto_pass``: start with the auto-pass mode
    on (command ``a``). ``w``: the language of everything printed. ``run()`` returns the exit
    code: 0 after a finished game or ``q``, 1 if the input ended first."""

    def __init__(self, game: Game, human: int, bots: dict, console: Console,
                 save_path: str | None = None, read=input, auto_pass: bool = False,
                 window_ms: int = 0, w: Words = ZH):
        self.game = game
        self.w = w
        self.human = human
        self.bots = bots
        self.console = console
        self.save_path = save_path
        self._read = read
        self.cards = deck_cards(game.config.deck)
        self.names = w.tx.seat_names(game.config.players, human)
        self.narrator = w.tx.Narrator(self.names, self.cards)
        self.shown = 0                       # events already printed
        self.bot_seen = {s: 0 for s in bots}  # events already given to each bot
        self.last_table = None
        self.asked_in = set()                # (turn, window) where the human was asked
        self.roles = game.config.roles
        self.announced = False               # identity told (with roles: after 挑选角色)
        self.auto_pass = auto_pass           # command a: pass in windows that do not concern you
        self.last_stop = None                # (turn, reason) of the last auto-pass pause told
        # Each round of priority (game.rounds, with state.show_windows) is printed when its
        # time comes and lasts window_ms: the k-th round since the human's last answer (or the
        # start) at k x window_ms, whether a bot was asked in between or not (if it thought
        # less), as the server shows them.
        self.window = window_ms / 1000
        self.clock = time.monotonic()        # when the rounds being paced began
        self.rounds = 0                      # rounds printed since then

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
    def show_rounds(self) -> None:
        """Print what the last answer (or the deal) led to round by round (``game.rounds``),
        each at its time, then wait until the state after them is due."""
        for _, n in self.game.rounds:
            self.pace()
            self.flush_log(n)
            self.rounds += 1
        self.pace()

    def pace(self) -> None:
        wait = self.clock + self.rounds * self.window - time.monotonic()
        if wait > 0:
            time.sleep(wait)

    def flush_log(self, upto: int | None = None) -> None:
        evs = self.game.events
        for ev in visible_events(evs[self.shown:upto], self.human):
            tui.print_event(self.console, ev, self.narrator.line(ev))
            if ev["type"] == "game_start" and not self.announced:
                self.announce()
            if ev["type"] == "identity_revealed" and ev["seat"] == self.human \
                    and not self.game.state.over:
                self.console.print(self.w("out_now"), style="bold")
        self.shown = len(evs) if upto is None else upto

    def show_table(self, force: bool = False) -> None:
        obs = observe(self.game.state, self.human)
        key = tui.table_key(obs)
        if force or key != self.last_table:
            self.console.print(tui.render_table(obs, self.cards, self.names, goal=force, w=self.w))
            self.last_table = key

    def intro(self) -> None:
        g, w = self.game, self.w
        obs = observe(g.state, self.human)
        self.console.rule(f"[bold]{w('title')}[/bold]")
        self.console.print(tui.styled(w(
            "intro_position" if g.from_position else "intro", players=g.config.players,
            deck=w("deck_standard" if g.config.deck == "standard" else "deck_promo"),
            roles=w("roles_on" if self.roles else "roles_off"), seed=g.seed)))
        self.console.print(tui.styled(identity_line(g.config, w)), style="dim")
        if obs["you"]["identity"] is not None:
            self.announce(obs)
        else:
            self.console.print(tui.styled(w("intro_choose", seat=w.tx.seat_label(self.human))))
        self.console.print(tui.styled(w("intro_passing")), style="dim")
        self.console.print(w("help_line"), style="dim")

    def announce(self, obs=None) -> None:
        """Tell the player their seat, identity and victory condition (and role, if any)."""
        obs = obs or observe(self.game.state, self.human)
        ident = obs["you"]["identity"]
        if ident is None:
            return
        self.announced = True
        w = self.w
        self.console.print(tui.styled(w(
            "announce", seat=w.tx.seat_label(self.human), identity=w.tx.identity_name(ident),
            goal=w.tx.IDENTITY_GOALS[ident])), style="bold")
        role = obs["players"][self.human]["role"]
        if role is not None:
            self.console.print(tui.render_own_role(role, obs["players"][self.human]["face_up"],
                                                   w=w))
            if ident == "bystander":
                self.console.print(tui.styled(w("bystander")), style="green")

    # -- the loop ------------------------------------------------------------------------
    def run(self) -> int:
        self.intro()
        try:
            self.show_rounds()
            while True:
                self.flush_log()
                state = self.game.state
                if state.over:
                    self.finish()
                    return 0
                d = state.pending
                if d.seat == self.human:
                    option = self.ask_human()
                    self.clock, self.rounds = time.monotonic(), 0
                    self.game.play(option, self.human)
                else:
                    self.game.play(self.ask_bot(d.seat), d.seat)
                self.show_rounds()
        except Quit:
            self.console.print(self.w("quit"))
            self.offer_save()
            return 0
        except EndOfInput:
            self.console.print()
            self.console.print(self.w("eof"), style="bold")
            if self.save_path:
                self.keep_record(self.save_path)
            return 1

    def ask_bot(self, seat: int) -> Option:
        bot = self.bots[seat]
        evs = self.game.events
        seen = visible_events(evs[self.bot_seen[seat]:], seat)
        self.bot_seen[seat] = len(evs)
        return Option(*bot.choose(observe(self.game.state, seat), seen))

    def ask_human(self) -> Option:
        w = self.w
        obs = observe(self.game.state, self.human)
        pending = obs["pending"]
        self.asked_in.add((obs["turn"], pending["prompt"]))
        if pending["kind"] == "send" and (obs["turn"], "play_1") not in self.asked_in:
            # The engine skips a seat that can only pass; say so, or the player wonders
            # where their 出牌阶段 went.
            self.console.print(w("play1_skipped"), style="dim")
        options = [Option(*o) for o in pending["options"]]
        labels = [w.tx.option_text(o, obs, self.cards, self.names) for o in options]
        if pending["prompt"] == "choose_role" and obs["you"]["role_offer"]:
            self.console.print(tui.render_role_offer(obs["you"]["role_offer"], w))
        if len(options) == 1:
            # No real choice (e.g. one card left to send): answering it would only be a chore.
            self.console.print(tui.styled(w("one_choice", label=labels[0])))
            for hint in hints(obs, self.cards, w):
                self.console.print(tui.styled(hint), style="yellow")
            return options[0]
        respond = pending["kind"] == "respond"
        if respond and self.auto_pass:
            why = auto_pass_stop(obs, self.names, w)
            if why is None:
                return self.pass_for_human(obs, options)
            if (obs["turn"], why) != self.last_stop:
                # Once per reason and turn: in your own turn every window stops.
                self.console.print(tui.styled(w("auto_pass_paused", why=why)), style="yellow")
                self.last_stop = (obs["turn"], why)
        if pending["prompt"] != "choose_role":   # nothing is on the table before the deal
            self.show_table()
        self.show_question(obs, labels)
        while True:
            ans = self.read(w("ask", n=len(options)))
            low = ans.lower()
            if not ans:
                # An empty line is a common slip: show the choices again, briefly.
                self.console.print(w("empty_input", n=len(options)), style="dim")
                self.console.print(tui.render_options(labels))
                continue
            if low in ("h", "ｈ"):
                if pending["prompt"] == "choose_role":
                    self.console.print(w("choosing_roles"), style="dim")
                else:
                    self.show_table(force=True)
                self.show_question(obs, labels)
                continue
            if low in ("?", "？"):
                for line in w.lines("command_help"):
                    self.console.print(tui.styled(line))
                self.show_question(obs, labels)
                continue
            if low in ("c", "ｃ"):
                hand = {self.cards[c].function for c in obs["you"]["hand"]}
                self.console.print(tui.render_card_help(hand, w))
                self.show_question(obs, labels)
                continue
            if low in ("r", "s", "ｒ", "ｓ"):
                if obs["you"]["role_offer"]:
                    self.console.print(tui.render_role_offer(obs["you"]["role_offer"], w))
                else:
                    self.console.print(tui.render_roles(obs, self.names, w))
                self.show_question(obs, labels)
                continue
            if low in ("a", "ａ"):
                self.auto_pass = not self.auto_pass
                if not self.auto_pass:
                    self.console.print(w("auto_pass_off"), style="yellow")
                    continue
                self.console.print(w("auto_pass_on"), style="bold yellow")
                for line in w.lines("auto_pass_rule"):
                    self.console.print(tui.styled(line), style="yellow")
                why = auto_pass_stop(obs, self.names, w) if respond else None
                if respond and why is None:
                    return self.pass_for_human(obs, options)
                if why is not None:
                    self.console.print(tui.styled(w("auto_pass_concerns", why=why)),
                                       style="yellow")
                self.console.print(tui.render_options(labels))
                continue
            if low in ("q", "ｑ"):
                raise Quit
            if not ans.isdecimal():   # also takes full-width digits (１２３) from a Chinese IME
                self.console.print(w("not_a_number", answer=ans, n=len(options)),
                                   style="bold red", markup=False)
                continue
            # Python refuses to convert more than 4,300 digits; no option list is that long.
            short = len(ans) <= 9
            k = int(ans) if short else 0
            if not 1 <= k <= len(options):
                self.console.print(w("no_such_option", answer=ans if short else ans[:6] + "…",
                                     n=len(options)), style="bold red", markup=False)
                continue
            return options[k - 1]

    def pass_for_human(self, obs, options) -> Option:
        """Answer 让过 for the human (auto-pass mode), with a one-line notice."""
        context = self.w.tx.window_context(obs["pending"], obs, self.names)
        self.console.print(tui.styled(self.w("auto_passed", context=context)), style="dim")
        return next(o for o in options if o.kind == "pass")

    def show_question(self, obs, labels) -> None:
        pending = obs["pending"]
        self.console.print()
        self.console.print(tui.styled(self.w.tx.decision_prompt(pending, obs, self.names)),
                           style="bold")
        for hint in hints(obs, self.cards, self.w):
            self.console.print(tui.styled(hint), style="yellow")
        self.console.print(tui.render_options(labels))

    # -- the end -------------------------------------------------------------------------
    def finish(self) -> None:
        path = self.keep_record(self.save_path) if self.save_path else None
        obs = observe(self.game.state, self.human)
        self.console.print()
        taken = self.w.tx.victory_taken_from(visible_events(self.game.events, self.human))
        self.console.print(tui.render_end(obs, cards=self.cards, names=self.names,
                                          record_path=path, taken_from=taken, w=self.w))

    def save(self, path: str) -> bool:
        """Write the record to ``path``; print why not and return False if that fails."""
        try:
            self.game.save(path)
        except OSError as e:
            self.console.print(self.w("save_failed", path=path, why=os_reason(e, self.w)),
                               style="bold red", markup=False)
            return False
        if not self.game.state.over:
            self.console.print(self.w("saved_unfinished", path=path), markup=False)
        return True

    def save_asking(self, path: str, confirm: bool) -> str | None:
        """Save to ``path``, asking before overwriting an existing file if ``confirm``; when the
        file is refused or cannot be written, ask for another name until one works or the
        player enters an empty line. Returns the path saved to (None: not saved). Raises
        EndOfInput when the input ends while asking."""
        while True:
            if path and confirm and os.path.isfile(path):
                ans = self.read(self.w("overwrite", path=path))
                if ans.lower() not in ("y", "yes", "ｙ", "是"):
                    path = ""
            if path and self.save(path):
                return path
            path = self.read(self.w("ask_file"))
            if not path:
                self.console.print(self.w("not_saved"))
                return None
            confirm = True

    def keep_record(self, path: str) -> str | None:
        """Save the record the player asked for (``--save``) to ``path`` or, if that fails,
        to another name they give; if the input has ended, to a new file in the temporary
        directory, so that the record is not lost. Returns the path saved to."""
        try:
            return self.save_asking(path, confirm=False)
        except EndOfInput:
            return self.save_fallback()

    def save_fallback(self) -> str | None:
        try:
            fd, path = tempfile.mkstemp(prefix=f"fengsheng-{self.game.seed}-", suffix=".json")
            os.close(fd)
        except OSError as e:
            self.console.print(self.w("fallback_failed", why=os_reason(e, self.w)), style="bold red")
            return None
        self.console.print()
        self.console.print(self.w("fallback"), style="bold")
        return path if self.save(path) else None

    def offer_save(self) -> None:
        if self.save_path:
            self.keep_record(self.save_path)
            return
        try:
            path = self.read(self.w("offer_save"))
        except EndOfInput:
            self.console.print()
            return
        if not path:
            return
        try:
            self.save_asking(path, confirm=True)
        except EndOfInput:
            self.save_fallback()


def identity_line(config, w: Words = ZH) -> str:
    """The identity cards in play, e.g. ``身份牌：潜伏战线2 · 军情处2 · 打酱油的1（标准身份表…）``."""
    counts = zip(("underground", "military", "bystander"),
                 IDENTITY_TABLES[config.identity_table][config.players])
    parts = [w("identity_count", name=w.tx.IDENTITIES[i], n=n) for i, n in counts if n]
    return w("identity_cards", parts=" · ".join(parts),
             table=w.tx.IDENTITY_TABLE_NAMES.get(config.identity_table, ""))


def identity_table_problem(table: str, players: int, w: Words = ZH) -> str | None:
    """Why ``--identities table`` cannot seat ``players``, or None."""
    sizes = sorted(IDENTITY_TABLES[table])
    if players in sizes:
        return None
    return w("table_problem", table=table, name=w.tx.IDENTITY_TABLE_NAMES.get(table, table),
             allowed=w("or").join(w("n_players", n=n) for n in sizes), players=players)


def check_save_path(save_path: str | None, force: bool, w: Words = ZH) -> None:
    """Refuse, before the game starts, a ``--save`` path the record could not be written to."""
    if save_path is not None:
        problem = save_path_problem(save_path, overwrite=force, w=w)
        if problem and os.path.isfile(save_path) and not force:
            problem += w("save_force_hint")
        elif problem:
            problem += w("save_other_path")
        if problem:
            raise UsageError(w("save_refused", path=save_path, problem=problem), w)


# 风声's levels (bots.LEVELS), then the raw bot names.
FENGSHENG_BOTS = ("入门", "普通", "困难", "random", "novice", "heuristic", "ismcts", "policy")


def play_other(game_name, players, seed, seat, bots, save_path, force) -> int:
    """A game other than 风声, through the game-neutral interface (``cli/game_play.py``)."""
    from ..games import get_game
    from ..games.api import ConfigError
    from ..games.bots import bot_kinds
    from ..games.rng import check_seed
    from .game_play import play_game_cli
    game = get_game(game_name)
    players = players or 4
    if players not in game.player_counts:
        raise UsageError(ZH("other_players", title=game.title, low=game.player_counts[0],
                            high=game.player_counts[-1], players=players))
    if not 0 <= seat < players:
        raise UsageError(ZH("seat_range", last=players - 1, seat=seat))
    kinds = bot_kinds(game)
    bots = bots or "counting"
    if bots not in kinds:
        raise UsageError(ZH("other_no_bot", title=game.title, bots=repr(bots),
                            kinds=ZH("list_sep").join(sorted(kinds))))
    check_save_path(save_path, force)
    if seed is None:
        seed = secrets.randbelow(10 ** 9)
    try:
        check_seed(seed)
    except ConfigError:
        raise UsageError(ZH("seed_range", seed=seed)) from None
    return play_game_cli(game, players, seat, seed, bots, save_path)


class UsageError(click.ClickException):
    """A bad command line, reported in the player's language (``错误：…``, ``Error: …``) with
    exit status 2."""
    exit_code = 2

    def __init__(self, message: str, w: Words = ZH):
        super().__init__(message)
        self.w = w

    def show(self, file=None) -> None:
        click.echo(self.w("error", message=self.format_message()), err=True)


def hints(obs, cards, w: Words = ZH) -> list[str]:
    """Warnings a new player needs at this decision (from the observation only)."""
    out = []
    you = obs["seat"]
    me = obs["players"][you]
    tx = w.tx
    counts = tx.colour_counts(cards, me["messages"])
    pending = obs["pending"]
    m = obs.get("message")
    if pending["kind"] == "receive" and m is not None:
        content = (tx.card_text(cards[m["card"]], detail=True) if m["card"] is not None
                   else w("face_down"))
        out.append(w("hint_message", seat=tx.seat_label(m["sender"]),
                     how=tx.TRANSMISSIONS[m["transmission"]], content=content))
        out.append(w("hint_counts", counts=" ".join(
            f"{tx.COLOUR_SHORT[c]}{counts[c]}" for c in ("red", "blue", "black"))))
        if counts["black"] == 2:
            out.append(w("hint_two_black"))
        goal = {"underground": "red", "military": "blue"}.get(obs["you"]["identity"])
        if goal and counts[goal] == 2:
            out.append(w("hint_two_goal", colour=tx.COLOURS[goal]))
    if pending["kind"] == "send" and counts["black"] == 2 and any(
            cards[o[1]].colour == "black" for o in pending["options"]):
        # The commonest way a new player dies: their own black 密电 comes back round.
        out.append(w("hint_send_black"))
    if pending["kind"] == "trigger":
        text = w.roles.skill_text(pending["prompt"])
        if text:
            out.append(w("skill_line", name=tx.func_name(pending["prompt"]), text=text))
    if (pending["kind"] == "respond" and obs["turn_player"] == you and obs["phase"] == "play_1"
            and len(obs["you"]["hand"]) <= 1):
        out.append(w("hint_last_card"))
    return out


class PlayCommand(click.Command):
    """``--help`` in the language the game would speak: ``--lang`` on the same command line
    (click prints the help before it parses ``--lang``), else ``FENGSHENG_LANG``, else Chinese.
    The decorators below carry the Chinese texts; the help of the other language is the same
    keys of its terminal table."""

    def parse_args(self, ctx, args):
        lang = os.environ.get("FENGSHENG_LANG", "zh-CN")
        for i, arg in enumerate(args):
            if arg == "--lang" and i + 1 < len(args):
                lang = args[i + 1]
            elif arg.startswith("--lang="):
                lang = arg.split("=", 1)[1]
        ctx.meta["help_lang"] = lang if lang in LANGUAGES else "zh-CN"
        return super().parse_args(ctx, args)

    def format_help(self, ctx, formatter):
        w = Words(ctx.meta.get("help_lang", "zh-CN"))
        self.help = w("play_help")
        self.epilog = "\b\n" + "\n".join(w.lines("command_help"))
        for p in self.get_params(ctx):
            p.help = w("opt_help" if "--help" in p.opts else f"opt_{p.name}")
        super().format_help(ctx, formatter)


@click.command(cls=PlayCommand, help=ZH("play_help"),
               epilog="\b\n" + "\n".join(COMMAND_HELP))
@click.option("--game", "game_name", type=click.Choice(["fengsheng", "felix"]),
              default="fengsheng", show_default=True, help=ZH("opt_game_name"))
@click.option("--players", type=click.IntRange(3, 9), default=None, help=ZH("opt_players"))
@click.option("--seed", type=int, default=None, help=ZH("opt_seed"))
@click.option("--deck", "deck_name", type=click.Choice(["standard", "promo"]), default="standard",
              show_default=True, help=ZH("opt_deck_name"))
@click.option("--identities", "identity_table",
              type=click.Choice(["standard", "first_game", "alternative"]), default="standard",
              show_default=True, help=ZH("opt_identity_table"))
@click.option("--seat", type=int, default=0, show_default=True, help=ZH("opt_seat"))
@click.option("--bots", default=None, help=ZH("opt_bots"))
@click.option("--roles/--no-roles", default=False, show_default=True, help=ZH("opt_roles"))
@click.option("--role-set", type=click.Choice(sorted(ROLE_SETS)), default=DEFAULT_ROLE_SET,
              show_default=True, help=ZH("opt_role_set"))
@click.option("--save", "save_path", default=None, metavar="FILE", help=ZH("opt_save_path"))
@click.option("--force", is_flag=True, help=ZH("opt_force"))
@click.option("--auto-pass", is_flag=True, help=ZH("opt_auto_pass"))
@click.option("--gender", type=click.Choice(["女", "男", "F", "M"]), default=None,
              help=ZH("opt_gender"))
@click.option("--window-ms", type=click.IntRange(0, 5000), default=None, help=ZH("opt_window_ms"))
@click.option("--lang", type=click.Choice(LANGUAGES), default="zh-CN", show_default=True,
              envvar="FENGSHENG_LANG", help=ZH("opt_lang"))
def play(game_name, players, seed, deck_name, identity_table, seat, bots, roles, role_set,
         save_path, force, auto_pass, gender, window_ms, lang):
    w = Words(lang)
    if game_name != "fengsheng":
        ctx = click.get_current_context()
        for name, flag in (("gender", "--gender"), ("roles", "--roles"), ("deck_name", "--deck"),
                           ("identity_table", "--identities"), ("auto_pass", "--auto-pass"),
                           ("role_set", "--role-set"), ("window_ms", "--window-ms"),
                           ("lang", "--lang")):
            if ctx.get_parameter_source(name) not in (click.core.ParameterSource.DEFAULT,
                                                      click.core.ParameterSource.ENVIRONMENT):
                raise UsageError(w("only_fengsheng", flag=flag, game=game_name), w)
        sys.exit(play_other(game_name, players, seed, seat, bots, save_path, force))
    players = 5 if players is None else players
    bots = bots or "普通"
    if bots not in FENGSHENG_BOTS:
        raise UsageError(w("no_such_bot", bots=repr(bots)), w)
    if not 0 <= seat < players:
        raise UsageError(w("seat_range", last=players - 1, seat=seat), w)
    problem = identity_table_problem(identity_table, players, w)
    if problem:
        raise UsageError(problem, w)
    check_save_path(save_path, force, w)
    if seed is None:
        seed = secrets.randbelow(10 ** 9)
    try:
        make_bot = bot_factory()
    except ImportError as e:
        raise click.ClickException(w("no_bots_module", error=e)) from None
    try:
        genders = ()
        if gender:   # the bots' seats stay unknown
            genders = tuple(({"女": "F", "男": "M"}.get(gender, gender) if s == seat else "")
                            for s in range(players))
        game = Game.new(Config(players=players, deck=deck_name, roles=roles,
                               identity_table=identity_table, role_set=role_set,
                               player_genders=genders), seed,
                        show_windows=True)
    except ImportError as e:
        raise click.ClickException(w("no_roles_module", error=e)) from None
    others = {s: make_bot(bots, s, bot_seed(seed, s)) for s in range(players) if s != seat}
    console = Console(highlight=False)
    if window_ms is None:
        window_ms = 300 if sys.stdin.isatty() else 0
    session = Session(game, seat, others, console, save_path, auto_pass=auto_pass,
                      window_ms=window_ms, w=w)
    try:
        code = session.run()
    except KeyboardInterrupt:
        console.print(w("interrupted"))
        if save_path:
            session.save(save_path)
        code = 130
    sys.exit(code)
