"""Failures and their event log.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "failures",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("content_hash", sa.String(64), nullable=False),
        sa.Column("test_name", sa.String(255), nullable=False),
        sa.Column("test_bytes", sa.LargeBinary(), nullable=False),
        sa.Column("language", sa.String(8), nullable=False),
        sa.Column("origin", sa.Text(), nullable=False),
        sa.Column("compiler", sa.String(100), nullable=False),
        sa.Column("compiler_command", sa.Text(), nullable=False),
        sa.Column("flags", sa.String(1000), nullable=False),
        sa.Column("verdict", sa.String(20), nullable=False),
        sa.Column("signature", sa.Text(), nullable=False),
        sa.Column("status", sa.String(32), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("compiler_output", sa.Text(), nullable=False),
        sa.Column("program_output", sa.Text(), nullable=False),
        sa.Column("reference_output", sa.Text(), nullable=False),
        sa.Column("details", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("content_hash", "compiler", "flags", name="uq_failures_identity"),
    )
    op.create_index("ix_failures_content_hash", "failures", ["content_hash"])
    op.create_index("ix_failures_verdict", "failures", ["verdict"])
    op.create_index("ix_failures_status", "failures", ["status"])
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "failure_id", sa.Integer(), sa.ForeignKey("failures.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
    )
    op.create_index("ix_events_failure_id", "events", ["failure_id"])


def downgrade() -> None:
    op.drop_table("events")
    op.drop_table("failures")
