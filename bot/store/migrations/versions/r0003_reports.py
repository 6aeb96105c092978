"""Reports: drafted and filed bug reports, one per failure and tracker (store/report_models.py).

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "reports",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "failure_id", sa.Integer(), sa.ForeignKey("failures.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("tracker", sa.String(32), nullable=False),
        sa.Column("marker", sa.String(64), nullable=False),
        sa.Column("signature_key", sa.String(64), nullable=False),
        sa.Column("title", sa.Text(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("fields", sa.JSON(), nullable=False),
        sa.Column("attachments", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("remote_id", sa.String(64), nullable=True),
        sa.Column("remote_url", sa.Text(), nullable=True),
        sa.Column("attached", sa.JSON(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_error", sa.Text(), nullable=False),
        sa.Column("intent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("filed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("failure_id", "tracker", name="uq_reports_failure_tracker"),
        sa.UniqueConstraint("marker", name="uq_reports_marker"),
    )
    op.create_index("ix_reports_failure_id", "reports", ["failure_id"])
    op.create_index("ix_reports_signature_key", "reports", ["signature_key"])
    op.create_index("ix_reports_status", "reports", ["status"])
    op.create_index("ix_reports_filed_at", "reports", ["filed_at"])


def downgrade() -> None:
    op.drop_table("reports")
