"""Limits that keep one player from flooding the server (docs/web-server.md, "Limits"): sockets
and rate limits per player, rooms and sessions per player/address, paged room lists, expiry of
abandoned rooms, and the replay endpoint. Real server, real sockets, SQLite file."""
from __future__ import annotations

import time

import pytest
from websockets.exceptions import ConnectionClosed

from fengsheng.server import ServerSettings, replays

from .conftest import LiveServer


def drain(ws, seconds: float = 0.5) -> list[dict]:
    """Every frame ``ws`` receives within ``seconds`` of quiet."""
    frames = []
    while True:
        try:
            frames.append(ws.recv(timeout=seconds))
        except TimeoutError:
            return frames


def test_a_player_keeps_at_most_three_sockets_per_room_and_the_oldest_close(server):
    c = server.client("多开")
    room = c.create_room()
    socks = []
    for _ in range(5):
        socks.append(c.ws(room["id"]))
        socks[-1].until("hello")
    for old in socks[:2]:
        with pytest.raises(ConnectionClosed) as e:
            while True:
                old.recv(timeout=5)
        assert e.value.rcvd.code == 4409
    for ws in socks[2:]:
        ws.send({"type": "ping"})
        assert ws.until("pong")["type"] == "pong"
    assert server.app.state.lobby.rooms[room["id"]].detail()["spectators"] == 1


def test_another_socket_of_the_same_player_does_not_broadcast_the_room(server):
    c = server.client("常客")
    other = server.client("旁人")
    room = c.create_room()
    watcher = other.ws(room["id"])
    watcher.until("hello")
    drain(watcher, 0.3)
    c.ws(room["id"]).until("hello")
    assert [f["type"] for f in drain(watcher, 0.3)] == ["room"]   # the player arrived
    c.ws(room["id"]).until("hello")
    c.ws(room["id"]).until("hello")
    assert drain(watcher, 0.3) == []                               # nothing changed


def test_chat_and_frame_limits_count_per_player_not_per_socket(server):
    c = server.client("刷屏")
    room = c.create_room()
    socks = [c.ws(room["id"]) for _ in range(3)]
    for ws in socks:
        ws.until("chat_history")
    for i in range(9):
        socks[i % 3].send({"type": "chat", "text": f"第{i}句"})
    lines = [f for f in drain(socks[0], 0.5) if f["type"] == "chat"]
    assert len(lines) == 5                        # the burst of one player, not of three sockets
    for ws in socks:
        for _ in range(30):
            ws.send({"type": "ping"})
    pongs = sum(1 for ws in socks for f in drain(ws, 0.5) if f["type"] == "pong")
    assert 40 <= pongs < 60                       # frame_burst 40 (+ refill), not 3 × 40


def test_a_player_hosts_at_most_three_waiting_rooms(server):
    c = server.client("开房狂")
    for _ in range(3):
        c.create_room()
    r = c.http.post("/api/rooms", json={})
    assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_rooms"
    assert len(c.http.get("/api/rooms").json()["rooms"]) == 3
    server.client("别人").create_room()              # the limit is per player


def test_new_sessions_are_limited_per_address(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(session_rate=0.01, session_burst=3)) as s:
        codes = [s.client().http.post("/api/session", json={"nickname": f"号{i}"}).status_code
                 for i in range(5)]
        assert codes == [200, 200, 200, 429, 429]


def test_the_room_list_is_paged_newest_first(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(session_burst=100)) as s:
        ids = [s.client(f"房主{i}").create_room()["id"] for i in range(7)]
        c = s.client("看客")
        page = c.http.get("/api/rooms", params={"limit": 3}).json()
        assert [r["id"] for r in page["rooms"]] == ids[::-1][:3] and page["total"] == 7
        page = c.http.get("/api/rooms", params={"limit": 3, "offset": 6}).json()
        assert [r["id"] for r in page["rooms"]] == [ids[0]]
        assert len(c.http.get("/api/rooms").json()["rooms"]) == 7          # default 50
        assert c.http.get("/api/rooms", params={"limit": 0}).status_code == 422
        assert c.http.get("/api/rooms", params={"limit": 201}).status_code == 422


def test_abandoned_waiting_rooms_are_closed_but_not_games_or_records(sqlite_url):
    settings = ServerSettings(bot_delay=0, room_expiry=1)
    with LiveServer(sqlite_url, settings) as s:
        host = s.client("房主")
        empty = host.create_room()["id"]
        kept = host.create_room()["id"]
        playing = host.create_room(seats=3, time_limit=0)["id"]
        ws = host.ws(playing)
        ws.send({"type": "sit", "seat": 0})
        for seat in (1, 2):
            ws.send({"type": "add_bot", "seat": seat, "bot": "heuristic"})
        ws.send({"type": "start"})
        ws.until("view")
        ws.close()
        watcher = s.client("守着").ws(kept)
        watcher.until("hello")
        lobby = s.app.state.lobby
        end = time.monotonic() + 10
        while empty in lobby.rooms and time.monotonic() < end:
            time.sleep(0.1)
        listed = [r["id"] for r in host.http.get("/api/rooms").json()["rooms"]]
        assert empty not in listed and kept in listed and playing in listed
        assert lobby.rooms[playing].status == "playing"
        assert host.http.get(f"/api/rooms/{empty}").status_code == 404
    with LiveServer(sqlite_url, settings) as s:     # a restart does not bring it back
        assert empty not in s.app.state.lobby.rooms and kept in s.app.state.lobby.rooms


def test_replay_views_come_from_snapshots_equal_to_a_full_replay(server):
    from fengsheng.record import replay

    from .test_replay_api import finished_game
    player, game_id = finished_game(server)
    rec = player.http.get(f"/api/games/{game_id}").json()["record"]
    assert player.http.get(f"/api/games/{game_id}/replay?step=3").status_code == 200
    snaps = server.app.state.replays.games[game_id]       # built once, kept for the next ones
    assert len(snaps.states) == len(rec["answers"]) // replays.SNAPSHOT_EVERY + 1
    for step in range(len(rec["answers"]) + 1):
        full = replay(rec, upto=step)
        got = snaps.game_at(step)
        assert got.state.hash() == full.state.hash() and got.events == full.events


def test_replay_requests_are_rate_limited_per_address(sqlite_url):
    from .test_replay_api import finished_game
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0, replay_rate=0.01,
                                               replay_burst=4)) as s:
        player, game_id = finished_game(s)
        codes = [player.http.get(f"/api/games/{game_id}/replay?step={k}").status_code
                 for k in range(6)]
        assert codes == [200, 200, 200, 200, 429, 429]
        other = s.client("另一人")                 # same address: same budget
        r = other.http.get(f"/api/games/{game_id}/replay?step=0")
        assert r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"


def test_every_response_carries_the_security_headers_and_head_answers(server):
    c = server.client()
    for r in (c.http.get("/"), c.http.head("/"), c.http.get("/static/js/app.js"),
              c.http.get("/api/session"), c.http.get("/api/nothing")):
        csp = r.headers["content-security-policy"]
        assert "default-src 'self'" in csp and "frame-ancestors 'none'" in csp, r.url
        assert "unsafe-inline" not in csp
        assert r.headers["x-frame-options"] == "DENY"
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "same-origin"
    get, head = c.http.get("/"), c.http.head("/")
    assert head.status_code == get.status_code == 200 and head.content == b""
    assert head.headers["content-type"] == get.headers["content-type"]


def test_chat_lines_say_the_seat_so_equal_nicknames_are_told_apart(server):
    a, b = server.client("小明"), server.client("小明")
    room = a.create_room()
    wa, wb = a.ws(room["id"]), b.ws(room["id"])
    wa.send({"type": "sit", "seat": 2})
    while wb.until("room")["room"]["seat_list"][2]["kind"] != "human":
        pass
    wa.send({"type": "chat", "text": "我是真的"})
    wb.send({"type": "chat", "text": "我也是"})
    lines = [wb.until("chat")["message"] for _ in range(2)]
    assert [(m["nickname"], m["seat"]) for m in lines] == [("小明", 2), ("小明", None)]
    assert lines[0]["player_id"] != lines[1]["player_id"]
    history = a.ws(room["id"]).until("chat_history")["messages"]
    assert [m["seat"] for m in history] == [2, None]
    wa.send({"type": "chat", "text": "\u3164"})                # blank-looking chat is refused
    assert wa.until("error")["code"] == "bad_frame"
