"""The database layer on SQLite and PostgreSQL: the Alembic migrations build exactly the tables
the code uses, can be run again and rolled back, and the store keeps a game's record."""
from __future__ import annotations

from datetime import timedelta

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config as AlembicConfig
from alembic.migration import MigrationContext
from click.testing import CliRunner
from sqlalchemy import inspect

from fengsheng.cli.main import main
from fengsheng.engine import ENGINE_VERSION, Config
from fengsheng.record import Game, replay
from fengsheng.server.db import MIGRATIONS, make_engine, migrate
from fengsheng.server.models import metadata
from fengsheng.server.rooms import game_record
from fengsheng.server.store import Fenced, Store, now


def test_migrations_build_the_models_tables_and_roll_back(any_db_url):
    engine = make_engine(any_db_url)
    migrate(engine)
    migrate(engine)   # again: nothing to do
    with engine.connect() as c:
        assert compare_metadata(MigrationContext.configure(c), metadata) == []
    cfg = AlembicConfig()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as c:
        cfg.attributes["connection"] = c
        command.downgrade(cfg, "base")
    assert set(inspect(engine).get_table_names()) <= {"alembic_version"}
    engine.dispose()


def test_the_store_keeps_a_games_record(any_db_url):
    engine = make_engine(any_db_url)
    migrate(engine)
    store = Store(engine)
    host = store.create_player("房主", "a" * 64)
    room = store.create_room("房间", host, 3, "promo", True, 30, owner="me",
                             lease_until=now() + timedelta(60))
    fence = (room["id"], "me", 1)
    game = Game.new(Config(players=3, deck="promo", roles=True), 99)
    gid = store.create_game(room["id"], ENGINE_VERSION, game.config.to_dict(), 2 ** 62 + 5,
                            [{"seat": 0, "player_id": host, "nickname": "房主", "bot": None}],
                            fence)
    for _ in range(10):
        game.play(game.state.pending.options[-1])
        store.append_answer(gid, game.state.step, 0, game.answers[-1], "player",
                            game.state.hash(), fence)
    row = store.game(gid)
    assert row["seed"] == 2 ** 62 + 5 and row["status"] == "playing"
    stored = store.answers(gid)
    assert [a["step"] for a in stored] == list(range(1, 11))
    rec = game_record({**row, "seed": 99}, stored)
    assert rec["answers"] == game.answers
    assert replay(rec).state.hash() == stored[-1]["state_hash"] == game.state.hash()
    assert store.load_rooms()[0]["status"] == "playing"
    store.close()
    engine.dispose()


def test_serve_refuses_an_unusable_database_url():
    result = CliRunner().invoke(main, ["serve", "--database-url", "mysql://h/db"])
    assert result.exit_code == 2
    assert "unsupported database" in result.output


def test_a_claim_fences_off_the_previous_owner(any_db_url):
    """Room leases: a lapsed lease is claimed with a new epoch; the old owner's writes fail
    (nothing written) and it sees the room gone when it renews."""
    engine = make_engine(any_db_url)
    migrate(engine)
    store = Store(engine)
    host = store.create_player("房主", "b" * 64)
    room = store.create_room("房间", host, 3, "standard", False, 0, owner="old",
                             lease_until=now())   # lapsed
    assert store.claim_rooms("new", now() + timedelta(60)) == {room["id"]: 2}
    assert store.claim_rooms("third", now() + timedelta(60)) == {}                  # held
    with pytest.raises(Fenced):
        store.save_room(room["id"], "open", [{"bot": "random"}, None, None], None,
                        (room["id"], "old", 1))
    assert store.load_rooms()[0]["seat_list"] == [None, None, None]
    store.save_room(room["id"], "open", [{"bot": "random"}, None, None], None,
                    (room["id"], "new", 2))
    assert store.renew_leases("old", "http://old", now()) == {}
    assert store.renew_leases("new", "http://new", now() + timedelta(60)) == {room["id"]: 2}
    assert store.room_owner(room["id"]) == {"owner": "new", "url": "http://new", "live": True}
    store.release("new")
    assert store.room_owner(room["id"])["live"] is False
    store.close()
    engine.dispose()
