"""The learn loop: cursors per tracker stream and the items read (reportsmith/learn/models.py).

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "learn_cursors",
        sa.Column("stream", sa.String(64), primary_key=True),
        sa.Column("value", sa.String(64), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "learn_items",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("key", sa.String(128), nullable=False),
        sa.Column("tracker", sa.String(32), nullable=False),
        sa.Column("remote_id", sa.String(64), nullable=False),
        sa.Column("failure_id", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("reply", sa.Text(), nullable=False),
        sa.Column("marker", sa.String(160), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("key", name="uq_learn_items_key"),
    )
    op.create_index("ix_learn_items_status", "learn_items", ["status"])


def downgrade() -> None:
    op.drop_table("learn_items")
    op.drop_table("learn_cursors")
