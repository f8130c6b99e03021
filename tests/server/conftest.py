"""Fixtures for the web server: a real server (uvicorn in a thread, real sockets) on a real
database file, HTTP and WebSocket clients, and the PostgreSQL database of the test run.

PostgreSQL: the URL comes from ``FENGSHENG_TEST_POSTGRES_URL`` (``.ci/run`` starts a server and
sets it); each test gets a fresh database created on that server and dropped afterwards.
Without a reachable server the PostgreSQL tests fail, saying how to provide one.
"""
from __future__ import annotations

import asyncio
import json
import os
import secrets
import threading
import time
from typing import Self

import httpx
import psycopg
import pytest
import uvicorn
from sqlalchemy.engine import make_url
from websockets.sync.client import connect

from fengsheng.server import ServerSettings, create_app
from fengsheng.server.transport import uvicorn_config

POSTGRES_ENV = "FENGSHENG_TEST_POSTGRES_URL"
POSTGRES_DEFAULT = "postgresql://fengsheng:fengsheng@127.0.0.1:5432/fengsheng"


class LiveServer:
    """``create_app(url, settings)`` served by uvicorn (:func:`uvicorn_config`, as ``fengsheng
    serve`` does) on a free loopback port in a thread.
    ``base`` is its http:// address; ``app`` the app (its ``state.lobby`` is the live rooms);
    ``transport``: options of :func:`uvicorn_config` (timeouts, trusted proxies)."""

    def __init__(self, url: str, settings: ServerSettings, **transport):
        self.app = create_app(url, settings, on_ready=self._ready)
        self.loop: asyncio.AbstractEventLoop | None = None
        config = uvicorn_config(self.app, "127.0.0.1", 0, lifespan="on", **transport)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.clients: list[Client] = []

    def __enter__(self) -> Self:
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the test server did not start")
            time.sleep(0.01)
        port = self.server.servers[0].sockets[0].getsockname()[1]
        self.base = f"http://127.0.0.1:{port}"
        self.call(self.app.state.lobby.listening(self.base))
        return self

    def __exit__(self, *exc) -> None:
        for c in self.clients:
            c.close()
        self.server.should_exit = True
        self.thread.join(30)

    def _ready(self) -> None:
        self.loop = asyncio.get_running_loop()

    def call(self, coroutine, timeout: float = 30):
        """Run ``coroutine`` on the server's event loop (where its rooms live); its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def client(self, nickname: str | None = None) -> Client:
        c = Client(self.base)
        self.clients.append(c)
        if nickname is not None:
            c.login(nickname)
        return c


class Client:
    """A player: an HTTP client holding the session cookie, and WebSockets on it."""

    def __init__(self, base: str):
        self.base = base
        self.http = httpx.Client(base_url=base, timeout=10)
        self.token: str | None = None
        self.sockets: list[Socket] = []

    def login(self, nickname: str) -> dict:
        r = self.http.post("/api/session", json={"nickname": nickname})
        assert r.status_code == 200, r.text
        self.token = r.json()["token"]
        return r.json()

    def use_token(self, token: str) -> None:
        """Be the browser holding ``token`` (its cookie), e.g. after a server restart."""
        self.token = token
        self.http.cookies.set("fengsheng_token", token)

    def create_room(self, **settings) -> dict:
        """A room (``settings``: the create-room fields); its rounds of response windows are
        not held (``window_ms`` 0) unless a test asks."""
        r = self.http.post("/api/rooms", json={"window_ms": 0, **settings})
        assert r.status_code == 201, r.text
        return r.json()

    def close(self) -> None:
        """Close the HTTP client and every socket opened through :meth:`ws`."""
        for ws in self.sockets:
            ws.close()
        self.http.close()

    def ws(self, room_id: int, token: str | None = None, origin: str | None = None,
           lang: str | None = None) -> Socket:
        """A socket to the room (``lang``: the language of its texts, ``?lang=``)."""
        headers = {}
        token = token if token is not None else self.token
        if token:
            headers["Cookie"] = f"fengsheng_token={token}"
        query = f"?lang={lang}" if lang else ""
        ws = Socket(connect(self.base.replace("http", "ws", 1) + f"/ws/rooms/{room_id}{query}",
                            additional_headers=headers, origin=origin, max_size=2 ** 22))
        self.sockets.append(ws)
        return ws


class Socket:
    """A WebSocket with a log of every frame received (``frames``)."""

    def __init__(self, conn):
        self.conn = conn
        self.frames: list[dict] = []
        self.raw: list[str] = []
        self.pending: list[dict] = []   # frames read ahead by answer(), handed out first

    def send(self, frame) -> None:
        self.conn.send(frame if isinstance(frame, str) else json.dumps(frame))

    def recv(self, timeout: float = 10) -> dict:
        if self.pending:
            frame = self.pending.pop(0)
            self.frames.append(frame)
            return frame
        text = self.conn.recv(timeout=timeout)
        self.raw.append(text)
        frame = json.loads(text)
        self.frames.append(frame)
        return frame

    def drain(self) -> None:
        """Read the frames already arrived into ``pending`` (handed out later, in order). A
        socket left unread for long stops reading once its buffer is full (16 frames), so it
        answers no ping and the server drops it after 20 s (transport.py), or falls
        rooms.MAX_QUEUED_FRAMES behind: on a loaded machine a test reading it only at the end
        met a reset connection."""
        while True:
            try:
                text = self.conn.recv(timeout=0)
            except TimeoutError:
                return
            self.raw.append(text)
            self.pending.append(json.loads(text))

    def until(self, kind: str, timeout: float = 10, **match) -> dict:
        """The next frame of type ``kind`` (whose fields equal ``match``), skipping others."""
        end = time.monotonic() + timeout
        while True:
            f = self.recv(max(0.01, end - time.monotonic()))
            if f["type"] == kind and all(f.get(k) == v for k, v in match.items()):
                return f

    def close(self) -> None:
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def answer(ws: Socket, frame: dict, index: int, timeout: float = 30) -> None:
    """Answer ``frame`` with option ``index``; when the server's rate limit drops the answer,
    wait and send it again (a script answers far faster than a person)."""
    ws.send({"type": "answer", "seq": frame["seq"], "index": index})
    end = time.monotonic() + timeout
    while True:
        f = ws.recv(max(0.01, end - time.monotonic()))
        if f["type"] == "view":
            ws.frames.pop()
            ws.pending.append(f)
            return
        if f["type"] == "error":
            assert f["code"] == "rate_limited", f
            time.sleep(0.1)
            ws.send({"type": "answer", "seq": frame["seq"], "index": index})


def play_to_end(ws: Socket, first: dict | None = None, pick=lambda f: len(f["options"]) - 1,
                timeout: float = 60) -> dict:
    """Answer every decision of this socket's seat (option ``pick(frame)``), from the view
    ``first`` (already received) or the next one, until the game ends; returns the last view."""
    f = first or ws.until("view", timeout)
    while not f["result"]:
        if f["options"]:
            answer(ws, f, pick(f))
        f = ws.until("view", timeout)
    return f


def wait_seated(ws: Socket, seats: int, timeout: float = 10) -> dict:
    """The first ``room`` frame on ``ws`` in which all ``seats`` seats are taken."""
    end = time.monotonic() + timeout
    while True:
        room = ws.until("room", max(0.01, end - time.monotonic()))["room"]
        if all(s["kind"] != "empty" for s in room["seat_list"][:seats]):
            return room


FAST = ServerSettings(bot_delay=0, reconnect_grace=30)


@pytest.fixture
def sqlite_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'fengsheng.db'}"


@pytest.fixture
def server(sqlite_url):
    """A live server on a fresh SQLite file; bots answer at once."""
    with LiveServer(sqlite_url, FAST) as s:
        yield s


def _postgres_server_url() -> str:
    url = os.environ.get(POSTGRES_ENV, POSTGRES_DEFAULT)
    try:
        with psycopg.connect(_psycopg(url), connect_timeout=5):
            pass
    except psycopg.OperationalError as e:
        pytest.fail(f"no PostgreSQL server at {url!r} ({e}). The server tests need one: "
                    f"start PostgreSQL and set {POSTGRES_ENV}=postgresql://USER:PASSWORD@HOST/DB "
                    f"(a role allowed to CREATE DATABASE); .ci/run does this for you.",
                    pytrace=False)
    return url


def _psycopg(url: str) -> str:
    """A SQLAlchemy-style URL as a libpq connection string."""
    u = make_url(url)
    return u.set(drivername="postgresql").render_as_string(hide_password=False)


@pytest.fixture
def postgres_url():
    """A new, empty database on the test PostgreSQL server (dropped after the test)."""
    base = make_url(_postgres_server_url())
    name = f"fengsheng_test_{secrets.token_hex(6)}"
    admin = _psycopg(base.render_as_string(hide_password=False))
    with psycopg.connect(admin, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with psycopg.connect(admin, autocommit=True) as c:
            c.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db_url(request, tmp_path):
    """Each database the server supports: a SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'fengsheng.db'}"
    return request.getfixturevalue("postgres_url")
