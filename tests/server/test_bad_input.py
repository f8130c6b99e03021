"""Bad input answers as docs/web-protocol.md says, and changes nothing: huge integers in the
games API (404/422, never 500, on SQLite and PostgreSQL), frames over the WebSocket limit
and binary frames (closed with 1009), an unsupported WebSocket version (426), and a seat
change whose database write fails (memory and database as they were). Real server, real
sockets."""
from __future__ import annotations

import socket
from dataclasses import replace

import psycopg
import pytest
from sqlalchemy.engine import make_url
from websockets.exceptions import ConnectionClosed

from .conftest import FAST, LiveServer


@pytest.fixture
def any_server(any_db_url):
    with LiveServer(any_db_url, FAST) as s:
        yield s


@pytest.mark.parametrize("path, status", [
    ("/api/games?before=" + str(10 ** 30), 422),
    ("/api/games?before=" + str(2 ** 31 + 5), 422),
    (f"/api/games/{2 ** 63}", 404),
    (f"/api/games/{2 ** 31}", 404),
    (f"/api/games/{10 ** 30}/replay", 404),
    (f"/api/games/{2 ** 31}/replay?step=0", 404),
    ("/api/games/1/replay?step=" + str(10 ** 30), 422),
    (f"/api/rooms/{10 ** 30}", 404),
    (f"/api/rooms/{2 ** 31}", 404),
    ("/api/games/0", 404),
    ("/api/games/-5", 404),
])
def test_huge_and_out_of_range_ids_are_404_or_422_never_500(any_server, path, status):
    c = any_server.client("大数")
    r = c.http.get(path)
    assert r.status_code == status, r.text
    assert r.json()["error"]["code"] in ("no_game", "no_room", "bad_request")


def test_a_five_thousand_digit_seat_is_a_bad_seat(server):
    from .test_replay_api import finished_game   # a real finished game to ask about
    c, game_id = finished_game(server)
    r = c.http.get(f"/api/games/{game_id}/replay", params={"step": 0, "seat": "9" * 5000})
    assert r.status_code == 422 and r.json()["error"]["code"] == "bad_seat"
    assert c.http.get(f"/api/games/{game_id}/replay",
                      params={"step": 0, "seat": "1"}).status_code == 200


def closed_code(ws) -> int:
    with pytest.raises(ConnectionClosed) as e:
        while True:
            ws.recv(timeout=10)
    return e.value.rcvd.code


@pytest.mark.parametrize("room_id", [str(2 ** 31), str(10 ** 30), "0", "-5", "abc", "1e3"])
def test_a_room_socket_for_a_room_id_that_cannot_be_is_closed_with_4404(any_server, room_id):
    c = any_server.client("乱号")
    assert closed_code(c.ws(room_id)) == 4404   # (on PostgreSQL ≥ 2³¹ was an HTTP 500)


@pytest.mark.parametrize("opcode, length", [
    (0x1, 64 * 1024 + 1),           # a text frame over the WebSocket limit
    (0x2, 1024 * 1024),             # a 1 MB binary frame
])
def test_frames_over_the_limit_are_closed_with_1009(server, opcode, length):
    c = server.client("大包")
    room = c.create_room()
    ws = c.ws(room["id"])
    ws.until("hello")
    # Only the frame's header, which declares the length: the server refuses on it. Sending
    # the payload too raced the server's close: the bytes it never read made its kernel reset
    # the connection, and the reset could discard the 1009 close frame before the client read it.
    mask = b"\x01\x02\x03\x04"
    ws.conn.socket.sendall(bytes([0x80 | opcode, 0x80 | 127]) + length.to_bytes(8, "big") + mask)
    assert closed_code(ws) == 1009
    again = c.ws(room["id"])          # the player and the room are fine
    again.send({"type": "ping"})
    assert again.until("pong")["type"] == "pong"


def test_a_small_binary_frame_is_refused_with_an_error_frame(server):
    c = server.client("二进制")
    room = c.create_room()
    ws = c.ws(room["id"])
    ws.until("hello")
    ws.conn.send(b"{}")
    assert ws.until("error")["code"] == "bad_frame"


def test_an_unsupported_websocket_version_gets_426(server):
    c = server.client("旧版")
    room = c.create_room()
    host, port = server.base.removeprefix("http://").split(":")
    request = (f"GET /ws/rooms/{room['id']} HTTP/1.1\r\nHost: {host}:{port}\r\n"
               "Upgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
               "Sec-WebSocket-Version: 8\r\n\r\n")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = s.recv(4096)
            if not chunk:
                break
            head += chunk
    status_line, *headers = head.decode("latin-1").split("\r\n")
    assert status_line.split()[1] == "426", head
    assert "sec-websocket-version: 13" in [h.lower() for h in headers]


def test_a_seat_change_whose_write_fails_leaves_memory_and_database_as_they_were(postgres_url):
    with LiveServer(postgres_url, replace(FAST, db_lock_timeout=0.3)) as server:
        c = server.client("坐下")
        room = c.create_room()
        ws = c.ws(room["id"])
        ws.until("hello")
        live = server.app.state.lobby.rooms[room["id"]]
        with psycopg.connect(libpq(postgres_url)) as locker:   # holds the table: writes time out
            locker.execute("LOCK TABLE rooms IN ACCESS EXCLUSIVE MODE")
            for frame in ({"type": "sit", "seat": 1},
                          {"type": "add_bot", "seat": 2, "bot": "random"}):
                ws.send(frame)
                assert ws.until("error")["code"] == "server_error"
                assert live.seat_list == [None] * 5 and live.status == "open"
            locker.rollback()
        with psycopg.connect(libpq(postgres_url)) as db:
            stored = db.execute("SELECT seat_list FROM rooms WHERE id = %s",
                                (room["id"],)).fetchone()[0]
        assert stored == [None] * 5
        assert c.http.get(f"/api/rooms/{room['id']}").json()["seat_list"][1]["kind"] == "empty"
        ws.send({"type": "sit", "seat": 1})          # and it works once the lock is gone
        assert ws.until("room")["room"]["seat_list"][1]["kind"] == "human"


def libpq(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
