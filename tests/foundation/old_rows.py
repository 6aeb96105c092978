"""Rows as an older schema stored them, written with plain SQL (the models describe only the newest one):
for the tests of the migrations that convert them."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import sqlalchemy as sa
from alembic import command
from reportsmith.store.database import _alembic_config

#: Every column of ``failures`` before migration 0011 made the flags a list (the later nullable columns
#: left out), with a value that any test may replace.
OLD_FAILURE = {
    "content_hash": "0" * 64, "test_name": "t.c", "test_bytes": b"x", "language": "c", "origin": "",
    "compiler": "tcc", "compiler_command": "tcc", "flags": "", "verdict": "crash", "signature": "tcc: crash",
    "status": "new", "reason": "", "compiler_output": "", "program_output": "", "reference_output": "",
    "details": "{}",
}  # fmt: skip


def insert_failure(connection: sa.Connection, **columns: object) -> int:
    """Insert a failure row of the old schema with ``columns`` changed; returns its id."""
    values = {**OLD_FAILURE, **columns}
    names = ", ".join(values)
    marks = ", ".join(f":{name}" for name in values)
    connection.execute(
        sa.text(
            f"INSERT INTO failures ({names}, created_at, updated_at)"
            f" VALUES ({marks}, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
        ),
        values,
    )
    return int(connection.execute(sa.text("SELECT max(id) FROM failures")).scalar_one())


@contextlib.contextmanager
def at_revision(url: str, revision: str) -> Iterator[sa.Connection]:
    """A connection to the store at ``url`` migrated to ``revision`` (not further), committed at the end."""
    config = _alembic_config()
    with sa.create_engine(url).begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)
        yield connection


def migrate(url: str, revision: str, down: bool = False) -> None:
    """Migrate the store at ``url`` to ``revision`` (downgrade with ``down``)."""
    config = _alembic_config()
    with sa.create_engine(url).begin() as connection:
        config.attributes["connection"] = connection
        (command.downgrade if down else command.upgrade)(config, revision)
