"""A bot that fails in a room (raises, or answers what is not legal) never holds up the game:
the safe default answers for it, in 风声 and 菲力猫 rooms, for bot seats and stand-ins, and
the game replays; the error reaches no client."""
from __future__ import annotations

import time

import pytest

from fengsheng.bots.heuristic import HeuristicBot
from fengsheng.engine import Option
from fengsheng.games.felix import bots as felix_bots

from .conftest import play_to_end, wait_seated
from .test_rooms_ws import bot_table, live_game, my_next_decision, stored_answers


def _no_leak(ws, text):
    assert not [r for r in ws.raw if text in r]


def test_felix_bots_that_always_fail_get_the_safe_default(server, sqlite_url, monkeypatch):
    calls = []

    def broken(bot, observation, events):
        calls.append(bot.seat)
        raise ValueError("felix bot defect SECRET")
    for cls in felix_bots.BOTS.values():
        monkeypatch.setattr(cls, "choose", broken)
    host = server.client("猫")
    room = host.create_room(game="felix", seats=3, time_limit=0)
    ws = host.ws(room["id"])
    ws.send({"type": "sit", "seat": 0})
    for s in (1, 2):
        ws.send({"type": "add_bot", "seat": s, "bot": "counting" if s == 1 else "search"})
    wait_seated(ws, 3)
    ws.send({"type": "start"})
    f = play_to_end(ws, timeout=30)
    game = server.app.state.lobby.rooms[room["id"]].game
    assert game.state.over and calls
    _no_leak(ws, "SECRET")
    rows = stored_answers(sqlite_url, f["game_id"])
    assert len(rows) == len(game.answers)
    again = server.app.state.lobby.load_game(f["game_id"])
    assert again.state.hash() == game.state.hash()


@pytest.mark.parametrize("answer", ["raise", "illegal", "none"])
def test_a_bot_failing_every_time_even_rebuilt(server, monkeypatch, answer):
    """Seat 2's bot fails at every decision, rebuilt or not: it raises, or gives an answer the
    game refuses, or none. The game ends, replays, and no client reads the error."""
    real = HeuristicBot.choose

    def broken(bot, observation, events):
        if bot.seat != 2:
            return real(bot, observation, events)
        if answer == "raise":
            raise ValueError("identity sample gives seat 3 'underground' SECRET")
        return Option("bogus", card=999) if answer == "illegal" else None
    monkeypatch.setattr(HeuristicBot, "choose", broken)
    _host, room, ws = bot_table(server)
    ws.send({"type": "start"})
    while not (f := my_next_decision(ws, timeout=60))["result"]:
        ws.send({"type": "answer", "seq": f["seq"], "index": len(f["options"]) - 1})
    game = live_game(server, room)
    assert game.state.over
    _no_leak(ws, "SECRET")
    again = server.app.state.lobby.load_game(f["game_id"])
    assert again.state.hash() == game.state.hash()


def test_a_stand_in_that_fails_answers_the_safe_default(server, sqlite_url, monkeypatch):
    real = HeuristicBot.choose
    failed = []

    def broken(bot, observation, events):
        if bot.seat == 0:
            failed.append(bot)
            raise ValueError("stand-in defect SECRET")
        return real(bot, observation, events)
    monkeypatch.setattr(HeuristicBot, "choose", broken)
    host, room, ws = bot_table(server)
    watcher = server.client("看").ws(room["id"])
    ws.send({"type": "start"})
    f = my_next_decision(ws)
    ws.send({"type": "away"})
    deadline = time.monotonic() + 60
    game = live_game(server, room)
    while not game.state.over:
        assert time.monotonic() < deadline, "the game stalled"
        ws.drain(); watcher.drain()
        time.sleep(0.1)
    rows = stored_answers(sqlite_url, f["game_id"])
    assert failed and {r[3] for r in rows if r[1] == 0} <= {"player", "stand_in"}
    _no_leak(ws, "SECRET"); _no_leak(watcher, "SECRET")
