"""The ASGI application: ``create_app(database_url, settings)``.

On start it opens the database, migrates it (Alembic) and resumes every game in progress
(:meth:`.rooms.Lobby.resume`); it serves the HTTP API (:mod:`.api`), one WebSocket per room
(:func:`room_socket`), and the browser client from ``static/``.
"""
from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit

import anyio
import websockets
from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.websockets import WebSocketDisconnect

from ..i18n import LANGUAGES, Words
from . import account_api, accounts, api, auth
from .db import DEFAULT_URL, make_engine, migrate
from .replays import ReplayCache
from .rooms import Connection, Lobby, ServerSettings
from .sessions import Players
from .store import Store

STATIC = Path(__file__).with_name("static")
log = logging.getLogger("fengsheng.server")
MAX_BODY_BYTES = 16 * 1024


def create_app(database_url: str = DEFAULT_URL, settings: ServerSettings | None = None,
               on_ready=None) -> FastAPI:
    """The server for one database. ``on_ready()`` is called once the database is migrated
    and games are resumed. Raises DatabaseURLError (when started) for an unusable URL."""
    settings = settings or ServerSettings()

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        engine = make_engine(database_url, settings.db_lock_timeout,
                             settings.db_statement_timeout, settings.db_threads + 2)
        migrate(engine)
        store = Store(engine, settings.db_threads)
        app.state.players = Players(store, settings.session_max_age, settings.session_recheck)
        app.state.lobby = Lobby(store, settings)
        app.state.records = api.make_record_cache(app.state.lobby)
        app.state.lobby.resume()
        # Limits that every server process shares (in the database): new identities and
        # password guesses must not multiply with the processes. Replays are this process's
        # CPU: its own limit.
        app.state.sessions = api.SharedLimits(store, "session", settings.session_rate,
                                              settings.session_burst)
        app.state.login_limits = api.SharedLimits(store, "login", 1 / accounts.LOGIN_EVERY,
                                                  accounts.LOGIN_BURST)
        app.state.account_limits = api.SharedLimits(store, "failed", 1 / accounts.FAILED_EVERY,
                                                    accounts.FAILED_BURST)
        app.state.replay_limits = api.AddressLimits(settings.replay_rate, settings.replay_burst)
        app.state.replays = ReplayCache()
        app.state.kdf_threads = anyio.CapacityLimiter(2)
        # Replays are CPU work: two threads at most, so live games keep most of the process.
        app.state.replay_threads = anyio.CapacityLimiter(2)
        if settings.room_expiry:
            app.state.lobby.expirer = asyncio.create_task(app.state.lobby.expire_forever())
        app.state.lobby.leaser = asyncio.create_task(app.state.lobby.lease_forever())
        app.state.lobby.housekeeper = asyncio.create_task(
            app.state.lobby.housekeep_forever(app.state.players))
        if on_ready is not None:
            on_ready()
        try:
            yield
        finally:
            await app.state.lobby.shutdown()
            try:
                store.release(app.state.lobby.me)   # the other processes may take over at once
            except Exception:
                log.exception("could not release the room leases")
            store.close()
            engine.dispose()

    app = FastAPI(title="风声", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url=None)
    app.add_middleware(BodyLimit)
    app.add_middleware(SecurityHeaders)
    app.include_router(api.router)
    app.include_router(account_api.router)
    app.add_exception_handler(api.ApiError, _api_error)
    app.add_exception_handler(RequestValidationError, _invalid_request)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_api_websocket_route("/ws/rooms/{room_id}", room_socket)
    app.mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static")
    app.add_api_route("/", index, methods=["GET", "HEAD"], include_in_schema=False)
    return app


async def index():
    page = STATIC / "index.html"
    if not page.is_file():
        return PlainTextResponse("风声：浏览器客户端没有安装（static/index.html 不存在）", 404)
    return FileResponse(page, headers={"Cache-Control": "no-cache"})


def _error(status: int, code: str, words: Words, lang: str = "zh-CN") -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": words.text(lang)}},
                        status_code=status)


def _lang(request: Request) -> str:
    return api.request_lang(request.headers, request.query_params)


async def _api_error(request: Request, e: api.ApiError) -> JSONResponse:
    return _error(e.status, e.code, e.words, _lang(request))


async def _invalid_request(request: Request, e: RequestValidationError) -> JSONResponse:
    where = ", ".join(".".join(str(x) for x in err["loc"][1:]) or str(err["loc"][0])
                      for err in e.errors()[:3])
    return _error(422, "bad_request", Words("bad_request", where=where), _lang(request))


async def _http_error(request: Request, e: StarletteHTTPException) -> JSONResponse:
    words = {404: "no_address", 405: "bad_method", 413: "too_large"}.get(e.status_code)
    if words is None:
        return JSONResponse({"error": {"code": "http_error", "message": str(e.detail)}},
                            status_code=e.status_code)
    return _error(e.status_code, "http_error", Words(words), _lang(request))


# The client is ES modules and a stylesheet from this server, nothing inline; its only other
# resource is the empty data: favicon. Frames of other sites may not embed it (clickjacking).
SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
     b"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
     b"frame-ancestors 'none'"),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
]


class SecurityHeaders:
    """Adds :data:`SECURITY_HEADERS` to every HTTP response (pages, files and the API)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []),
                                                  *SECURITY_HEADERS]}
            await send(message)

        await self.app(scope, receive, send_with_headers)


class BodyLimit:
    """Refuses HTTP requests whose body is larger than :data:`MAX_BODY_BYTES` (413), counted
    as it arrives, so a chunked body cannot get past it either."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
            lang = api.request_lang({k.decode("latin-1"): v.decode("latin-1")
                                     for k, v in scope["headers"]})
            return await _error(413, "too_large", Words("too_large"), lang)(scope, receive, send)
        seen = 0

        async def limited():
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > MAX_BODY_BYTES:
                raise StarletteHTTPException(413, "too large")
            return message

        await self.app(scope, limited, send)



async def relay(ws: WebSocket, owner: str, room_id: int, token: str, lang: str) -> None:
    """Pass frames both ways between ``ws`` and the same room's socket on the ``owner``
    process (its address), until either side closes; the client gets the owner's close code
    (1012 if the owner went away: reconnecting reaches the room where it runs then)."""
    try:
        upstream = await websockets.connect(
            owner.replace("http", "ws", 1) + f"/ws/rooms/{room_id}?lang={lang}", open_timeout=5,
            additional_headers={"Cookie": f"{auth.COOKIE}={token}", api.RELAYED: "1"},
            max_size=None, ping_interval=None)
    except (OSError, TimeoutError, websockets.WebSocketException):
        await ws.close(code=1012)
        return

    async def down():
        async for text in upstream:
            await ws.send_text(text)   # (a client gone raises: the relay ends)

    async def up():
        while (message := await ws.receive())["type"] != "websocket.disconnect":
            if message.get("text") is not None:
                await upstream.send(message["text"])
            else:
                await upstream.send(message.get("bytes") or b"")

    tasks = [asyncio.create_task(down()), asyncio.create_task(up())]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await upstream.close()
        code = upstream.close_code if upstream.close_code not in (None, 1000, 1005, 1006) \
            else 1012
        try:
            await ws.close(code=code)
        except (RuntimeError, OSError, WebSocketDisconnect):   # the client had gone
            pass


def same_origin(ws: WebSocket) -> bool:
    """Browsers send ``Origin`` with every WebSocket: it must be this server (a page of another
    site must not act with the player's cookie). Non-browser clients send none."""
    origin = ws.headers.get("origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc == ws.headers.get("host")


def socket_lang(ws: WebSocket) -> str:
    """The language of a socket's texts: ``?lang=en`` or ``zh-CN`` (the default; anything
    else too: a link with a stale parameter still opens the room)."""
    lang = ws.query_params.get("lang", "zh-CN")
    return lang if lang in LANGUAGES else "zh-CN"


async def room_socket(ws: WebSocket, room_id: str):
    """``/ws/rooms/{room_id}``: the room's frames both ways (docs/web-protocol.md). Closes
    with 4401 (no valid session), 4403 (another site's page) or 4404 (no such room); with 4409
    when the same player opened more than ``connections_per_player`` sockets here."""
    app = ws.app
    room_id = int(room_id) if room_id.isascii() and room_id.isdigit() else 0
    player = await app.state.players.find(ws.cookies.get(auth.COOKIE))
    code, conn = None, None
    if not same_origin(ws):
        code = 4403
    elif player is None:
        code = 4401
    elif not 0 < room_id <= api.MAX_ID or (room := await app.state.lobby.here(room_id)) is None:
        code = 4404
    elif isinstance(room, str):   # another process runs it
        if not room or api.RELAYED in ws.headers:
            code = 1012           # it is moving (never relay twice): the client reconnects
        else:
            await ws.accept()
            await relay(ws, room, room_id, ws.cookies.get(auth.COOKIE), socket_lang(ws))
            return
    else:
        # Joined before the handshake completes: any frame the client (or anyone) sends
        # once it is open finds the socket in the room.
        conn = Connection(ws, player, app.state.lobby.limits(player["id"]), socket_lang(ws),
                          auth.token_hash(ws.cookies.get(auth.COOKIE)))
        try:
            await room.join(conn, player["nickname"])
        except Exception:
            log.exception("room %s: a socket could not join", room_id)
            code = 1011
    try:
        await ws.accept()   # (closing before accepting would give a bare 403, without a code)
        if code is not None:
            await ws.close(code=code)
    finally:
        if conn is not None and (code is not None or ws.client_state.name != "CONNECTED"):
            room.leave(conn)
    if code is not None:
        return
    writer = asyncio.create_task(conn.writer())
    try:
        while not conn.closed:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                break
            await room.handle(conn, message.get("text"))
    except WebSocketDisconnect:
        pass
    finally:
        server_closed = conn.closed   # the writer sends what is queued, then closes
        room.leave(conn)
        if not server_closed:
            writer.cancel()
