"""players.token_expires: session tokens expire (and a revoked one has expired)

Revision ID: 0002_sessions
Revises: 0002 (rooms.window_ms)
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0002_sessions"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # NULL (tokens issued before this revision): expires session_max_age after "created".
    with op.batch_alter_table("players") as batch:
        batch.add_column(sa.Column("token_expires", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("players") as batch:
        batch.drop_column("token_expires")
