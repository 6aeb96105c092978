"""Review and service: an edited draft is what gets filed, the generated one is kept; job run outcomes.

``reports.title``/``body`` stay what will be (or was) sent; on the first edit the generated text moves to
``generated_title``/``generated_body``, and ``edited_by``/``edited_at`` say who edited it and when. All four
are NULL for a report nobody edited.

Indexes for the review page's list (reportsmith.web.queries): ranked failures are read in ``tame_rank``
order a page at a time and counted by verdict, and the compiler filter selects by ``compiler``.

``job_runs``: each scheduled run's outcome (ok, error with its message, missed), written by
``reportsmith.schedule.record_run``.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("reports") as batch:
        batch.add_column(sa.Column("generated_title", sa.Text(), nullable=True))
        batch.add_column(sa.Column("generated_body", sa.Text(), nullable=True))
        batch.add_column(sa.Column("edited_by", sa.String(100), nullable=True))
        batch.add_column(sa.Column("edited_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_failures_tame_rank", "failures", ["tame_rank"])
    op.create_index("ix_failures_verdict_rank", "failures", ["verdict", "tame_rank"])
    op.create_index("ix_failures_compiler", "failures", ["compiler"])
    op.create_table(
        "job_runs",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("job_id", sa.String(64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
    )
    op.create_index("ix_job_runs_job_id", "job_runs", ["job_id"])


def downgrade() -> None:
    op.drop_table("job_runs")
    op.drop_index("ix_failures_compiler", "failures")
    op.drop_index("ix_failures_verdict_rank", "failures")
    op.drop_index("ix_failures_tame_rank", "failures")
    with op.batch_alter_table("reports") as batch:
        for column in ("edited_at", "edited_by", "generated_body", "generated_title"):
            batch.drop_column(column)
