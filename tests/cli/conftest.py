"""Fixtures for the terminal front end: a stand-in for ``fengsheng.bots`` (the first legal
option, always) so these tests exercise the UI, not the bots' play, and a CliRunner."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

import fengsheng.cli.play as play_module
from fengsheng.cli.main import main


class FirstOptionBot:
    """Answers every decision with the first legal option (PASS first in windows)."""

    def __init__(self, seat: int):
        self.seat = seat
        self.calls = 0

    def choose(self, observation, events):
        pending = observation["pending"]
        assert pending["yours"] and observation["seat"] == self.seat
        self.calls += 1
        return tuple(pending["options"][0])


@pytest.fixture
def stand_in_bots(monkeypatch):
    """Replace ``fengsheng.bots.make_bot`` with :class:`FirstOptionBot`; returns the bots made."""
    made = []

    def make_bot(name, seat, seed):
        assert name in ("random", "heuristic", "普通") and isinstance(seed, int)
        bot = FirstOptionBot(seat)
        made.append(bot)
        return bot

    monkeypatch.setattr(play_module, "bot_factory", lambda: make_bot)
    return made


@pytest.fixture
def run_cli():
    """``run_cli(args, input)`` → click Result of ``fengsheng ARGS`` with ``input`` on stdin."""
    def run(args, input=None):
        # Wide enough that no line of the end screen wraps.
        return CliRunner().invoke(main, args, input=input, env={"COLUMNS": "160"})
    return run


class ScriptBot(FirstOptionBot):
    """Answers with the first option ``want(option)`` accepts (option in list form: kind, card,
    func, seat, ref), else the first option — enough to make a bot use one chosen card."""

    def __init__(self, seat: int, want):
        super().__init__(seat)
        self.want = want

    def choose(self, observation, events):
        self.calls += 1
        options = observation["pending"]["options"]
        return tuple(next((o for o in options if self.want(o)), options[0]))


def five_seats(hands=None, messages=None, **spec):
    """A five-seat position spec (seats A–E: 潜伏战线, 军情处, 潜伏战线, 军情处, 打酱油的) with
    the given hands and messages per seat letter, and the other spec keys as given."""
    idents = ["潜伏战线", "军情处", "潜伏战线", "军情处", "打酱油的"]
    hands, messages = hands or {}, messages or {}
    players = [{"identity": ident, "hand": hands.get(s, []), "messages": messages.get(s, [])}
               for s, ident in zip("ABCDE", idents)]
    return {"players": players, **spec}


def run_session(spec, human=0, bots=None, answers=(), auto_pass=False, save_path=None):
    """Run a :class:`Session` from the position ``spec`` with the human at ``human``: the
    human answers ``answers`` in turn, then the input ends (EOF). Bots: ``bots`` (seat → bot),
    the first-option bot elsewhere. Returns (game, printed text, observations of the human at
    each question asked, exit code)."""
    import io

    from rich.console import Console

    from fengsheng.cli.play import Session
    from fengsheng.engine.position import from_position
    from fengsheng.record import Game
    from fengsheng.views import observe

    state = from_position(spec)
    game = Game.new(state.config, 0, state=state)
    bots = dict(bots or {})
    for s in range(state.n):
        if s != human:
            bots.setdefault(s, FirstOptionBot(s))
    queue = list(answers)
    asked = []

    def read(_prompt):
        if not game.state.over:
            asked.append(observe(game.state, human))
        if not queue:
            raise EOFError
        return queue.pop(0)

    buf = io.StringIO()
    session = Session(game, human, bots, Console(file=buf, width=150), save_path=save_path,
                      read=read, auto_pass=auto_pass)
    code = session.run()
    return game, buf.getvalue(), asked, code
