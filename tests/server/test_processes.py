"""Several server processes on one PostgreSQL database (docs/web-server.md, "Several
processes"): real ``fengsheng serve`` processes on loopback. Clients on different processes
play in one room (relayed to the process that runs it); the lobby is the same from each; a
process killed mid-game hands its rooms to another within the documented time and the game
goes on where it was; a process that stalled past its lease can never apply an answer;
``--workers`` runs several processes behind one address."""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time

import psycopg
import pytest
from sqlalchemy.engine import make_url
from websockets.exceptions import ConnectionClosed

from .conftest import Client, answer, play_to_end, wait_seated
from .test_restart import check_stored_game

LEASE = 1.5   # seconds: a dead process's rooms move within about 2 s, plus the replay


def serve(url: str, started: list, *extra: str) -> str:
    """Start ``fengsheng serve`` (appended to ``started``); its address."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "fengsheng.cli.main", "serve", "--port", "0", "--bot-delay", "0",
         "--reconnect-grace", "600", "--lease", str(LEASE), "--database-url", url, *extra],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    started.append(proc)
    line = proc.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    assert m, f"no address printed: {line!r}"
    return f"http://127.0.0.1:{m.group(1)}"


@pytest.fixture
def processes(postgres_url):
    """``start(*extra)`` → (process, address); every process is killed afterwards."""
    started = []

    def start(*extra):
        base = serve(postgres_url, started, *extra)
        return started[-1], base
    yield start
    for proc in started:
        if proc.poll() is None:
            proc.send_signal(signal.SIGCONT)
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
        proc.wait(10)


def libpq(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def owner_url(url: str, room_id: int) -> str | None:
    """The address of the live process that runs the room, from the database."""
    with psycopg.connect(libpq(url)) as db:
        row = db.execute("SELECT s.url FROM rooms r JOIN servers s ON s.id = r.owner "
                         "WHERE r.id = %s AND r.lease_until > now()", (room_id,)).fetchone()
    return row and row[0]


def stored_answers(url: str, game_id: int) -> int:
    with psycopg.connect(libpq(url)) as db:
        return db.execute("SELECT count(*) FROM answers WHERE game_id = %s",
                          (game_id,)).fetchone()[0]


def next_mine(ws, timeout: float = 20) -> dict:
    """The next view that asks this socket's seat (or ends the game)."""
    while True:
        f = ws.until("view", timeout)
        if f["options"] or f["result"]:
            return f


def closed(ws, timeout: float = 15) -> int:
    with pytest.raises(ConnectionClosed) as e:
        while True:
            ws.recv(timeout)
    return e.value.rcvd.code if e.value.rcvd else 1006


def test_a_game_across_two_processes_survives_killing_the_one_that_runs_it(processes,
                                                                         postgres_url):
    p1, one = processes()
    p2, two = processes()
    a, b = Client(one), Client(two)
    a.login("甲")
    b.login("乙")
    room = a.create_room(seats=3, time_limit=0)          # run by process one
    assert owner_url(postgres_url, room["id"]) == one
    assert a.http.get("/api/rooms").json() == b.http.get("/api/rooms").json()   # one lobby
    wa, wb = a.ws(room["id"]), b.ws(room["id"])           # b's socket is relayed to one
    wa.send({"type": "sit", "seat": 0})
    wb.send({"type": "sit", "seat": 1})
    wa.send({"type": "add_bot", "seat": 2, "bot": "random"})
    wait_seated(wb, 3)
    detail = b.http.get(f"/api/rooms/{room['id']}").json()   # asked of one, through two
    assert [s["connected"] for s in detail["seat_list"][:2]] == [True, True]
    wa.send({"type": "start"})
    codes = []
    b_plays = threading.Thread(target=answer_until_closed, args=(wb, codes), daemon=True)
    b_plays.start()
    f = next_mine(wa)
    for _ in range(4):                                   # a few decisions each
        answer(wa, f, 0)
        f = next_mine(wa)
    assert not f["result"]                               # the game waits for 甲
    p1.kill()                                            # SIGKILL: no goodbye
    killed = time.monotonic()
    b_plays.join(15)
    assert codes == [1012]                               # the relay says "reconnect"
    end = time.monotonic() + 15
    while owner_url(postgres_url, room["id"]) != two:
        assert time.monotonic() < end, "nobody took the room over"
        time.sleep(0.1)
    moved = time.monotonic() - killed
    assert moved < 4 * LEASE, f"the room took {moved:.1f} s to move"
    a2 = Client(two)
    a2.use_token(a.token)                                # the same browser, reconnecting
    wa2 = a2.ws(room["id"])
    assert wa2.until("hello")["seat"] == 0
    again = wa2.until("view")
    assert again["seq"] == f["seq"] and again["options"] == f["options"]   # nothing lost
    wb2 = b.ws(room["id"])
    assert wb2.until("hello")["seat"] == 1
    b_plays = threading.Thread(target=answer_until_closed, args=(wb2, codes), daemon=True)
    b_plays.start()
    last = play_to_end(wa2, again)
    assert last["result"]
    row = check_stored_game(postgres_url, last["game_id"])
    assert row["status"] == "finished"
    for c in (a, b, a2):
        c.close()
    b_plays.join(15)


def answer_until_closed(ws, codes: list) -> None:
    """Answer this seat's decisions (first option) until the game ends or the socket closes
    (its close code goes into ``codes``)."""
    try:
        play_to_end(ws, pick=lambda f: 0)
    except ConnectionClosed as e:
        codes.append(e.rcvd.code if e.rcvd else 1006)


def test_a_process_that_stalled_past_its_lease_never_applies_an_answer(processes,
                                                                     postgres_url):
    p1, one = processes()
    p2, two = processes()
    a = Client(one)
    a.login("甲")
    room = a.create_room(seats=3, time_limit=0)
    wa = a.ws(room["id"])
    wa.send({"type": "sit", "seat": 0})
    for seat in (1, 2):
        wa.send({"type": "add_bot", "seat": seat, "bot": "random"})
    wait_seated(wa, 3)
    wa.send({"type": "start"})
    f = next_mine(wa)
    for _ in range(2):
        answer(wa, f, 0)
        f = next_mine(wa)
    written = stored_answers(postgres_url, f["game_id"])
    p1.send_signal(signal.SIGSTOP)                       # process one freezes
    end = time.monotonic() + 15
    while owner_url(postgres_url, room["id"]) != two:
        assert time.monotonic() < end, "nobody took the room over"
        time.sleep(0.1)
    wa.send({"type": "answer", "seq": f["seq"], "index": 0})   # reaches the frozen owner
    p1.send_signal(signal.SIGCONT)                       # it wakes up, its lease gone
    got = []
    try:
        while True:
            got.append(wa.recv(timeout=10)["type"])
    except ConnectionClosed as e:   # "the room moved: reconnect" (or the client's own
        assert e.rcvd is None or e.rcvd.code == 1012   # keepalive gave up on the frozen one)
    assert "view" not in got                             # the answer was never applied
    assert stored_answers(postgres_url, f["game_id"]) == written
    a2 = Client(two)
    a2.use_token(a.token)
    view = a2.ws(room["id"]).until("view")
    assert view["seq"] == f["seq"] and view["options"] == f["options"]
    check_stored_game(postgres_url, f["game_id"])
    a.close()
    a2.close()


def test_workers_serve_one_address_and_share_the_rooms(processes, postgres_url):
    parent, base = processes("--workers", "2")
    players, rooms, owners = [], [], set()
    for i in range(16):       # new connections until both workers run a room (2^-15 to fail)
        c = Client(base)
        c.login(f"玩家{i}")
        rooms.append(c.create_room(seats=3, time_limit=0)["id"])
        players.append(c)
        with psycopg.connect(libpq(postgres_url)) as db:
            owners = {r[0] for r in db.execute("SELECT owner FROM rooms")}
            servers = db.execute("SELECT count(*) FROM servers WHERE alive_until > now()"
                                 ).fetchone()[0]
        if len(owners) == 2:
            break
    assert servers == 2 and len(owners) == 2
    lobby = players[0].http.get("/api/rooms").json()
    assert sorted(r["id"] for r in lobby["rooms"]) == sorted(rooms)
    for c, room_id in zip(players, rooms, strict=True):   # each socket reaches its room
        ws = c.ws(room_id)
        assert ws.until("hello")["seat"] is None
        ws.send({"type": "sit", "seat": 0})
        assert wait_seated(ws, 1)["seat_list"][0]["player_id"] is not None
    for c in players:
        c.close()


def test_a_process_restarted_on_the_same_port_never_relays_to_itself(postgres_url):
    """A process killed and started again at once on its port finds its rooms still leased
    to the dead one, at its own address: asking "there" would reach itself, endlessly (a
    room's detail took 6.6 s of requests to itself before). It says "moving" instead, and
    the room comes back when the lease lapses."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    started = []
    try:
        base = serve(postgres_url, started, "--port", str(port), "--lease", "30")
        a = Client(base)
        a.login("运维")
        room = a.create_room(seats=3)
        started[-1].kill()
        started[-1].wait(10)
        serve(postgres_url, started, "--port", str(port), "--lease", "30")
        t = time.monotonic()
        r = a.http.get(f"/api/rooms/{room['id']}")
        assert r.status_code == 503 and r.json()["error"]["code"] == "moving"
        assert time.monotonic() - t < 5
        assert closed(a.ws(room["id"])) == 1012         # the socket too: reconnect later
        a.close()
    finally:
        for proc in started:
            if proc.poll() is None:
                proc.terminate()
                proc.wait(10)
