"""Claims: at most one worker works on a key at a time, and a dead worker's claim goes with it.

The broker may deliver a task twice (its visibility timeout ran out while the task still ran, ``requeue``
sent it again after the broker lost its queues); the claim makes the second delivery a no-op. On PostgreSQL a
claim is a session advisory lock held on its own connection: the server drops it the moment that connection
closes, so a worker killed with ``kill -9`` leaves no stale claim and nothing to expire. On SQLite (one
machine) it is an ``flock`` on a file in the data folder, which the kernel drops with the process.
"""

from __future__ import annotations

import contextlib
import fcntl
import zlib
from collections.abc import Iterator

import sqlalchemy as sa
from reportsmith.app import App
from reportsmith.distributed.routing import KIND_NUMBER, Work

#: The class number of claims that are not per work item (taming, which ranks every failure).
GLOBAL_CLASS = 100


def lock_numbers(key: str | Work) -> tuple[int, int]:
    """The two int4 numbers of a PostgreSQL advisory lock for ``key``."""
    if isinstance(key, Work):
        return KIND_NUMBER[key.kind], key.subject
    return GLOBAL_CLASS, zlib.crc32(key.encode()) & 0x7FFFFFFF


@contextlib.contextmanager
def claim(app: App, key: str | Work, *, wait: bool = False) -> Iterator[bool]:
    """Hold the claim on ``key`` for the ``with`` block; yields False when another worker holds it (and
    ``wait`` is False). ``wait=True`` blocks until it is free."""
    if app.store.engine.dialect.name == "postgresql":
        with _advisory_lock(app, key, wait) as held:
            yield held
    else:
        with _file_lock(app, key, wait) as held:
            yield held


@contextlib.contextmanager
def _advisory_lock(app: App, key: str | Work, wait: bool) -> Iterator[bool]:
    first, second = lock_numbers(key)
    function = "pg_advisory_lock" if wait else "pg_try_advisory_lock"
    with app.store.engine.connect() as connection:
        held = connection.execute(sa.text(f"SELECT {function}(:a, :b)"), {"a": first, "b": second}).scalar()
        held = True if wait else bool(held)
        connection.commit()
        try:
            yield held
        finally:
            if held:
                connection.execute(sa.text("SELECT pg_advisory_unlock(:a, :b)"), {"a": first, "b": second})
                connection.commit()


@contextlib.contextmanager
def _file_lock(app: App, key: str | Work, wait: bool) -> Iterator[bool]:
    folder = app.data_path / "claims"
    folder.mkdir(parents=True, exist_ok=True)
    name = key.key if isinstance(key, Work) else key
    with open(folder / f"{name}.lock", "a+b") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def held_claims(app: App) -> set[tuple[int, int]]:
    """The (class, id) numbers of the advisory-lock claims held right now (PostgreSQL only; else empty)."""
    if app.store.engine.dialect.name != "postgresql":
        return set()
    with app.store.engine.connect() as connection:
        rows = connection.execute(
            sa.text("SELECT classid, objid FROM pg_locks WHERE locktype = 'advisory' AND granted")
        )
        return {(int(a), int(b)) for a, b in rows}
