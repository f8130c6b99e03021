"""rooms.owner, lease_epoch, lease_until: which server process runs each room; servers

Revision ID: 0003_leases
Revises: 0002_sessions
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0003_leases"
down_revision = "0002_sessions"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.add_column(sa.Column("owner", sa.String(32), nullable=True))
        batch.add_column(sa.Column("lease_epoch", sa.Integer, nullable=False,
                                   server_default="0"))
        batch.add_column(sa.Column("lease_until", sa.DateTime(timezone=True), nullable=True))
    op.create_table(
        "servers",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("url", sa.String(200), nullable=False),
        sa.Column("alive_until", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("servers")
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("lease_until")
        batch.drop_column("lease_epoch")
        batch.drop_column("owner")
