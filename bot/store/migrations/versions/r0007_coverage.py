"""Coverage per failure: the compiler lines a failing test covers, for the tamer's ``coverage`` distance.

``failures.coverage`` is a JSON list of covered-line tokens (``file:function:offset``,
:mod:`reportsmith.tamer.coverage`) collected by ``reportsmith tame coverage`` with a ``--coverage`` build of
the compiler under test; NULL until collected. ``failures.coverage_seconds`` is what collecting it cost.

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.add_column(sa.Column("coverage", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("coverage_seconds", sa.Float(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.drop_column("coverage_seconds")
        batch.drop_column("coverage")
