"""Killing the server and starting it again resumes every game where it was.

One test kills a real ``fengsheng serve`` process (SIGKILL: no shutdown code runs) and starts a
new one on the same SQLite file; the other stops an app and starts a new one on the same
database, for SQLite and PostgreSQL. In both, the game must continue from the same state: the
same view at the same sequence number, and a stored record whose replay passes through exactly
the stored state hashes.
"""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from dataclasses import replace

import psycopg
from sqlalchemy import create_engine, select
from sqlalchemy.engine import make_url

from fengsheng.record import replay
from fengsheng.server import ServerSettings
from fengsheng.server.models import answers, games
from fengsheng.server.rooms import game_record

from .conftest import Client, LiveServer, answer, play_to_end, wait_seated

HOLD = ServerSettings(bot_delay=0, reconnect_grace=600)   # nobody is replaced while we restart


def start_serve(url: str) -> tuple[subprocess.Popen, str]:
    """``fengsheng serve`` on a free port; returns the process and its address (printed)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "fengsheng.cli.main", "serve", "--port", "0", "--bot-delay", "0",
         "--reconnect-grace", "600", "--database-url", url],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    line = proc.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    assert m, f"no address printed: {line!r}"
    return proc, f"http://127.0.0.1:{m.group(1)}"


def check_stored_game(url: str, game_id: int) -> dict:
    """Replay the stored record and check stored state hashes along the way; for a finished
    game :func:`replay` also checks the final and history hashes."""
    engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://"))
    with engine.connect() as c:
        row = dict(c.execute(select(games).where(games.c.id == game_id)).one()._mapping)
        rows = [dict(r._mapping) for r in c.execute(
            select(answers).where(answers.c.game_id == game_id).order_by(answers.c.step))]
    engine.dispose()
    rec = game_record(row, rows)
    for k in (1, len(rows) // 2, len(rows)):
        assert replay(rec, upto=k).state.hash() == rows[k - 1]["state_hash"]
    if row["status"] == "finished":
        assert replay(rec).state.hash() == row["final_hash"] and row["steps"] == len(rows)
    return row


def play_some(ws, answers_wanted: int) -> dict:
    """Answer ``answers_wanted`` of this seat's decisions (first option); return the latest
    view that asks this seat."""
    done = 0
    while True:
        f = ws.until("view", timeout=20)
        if f["options"]:
            if done == answers_wanted:
                return f
            answer(ws, f, 0)
            done += 1


def test_killing_the_server_process_and_starting_it_again_resumes_the_game(tmp_path):
    url = f"sqlite:///{tmp_path / 'kill.db'}"
    proc, base = start_serve(url)
    try:
        player = Client(base)
        player.login("玩家")
        room = player.create_room(seats=5, time_limit=0, roles=True)
        ws = player.ws(room["id"])
        ws.send({"type": "sit", "seat": 0})
        for s in range(1, 5):
            ws.send({"type": "add_bot", "seat": s, "bot": "heuristic"})
        wait_seated(ws, 5)
        ws.send({"type": "start"})
        before = play_some(ws, 6)
        player.close()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)

    proc, base = start_serve(url)
    try:
        again = Client(base)
        again.use_token(player.token)     # the same browser: its cookie
        ws = again.ws(room["id"])
        view = ws.until("view", timeout=20)
        assert view["seq"] == before["seq"] and view["view"] == before["view"]
        assert view["options"] == before["options"]
        end = play_to_end(ws, view)
        again.close()
        assert end["result"]["text"]
        row = check_stored_game(url, end["game_id"])
        assert row["status"] == "finished"
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)


def test_a_new_app_on_the_same_database_resumes_every_game(any_db_url):
    with LiveServer(any_db_url, HOLD) as server:
        player = server.client("玩家")
        rooms = []
        for seats in (3, 5):
            room = player.create_room(seats=seats, time_limit=0)
            ws = player.ws(room["id"])
            ws.send({"type": "sit", "seat": 1})
            for s in range(seats):
                if s != 1:
                    ws.send({"type": "add_bot", "seat": s, "bot": "random"})
            wait_seated(ws, seats)
            ws.send({"type": "start"})
            rooms.append((room, play_some(ws, 3)))
            ws.close()
        hashes = {r["id"]: server.app.state.lobby.rooms[r["id"]].game.state.hash()
                  for r, _ in rooms}

    with LiveServer(any_db_url, HOLD) as server:
        lobby = server.app.state.lobby
        assert {r["id"]: lobby.rooms[r["id"]].game.state.hash() for r, _ in rooms} == hashes
        again = server.client()
        again.use_token(player.token)
        for room, before in rooms:
            ws = again.ws(room["id"])
            view = ws.until("view", timeout=20)
            assert (view["seq"], view["view"]) == (before["seq"], before["view"])
            end = play_to_end(ws, view)
            ws.close()
            check_stored_game(any_db_url, end["game_id"])
        listed = again.http.get("/api/games").json()["games"]
        assert sorted(g["id"] for g in listed) == sorted(
            lobby.rooms[r["id"]].game_id for r, _ in rooms)


def test_a_database_failure_loses_nothing_and_the_answer_can_be_sent_again(postgres_url):
    """The server's database connections are killed (PostgreSQL restarts, network drops),
    then its table is held by someone else: the answer in flight gets an error frame and is
    not applied; sent again, it is."""
    with LiveServer(postgres_url, replace(HOLD, db_lock_timeout=0.3)) as server:
        player = server.client("玩家")
        room = player.create_room(seats=3, time_limit=0)
        ws = player.ws(room["id"])
        ws.send({"type": "sit", "seat": 0})
        ws.send({"type": "add_bot", "seat": 1, "bot": "random"})
        ws.send({"type": "add_bot", "seat": 2, "bot": "random"})
        wait_seated(ws, 3)
        ws.send({"type": "start"})
        f = play_some(ws, 2)
        url = make_url(postgres_url)
        with psycopg.connect(url.set(drivername="postgresql").render_as_string(
                hide_password=False), autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE datname = %s AND pid <> pg_backend_pid()", (url.database,))
        game = server.app.state.lobby.rooms[room["id"]].game
        steps = game.state.step   # still: the decision is this seat's
        with psycopg.connect(url.set(drivername="postgresql").render_as_string(
                hide_password=False)) as locker:
            locker.execute("LOCK TABLE answers IN ACCESS EXCLUSIVE MODE")
            ws.send({"type": "answer", "seq": f["seq"], "index": 0})
            err = ws.until("error")
            assert err["code"] == "server_error"
            assert game.state.step == steps and len(game.answers) == steps
        answer(ws, f, 0)
        assert len(game.answers) > steps                 # sent again, it is applied once
        assert game.answers[steps] == f["options"][0]["notation"]
        check_stored_game(postgres_url, f["game_id"])
