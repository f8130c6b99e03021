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
        assert name in ("random", "heuristic") and isinstance(seed, int)
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
