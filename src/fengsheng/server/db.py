"""Opening the database and bringing its schema up to date (Alembic).

SQLite (the default, a file in the current directory) and PostgreSQL through psycopg 3 are
supported. ``postgresql://`` URLs are read as ``postgresql+psycopg://`` (SQLAlchemy's default
driver for the plain scheme is psycopg2, which the project does not use).
"""
from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

DEFAULT_URL = "sqlite:///fengsheng.db"
MIGRATIONS = Path(__file__).with_name("migrations")


class DatabaseURLError(ValueError):
    """A database URL the server cannot use; the message says why."""


def normalise_url(url: str) -> str:
    """``url`` with the driver the project uses: ``postgresql://`` and ``postgres://`` become
    ``postgresql+psycopg://``; SQLite URLs are kept. Raises DatabaseURLError for anything else
    or a malformed URL."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise DatabaseURLError(f"cannot read the database URL {url!r} "
                               f"(examples: sqlite:///fengsheng.db, "
                               f"postgresql://user:password@host/dbname)") from None
    backend = parsed.get_backend_name()
    if backend in ("postgresql", "postgres"):
        return parsed.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)
    if backend == "sqlite":
        return url
    raise DatabaseURLError(f"unsupported database {backend!r}: use sqlite:///FILE or "
                           f"postgresql://…")


def make_engine(url: str, lock_timeout: float = 2.0, statement_timeout: float = 5.0,
                pool_size: int = 8) -> Engine:
    """A SQLAlchemy engine for ``url`` (see :func:`normalise_url`). SQLite files run in WAL mode
    with ``synchronous=NORMAL`` (each commit is durable against a process kill, which is what a
    restart needs) and enforce foreign keys.

    No statement may wait longer than ``lock_timeout`` seconds for a lock nor run longer than
    ``statement_timeout`` (PostgreSQL ``lock_timeout``/``statement_timeout``, and an idle
    transaction is ended after ``statement_timeout`` too; SQLite's busy timeout): a lock held
    by someone else costs one request an error, never the server its threads for good."""
    url = normalise_url(url)
    if url.startswith("sqlite"):
        engine = create_engine(url, pool_size=pool_size,
                               connect_args={"timeout": lock_timeout, "check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn, _record):
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()
        return engine
    ms = {"lock_timeout": int(lock_timeout * 1000),
          "statement_timeout": int(statement_timeout * 1000),
          "idle_in_transaction_session_timeout": int(statement_timeout * 1000)}
    # A server connection can drop between requests; a SQLite file cannot.
    return create_engine(url, pool_pre_ping=True, pool_size=pool_size, connect_args={
        "connect_timeout": max(1, int(statement_timeout)),
        "options": " ".join(f"-c {k}={v}" for k, v in ms.items())})


def migrate(engine: Engine) -> None:
    """Upgrade the database's schema to the newest Alembic revision (idempotent). On
    PostgreSQL an advisory lock makes server processes starting together migrate in turn."""
    from alembic import command
    from alembic.config import Config as AlembicConfig

    cfg = AlembicConfig()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        if engine.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(7026)"))   # held until commit
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
