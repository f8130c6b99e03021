"""Fair use (docs/web-server.md, "Limits"): clients that hold the server's resources without
playing are cut off, forged forwarding headers are not believed, and one player cannot fill
the server with games. Real server, real sockets, SQLite file."""
from __future__ import annotations

import base64
import os
import socket
import time

import pytest
from sqlalchemy import create_engine, select

from fengsheng.server import ServerSettings
from fengsheng.server.models import games

from .conftest import FAST, LiveServer, wait_seated


def raw_connection(base: str) -> socket.socket:
    host, port = base.removeprefix("http://").split(":")
    return socket.create_connection((host, int(port)), timeout=10)


def closed_within(s: socket.socket, seconds: float) -> float:
    """Seconds until the server closes ``s`` (reading and dropping what it sends)."""
    start = time.monotonic()
    s.settimeout(seconds)
    try:
        while s.recv(65536):
            pass
    except ConnectionResetError:
        pass
    return time.monotonic() - start


@pytest.mark.parametrize("half", [
    b"GET /api/text HTTP/1.1\r\nHost: x\r\n",                              # headers unfinished
    b"POST /api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    b"Content-Length: 30\r\n\r\n{\"nickname\":",                          # body unfinished
    b"",                                                                     # nothing at all
])
def test_half_sent_requests_are_cut_off(sqlite_url, half):
    with LiveServer(sqlite_url, FAST, request_timeout=1.0) as server:
        with raw_connection(server.base) as s:
            s.sendall(half)
            assert closed_within(s, 10) < 5
        with raw_connection(server.base) as s:   # a whole request on time is answered
            s.sendall(b"GET /api/text HTTP/1.1\r\nHost: x\r\n\r\n")
            assert s.recv(100).startswith(b"HTTP/1.1 200")


def test_a_websocket_client_that_never_reads_is_disconnected(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0), send_timeout=1.0) as server:
        host = server.client("房主")
        room = host.create_room(seats=9, time_limit=0)
        ws = host.ws(room["id"])
        for seat in range(9):
            ws.send({"type": "add_bot", "seat": seat, "bot": "random"})
        wait_seated(ws, 9)
        host.ws(room["id"]).close()
        lurker = server.client("不读")
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)   # and never reads
        s.connect(raw_connection(server.base).getpeername())
        key = base64.b64encode(os.urandom(16)).decode()
        s.sendall((f"GET /ws/rooms/{room['id']} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                   f"Sec-WebSocket-Version: 13\r\nCookie: fengsheng_token={lurker.token}\r\n"
                   "\r\n").encode())
        live = server.app.state.lobby.rooms[room["id"]]
        lurker_id = lurker.http.get("/api/session").json()["player_id"]
        end = time.monotonic() + 10
        while not live.connected(lurker_id):
            assert time.monotonic() < end
            time.sleep(0.05)
        for _ in range(30):   # games of bots flood the lurker with views it never reads
            ws.send({"type": "start"})
            while not ws.until("view", timeout=30)["result"]:
                pass
            if not live.connected(lurker_id):
                break
        assert not live.connected(lurker_id)
        s.close()
        ws.send({"type": "ping"})             # the others play on
        assert ws.until("pong")["type"] == "pong"


def test_forwarding_headers_are_believed_only_from_configured_proxies(sqlite_url):
    settings = ServerSettings(session_burst=20)
    for trusted, refused in (((), True), (("127.0.0.1",), False)):
        with LiveServer(sqlite_url, settings, trusted_proxies=trusted) as server:
            statuses = [server.client().http.post(
                "/api/session", json={"nickname": f"伪装{i}"},
                headers={"X-Forwarded-For": f"10.0.{i}.1"}).status_code for i in range(25)]
        assert (429 in statuses) == refused, statuses
        assert statuses[:20] == [200] * 20


def stored_game_status(url: str, game_id: int) -> str:
    engine = create_engine(url)
    with engine.connect() as c:
        status = c.execute(select(games.c.status).where(games.c.id == game_id)).scalar_one()
    engine.dispose()
    return status


def bot_room(client, seats: int, bots: int, sit: bool = True):
    """A room of ``client``'s with the client at seat 0 (``sit``) and ``bots`` random bots."""
    room = client.create_room(seats=seats, time_limit=0)
    ws = client.ws(room["id"])
    first = 0
    if sit:
        ws.send({"type": "sit", "seat": 0})
        first = 1
    for seat in range(first, first + bots):
        ws.send({"type": "add_bot", "seat": seat, "bot": "random"})
    return room, ws


def test_the_host_can_stop_a_game_and_nobody_else_can(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0.3, reconnect_grace=30)) as server:
        host, guest = server.client("房主"), server.client("客人")
        room, ws = bot_room(host, 3, 1)
        g = guest.ws(room["id"])
        g.send({"type": "sit", "seat": 2})
        wait_seated(ws, 3)
        ws.send({"type": "start"})
        game_id = ws.until("view")["game_id"]
        g.send({"type": "stop"})
        assert g.until("error")["code"] == "not_allowed"
        ws.send({"type": "stop"})
        while (room_now := ws.until("room")["room"])["status"] != "open":
            pass
        assert [s["kind"] for s in room_now["seat_list"]] == ["human", "bot", "human"]
        assert stored_game_status(sqlite_url, game_id) == "stopped"
        assert game_id not in [x["id"] for x in host.http.get("/api/games").json()["games"]]
        ws.send({"type": "stop"})
        assert ws.until("error")["code"] == "not_allowed"
        ws.send({"type": "start"})                    # the same seats play a new game
        assert ws.until("view")["game_id"] != game_id


def test_running_games_and_bot_seats_per_host_are_limited(sqlite_url):
    settings = ServerSettings(bot_delay=0.3, games_per_player=1, bots_per_player=3)
    with LiveServer(sqlite_url, settings) as server:
        host, guest = server.client("房主"), server.client("客人")
        first, ws1 = bot_room(host, 3, 2)
        wait_seated(ws1, 3)
        ws1.send({"type": "start"})
        ws1.until("view")
        second, ws2 = bot_room(host, 3, 2, sit=False)
        assert ws2.until("error")["code"] == "too_many"          # the 4th bot seat
        guest.ws(second["id"]).send({"type": "sit", "seat": 1})
        ws2.send({"type": "sit", "seat": 2})
        wait_seated(ws2, 3)
        ws2.send({"type": "start"})
        assert ws2.until("error")["code"] == "too_many"          # a 2nd running game
        ws1.send({"type": "stop"})
        while ws1.until("room")["room"]["status"] != "open":
            pass
        ws2.send({"type": "start"})
        assert ws2.until("view")["result"] is None             # the second game runs


def test_games_of_bots_alone_that_nobody_watches_are_stopped(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0.5, room_expiry=1)) as server:
        host = server.client("房主")
        room, ws = bot_room(host, 3, 3, sit=False)
        wait_seated(ws, 3)
        ws.send({"type": "start"})
        game_id = ws.until("view")["game_id"]
        ws.close()
        lobby = server.app.state.lobby
        end = time.monotonic() + 15
        while room["id"] in lobby.rooms:
            assert time.monotonic() < end, "the bots' game was never stopped"
            time.sleep(0.1)
        assert stored_game_status(sqlite_url, game_id) == "stopped"
        assert host.http.get(f"/api/rooms/{room['id']}").status_code == 404
