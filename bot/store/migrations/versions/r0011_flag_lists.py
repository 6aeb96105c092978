"""A failure's flags as a list (issue 31): ``failures.flags`` holds a JSON array, one argument each.

Before, the flags were one string, joined with spaces, and every reader split it again (shell-style, which a
flag with a space or a quote did not survive). The upgrade splits each stored string the way the readers did
(``shlex.split``, keeping the string as one flag when it does not split), so old rows read as before. The
failure's identity -- (test content hash, compiler, flags), unique -- becomes a digest column,
``failures.identity`` (:func:`reportsmith.store.models.failure_identity`), since a JSON column cannot be
part of a unique constraint on PostgreSQL. The downgrade joins the lists with spaces again.

Revision ID: 0011
Revises: 0010
"""

import hashlib
import json
import shlex
from collections.abc import Callable

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def _split(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError:  # an unbalanced quote: the readers failed on it too; keep the text
        return [text] if text else []


def _identity(digest: str, compiler: str, flags: list[str]) -> str:
    return hashlib.sha256(json.dumps([digest, compiler, flags]).encode()).hexdigest()


#: The columns both directions read or write (``flags`` untyped: a string before, JSON after).
FAILURES = sa.table(
    "failures",
    sa.column("id", sa.Integer),
    sa.column("content_hash", sa.String),
    sa.column("compiler", sa.String),
    sa.column("flags"),
    sa.column("flag_list", sa.JSON),
    sa.column("flag_text", sa.String),
    sa.column("identity", sa.String),
)


def _update_each(read: list[str], change: Callable[..., dict[str, object]]) -> None:
    """``change(*row)`` for every failure's ``read`` columns, written back to that row."""
    connection = op.get_bind()
    for failure_id, *values in connection.execute(sa.select(FAILURES.c.id, *(FAILURES.c[c] for c in read))):
        connection.execute(
            FAILURES.update().where(FAILURES.c.id == failure_id).values(**change(failure_id, *values))
        )


def upgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.drop_constraint("uq_failures_identity", type_="unique")
        batch.add_column(sa.Column("flag_list", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("identity", sa.String(64), nullable=True))
    taken: set[str] = set()

    def as_list(failure_id: int, digest: str, compiler: str, text: str | None) -> dict[str, object]:
        flags = _split(text or "")
        identity = _identity(digest, compiler, flags)
        if identity in taken:  # two old strings that split alike ("-O2  -w", "-O2 -w"): both rows are kept
            identity = _identity(digest, compiler, [*flags, f"(failure {failure_id})"])
        taken.add(identity)
        return {"flag_list": flags, "identity": identity}

    _update_each(["content_hash", "compiler", "flags"], as_list)
    with op.batch_alter_table("failures") as batch:
        batch.drop_column("flags")
        batch.alter_column("flag_list", new_column_name="flags", existing_type=sa.JSON(), nullable=False)
        batch.alter_column("identity", existing_type=sa.String(64), nullable=False)
        batch.create_unique_constraint("uq_failures_identity", ["identity"])


def downgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.drop_constraint("uq_failures_identity", type_="unique")
        batch.add_column(sa.Column("flag_text", sa.String(1000), nullable=True))

    def as_text(_failure_id: int, flags: object) -> dict[str, object]:
        listed = flags if isinstance(flags, list) else json.loads(str(flags or "[]"))
        return {"flag_text": " ".join(listed)}

    _update_each(["flags"], as_text)
    with op.batch_alter_table("failures") as batch:
        batch.drop_column("flags")
        batch.drop_column("identity")
        batch.alter_column(
            "flag_text", new_column_name="flags", existing_type=sa.String(1000), nullable=False
        )
        batch.create_unique_constraint("uq_failures_identity", ["content_hash", "compiler", "flags"])
