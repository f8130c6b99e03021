"""accounts (players.account, players.password_hash), logins, ratings, game_seats

Revision ID: 0004_accounts
Revises: 0003_leases
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0004_accounts"
down_revision = "0003_leases"
branch_labels = None
depends_on = None

UTC_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    with op.batch_alter_table("players") as batch:
        batch.add_column(sa.Column("account", sa.String(64), nullable=True))
        batch.add_column(sa.Column("password_hash", sa.String(200), nullable=True))
        batch.create_unique_constraint("uq_players_account", ["account"])
    op.create_table(
        "logins",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False,
                  index=True),
        sa.Column("created", UTC_TIME, nullable=False),
        sa.Column("expires", UTC_TIME, nullable=True),
    )
    op.create_table(
        "ratings",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True,
                  unique=True),
        sa.Column("bot", sa.String(16), nullable=True, unique=True),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("updated", UTC_TIME, nullable=False),
    )
    op.create_table(
        "game_seats",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True,
                  index=True),
        sa.Column("bot", sa.String(16), nullable=True),
        sa.Column("identity", sa.String(16), nullable=True),
        sa.Column("role", sa.String(32), nullable=True),
        sa.Column("won", sa.Boolean, nullable=False),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("mu_before", sa.Float, nullable=True),
        sa.Column("sigma_before", sa.Float, nullable=True),
        sa.Column("mu_after", sa.Float, nullable=True),
        sa.Column("sigma_after", sa.Float, nullable=True),
        sa.Column("finished", UTC_TIME, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("game_seats")
    op.drop_table("ratings")
    op.drop_table("logins")
    with op.batch_alter_table("players") as batch:
        batch.drop_constraint("uq_players_account", type_="unique")
        batch.drop_column("password_hash")
        batch.drop_column("account")
