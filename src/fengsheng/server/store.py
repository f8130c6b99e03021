"""Reading and writing the server's tables (:mod:`.models`). Every method is one transaction;
rows come back as plain dicts. Synchronous SQLAlchemy Core, run by the server in a few worker
threads (``store.aio.method(...)`` awaits ``store.method(...)`` there): a slow or locked
database holds up the requests that need it, never the event loop and so never other rooms."""
from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from functools import partial

from sqlalchemy import Engine, case, delete, func, insert, or_, select, true, update
from sqlalchemy.dialects import postgresql, sqlite

from . import models as m
from . import ratings


def now() -> datetime:
    return datetime.now(UTC)


def utc(t: datetime | None) -> datetime | None:
    """A stored time, timezone-aware (SQLite returns naive datetimes: they are UTC)."""
    return t.replace(tzinfo=UTC) if t is not None and t.tzinfo is None else t


def iso(t: datetime | None) -> str | None:
    """A stored time as ISO 8601 UTC text (SQLite returns naive datetimes: they are UTC)."""
    if t is None:
        return None
    if t.tzinfo is None:
        t = t.replace(tzinfo=UTC)
    return t.isoformat(timespec="seconds")


def token_expiry(created: datetime, expires: datetime | None, max_age) -> datetime:
    """When a session token stops working: its ``expires``, or (a token from before expiry
    was stored) ``max_age`` after it was ``created``."""
    return utc(expires) or utc(created) + max_age


_INSERT_ANSWER = insert(m.answers)


class Fenced(Exception):
    """This process no longer holds the room's lease (another process claimed it): the
    write was not made."""


Fence = tuple[int, str, int]   # (room id, owner, lease epoch) the writer claimed
Limit = tuple[int, str, int]   # (host id, what: "open" | "playing" | "bots", most allowed)


class OverLimit(Exception):
    """The host already has ``count`` of what a :data:`Limit` counts: nothing was written."""

    def __init__(self, count: int):
        super().__init__(count)
        self.count = count


def hosted_counts(rows) -> dict[str, int]:
    """``{"open": rooms waiting, "playing": games running, "bots": bot seats in both}`` of a
    host's rooms (rows with ``status`` and ``seat_list``)."""
    rows = list(rows)
    return {"open": sum(1 for r in rows if r["status"] == "open"),
            "playing": sum(1 for r in rows if r["status"] == "playing"),
            "bots": sum(1 for r in rows for e in r["seat_list"] if e and "bot" in e)}


class Store:
    """The database of one server. ``engine``: an engine whose schema is migrated
    (:func:`.db.migrate`), with at least ``threads`` + 1 connections in its pool; ``aio``: the
    same methods as coroutines, run in ``threads`` worker threads; ``leases``: the same in a
    thread of its own (renewing leases must not wait behind a queue of writes)."""

    def __init__(self, engine: Engine, threads: int = 4):
        self.engine = engine
        self.aio = _InThreads(self, threads)
        self.leases = _InThreads(self, 1)

    # -- players --------------------------------------------------------------------------
    def create_player(self, nickname: str, token_hash: str,
                      expires: datetime | None = None) -> int:
        with self.engine.begin() as c:
            return c.execute(insert(m.players).values(
                nickname=nickname, token_hash=token_hash, created=now(),
                token_expires=expires)).inserted_primary_key[0]

    def rename_player(self, player_id: int, nickname: str) -> None:
        with self.engine.begin() as c:
            c.execute(update(m.players).where(m.players.c.id == player_id)
                      .values(nickname=nickname))

    def player_by_token_hash(self, token_hash: str) -> dict | None:
        """``{"id", "nickname", "created", "expires", "login"}`` of the player holding that
        token — the player's first token (``login`` False) or an account's login on another
        device (``login`` True) — or None. ``expires`` None: the token predates expiry."""
        with self.engine.connect() as c:
            row = c.execute(select(m.players.c.id, m.players.c.nickname, m.players.c.created,
                                   m.players.c.token_expires)
                            .where(m.players.c.token_hash == token_hash)).first()
            if row is not None:
                return {"id": row.id, "nickname": row.nickname, "created": utc(row.created),
                        "expires": utc(row.token_expires), "login": False}
            row = c.execute(select(m.players.c.id, m.players.c.nickname, m.logins.c.created,
                                   m.logins.c.expires)
                            .join(m.logins, m.logins.c.player_id == m.players.c.id)
                            .where(m.logins.c.token_hash == token_hash)).first()
        return None if row is None else {"id": row.id, "nickname": row.nickname,
                                         "created": utc(row.created),
                                         "expires": utc(row.expires), "login": True}

    def set_token(self, player_id: int, token_hash: str, expires: datetime) -> None:
        """Renew (same hash, later ``expires``) or revoke (a hash nobody holds) a token."""
        with self.engine.begin() as c:
            c.execute(update(m.players).where(m.players.c.id == player_id)
                      .values(token_hash=token_hash, token_expires=expires))

    # -- accounts (accounts.py) ---------------------------------------------------------------
    def account(self, player_id: int) -> str | None:
        """The player's account key, None for a guest."""
        with self.engine.connect() as c:
            return c.execute(select(m.players.c.account)
                             .where(m.players.c.id == player_id)).scalar()

    def account_by_key(self, key: str) -> dict | None:
        """``{"id", "nickname", "password_hash"}`` of the account with that key, or None."""
        with self.engine.connect() as c:
            row = c.execute(select(m.players.c.id, m.players.c.nickname,
                                   m.players.c.password_hash)
                            .where(m.players.c.account == key)).first()
        return None if row is None else dict(row._mapping)

    def claim_account(self, player_id: int, key: str, password_hash: str) -> bool:
        """Make the guest ``player_id`` the account ``key``; False if the key is taken (or the
        player already has an account)."""
        with self.engine.begin() as c:
            if c.execute(select(m.players.c.id).where(m.players.c.account == key)).first():
                return False
            done = c.execute(update(m.players).where(m.players.c.id == player_id,
                                                     m.players.c.account.is_(None))
                             .values(account=key, password_hash=password_hash))
            return done.rowcount == 1

    def add_login(self, player_id: int, token_hash: str, expires: datetime) -> None:
        with self.engine.begin() as c:
            c.execute(insert(m.logins).values(token_hash=token_hash, player_id=player_id,
                                              created=now(), expires=expires))

    def renew_login(self, token_hash: str, expires: datetime) -> None:
        with self.engine.begin() as c:
            c.execute(update(m.logins).where(m.logins.c.token_hash == token_hash)
                      .values(expires=expires))

    def revoke_tokens(self, player_id: int, spare_hash: str) -> None:
        """Every token of the player stops working: the logins go and the player's first token
        is replaced by ``spare_hash`` (a token nobody holds)."""
        with self.engine.begin() as c:
            c.execute(delete(m.logins).where(m.logins.c.player_id == player_id))
            c.execute(update(m.players).where(m.players.c.id == player_id)
                      .values(token_hash=spare_hash, token_expires=now()))

    def live_tokens(self, hashes, max_age) -> set[str]:
        """Which of the token ``hashes`` still work (not revoked, not expired): a process asks
        this of its open sockets' tokens, so a log-out anywhere closes them everywhere."""
        hashes, out, t = list(hashes), set(), now()
        with self.engine.connect() as c:
            for i in range(0, len(hashes), 1000):
                part = hashes[i:i + 1000]
                for table, expires in ((m.players, m.players.c.token_expires),
                                       (m.logins, m.logins.c.expires)):
                    out |= {r.token_hash for r in c.execute(
                        select(table.c.token_hash, table.c.created, expires.label("expires"))
                        .where(table.c.token_hash.in_(part)))
                        if token_expiry(r.created, r.expires, max_age) > t}
        return out

    def nicknames(self, player_ids) -> dict[int, str]:
        ids = list(set(player_ids))
        if not ids:
            return {}
        with self.engine.connect() as c:
            return {r.id: r.nickname for r in c.execute(
                select(m.players.c.id, m.players.c.nickname).where(m.players.c.id.in_(ids)))}

    # -- rooms ----------------------------------------------------------------------------
    def create_room(self, name: str, host_id: int, seats: int, deck: str, roles: bool,
                    time_limit: int, window_ms: int = 800, owner: str | None = None,
                    lease_until: datetime | None = None, game: str = "fengsheng",
                    limit: Limit | None = None) -> dict:
        """A new open room of ``game``, leased to ``owner`` (epoch 1; None: anyone may claim
        it). Raises OverLimit (see :meth:`check_limit`)."""
        values = {"name": name, "game": game, "host_id": host_id, "seats": seats, "deck": deck,
                  "roles": roles, "time_limit": time_limit, "window_ms": window_ms,
                  "status": "open", "seat_list": [None] * seats, "game_id": None,
                  "created": now(), "owner": owner, "lease_epoch": 1,
                  "lease_until": lease_until}
        with self.engine.begin() as c:
            self.check_limit(c, limit)
            values["id"] = c.execute(insert(m.rooms).values(**values)).inserted_primary_key[0]
        return values

    @staticmethod
    def fence(c, fence: Fence) -> None:
        """In transaction ``c``: raise Fenced unless the room's lease is still the writer's.
        The UPDATE locks the room's row, so a process claiming the room waits for this
        transaction, and this one fails if the claim came first: a stale owner never writes."""
        room_id, owner, epoch = fence
        if c.execute(update(m.rooms).where(m.rooms.c.id == room_id, m.rooms.c.owner == owner,
                                           m.rooms.c.lease_epoch == epoch)
                     .values(lease_epoch=epoch)).rowcount != 1:
            raise Fenced(f"room {room_id} is no longer run by {owner} (epoch {epoch})")

    @staticmethod
    def check_limit(c, limit: Limit | None) -> None:
        """In transaction ``c``: raise OverLimit if the host already has the most ``limit``
        allows. The host's row is locked first (a write that changes nothing: a row lock on
        PostgreSQL, the write lock on SQLite) and held to the commit, so two requests of one
        host, on any server processes, count in turn: none can pass on a count the other is
        about to change. (Taken after :meth:`fence`'s room lock, never before: one order.)"""
        if limit is None:
            return
        host_id, what, most = limit
        c.execute(update(m.players).where(m.players.c.id == host_id)
                  .values(nickname=m.players.c.nickname))
        count = hosted_counts(r._mapping for r in c.execute(
            select(m.rooms.c.status, m.rooms.c.seat_list).where(
                m.rooms.c.host_id == host_id, m.rooms.c.status.in_(("open", "playing")))))[what]
        if count >= most:
            raise OverLimit(count)

    def save_room(self, room_id: int, status: str, seat_list: list, game_id: int | None,
                  fence: Fence, limit: Limit | None = None) -> None:
        """``limit``: refuse (OverLimit) if the host already had its most before this."""
        with self.engine.begin() as c:
            self.fence(c, fence)
            self.check_limit(c, limit)
            c.execute(update(m.rooms).where(m.rooms.c.id == room_id)
                      .values(status=status, seat_list=seat_list, game_id=game_id))

    def load_rooms(self, ids=None) -> list[dict]:
        """Every room but the closed ones (or those of ``ids``), oldest first."""
        q = select(m.rooms).where(m.rooms.c.status != "closed").order_by(m.rooms.c.id)
        if ids is not None:
            q = q.where(m.rooms.c.id.in_(list(ids)))
        with self.engine.connect() as c:
            return [dict(r._mapping) for r in c.execute(q)]

    def room_page(self, limit: int, offset: int) -> tuple[list[dict], int]:
        """A page of the rooms not closed, newest first, with the host's nickname
        (``host``), and how many there are: the lobby, the same from every process."""
        live = m.rooms.c.status != "closed"
        q = (select(m.rooms, m.players.c.nickname.label("host"))
             .join(m.players, m.players.c.id == m.rooms.c.host_id).where(live)
             .order_by(m.rooms.c.id.desc()).limit(limit).offset(offset))
        with self.engine.connect() as c:
            rows = [dict(r._mapping) for r in c.execute(q)]
            total = c.execute(select(func.count()).select_from(m.rooms).where(live)).scalar()
        return rows, total

    # -- limits and presence, shared by every server process ---------------------------------
    def _insert(self, table):
        """INSERT … ON CONFLICT in this database's dialect."""
        dialect = postgresql if self.engine.dialect.name == "postgresql" else sqlite
        return dialect.insert(table)

    def take_token(self, key: str, rate: float, burst: int, t: float) -> bool:
        """Spend one token of the bucket ``key`` (``rate`` per second, ``burst`` at once) at
        ``t`` (epoch s): True, or False when it is empty (then nothing changes). The row holds
        the time the bucket is full again (``tat``, GCRA); one conditional UPDATE takes a token,
        atomically on either database, so every server process spends from the same bucket."""
        step = 1 / rate
        tat = case((m.rate_limits.c.tat > t, m.rate_limits.c.tat), else_=t) + step
        with self.engine.begin() as c:
            for _ in range(2):   # (twice: another process may create the row meanwhile)
                if c.execute(update(m.rate_limits).where(
                        m.rate_limits.c.key == key, tat - t <= burst * step)
                        .values(tat=tat)).rowcount:
                    return True
                if c.execute(self._insert(m.rate_limits).values(key=key, tat=t + step)
                             .on_conflict_do_nothing().returning(m.rate_limits.c.key)).first():
                    return True   # (rowcount is -1 here on PostgreSQL)
        return False

    def has_token(self, key: str, rate: float, burst: int, t: float) -> bool:
        """Would :meth:`take_token` succeed now (without spending anything)?"""
        with self.engine.connect() as c:
            tat = c.execute(select(m.rate_limits.c.tat)
                            .where(m.rate_limits.c.key == key)).scalar()
        return tat is None or max(tat, t) + 1 / rate - t <= burst / rate

    def mark_seen(self, player_ids, t: float) -> None:
        """The players were on the site at ``t`` (epoch s)."""
        rows = [{"player_id": p, "seen": t} for p in set(player_ids)]
        if rows:
            q = self._insert(m.presence)
            with self.engine.begin() as c:
                c.execute(q.on_conflict_do_update(index_elements=["player_id"],
                                                  set_={"seen": q.excluded.seen}), rows)

    def online(self, since: float) -> int:
        """How many players were on the site since ``since`` (epoch s)."""
        with self.engine.connect() as c:
            return c.execute(select(func.count()).select_from(m.presence)
                             .where(m.presence.c.seen >= since)).scalar()

    def prune(self, t: float, seen_since: float) -> None:
        """Forget the buckets full again at ``t`` and the presence older than ``seen_since``."""
        with self.engine.begin() as c:
            c.execute(delete(m.rate_limits).where(m.rate_limits.c.tat < t))
            c.execute(delete(m.presence).where(m.presence.c.seen < seen_since))

    # -- leases ---------------------------------------------------------------------------
    def claim_rooms(self, owner: str, until: datetime, ids=None,
                    force: bool = False) -> dict[int, int]:
        """Take the lease of every room not closed (of ``ids``, if given) that nobody holds
        or whose lease has lapsed (``force``: of every room); ``{room id: new epoch}`` of
        those taken."""
        t = now()
        free = (m.rooms.c.status != "closed") & (true() if force else or_(
            m.rooms.c.owner.is_(None), m.rooms.c.lease_until.is_(None),
            m.rooms.c.lease_until < t))
        with self.engine.begin() as c:
            q = select(m.rooms.c.id).where(free).with_for_update(skip_locked=True)
            if ids is not None:
                q = q.where(m.rooms.c.id.in_(list(ids)))
            taken = [r.id for r in c.execute(q)]
            if not taken:
                return {}
            c.execute(update(m.rooms).where(m.rooms.c.id.in_(taken)).values(
                owner=owner, lease_until=until, lease_epoch=m.rooms.c.lease_epoch + 1))
            return {r.id: r.lease_epoch for r in c.execute(
                select(m.rooms.c.id, m.rooms.c.lease_epoch).where(m.rooms.c.id.in_(taken)))}

    def renew_leases(self, owner: str, url: str, until: datetime) -> dict[int, int]:
        """Extend every lease ``owner`` holds and say that it lives at ``url``;
        ``{room id: epoch}`` of the rooms it still holds."""
        with self.engine.begin() as c:
            c.execute(update(m.rooms).where(m.rooms.c.owner == owner,
                                            m.rooms.c.status != "closed")
                      .values(lease_until=until))
            if c.execute(update(m.servers).where(m.servers.c.id == owner)
                         .values(url=url, alive_until=until)).rowcount == 0:
                c.execute(insert(m.servers).values(id=owner, url=url, alive_until=until))
            c.execute(delete(m.servers).where(m.servers.c.alive_until < now()))
            return {r.id: r.lease_epoch for r in c.execute(
                select(m.rooms.c.id, m.rooms.c.lease_epoch).where(
                    m.rooms.c.owner == owner, m.rooms.c.status != "closed"))}

    def room_owner(self, room_id: int) -> dict | None:
        """``{"owner", "url", "live"}`` of a room not closed (``url`` None when its owner is
        not a live server; ``live``: its lease has not lapsed), or None: no such room."""
        q = (select(m.rooms.c.owner, m.rooms.c.lease_until, m.servers.c.url)
             .outerjoin(m.servers, m.servers.c.id == m.rooms.c.owner)
             .where(m.rooms.c.id == room_id, m.rooms.c.status != "closed"))
        with self.engine.connect() as c:
            row = c.execute(q).first()
        if row is None:
            return None
        until = utc(row.lease_until)
        return {"owner": row.owner, "url": row.url,
                "live": until is not None and until > now()}

    def release(self, owner: str) -> None:
        """Give up every lease of ``owner`` (it stops): others may claim its rooms at once."""
        with self.engine.begin() as c:
            c.execute(update(m.rooms).where(m.rooms.c.owner == owner)
                      .values(owner=None, lease_until=None))
            c.execute(delete(m.servers).where(m.servers.c.id == owner))

    # -- games ----------------------------------------------------------------------------
    def create_game(self, room_id: int, engine_version: str, config: dict, seed: int,
                    players: list[dict], fence: Fence, game: str = "fengsheng",
                    limit: Limit | None = None) -> int:
        """A new game row (status 'playing') and the room pointing at it (OverLimit:
        :meth:`check_limit`)."""
        with self.engine.begin() as c:
            self.fence(c, fence)
            self.check_limit(c, limit)
            gid = c.execute(insert(m.games).values(
                room_id=room_id, game=game, engine=engine_version, config=config, seed=seed,
                players=players, status="playing", steps=0, started=now())
            ).inserted_primary_key[0]
            c.execute(update(m.rooms).where(m.rooms.c.id == room_id)
                      .values(status="playing", game_id=gid))
        return gid

    def append_answer(self, game_id: int, step: int, seat: int, notation: str, actor: str,
                      state_hash: str, fence: Fence, result: dict | None = None) -> None:
        """Record answer number ``step`` (1-based). ``result``, for the answer that ends the
        game: ``{"winners", "declarer", "end_reason", "final_hash", "history_hash",
        "reveal", "room_id"}`` — the game is marked finished (with its number of answers)
        and its room too, in the same transaction.

        If the database fails (or the room is Fenced) the error propagates; nothing was
        written."""
        with self.engine.begin() as c:
            self.fence(c, fence)
            c.execute(_INSERT_ANSWER, {
                "game_id": game_id, "step": step, "seat": seat, "notation": notation,
                "actor": actor, "state_hash": state_hash, "at": now()})
            if result is not None:
                c.execute(update(m.games).where(m.games.c.id == game_id).values(
                    steps=step, status="finished", winners=result["winners"],
                    declarer=result["declarer"], end_reason=result["end_reason"],
                    reveal=result["reveal"], final_hash=result["final_hash"],
                    history_hash=result["history_hash"], finished=now()))
                c.execute(update(m.rooms).where(m.rooms.c.id == result["room_id"])
                          .values(status="finished"))

    def close(self) -> None:
        """Stop the worker threads (after the calls already queued)."""
        self.aio.pool.shutdown(wait=True, cancel_futures=True)
        self.leases.pool.shutdown(wait=True, cancel_futures=True)

    def stop_game(self, game_id: int, room_id: int, room_status: str, fence: Fence) -> None:
        """The game ends without a result (its host stopped it, or nobody watched its bots):
        status 'stopped'; its room gets ``room_status`` ('open' or 'closed'). Its record stays."""
        with self.engine.begin() as c:
            self.fence(c, fence)
            c.execute(update(m.games).where(m.games.c.id == game_id)
                      .values(status="stopped", finished=now()))
            c.execute(update(m.rooms).where(m.rooms.c.id == room_id).values(status=room_status))

    def answers(self, game_id: int) -> list[dict]:
        """The game's answers in order: ``{"step", "seat", "notation", "actor", "state_hash"}``."""
        with self.engine.connect() as c:
            rows = c.execute(select(m.answers.c.step, m.answers.c.seat, m.answers.c.notation,
                                    m.answers.c.actor, m.answers.c.state_hash)
                             .where(m.answers.c.game_id == game_id).order_by(m.answers.c.step))
            return [dict(r._mapping) for r in rows]

    def game(self, game_id: int) -> dict | None:
        with self.engine.connect() as c:
            row = c.execute(select(m.games).where(m.games.c.id == game_id)).first()
        return None if row is None else dict(row._mapping)

    def games(self, status: str, limit: int = 50, before: int | None = None) -> list[dict]:
        """Games with ``status``, newest first, with the room's name (``room_name``)."""
        q = (select(m.games, m.rooms.c.name.label("room_name"))
             .join(m.rooms, m.rooms.c.id == m.games.c.room_id)
             .where(m.games.c.status == status).order_by(m.games.c.id.desc()).limit(limit))
        if before is not None:
            q = q.where(m.games.c.id < before)
        with self.engine.connect() as c:
            return [dict(r._mapping) for r in c.execute(q)]

    # -- chat -----------------------------------------------------------------------------
    def add_chat(self, room_id: int, player_id: int, nickname: str, text: str) -> dict:
        values = {"room_id": room_id, "player_id": player_id, "nickname": nickname,
                  "text": text, "at": now()}
        with self.engine.begin() as c:
            values["id"] = c.execute(insert(m.chat).values(**values)).inserted_primary_key[0]
        return values

    def recent_chat(self, room_id: int, limit: int) -> list[dict]:
        """The room's last ``limit`` chat lines, oldest first."""
        with self.engine.connect() as c:
            rows = c.execute(select(m.chat).where(m.chat.c.room_id == room_id)
                             .order_by(m.chat.c.id.desc()).limit(limit))
            return [dict(r._mapping) for r in rows][::-1]

    # -- results and ratings (ratings.py) -------------------------------------------------------
    def record_results(self, game_id: int) -> bool:
        """Write the finished game's ``game_seats`` and, when it is rated, its rating updates,
        in one transaction. Idempotent: False if the game was recorded already (or is not
        finished)."""
        with self.engine.begin() as c:
            game = c.execute(select(m.games).where(m.games.c.id == game_id)).first()
            if game is None or game.status != "finished" or c.execute(
                    select(m.game_seats.c.seat).where(m.game_seats.c.game_id == game_id)).first():
                return False
            reveal = game.reveal or {}
            if game.game != "fengsheng":   # ranked by score (winners first); ratings are 风声's
                scores, winners = reveal["scores"], set(game.winners or ())
                c.execute(insert(m.game_seats), [
                    {"game_id": game_id, "seat": s, "player_id": p.get("player_id"),
                     "bot": p.get("bot"), "won": s in winners, "finished": game.finished or now(),
                     "rank": 1 + sum((scores[o], o in winners) > (scores[s], s in winners)
                                     for o in range(len(scores)))}
                    for s, p in enumerate(game.players)])
                return True
            identities = reveal.get("identities") or [None] * len(game.players)
            roles = reveal.get("roles") or [None] * len(game.players)
            ids = [p["player_id"] for p in game.players if p.get("player_id") is not None]
            accounts = set(c.execute(select(m.players.c.id).where(
                m.players.c.id.in_(ids), m.players.c.account.is_not(None))).scalars())
            seats = [ratings.subject(p, accounts) for p in game.players]
            ranks, teams = ratings.placings(game.winners, identities, reveal.get("taken_from"))
            winners = set(game.winners or ())
            rows = [{"game_id": game_id, "seat": s, "player_id": p.get("player_id"),
                     "bot": p.get("bot"), "identity": identities[s], "role": roles[s],
                     "won": s in winners, "rank": ranks[s], "finished": game.finished or now()}
                    for s, p in enumerate(game.players)]
            if None not in seats and any(kind == "player" for kind, _ in seats):
                prior = self._ratings_for_update(c, set(seats))
                after, new = ratings.rate(seats, ranks, teams, prior)
                for s, row in enumerate(rows):
                    before = prior.get(seats[s], (ratings.MODEL.mu, ratings.MODEL.sigma))
                    row.update(mu_before=before[0], sigma_before=before[1],
                               mu_after=after[s][0], sigma_after=after[s][1])
                for (kind, who), (mu, sigma) in new.items():
                    col = m.ratings.c.player_id if kind == "player" else m.ratings.c.bot
                    if (kind, who) in prior:
                        c.execute(update(m.ratings).where(col == who).values(
                            mu=mu, sigma=sigma, games=m.ratings.c.games + 1, updated=now()))
                    else:
                        c.execute(insert(m.ratings).values(
                            {col.name: who, "mu": mu, "sigma": sigma, "games": 1,
                             "updated": now()}))
            c.execute(insert(m.game_seats), rows)
            return True

    @staticmethod
    def _ratings_for_update(c, subjects) -> dict:
        pids = [w for k, w in subjects if k == "player"]
        bots = [w for k, w in subjects if k == "bot"]
        rows = c.execute(select(m.ratings).where(or_(m.ratings.c.player_id.in_(pids),
                                                     m.ratings.c.bot.in_(bots)))
                         .with_for_update())
        return {(("player", r.player_id) if r.player_id is not None else ("bot", r.bot)):
                (r.mu, r.sigma) for r in rows}

    def unrecorded_games(self) -> list[int]:
        """Finished games without their ``game_seats``: finished before this version, or a
        failed write between the game's last answer and its results."""
        recorded = select(m.game_seats.c.game_id)
        with self.engine.connect() as c:
            return list(c.execute(select(m.games.c.id).where(
                m.games.c.status == "finished", m.games.c.id.not_in(recorded))
                .order_by(m.games.c.id)).scalars())

    def rating(self, player_id: int) -> dict | None:
        with self.engine.connect() as c:
            row = c.execute(select(m.ratings).where(m.ratings.c.player_id == player_id)).first()
        return None if row is None else dict(row._mapping)

    def leaderboard(self, limit: int, offset: int) -> tuple[list[dict], int]:
        """Ratings, best shown rating first, with the account's nickname; and how many."""
        order = (m.ratings.c.mu - 3 * m.ratings.c.sigma).desc()
        q = (select(m.ratings, m.players.c.nickname)
             .join(m.players, m.players.c.id == m.ratings.c.player_id, isouter=True)
             .order_by(order, m.ratings.c.id).limit(limit).offset(offset))
        with self.engine.connect() as c:
            total = c.execute(select(func.count()).select_from(m.ratings)).scalar()
            return [dict(r._mapping) for r in c.execute(q)], total

    def player_seats(self, player_id: int) -> list[dict]:
        """Every finished game seat of the player, newest first, with the game's room name."""
        q = (select(m.game_seats, m.games.c.game, m.games.c.end_reason, m.games.c.config,
                    m.rooms.c.name.label("room_name"))
             .join(m.games, m.games.c.id == m.game_seats.c.game_id)
             .join(m.rooms, m.rooms.c.id == m.games.c.room_id)
             .where(m.game_seats.c.player_id == player_id)
             .order_by(m.game_seats.c.game_id.desc()))
        with self.engine.connect() as c:
            return [dict(r._mapping) for r in c.execute(q)]

    def player(self, player_id: int) -> dict | None:
        with self.engine.connect() as c:
            row = c.execute(select(m.players.c.id, m.players.c.nickname, m.players.c.account,
                                   m.players.c.created)
                            .where(m.players.c.id == player_id)).first()
        return None if row is None else dict(row._mapping)

class _InThreads:
    """``Store`` methods as coroutines: ``await store.aio.save_room(...)`` runs
    ``store.save_room(...)`` in one of ``threads`` worker threads; ``await
    store.aio.run(fn, ...)`` does the same for any function that reads the store."""

    def __init__(self, store: Store, threads: int):
        self.store = store
        self.pool = ThreadPoolExecutor(threads, thread_name_prefix="fengsheng-db")

    async def run(self, fn, *args, **kwargs):
        return await asyncio.get_running_loop().run_in_executor(
            self.pool, partial(fn, *args, **kwargs))

    def __getattr__(self, name: str):
        method = getattr(self.store, name)
        return partial(self.run, method)
