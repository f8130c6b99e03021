"""The HTTP JSON API under ``/api/`` (docs/web-protocol.md): session, rooms, finished games,
replays, and the card/role/name tables.

Every handler is ``async`` so that it runs on the event loop that owns the rooms. Errors are
``{"error": {"code", "message"}}``, the message in the request's language (:class:`ApiError`,
:func:`request_lang`)."""
from __future__ import annotations

import time
from functools import lru_cache
from typing import Annotated, Literal

import httpx
from anyio import to_thread
from fastapi import APIRouter, Depends, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from ..games import GAME_NAMES, get_game as game_named
from ..i18n import LANGUAGES, Words
from . import accounts, auth, catalog, hosting
from .frames import Viewer
from .protocol import TokenBucket
from .rooms import Lobby, TooMany, game_record, room_summary
from .store import iso

FENGSHENG = game_named("fengsheng")   # 风声's particulars (games/fengsheng_adapter.py)

router = APIRouter(prefix="/api")

RELAYED = "x-fengsheng-relayed"   # a request one server process passed on to another

# Ids are 32-bit integer columns (PostgreSQL refuses larger values): a larger id names nothing.
MAX_ID = 2 ** 31 - 1


class ApiError(Exception):
    """An error answer: HTTP ``status``, a ``code`` and its message, worded in the request's
    language (:func:`request_lang`)."""

    def __init__(self, status: int, code: str, words: Words):
        super().__init__(words.text())
        self.status, self.code, self.words = status, code, words


def request_lang(headers, query=None) -> str:
    """The language of a request's error messages: its ``?lang=`` if it names one of
    :data:`LANGUAGES`, else English when the Accept-Language header starts with ``en`` (the
    browser client sends its page's language there), else zh-CN."""
    lang = (query or {}).get("lang")
    if lang in LANGUAGES:
        return lang
    return "en" if headers.get("accept-language", "").lower().startswith("en") else "zh-CN"


def lobby(request: Request) -> Lobby:
    return request.app.state.lobby


def token_of(request: Request) -> str | None:
    token = request.cookies.get(auth.COOKIE)
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        token = header[7:].strip()
    return token


async def current_player(request: Request) -> dict:
    """The player holding the request's token (cookie or Bearer). Raises ApiError 401."""
    player = await request.app.state.players.find(token_of(request))
    if player is None:
        raise ApiError(401, "no_session", Words("no_session"))
    return player


Player = Annotated[dict, Depends(current_player)]


# The languages of the texts the server builds (the browser's language switch).
Lang = Literal[LANGUAGES]


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SessionBody(_Body):
    nickname: StrictStr


class RoomBody(_Body):
    name: StrictStr | None = None
    game: Literal[GAME_NAMES] = "fengsheng"
    seats: Annotated[StrictInt, Field(ge=3, le=9)] = 5
    deck: Literal["standard", "promo"] = "standard"
    roles: StrictBool = False
    time_limit: Annotated[StrictInt, Field(ge=0, le=600)] = 60
    window_ms: Annotated[StrictInt, Field(ge=0, le=5000)] | None = None   # None: the server's
    lang: Lang = "zh-CN"   # of the default name only


class AddressLimits:
    """One token bucket (``rate`` per second, ``burst`` at once) per client address.
    ``check(address)`` raises ApiError 429 when that address is over. Buckets that are full
    again are forgotten once there are more than :attr:`KEEP` of them."""
    KEEP = 4096

    def __init__(self, rate: float, burst: int):
        self.rate, self.burst = rate, burst
        self.buckets: dict[str, TokenBucket] = {}

    def check(self, address: str) -> None:
        if len(self.buckets) > self.KEEP:
            for key in [k for k, b in self.buckets.items() if b.full()]:
                del self.buckets[key]
        bucket = self.buckets.setdefault(address, TokenBucket(self.rate, self.burst))
        if not bucket.take():
            raise ApiError(429, "rate_limited", Words("too_fast"))

    def allows(self, address: str) -> bool:
        """Would :meth:`check` pass now (without spending anything)?"""
        bucket = self.buckets.get(address)
        return bucket is None or bucket.tokens + (bucket.clock() - bucket.last) * bucket.rate >= 1


class SharedLimits:
    """One token bucket (``rate`` per second, ``burst`` at once) per key — a client address,
    an account — that every server process shares, kept in the database
    (:meth:`.store.Store.take_token`): with N processes an address still gets ``burst``, not N
    times it. ``await check(key)`` raises ApiError 429 when that key is over. On SQLite (one
    server process: nothing to share) the buckets are in memory, and the file's one writer is
    left to the games."""

    def __init__(self, store, kind: str, rate: float, burst: int):
        self.store, self.kind, self.rate, self.burst = store, kind, rate, burst
        self.local = AddressLimits(rate, burst) if store.engine.dialect.name == "sqlite" else None

    async def check(self, key: str) -> None:
        if self.local is not None:
            return self.local.check(key)
        if not await self.store.aio.take_token(f"{self.kind}:{key}", self.rate, self.burst,
                                               time.time()):
            raise ApiError(429, "rate_limited", Words("too_fast"))

    async def allows(self, key: str) -> bool:
        """Would :meth:`check` pass now (without spending anything)?"""
        if self.local is not None:
            return self.local.allows(key)
        return await self.store.aio.has_token(f"{self.kind}:{key}", self.rate, self.burst,
                                              time.time())


def address_of(request: Request) -> str:
    return request.client.host if request.client else "?"


# -- session ------------------------------------------------------------------------------
@router.post("/session")
async def create_session(body: SessionBody, request: Request, response: Response) -> dict:
    """Choose a nickname. With a valid token already: rename that player. Otherwise a new
    player and token (set as an HttpOnly cookie and returned for scripts). Raises ApiError
    429 when the client's address asked too often (``session_rate``/``session_burst``)."""
    nickname = clean(body.nickname, Words("what_nickname"), auth.NICKNAME_MAX, name=True)
    players = request.app.state.players
    token = token_of(request)
    player = await players.find(token)
    await request.app.state.sessions.check(address_of(request))
    await accounts_only(request, player, nickname)
    if player is not None:
        await players.rename(player["id"], nickname)
    else:
        token = auth.new_token()
        player = await players.create(nickname, token)
    lobby(request).renamed(player["id"], nickname)
    set_cookie(request, response, token)
    return {"player_id": player["id"], "nickname": nickname, "token": token}


async def accounts_only(request: Request, player: dict | None, nickname: str) -> None:
    """An account keeps its name (409 ``account_name``); nobody else may take an account's
    name (409 ``name_taken``), so a name on the leaderboard is one person."""
    store = lobby(request).store
    if player is not None and await store.aio.account(player["id"]) is not None:
        if nickname != player["nickname"]:
            raise ApiError(409, "account_name", Words("account_name"))
        return
    if await store.aio.account_by_key(accounts.name_key(nickname)) is not None:
        raise ApiError(409, "name_taken", Words("name_registered"))


def set_cookie(request: Request, response: Response, token: str) -> None:
    response.set_cookie(auth.COOKIE, token, httponly=True, samesite="lax",
                        max_age=int(request.app.state.players.max_age.total_seconds()),
                        secure=request.url.scheme == "https")


@router.get("/session")
async def get_session(request: Request, response: Response) -> dict:
    """The player holding the request's token, or ``{"player_id": null, "nickname": null}``
    when there is none (a first visit is not an error: no 401 in the browser's console).
    A token past half its life is renewed (and its cookie with it)."""
    players = request.app.state.players
    token = token_of(request)
    player = await players.find(token)
    if player is None:
        return {"player_id": None, "nickname": None}
    if await players.renew(token) and request.cookies.get(auth.COOKIE) == token:
        set_cookie(request, response, token)
    return {"player_id": player["id"], "nickname": player["nickname"]}


@router.delete("/session")
async def log_out_everywhere(request: Request, response: Response, player: Player) -> dict:
    """Revoke the caller's session token on every device and server process (other processes
    refuse it within ``session_recheck`` seconds); their open sockets in this process close
    with 4401."""
    await request.app.state.players.revoke(player["id"])
    lobby(request).logged_out(player["id"])
    response.delete_cookie(auth.COOKIE, httponly=True, samesite="lax")
    return {"player_id": player["id"], "logged_out": True}


def clean(text, what: Words, limit: int, name: bool = False) -> str:
    try:
        return auth.clean_text(text, what, limit, name)
    except auth.TextError as e:
        raise ApiError(422, "bad_text", e.words) from None


# -- rooms --------------------------------------------------------------------------------
@router.get("/rooms")
async def list_rooms(request: Request, player: Player,
                     limit: Annotated[int, Query(ge=1, le=200)] = 50,
                     offset: Annotated[int, Query(ge=0)] = 0) -> dict:
    """A page of the rooms not closed, newest first, read from the database (the same from
    every server process). ``total`` is how many there are in all."""
    rows, total = await lobby(request).store.aio.room_page(limit, offset)
    return {"rooms": [room_summary(r) for r in rows], "total": total, "limit": limit,
            "offset": offset}


@router.post("/rooms", status_code=201)
async def create_room(body: RoomBody, request: Request, player: Player) -> dict:
    if body.time_limit and body.time_limit < 10:
        raise ApiError(422, "bad_time_limit", Words("bad_time_limit"))
    counts = game_named(body.game).player_counts
    if body.game != "fengsheng" and (body.deck != "standard" or body.roles or body.window_ms):
        # 风声's own settings: a room of another game would store them and play without them.
        raise ApiError(422, "bad_option", Words("bad_option", game=Words(f"game_{body.game}")))
    if body.seats not in counts:
        raise ApiError(422, "bad_seats", Words("bad_seats", game=Words(f"game_{body.game}"),
                                                     low=counts[0], high=counts[-1]))
    name = (clean(body.name, Words("what_room_name"), auth.ROOM_NAME_MAX, name=True)
            if body.name is not None
            else lobby(request).default_room_name(player["nickname"], body.lang))
    try:
        room = await lobby(request).create_room(name, player, body.seats, body.deck,
                                                body.roles, body.time_limit,
                                                lobby(request).settings.window_ms
                                                if body.window_ms is None else body.window_ms,
                                                body.game)
    except TooMany as e:
        raise ApiError(429, "too_many_rooms", e.words) from None
    return room.detail()


@router.get("/rooms/{room_id}")
async def get_room(room_id: int, request: Request, player: Player) -> dict:
    room = await lobby(request).here(room_id) if 0 < room_id <= MAX_ID else None
    if room == "" or isinstance(room, str) and RELAYED in request.headers:   # (never twice)
        raise ApiError(503, "moving", Words("moving"))
    if isinstance(room, str):   # run by another process: ask it
        async with httpx.AsyncClient(base_url=room, timeout=10) as owner:
            r = await owner.get(f"/api/rooms/{room_id}", headers={
                "Authorization": f"Bearer {token_of(request)}", RELAYED: "1"})
        if r.status_code == 200:
            return r.json()
        room = None
    if room is None:
        raise ApiError(404, "no_room", Words("no_room"))
    return room.detail()


# -- finished games and replays -------------------------------------------------------------
def game_summary(row: dict, lang: str = "zh-CN") -> dict:
    reveal = row["reveal"] or {}
    tx = FENGSHENG.texts(lang)
    names = tx.seat_names(len(row["players"]))
    neutral = row["game"] != "fengsheng"   # its result is its scores (reveal), worded by the client
    return {"id": row["id"], "game": row["game"], "room_id": row["room_id"],
            "room_name": row.get("room_name"),
            "config": row["config"], "seed": row["seed"], "started": iso(row["started"]),
            "finished": iso(row["finished"]), "steps": row["steps"],
            "players": [{"seat": p["seat"], "nickname": p["nickname"], "bot": p["bot"]}
                        for p in row["players"]],
            "winners": row["winners"], "end_reason": row["end_reason"],
            "scores": reveal.get("scores") if neutral else None,
            "result": None if neutral else tx.result_text(
                row["winners"], row["declarer"], row["end_reason"], reveal.get("identities"),
                names, reveal.get("taken_from"))}


@router.get("/games")
async def list_games(request: Request, player: Player,
                     limit: Annotated[int, Query(ge=1, le=200)] = 50,
                     before: Annotated[int | None, Query(ge=1, le=MAX_ID + 1)] = None,
                     lang: Lang = "zh-CN") -> dict:
    rows = await lobby(request).store.aio.games("finished", limit, before)
    return {"games": [game_summary(r, lang) for r in rows]}


async def finished_game(request: Request, game_id: int) -> dict:
    row = await lobby(request).store.aio.game(game_id) if 0 < game_id <= MAX_ID else None
    if row is None or row["status"] != "finished":
        raise ApiError(404, "no_game", Words("no_finished_game"))
    return row


@router.get("/games/{game_id}")
async def get_game(game_id: int, request: Request, player: Player,
                   lang: Lang = "zh-CN") -> dict:
    row = await finished_game(request, game_id)
    return {**game_summary({**row, "room_name": None}, lang),
            "record": await record_of(request, game_id)}


async def record_of(request: Request, game_id: int) -> dict:
    return (await stored_game(request, game_id))[0]


async def stored_game(request: Request, game_id: int) -> tuple[dict, frozenset[int]]:
    """(the game's record, the indices of the answers a timeout gave)."""
    return await lobby(request).store.aio.run(request.app.state.records, game_id)


def make_record_cache(lobby_: Lobby):
    """``records(game_id) -> (record dict, indices of the answers a timeout gave)`` of
    finished games, the last 64 kept in memory (a finished game never changes)."""
    @lru_cache(maxsize=64)
    def records(game_id: int) -> tuple[dict, frozenset[int]]:
        answers = lobby_.store.answers(game_id)
        return (game_record(lobby_.store.game(game_id), answers),
                frozenset(k for k, a in enumerate(answers) if a["actor"] == "timeout"))
    return records


@router.get("/games/{game_id}/replay")
async def replay_view(game_id: int, request: Request, player: Player,
                      step: Annotated[int, Query(ge=0, le=MAX_ID)] = 0,
                      seat: str | None = None, lang: Lang = "zh-CN") -> dict:
    """The game after ``step`` answers as ``seat`` saw it (``seat=all``: everything shown;
    no seat: a spectator). Finished games only. Built in a worker thread from cached
    snapshots (:mod:`.replays`); ApiError 429 when the client's address asks more than
    ``replay_rate``/``replay_burst`` allow."""
    request.app.state.replay_limits.check(address_of(request))
    await finished_game(request, game_id)
    rec, timeouts = await stored_game(request, game_id)
    steps = len(rec["answers"])
    if step > steps:
        raise ApiError(422, "bad_step", Words("bad_step", steps=steps))
    neutral = rec["format"] != "fengsheng-record"
    config = rec["config"] if neutral else FENGSHENG.Config.from_dict(rec["config"])
    players = config["players"] if neutral else config.players
    omniscient = seat == "all"
    who = None
    if seat not in (None, "", "all"):
        if not (seat.isdecimal() and len(seat) == 1) or int(seat) >= players:
            raise ApiError(422, "bad_seat", Words("bad_seat", last=players - 1))
        who = int(seat)

    def view() -> dict:
        if neutral:   # no game here is long: replayed from its start at each step
            g = hosting.load(rec, step)
            return hosting.Viewer(g.game, game_id, players, who, omniscient).frame(
                g.state, g.events, step)
        snaps = request.app.state.replays.get(game_id, lambda _: (rec, timeouts))
        g = snaps.game_at(step)
        return Viewer(game_id, config, who, omniscient, snaps.notes_before(step), lang=lang).frame(
            g.state, g.events, step)

    try:
        frame = await to_thread.run_sync(view, limiter=request.app.state.replay_threads)
    except FENGSHENG.records.RecordError as e:
        raise ApiError(500, "bad_record", Words("bad_record", why=str(e))) from None
    if neutral:
        return {"game": rec["game"], "game_id": game_id, "step": step, "steps": steps,
                "seat": "all" if omniscient else who,
                **{k: frame[k] for k in ("view", "log", "options", "result")},
                **({"views": frame["views"]} if omniscient else {})}
    return {"game_id": game_id, "step": step, "steps": steps,
            "seat": "all" if omniscient else who, "view": frame["view"], "log": frame["log"],
            "prompt": frame["prompt"], "options": frame["options"],
            "waiting": frame["waiting"], "result": frame["result"]}


# -- tables ---------------------------------------------------------------------------------
@router.get("/cards")
async def cards(deck: Literal["standard", "promo"] = "standard", lang: Lang = "zh-CN") -> dict:
    return catalog.cards(deck, lang)


@router.get("/roles")
async def roles(lang: Lang = "zh-CN") -> dict:
    return catalog.roles(lang)


@router.get("/text")
async def text(lang: Lang = "zh-CN") -> dict:
    """The names by id in ``lang`` (with role and skill names)."""
    return catalog.names(lang)


@router.get("/rulings")
async def rulings() -> dict:
    return catalog.rulings()
