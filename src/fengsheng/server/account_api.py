"""The accounts, ratings and profiles API (docs/web-protocol.md, *Accounts*): claim the
nickname with a password, log in on another device, log out everywhere; the player's own
rating and how many are online; the leaderboard; a player's profile."""
from __future__ import annotations

import time
from collections import defaultdict
from typing import Annotated

from anyio import to_thread
from fastapi import APIRouter, Query, Request, Response
from pydantic import StrictStr

from ..i18n import Words
from . import accounts, auth, ratings
from .api import ApiError, Player, _Body, address_of, clean, lobby, set_cookie, token_of
from .rooms import ONLINE_WINDOW
from .store import iso

router = APIRouter(prefix="/api")
RECENT_GAMES = 20


class ClaimBody(_Body):
    password: StrictStr


class LoginBody(_Body):
    name: StrictStr
    password: StrictStr


def password_ok(password, nickname: str) -> str:
    try:
        return accounts.check_password(password, nickname)
    except accounts.PasswordError as e:
        raise ApiError(422, "bad_password", e.words) from None


async def kdf(request: Request, fn, *args):
    """Run scrypt in a worker thread, two at most (each takes 16 MB and about 0.1 s of a core)."""
    return await to_thread.run_sync(fn, *args, limiter=request.app.state.kdf_threads)


def rating_of(row: dict | None) -> dict | None:
    if row is None:
        return None
    return {"rating": ratings.shown(row["mu"], row["sigma"]), "mu": round(row["mu"], 3),
            "sigma": round(row["sigma"], 3), "games": row["games"]}


@router.post("/account")
async def claim(body: ClaimBody, request: Request, player: Player) -> dict:
    """The guest holding the request's token claims their nickname: their player id, and so
    every game they played, becomes the account's. 409 ``name_taken`` when another account has
    that name (case and width folded), ``already_account`` when this player has one."""
    password = password_ok(body.password, player["nickname"])
    await request.app.state.login_limits.check(address_of(request))
    store = lobby(request).store
    if await store.aio.account(player["id"]) is not None:
        raise ApiError(409, "already_account", Words("already_account"))
    hashed = await kdf(request, accounts.hash_password, password)
    if not await store.aio.claim_account(player["id"], accounts.name_key(player["nickname"]), hashed):
        raise ApiError(409, "name_taken", Words("name_taken"))
    return {"player_id": player["id"], "nickname": player["nickname"], "account": True}


@router.post("/account/login")
async def login(body: LoginBody, request: Request, response: Response) -> dict:
    """Log in to an account on this device: a new session token for it (the device's guest
    session, if any, is left as it is). 401 ``bad_login`` for an unknown name or a wrong
    password (the same answer for both); 429 ``rate_limited`` per address and, for failed
    attempts, per account."""
    await request.app.state.login_limits.check(address_of(request))
    name = clean(body.name, Words("what_nickname"), auth.NICKNAME_MAX, name=True)
    key = accounts.name_key(name)
    if not await request.app.state.account_limits.allows(key):
        raise ApiError(429, "rate_limited", Words("login_attempts"))
    found = await lobby(request).store.aio.account_by_key(key)
    stored = found["password_hash"] if found else accounts.DUMMY_HASH
    if not await kdf(request, accounts.verify_password, body.password, stored) or not found:
        await request.app.state.account_limits.check(key)
        raise ApiError(401, "bad_login", Words("bad_login"))
    token = auth.new_token()
    await request.app.state.players.login(found["id"], found["nickname"], token)
    set_cookie(request, response, token)
    return {"player_id": found["id"], "nickname": found["nickname"], "token": token}


@router.post("/account/logout_everywhere")
async def logout_everywhere(request: Request, response: Response, player: Player) -> dict:
    """Every session token of the player, on every device, stops working; their open
    sockets close with 4401."""
    await request.app.state.players.revoke(player["id"])
    lobby(request).logged_out(player["id"])
    response.delete_cookie(auth.COOKIE, httponly=True, samesite="lax")
    return {"player_id": player["id"], "logged_out": True}


@router.get("/account")
async def me(request: Request) -> dict:
    """The caller (``player_id`` null without a session), whether they have an account, their
    rating (null until their first rated game) and how many players are online: seen on a page
    of the site (which asks this) or in a room, on any server process, in the last
    :data:`.rooms.ONLINE_WINDOW` s (a room's players are written again every
    ``session_recheck`` s: :meth:`.rooms.Lobby.housekeep`)."""
    player = await request.app.state.players.find(token_of(request))
    store = lobby(request).store
    if player is not None:
        await lobby(request).present([player["id"]])
    out = {"player_id": None, "nickname": None, "account": False, "rating": None,
           "online": await store.aio.online(time.time() - ONLINE_WINDOW)}
    if player is not None:
        out.update(player_id=player["id"], nickname=player["nickname"],
                   account=await store.aio.account(player["id"]) is not None,
                   rating=rating_of(await store.aio.rating(player["id"])))
    return out


@router.get("/leaderboard")
async def leaderboard(request: Request, limit: Annotated[int, Query(ge=1, le=200)] = 50,
                      offset: Annotated[int, Query(ge=0)] = 0) -> dict:
    """Accounts and bot kinds by shown rating (OpenSkill's ordinal, see ratings.py)."""
    rows, total = await lobby(request).store.aio.leaderboard(limit, offset)
    return {"total": total, "limit": limit, "offset": offset,
            "players": [{"rank": offset + i + 1, "player_id": r["player_id"], "bot": r["bot"],
                         "nickname": r["nickname"], **rating_of(r)}
                        for i, r in enumerate(rows)]}


@router.get("/players/{player_id}")
async def profile(player_id: int, request: Request) -> dict:
    """A player's profile: rating, win rates by identity and by role, the last
    :data:`RECENT_GAMES` games (with their replays' ids) and the rating after each rated game
    (oldest first)."""
    store = lobby(request).store
    who = await store.aio.player(player_id) if 0 < player_id < 2 ** 31 else None
    if who is None:
        raise ApiError(404, "no_player", Words("no_player"))
    seats = await store.aio.player_seats(player_id)
    by_identity, by_role = defaultdict(lambda: [0, 0]), defaultdict(lambda: [0, 0])
    for s in seats:
        for table, key in ((by_identity, s["identity"]), (by_role, s["role"])):
            if key is not None:
                table[key][0] += 1
                table[key][1] += s["won"]
    tally = lambda t: {k: {"games": g, "wins": w} for k, (g, w) in sorted(t.items())}  # noqa: E731
    shown = lambda mu, sg: None if mu is None else ratings.shown(mu, sg)  # noqa: E731
    return {
        "player_id": who["id"], "nickname": who["nickname"],
        "account": who["account"] is not None, "since": iso(who["created"]),
        "rating": rating_of(await store.aio.rating(player_id)),
        "games": len(seats), "wins": sum(s["won"] for s in seats),
        "by_identity": tally(by_identity), "by_role": tally(by_role),
        "recent": [{"game_id": s["game_id"], "game": s["game"], "room_name": s["room_name"],
                    "finished": iso(s["finished"]), "seat": s["seat"],
                    "players": s["config"].get("players"), "identity": s["identity"],
                    "role": s["role"], "won": s["won"], "end_reason": s["end_reason"],
                    "rating_before": shown(s["mu_before"], s["sigma_before"]),
                    "rating_after": shown(s["mu_after"], s["sigma_after"])}
                   for s in seats[:RECENT_GAMES]],
        "history": [{"game_id": s["game_id"], "finished": iso(s["finished"]),
                     "before": shown(s["mu_before"], s["sigma_before"]),
                     "rating": shown(s["mu_after"], s["sigma_after"])}
                    for s in reversed(seats) if s["mu_after"] is not None],
    }
