"""The ASGI application: ``create_app(database_url, settings)``.

On start it opens the database, migrates it (Alembic) and resumes every game in progress
(:meth:`.rooms.Lobby.resume`); it serves the HTTP API (:mod:`.api`), one WebSocket per room
(:func:`room_socket`), and the browser client from ``static/``.
"""
from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit

import anyio
from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.websockets import WebSocketDisconnect

from . import api, auth
from .db import DEFAULT_URL, make_engine, migrate
from .replays import ReplayCache
from .rooms import Connection, Lobby, ServerSettings
from .sessions import Players
from .store import Store

STATIC = Path(__file__).with_name("static")
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
        app.state.sessions = api.AddressLimits(settings.session_rate, settings.session_burst)
        app.state.replay_limits = api.AddressLimits(settings.replay_rate, settings.replay_burst)
        app.state.replays = ReplayCache()
        # Replays are CPU work: two threads at most, so live games keep most of the process.
        app.state.replay_threads = anyio.CapacityLimiter(2)
        if settings.room_expiry:
            app.state.lobby.expirer = asyncio.create_task(app.state.lobby.expire_forever())
        if on_ready is not None:
            on_ready()
        try:
            yield
        finally:
            await app.state.lobby.shutdown()
            store.close()
            engine.dispose()

    app = FastAPI(title="风声", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url=None)
    app.add_middleware(BodyLimit)
    app.add_middleware(SecurityHeaders)
    app.include_router(api.router)
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


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


async def _api_error(request: Request, e: api.ApiError) -> JSONResponse:
    return _error(e.status, e.code, e.message)


async def _invalid_request(request: Request, e: RequestValidationError) -> JSONResponse:
    where = ", ".join(".".join(str(x) for x in err["loc"][1:]) or str(err["loc"][0])
                      for err in e.errors()[:3])
    return _error(422, "bad_request", f"请求格式不对：{where}")


async def _http_error(request: Request, e: StarletteHTTPException) -> JSONResponse:
    messages = {404: "没有这个地址", 405: "不支持这个请求方法"}
    return _error(e.status_code, "http_error", messages.get(e.status_code, str(e.detail)))


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
            return await _error(413, "too_large", "请求太大")(scope, receive, send)
        seen = 0

        async def limited():
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > MAX_BODY_BYTES:
                raise StarletteHTTPException(413, "请求太大")
            return message

        await self.app(scope, limited, send)


def same_origin(ws: WebSocket) -> bool:
    """Browsers send ``Origin`` with every WebSocket: it must be this server (a page of another
    site must not act with the player's cookie). Non-browser clients send none."""
    origin = ws.headers.get("origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc == ws.headers.get("host")


async def room_socket(ws: WebSocket, room_id: int):
    """``/ws/rooms/{room_id}``: the room's frames both ways (docs/web-protocol.md). Closes
    with 4401 (no valid session), 4403 (another site's page) or 4404 (no such room); with 4409
    when the same player opened more than ``connections_per_player`` sockets here."""
    app = ws.app
    await ws.accept()   # (closing before accepting would give a bare HTTP 403, without the code)
    # Looked up after the await: the room may have been closed meanwhile (Lobby.expire).
    player = await app.state.players.find(ws.cookies.get(auth.COOKIE))
    room = app.state.lobby.rooms.get(room_id)
    code = (4403 if not same_origin(ws) else 4401 if player is None
            else 4404 if room is None else None)
    if code is not None:
        await ws.close(code=code)
        return
    conn = Connection(ws, player, app.state.lobby.limits(player["id"]))
    writer = asyncio.create_task(conn.writer())
    try:
        await room.join(conn, player["nickname"])
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
