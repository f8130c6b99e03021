"""Fair use (docs/web-server.md, "Limits"): clients that hold the server's resources without
playing are cut off, forged forwarding headers are not believed, and one player cannot fill
the server with games. Real server, real sockets, SQLite file."""
from __future__ import annotations

import base64
import os
import socket
import time

import pytest

from fengsheng.server import ServerSettings

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
