"""Reading and writing the server's tables (:mod:`.models`). Every method is one transaction;
rows come back as plain dicts. Synchronous SQLAlchemy Core: each call is a few hundred
microseconds on SQLite, so the server calls it directly from its event loop and an answer is on
disk before anyone sees its result."""
from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import Engine, insert, select, update

from . import models as m


def now() -> datetime:
    return datetime.now(UTC)


def iso(t: datetime | None) -> str | None:
    """A stored time as ISO 8601 UTC text (SQLite returns naive datetimes: they are UTC)."""
    if t is None:
        return None
    if t.tzinfo is None:
        t = t.replace(tzinfo=UTC)
    return t.isoformat(timespec="seconds")


_INSERT_ANSWER = insert(m.answers)


class Store:
    """The database of one server. ``engine``: an engine whose schema is migrated
    (:func:`.db.migrate`)."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self._hot = None   # the connection append_answer keeps open

    # -- players --------------------------------------------------------------------------
    def create_player(self, nickname: str, token_hash: str) -> int:
        with self.engine.begin() as c:
            return c.execute(insert(m.players).values(
                nickname=nickname, token_hash=token_hash, created=now())).inserted_primary_key[0]

    def rename_player(self, player_id: int, nickname: str) -> None:
        with self.engine.begin() as c:
            c.execute(update(m.players).where(m.players.c.id == player_id)
                      .values(nickname=nickname))

    def player_by_token_hash(self, token_hash: str) -> dict | None:
        """``{"id", "nickname"}`` of the player holding that token, or None."""
        with self.engine.connect() as c:
            row = c.execute(select(m.players.c.id, m.players.c.nickname)
                            .where(m.players.c.token_hash == token_hash)).first()
        return None if row is None else {"id": row.id, "nickname": row.nickname}

    def nicknames(self, player_ids) -> dict[int, str]:
        ids = list(set(player_ids))
        if not ids:
            return {}
        with self.engine.connect() as c:
            return {r.id: r.nickname for r in c.execute(
                select(m.players.c.id, m.players.c.nickname).where(m.players.c.id.in_(ids)))}

    # -- rooms ----------------------------------------------------------------------------
    def create_room(self, name: str, host_id: int, seats: int, deck: str, roles: bool,
                    time_limit: int, window_ms: int = 800) -> dict:
        values = {"name": name, "host_id": host_id, "seats": seats, "deck": deck,
                  "roles": roles, "time_limit": time_limit, "window_ms": window_ms,
                  "status": "open",
                  "seat_list": [None] * seats, "game_id": None, "created": now()}
        with self.engine.begin() as c:
            values["id"] = c.execute(insert(m.rooms).values(**values)).inserted_primary_key[0]
        return values

    def save_room(self, room_id: int, status: str, seat_list: list, game_id: int | None) -> None:
        with self.engine.begin() as c:
            c.execute(update(m.rooms).where(m.rooms.c.id == room_id)
                      .values(status=status, seat_list=seat_list, game_id=game_id))

    def load_rooms(self) -> list[dict]:
        """Every room but the closed ones, oldest first."""
        with self.engine.connect() as c:
            return [dict(r._mapping) for r in c.execute(
                select(m.rooms).where(m.rooms.c.status != "closed").order_by(m.rooms.c.id))]

    # -- games ----------------------------------------------------------------------------
    def create_game(self, room_id: int, engine_version: str, config: dict, seed: int,
                    players: list[dict]) -> int:
        """A new game row (status 'playing') and the room pointing at it."""
        with self.engine.begin() as c:
            gid = c.execute(insert(m.games).values(
                room_id=room_id, engine=engine_version, config=config, seed=seed,
                players=players, status="playing", steps=0, started=now())
            ).inserted_primary_key[0]
            c.execute(update(m.rooms).where(m.rooms.c.id == room_id)
                      .values(status="playing", game_id=gid))
        return gid

    def append_answer(self, game_id: int, step: int, seat: int, notation: str, actor: str,
                      state_hash: str, result: dict | None = None) -> None:
        """Record answer number ``step`` (1-based). ``result``, for the answer that ends the
        game: ``{"winners", "declarer", "end_reason", "final_hash", "history_hash",
        "reveal", "room_id"}`` — the game is marked finished (with its number of answers)
        and its room too, in the same transaction.

        The server's hot path: one prepared INSERT on a connection kept open (no pool
        checkout per answer). If the database fails, the connection is dropped (a new one is
        opened next time) and the error propagates; nothing was written."""
        if self._hot is None:
            self._hot = self.engine.connect()
        c = self._hot
        try:
            with c.begin():
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
        except Exception:
            self._hot = None
            c.invalidate()
            c.close()
            raise

    def close(self) -> None:
        """Close the connection :meth:`append_answer` keeps open."""
        if self._hot is not None:
            self._hot.close()
            self._hot = None

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
