"""IR reproducers for clang failures in LLVM (issue 30): ``failures.ir_reproducer``.

A JSON column holding :class:`reportsmith.store.results.IRReproducer`: where a clang crash happens (front
end, optimizer, code generator) and, for a crash in LLVM or a miscompile with a guilty pass, the reduced IR
and the one ``opt``/``llc`` command that shows it, with what the reduction took. NULL until the IR stage ran.

Revision ID: 0009
Revises: 0008
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.add_column(sa.Column("ir_reproducer", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.drop_column("ir_reproducer")
