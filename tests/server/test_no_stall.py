"""No stall (docs/web-server.md, "How it works"): the database is called from worker threads
with lock and statement timeouts, so a lock held on one room's rows holds up that room only,
and a database locked as a whole still lets the server answer everything that needs no write.
Real server, real PostgreSQL and SQLite."""
from __future__ import annotations

import sqlite3
import time
from dataclasses import replace

import psycopg
from sqlalchemy import create_engine, func, select
from sqlalchemy.engine import make_url

from fengsheng.server.models import answers

from .conftest import FAST, LiveServer, answer, wait_seated


def my_decision(ws, timeout: float = 30) -> dict:
    while True:
        f = ws.until("view", timeout)
        if f["options"] or f["result"]:
            return f


def seated_game(server, name: str):
    """A started 3-seat game: the player at seat 0, two random bots; the player, their socket,
    the first view asking them, and a spectator's socket."""
    player = server.client(name)
    room = player.create_room(seats=3, time_limit=0)
    ws = player.ws(room["id"])
    ws.send({"type": "sit", "seat": 0})
    for seat in (1, 2):
        ws.send({"type": "add_bot", "seat": seat, "bot": "random"})
    wait_seated(ws, 3)
    ws.send({"type": "start"})
    watcher = server.client(name + "的观众").ws(room["id"])
    watcher.until("hello")
    return player, ws, my_decision(ws), watcher


def stored(url: str, game_id: int) -> int:
    """Answers of the game on disk."""
    engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://"))
    with engine.connect() as c:
        n = c.execute(select(func.count()).select_from(answers)
                      .where(answers.c.game_id == game_id)).scalar()
    engine.dispose()
    return n


def timed_get(client, path: str) -> float:
    start = time.monotonic()
    assert client.http.get(path).status_code == 200
    return time.monotonic() - start


def test_a_lock_on_one_rooms_game_freezes_no_other_room(postgres_url):
    with LiveServer(postgres_url, replace(FAST, db_lock_timeout=8)) as server:
        a, ws_a, fa, _ = seated_game(server, "甲")
        b, ws_b, fb, _ = seated_game(server, "乙")
        libpq = make_url(postgres_url).set(drivername="postgresql").render_as_string(
            hide_password=False)
        written = stored(postgres_url, fa["game_id"])
        with psycopg.connect(libpq) as locker:
            locker.execute("SELECT 1 FROM games WHERE id = %s FOR UPDATE", (fa["game_id"],))
            ws_a.send({"type": "answer", "seq": fa["seq"], "index": 0})   # waits for the lock
            start = time.monotonic()
            answered = 0
            while answered < 5 and not fb["result"]:
                answer(ws_b, fb, 0)
                fb = my_decision(ws_b)
                answered += 1
            played = time.monotonic() - start
            assert timed_get(b, "/api/text") < 1 and timed_get(b, "/api/rooms") < 1
            assert played < 3, f"room 乙 took {played:.1f} s for {answered} answers"
            assert [f for f in ws_a.frames if f["type"] == "view"][-1]["seq"] == fa["seq"]
            assert stored(postgres_url, fa["game_id"]) == written
            time.sleep(0.5)
            locker.rollback()                # the lock goes: room 甲's answer is written
        ws_a.until("view")
        assert stored(postgres_url, fa["game_id"]) > written


def test_a_locked_sqlite_file_stalls_no_request_that_needs_no_write(sqlite_url):
    with LiveServer(sqlite_url, replace(FAST, db_lock_timeout=3)) as server:
        player, ws, f, watcher = seated_game(server, "丙")
        locker = sqlite3.connect(make_url(sqlite_url).database, isolation_level=None)
        locker.execute("BEGIN EXCLUSIVE")
        try:
            ws.send({"type": "answer", "seq": f["seq"], "index": 0})
            start = time.monotonic()
            for path in ("/api/text", "/api/rooms", "/api/cards"):
                assert timed_get(player, path) < 1
            assert time.monotonic() - start < 1.2
            watcher.send({"type": "ping"})    # the room's other sockets are served meanwhile
            assert watcher.until("pong")["type"] == "pong"
            assert time.monotonic() - start < 2
            assert ws.until("error")["code"] == "server_error"   # after the lock timeout
        finally:
            locker.execute("ROLLBACK")
            locker.close()
        written = stored(sqlite_url, f["game_id"])
        answer(ws, f, 0)
        assert stored(sqlite_url, f["game_id"]) > written   # on disk before its view
