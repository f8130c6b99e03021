"""rate_limits, presence: limits and the online count shared by every server process

Revision ID: 0006_shared_limits
Revises: 0005_game
Create Date: 2026-12-02
"""
import sqlalchemy as sa
from alembic import op

revision = "0006_shared_limits"
down_revision = "0005_game"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rate_limits",
        sa.Column("key", sa.String(100), primary_key=True),
        sa.Column("tat", sa.Float, nullable=False),
    )
    op.create_table(
        "presence",
        sa.Column("player_id", sa.Integer, primary_key=True),
        sa.Column("seen", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("presence")
    op.drop_table("rate_limits")
