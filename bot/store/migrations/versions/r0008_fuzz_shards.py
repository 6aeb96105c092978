"""Fuzz shards in the store (issue 15): what a distributed campaign's shard is and how far it got.

``fuzz_shards`` has one row per shard, keyed by its first seed (the task key ``fuzz-<first_seed>``): the
seeds it owns (``programs`` consecutive seeds from ``first_seed``), its time slice (``seconds``, 0 = none),
the generator, and its progress -- ``next_seed`` (the first seed not yet judged), the programs judged and
skipped, the seconds spent over every delivery -- and whether it ``finished``. A redelivered shard resumes
from ``next_seed`` with what is left of its slice; ``reportsmith requeue`` re-sends the unfinished ones after
the broker lost them.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "fuzz_shards",
        sa.Column("first_seed", sa.BigInteger(), primary_key=True, autoincrement=False),
        sa.Column("generator", sa.String(32), nullable=False),
        sa.Column("programs", sa.Integer(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.Column("next_seed", sa.BigInteger(), nullable=False),
        sa.Column("judged", sa.Integer(), nullable=False),
        sa.Column("skipped", sa.Integer(), nullable=False),
        sa.Column("elapsed", sa.Float(), nullable=False),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_fuzz_shards_finished", "fuzz_shards", ["finished"])


def downgrade() -> None:
    op.drop_index("ix_fuzz_shards_finished", "fuzz_shards")
    op.drop_table("fuzz_shards")
