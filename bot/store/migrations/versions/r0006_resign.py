"""Re-sign stored crashes: signatures now name the compiler's first frame, not a libc or LLVM-support one.

Before, a clang crash inside ``memcpy`` was signed ``clang frontend crash in __memcpy_avx_unaligned_erms``
and a backend fatal error ``clang frontend crash in llvm::report_fatal_error``: names that say nothing about
the bug and make different bugs look the same. The stored compiler output holds the whole stack, so each
crash is signed again with :func:`reportsmith.common.signature.internal_error` (as of 0006); the old signature
is kept in ``details["signature_before_0006"]`` so the downgrade restores it. A crash whose output has no
internal-error message (signed ``killed by SIGSEGV``) is left as it is.

Live code in a migration, on purpose and watched: a migration should be a snapshot (a later change to the
signer would change what 0006 does to an old store), but ``internal_error`` is the whole signer (four
functions, fifteen patterns, ~110 lines): a copy here would be that much code written twice. The
signer is unchanged since 0006 was written (commit ab9cdcc), and ``tests/real/test_resign_migration.py``
pins what 0006 makes of each kind of crash: a change to the signer that would change this migration fails
there, and must first freeze the r0006 signer (``git show ab9cdcc:bot/common/signature.py``) into this file.

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op
from reportsmith.common.signature import internal_error, strip_compiler_name

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_KEPT = "signature_before_0006"

failures = sa.table(
    "failures",
    sa.column("id", sa.Integer),
    sa.column("compiler", sa.String),
    sa.column("test_name", sa.String),
    sa.column("verdict", sa.String),
    sa.column("signature", sa.Text),
    sa.column("compiler_output", sa.Text),
    sa.column("details", sa.JSON),
)


def _resigned(compiler: str, test_name: str, signature: str, output: str) -> str | None:
    message = internal_error(output or "", [test_name])
    if not message:
        return None
    stripped = strip_compiler_name(signature)
    prefix = signature[: len(signature) - len(stripped)] if stripped != signature else f"{compiler}: "
    return f"{prefix}{message}"


def upgrade() -> None:
    connection = op.get_bind()
    rows = connection.execute(sa.select(failures).where(failures.c.verdict == "crash")).mappings().all()
    for row in rows:
        new = _resigned(row["compiler"], row["test_name"], row["signature"] or "", row["compiler_output"])
        if new is None or new == row["signature"]:
            continue
        details = {**(row["details"] or {}), _KEPT: row["signature"]}
        connection.execute(
            failures.update().where(failures.c.id == row["id"]).values(signature=new, details=details)
        )


def downgrade() -> None:
    connection = op.get_bind()
    rows = connection.execute(sa.select(failures.c.id, failures.c.details)).mappings().all()
    for row in rows:
        details = dict(row["details"] or {})
        if not details.get(_KEPT):  # absent, or empty: FailureDetails writes every field
            continue
        old = details.pop(_KEPT)
        connection.execute(
            failures.update().where(failures.c.id == row["id"]).values(signature=old, details=details)
        )
