"""rooms.window_ms: the shortest time a round of a response window is shown

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("rooms", sa.Column("window_ms", sa.Integer, nullable=False,
                                     server_default="800"))


def downgrade() -> None:
    op.drop_column("rooms", "window_ms")
