"""Session tokens expire, are renewed by use, and can be revoked everywhere ("log out
everywhere"), also on another server process of the same database. Real servers, SQLite."""
from __future__ import annotations

import time

import pytest
from websockets.exceptions import ConnectionClosed

from fengsheng.server import ServerSettings

from .conftest import LiveServer


def who(client) -> int | None:
    return client.http.get("/api/session").json()["player_id"]


def test_a_token_expires_unless_it_is_used(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(session_max_age=4)) as server:
        kept, idle = server.client("常来"), server.client("不来")
        me = kept.login("常来")["player_id"]
        time.sleep(2.5)
        r = kept.http.get("/api/session")          # past half its life: renewed
        assert r.json()["player_id"] == me and "fengsheng_token" in r.headers["set-cookie"]
        time.sleep(2.5)                            # 5 s after login
        assert who(kept) == me
        assert who(idle) is None                   # never renewed: expired
        assert idle.http.get("/api/rooms").status_code == 401
        with idle.ws(1) as ws, pytest.raises(ConnectionClosed) as e:
            ws.recv()
        assert e.value.rcvd.code == 4401


def test_log_out_everywhere_revokes_the_token_on_every_device_and_process(sqlite_url):
    settings = ServerSettings(session_recheck=0.5)
    with LiveServer(sqlite_url, settings) as one, LiveServer(sqlite_url, settings) as two:
        laptop = one.client("小明")
        phone, elsewhere = one.client(), two.client()
        for c in (phone, elsewhere):
            c.use_token(laptop.token)
        me = who(laptop)
        assert who(phone) == who(elsewhere) == me
        room = phone.create_room()
        ws = phone.ws(room["id"])
        ws.until("hello")
        r = laptop.http.delete("/api/session")
        assert r.status_code == 200 and r.json() == {"player_id": me, "logged_out": True}
        assert "fengsheng_token" not in laptop.http.cookies
        with pytest.raises(ConnectionClosed) as e:
            while True:
                ws.recv()
        assert e.value.rcvd.code == 4401
        assert who(phone) is None and phone.http.get("/api/rooms").status_code == 401
        time.sleep(0.6)                            # the other process asks the database again
        assert who(elsewhere) is None
        assert laptop.http.delete("/api/session").status_code == 401
