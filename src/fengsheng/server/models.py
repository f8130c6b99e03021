"""The database tables (SQLAlchemy 2 Core metadata; the Alembic migrations create them).

players  — a nickname, the hash of its session token (never the token itself) and when the
           token expires (NULL: ``session_max_age`` after ``created``).
rooms    — a room's settings, its seat list (JSON: one entry per seat, ``null`` when empty,
           ``{"player_id": id}`` for a person, ``{"bot": kind}`` for a bot) and status.
games    — one game: its configuration and seed (the record), who sat where, and the result
           (winners, and every identity and role revealed at the end).
answers  — every answer applied, in order, with the state hash after it: the rest of the record.
chat     — chat lines of a room.
logins   — session tokens (hashes) of an account's other devices (:mod:`.accounts`).
ratings  — one OpenSkill rating (mu, sigma) per account or per bot kind (:mod:`.ratings`).
game_seats — who played each seat of a finished game, their identity, role and result, and the
           rating before and after (NULL when the game was not rated): profiles, history.
servers  — the server processes sharing the database: the address another process relays a
           room's sockets to, and until when the process is known to live.
A room is run by one process at a time (``owner``) under a lease (``lease_until``); every
claim of it adds one to ``lease_epoch``, and every write of a room's state checks that the
writer still holds the epoch it claimed (:meth:`.store.Store.fence`).
Times are UTC.
"""
from __future__ import annotations

from sqlalchemy import (
                        JSON,
                        Float,
                        BigInteger,
                        Boolean,
                        Column,
                        DateTime,
                        ForeignKey,
                        Integer,
                        MetaData,
                        String,
                        Table,
                        Text,
)

metadata = MetaData()

players = Table(
    "players", metadata,
    Column("id", Integer, primary_key=True),
    Column("nickname", String(16), nullable=False),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("created", DateTime(timezone=True), nullable=False),
    # An account: the claimed name's key (accounts.name_key) and the password's scrypt hash.
    Column("account", String(64), nullable=True, unique=True),
    Column("password_hash", String(200), nullable=True),
    Column("token_expires", DateTime(timezone=True), nullable=True),
)

rooms = Table(
    "rooms", metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(24), nullable=False),
    # the game played here: a name of fengsheng.games.GAME_NAMES (0005)
    Column("game", String(16), nullable=False, server_default="fengsheng"),
    Column("host_id", Integer, ForeignKey("players.id"), nullable=False),
    Column("seats", Integer, nullable=False),
    Column("deck", String(16), nullable=False),
    Column("roles", Boolean, nullable=False),
    Column("time_limit", Integer, nullable=False),
    # shortest time a round of a response window is shown, ms (0002)
    Column("window_ms", Integer, nullable=False, server_default="800"),
    Column("status", String(10), nullable=False),
    Column("seat_list", JSON, nullable=False),
    Column("game_id", Integer, nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("owner", String(32), nullable=True),
    Column("lease_epoch", Integer, nullable=False, server_default="0"),
    Column("lease_until", DateTime(timezone=True), nullable=True),
)

servers = Table(
    "servers", metadata,
    Column("id", String(32), primary_key=True),
    Column("url", String(200), nullable=False),
    Column("alive_until", DateTime(timezone=True), nullable=False),
)

games = Table(
    "games", metadata,
    Column("id", Integer, primary_key=True),
    Column("room_id", Integer, ForeignKey("rooms.id"), nullable=False, index=True),
    Column("game", String(16), nullable=False, server_default="fengsheng"),   # (0005)
    Column("engine", String(16), nullable=False),   # the game's rules (engine) version
    Column("config", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("players", JSON, nullable=False),
    Column("status", String(10), nullable=False, index=True),
    Column("steps", Integer, nullable=False),   # answers, set when the game finishes
    Column("winners", JSON, nullable=True),
    Column("declarer", Integer, nullable=True),
    Column("end_reason", String(32), nullable=True),
    Column("reveal", JSON, nullable=True),   # at the end: {"identities", "roles", "taken_from"}
    Column("final_hash", String(64), nullable=True),
    Column("history_hash", String(64), nullable=True),
    Column("started", DateTime(timezone=True), nullable=False),
    Column("finished", DateTime(timezone=True), nullable=True),
)

answers = Table(
    "answers", metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    Column("step", Integer, primary_key=True),   # 1 = the first answer
    Column("seat", Integer, nullable=False),
    Column("notation", String(64), nullable=False),
    Column("actor", String(8), nullable=False),   # 'player' | 'bot' | 'stand_in' | 'timeout'
    Column("state_hash", String(64), nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
)

chat = Table(
    "chat", metadata,
    Column("id", Integer, primary_key=True),
    Column("room_id", Integer, ForeignKey("rooms.id"), nullable=False, index=True),
    Column("player_id", Integer, ForeignKey("players.id"), nullable=False),
    Column("nickname", String(16), nullable=False),
    Column("text", Text, nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
)

logins = Table(
    "logins", metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("player_id", Integer, ForeignKey("players.id"), nullable=False, index=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("expires", DateTime(timezone=True), nullable=True),
)

ratings = Table(
    "ratings", metadata,
    Column("id", Integer, primary_key=True),
    Column("player_id", Integer, ForeignKey("players.id"), nullable=True, unique=True),
    Column("bot", String(16), nullable=True, unique=True),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", DateTime(timezone=True), nullable=False),
)

game_seats = Table(
    "game_seats", metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", Integer, ForeignKey("players.id"), nullable=True, index=True),
    Column("bot", String(16), nullable=True),
    Column("identity", String(16), nullable=True),
    Column("role", String(32), nullable=True),
    Column("won", Boolean, nullable=False),
    Column("rank", Integer, nullable=False),
    Column("mu_before", Float, nullable=True),
    Column("sigma_before", Float, nullable=True),
    Column("mu_after", Float, nullable=True),
    Column("sigma_after", Float, nullable=True),
    Column("finished", DateTime(timezone=True), nullable=False),
)
