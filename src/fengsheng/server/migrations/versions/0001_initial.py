"""players, rooms, games, answers, chat

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

UTC_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("nickname", sa.String(16), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created", UTC_TIME, nullable=False),
    )
    op.create_table(
        "rooms",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(24), nullable=False),
        sa.Column("host_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("seats", sa.Integer, nullable=False),
        sa.Column("deck", sa.String(16), nullable=False),
        sa.Column("roles", sa.Boolean, nullable=False),
        sa.Column("time_limit", sa.Integer, nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("seat_list", sa.JSON, nullable=False),
        sa.Column("game_id", sa.Integer, nullable=True),
        sa.Column("created", UTC_TIME, nullable=False),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("room_id", sa.Integer, sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("engine", sa.String(16), nullable=False),
        sa.Column("config", sa.JSON, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("players", sa.JSON, nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("steps", sa.Integer, nullable=False),
        sa.Column("winners", sa.JSON, nullable=True),
        sa.Column("declarer", sa.Integer, nullable=True),
        sa.Column("end_reason", sa.String(32), nullable=True),
        sa.Column("reveal", sa.JSON, nullable=True),
        sa.Column("final_hash", sa.String(64), nullable=True),
        sa.Column("history_hash", sa.String(64), nullable=True),
        sa.Column("started", UTC_TIME, nullable=False),
        sa.Column("finished", UTC_TIME, nullable=True),
    )
    op.create_index("ix_games_room_id", "games", ["room_id"])
    op.create_index("ix_games_status", "games", ["status"])
    op.create_table(
        "answers",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("step", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("notation", sa.String(64), nullable=False),
        sa.Column("actor", sa.String(8), nullable=False),
        sa.Column("state_hash", sa.String(64), nullable=False),
        sa.Column("at", UTC_TIME, nullable=False),
    )
    op.create_table(
        "chat",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("room_id", sa.Integer, sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("nickname", sa.String(16), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("at", UTC_TIME, nullable=False),
    )
    op.create_index("ix_chat_room_id", "chat", ["room_id"])


def downgrade() -> None:
    op.drop_index("ix_chat_room_id", "chat")
    op.drop_table("chat")
    op.drop_table("answers")
    op.drop_index("ix_games_status", "games")
    op.drop_index("ix_games_room_id", "games")
    op.drop_table("games")
    op.drop_table("rooms")
    op.drop_table("players")
