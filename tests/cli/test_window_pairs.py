"""In the terminal, response windows look and last the same whatever the bots hold (issue 18):
for pairs of positions that differ only in whether the bot at seat X can act in a window
(tests/window_pairs.py; X passes), the human at seat A is shown the same text at the same times
(a clock the test moves: the bots answer in no time), up to X's first decision that is not in a
window."""
from __future__ import annotations

import io

import pytest
from rich.console import Console
from window_pairs import KINDS, LIVING, ROLE_KINDS, X, pair, policy, start, x_answer, x_asked

from fengsheng.cli import play as play_module
from fengsheng.cli.play import Session
from fengsheng.record import Game


class PolicyBot:
    """Answers as :func:`window_pairs.policy`; at seat X, passes in windows and declines its
    skills at timing points, and ends the session at its first other decision (the comparison ends where X acts)."""

    def __init__(self, seat: int):
        self.seat = seat

    def choose(self, observation, events):
        pending = observation["pending"]
        if self.seat == X:
            if not x_asked(pending["kind"]):
                raise play_module.EndOfInput
            return x_answer(pending["kind"], [tuple(o) for o in pending["options"]], use=False)
        return tuple(pending["options"][policy(self.seat, pending)])


def session(spec: dict, monkeypatch) -> tuple[str, list[tuple[float, int]]]:
    """What the human at seat 0 is shown, and each wait (its length, and how much had been
    printed before it), answering 1 (the first option) to every question, with a window time
    of 300 ms."""
    now = [0.0]
    slept = []
    monkeypatch.setattr(play_module.time, "monotonic", lambda: now[0])

    out = io.StringIO()

    def sleep(s):
        slept.append((round(s, 6), len(out.getvalue())))
        now[0] += s
    monkeypatch.setattr(play_module.time, "sleep", sleep)
    state = start(spec)
    game = Game.new(state.config, 0, state=state)
    answers = iter(["1"] * 30)
    Session(game, 0, {s: PolicyBot(s) for s in range(1, state.n)},
            Console(file=out, width=100), read=lambda _p: next(answers), window_ms=300).run()
    return out.getvalue(), slept


CASES = [(kind, living, roles, ahead) for kind in KINDS for living in LIVING
         for roles in (False, True) for ahead in (False, True)
         if (kind not in ROLE_KINDS or roles) and not (ahead and kind in ("shi_po", "reveal"))]


@pytest.mark.parametrize("kind,living,roles,ahead", CASES)
def test_the_human_sees_and_waits_the_same_whether_a_bot_could_act(monkeypatch, kind, living,
                                                                   roles, ahead):
    can, cannot = pair(kind, living, roles, ahead=ahead)
    text, waits = session(can, monkeypatch)
    other_text, other_waits = session(cannot, monkeypatch)
    assert "响应时机" in text
    assert text == other_text
    assert waits == other_waits and waits
