"""Results of the later stages on each failure: reduced test, reduction stats, bisection, tamer rank.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.add_column(sa.Column("reduced_bytes", sa.LargeBinary(), nullable=True))
        batch.add_column(sa.Column("reduction", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("bisection", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("tame_rank", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("tame", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        for column in ("tame", "tame_rank", "bisection", "reduction", "reduced_bytes"):
            batch.drop_column(column)
