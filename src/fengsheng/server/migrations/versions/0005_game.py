"""rooms.game, games.game: which game a room plays (风声 or 菲力猫); every earlier one is 风声

Revision ID: 0005_game
Revises: 0004_accounts
Create Date: 2026-12-02
"""
import sqlalchemy as sa
from alembic import op

revision = "0005_game"
down_revision = "0004_accounts"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for table in ("rooms", "games"):
        op.add_column(table, sa.Column("game", sa.String(16), nullable=False,
                                       server_default="fengsheng"))


def downgrade() -> None:
    for table in ("rooms", "games"):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("game")
