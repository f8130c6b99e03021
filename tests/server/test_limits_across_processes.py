"""The limits that matter hold across server processes (docs/web-server.md, "Several
processes"): new sessions and logins per client address, failed logins per account, what one
host may own (waiting rooms, running games, bot seats) even under concurrent requests, the
online count, and "log out everywhere" closing the player's sockets on every process. Real
``fengsheng serve`` processes (and, where a setting has no command-line flag, two servers in
this process) on the test PostgreSQL."""
from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import httpx
import psycopg
from websockets.exceptions import ConnectionClosed

from .conftest import FAST, Client, LiveServer
from .test_processes import libpq, processes  # noqa: F401  (the fixture)

PASSWORD = "correct horse battery"


def test_sessions_logins_rooms_and_the_online_count_are_shared_by_two_processes(
        processes, postgres_url):  # noqa: F811
    _, one = processes("--trusted-proxy", "127.0.0.1", "--session-burst", "4")
    _, two = processes("--trusted-proxy", "127.0.0.1", "--session-burst", "4")
    both = [one, two]

    def post(i, path, body, address="10.1.1.1", token=None):
        headers = {"X-Forwarded-For": address}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        return httpx.post(both[i % 2] + path, json=body, headers=headers, timeout=30)

    # New sessions from one address: a burst of 4 in all, wherever they land, then one per 5 s
    # (per process it would be twice that).
    start = time.monotonic()
    codes = [post(i, "/api/session", {"nickname": f"号{i}"}).status_code for i in range(10)]
    took = time.monotonic() - start
    assert codes[:4] == [200] * 4 and set(codes) == {200, 429}
    assert codes.count(200) <= 4 + took / 5, (codes, took)

    # One host's waiting rooms: 12 requests at once, half on each process: 3 rooms, no more.
    host = post(0, "/api/session", {"nickname": "房主"}, "10.1.1.2").json()["token"]
    with ThreadPoolExecutor(12) as pool:
        made = list(pool.map(lambda i: post(i, "/api/rooms", {"seats": 3}, "10.1.1.2", host),
                             range(12)))
    assert sorted(r.status_code for r in made) == [201] * 3 + [429] * 9
    assert {r.json()["error"]["code"] for r in made if r.status_code == 429} == {"too_many_rooms"}
    with psycopg.connect(libpq(postgres_url)) as db:
        assert db.execute("SELECT count(*) FROM rooms WHERE status = 'open'").fetchone()[0] == 3

    # Failed logins of one account, each from another address, alternating processes: 10, then
    # refused (and the right password too), on both.
    owner = post(0, "/api/session", {"nickname": "Alice"}, "10.1.2.0").json()["token"]
    assert post(0, "/api/account", {"password": PASSWORD}, "10.1.2.0", owner).status_code == 200
    codes = [post(i, "/api/account/login", {"name": "alice", "password": f"guess-{i:04d}"},
                  f"10.1.3.{i}").status_code for i in range(12)]
    assert codes == [401] * 10 + [429, 429]
    assert post(1, "/api/account/login", {"name": "alice", "password": PASSWORD},
                "10.1.4.1").status_code == 429

    # The online count: who loaded a page on either process counts on both.
    for i, token in enumerate((host, owner)):
        httpx.get(both[i] + "/api/account", headers={"Authorization": f"Bearer {token}"})
    counts = {httpx.get(b + "/api/account").json()["online"] for b in both}
    assert counts == {2}


def test_log_out_everywhere_closes_the_players_sockets_on_every_process(postgres_url):
    fast = replace(FAST, session_recheck=0.5)
    with LiveServer(postgres_url, fast) as one, LiveServer(postgres_url, fast) as two:
        a = Client(one.base)
        a.login("甲")
        room = a.create_room(seats=3)                   # run by one
        direct = a.ws(room["id"])                       # a socket on one
        b = Client(two.base)
        b.use_token(a.token)
        relayed = b.ws(room["id"])                      # through two, relayed to one
        for ws in (direct, relayed):
            assert ws.until("hello")["you"]["nickname"] == "甲"
        r = b.http.delete("/api/session")               # log out, asked of two
        assert r.status_code == 200
        for ws in (direct, relayed):
            try:
                while True:
                    ws.recv(timeout=10)
            except ConnectionClosed as e:
                assert e.rcvd is not None and e.rcvd.code == 4401
        again = Client(one.base)
        again.use_token(a.token)
        assert again.http.get("/api/session").json()["player_id"] is None
        for c in (a, b, again):
            c.close()
