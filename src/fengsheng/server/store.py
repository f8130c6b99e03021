"""Reading and writing the server's tables (:mod:`.models`). Every method is one transaction;
rows come back as plain dicts. Synchronous SQLAlchemy Core: each call is a few hundred
microseconds on SQLite, so the server calls it directly from its event loop and an answer is on
disk before anyone sees its result."""
from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import Engine, delete, func, insert, or_, select, update

from . import models as m
from . import ratings


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
        """``{"id", "nickname"}`` of the player holding that token (the player's first one, or
        an account's login on another device), or None."""
        login = select(m.logins.c.player_id).where(m.logins.c.token_hash == token_hash)
        with self.engine.connect() as c:
            row = c.execute(select(m.players.c.id, m.players.c.nickname).where(or_(
                m.players.c.token_hash == token_hash, m.players.c.id.in_(login)))).first()
        return None if row is None else {"id": row.id, "nickname": row.nickname}

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

    def add_login(self, player_id: int, token_hash: str) -> None:
        with self.engine.begin() as c:
            c.execute(insert(m.logins).values(token_hash=token_hash, player_id=player_id,
                                              created=now()))

    def revoke_tokens(self, player_id: int, spare_hash: str) -> None:
        """Every token of the player stops working: the logins go and the player's first token
        is replaced by ``spare_hash`` (a token nobody holds)."""
        with self.engine.begin() as c:
            c.execute(delete(m.logins).where(m.logins.c.player_id == player_id))
            c.execute(update(m.players).where(m.players.c.id == player_id)
                      .values(token_hash=spare_hash))

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
        q = (select(m.game_seats, m.games.c.end_reason, m.games.c.config,
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
