"""Opening the database and bringing its schema up to date (Alembic).

SQLite (the default, a file in the current directory) and PostgreSQL through psycopg 3 are
supported. ``postgresql://`` URLs are read as ``postgresql+psycopg://`` (SQLAlchemy's default
driver for the plain scheme is psycopg2, which the project does not use).
"""
from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, create_engine, event
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


def make_engine(url: str) -> Engine:
    """A SQLAlchemy engine for ``url`` (see :func:`normalise_url`). SQLite files run in WAL mode
    with ``synchronous=NORMAL`` (each commit is durable against a process kill, which is what a
    restart needs) and enforce foreign keys."""
    url = normalise_url(url)
    # A server connection can drop between requests; a SQLite file cannot.
    engine = create_engine(url, pool_pre_ping=not url.startswith("sqlite"))
    if engine.dialect.name == "sqlite":
        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn, _record):
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()
    return engine


def migrate(engine: Engine) -> None:
    """Upgrade the database's schema to the newest Alembic revision (idempotent)."""
    from alembic import command
    from alembic.config import Config as AlembicConfig

    cfg = AlembicConfig()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
