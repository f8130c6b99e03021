"""Alembic environment. The server passes its open connection in
``config.attributes["connection"]`` (see fengsheng.server.db.migrate); run by hand, the database
URL comes from ``-x url=...``."""
from __future__ import annotations

from logging.config import fileConfig

from alembic import context
from sqlalchemy import create_engine

from fengsheng.server.db import normalise_url
from fengsheng.server.models import metadata

config = context.config


def run(connection) -> None:
    context.configure(connection=connection, target_metadata=metadata,
                      render_as_batch=connection.dialect.name == "sqlite")
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    run(connection)
else:
    if config.config_file_name is not None:
        fileConfig(config.config_file_name)
    url = context.get_x_argument(as_dictionary=True).get("url")
    if not url:
        raise SystemExit("give the database with -x url=sqlite:///fengsheng.db")
    with create_engine(normalise_url(url)).begin() as conn:
        run(conn)
