"""Leases (issue 28): a claim in the store on one key, with a named holder, that dies with its holder.

``leases`` has one row per key held right now (``file:17:github`` while failure 17's GitHub report is
being filed, ``reply:<learn item key>`` while a reply is posted, ``serve`` while a ``reportsmith serve``
runs on this store). The primary key makes taking a lease one atomic INSERT on SQLite and PostgreSQL
alike; the row says who holds it (host, the kernel's boot id, pid and the process's start time, what for,
since when) and when the holder last said it is alive (``heartbeat_at``). Releasing deletes the row; see
``reportsmith.store.leases`` for when a dead holder's row may be taken over.

Revision ID: 0012
Revises: 0011
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "leases",
        sa.Column("key", sa.String(200), primary_key=True),
        sa.Column("token", sa.String(32), nullable=False),
        sa.Column("host", sa.String(255), nullable=False),
        sa.Column("boot_id", sa.String(64), nullable=False),
        sa.Column("pid", sa.Integer(), nullable=False),
        sa.Column("process_start", sa.String(32), nullable=False),
        sa.Column("purpose", sa.Text(), nullable=False),
        sa.Column("taken_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("heartbeat_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("leases")
