"""Leases: a claim in the store on one key, with a named holder, that dies with its holder.

Whatever writes to a tracker (filing, a comment on a duplicate, a reply to a command, a verification comment)
and ``reportsmith serve`` itself first take a lease on a key (``file:17:github``, ``reply:<item>``,
``serve``) and hold it until the result is stored. A second process or thread asking for the same key waits
(up to ``wait`` seconds) or is told who holds it (:class:`LeaseBusy`: host, pid, what for, since when), and
after the first one let go it finds the first one's result in the store instead of writing again.

Design notes:

* **One atomic step, any database.** Taking a lease is one ``INSERT`` into ``leases`` whose primary key is
  the key (migration 0012): on SQLite and PostgreSQL alike exactly one of two simultaneous INSERTs commits,
  the other gets an integrity error. No read-then-write, so nothing depends on SQLite's transaction mode
  (pysqlite does not begin a transaction before a SELECT) or on row locks SQLite does not have.
* **The holder dies, the lease goes.** A row names its holder: host, the kernel's boot id, pid and that
  process's start time. A waiter on the same machine sees at once that the holder is gone (no such pid, a
  zombie, or another process that reused the pid); a holder on another machine (distributed workers sharing
  a PostgreSQL store) renews ``heartbeat_at`` every :data:`HEARTBEAT_SECONDS` from a daemon thread, and its
  lease expires :data:`EXPIRES_AFTER_SECONDS` after the last beat. A dead holder's row is deleted by whoever
  finds it (conditionally on its token, so two finders cannot both take over), and what the holder left half
  done is resumed by the protocol the lease guards (filing's marker search).
* **Re-entrant per thread.** A thread that holds a key may take it again (``file_approved`` holds
  ``file:...`` around :class:`~reportsmith.trackers.filing.Filer`, which takes it too).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import os
import secrets
import socket
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from reportsmith.common.process_group import stat_fields
from reportsmith.errors import LeaseBusy
from reportsmith.store.database import Store
from reportsmith.store.models import Base, as_utc, utcnow
from sqlalchemy import DateTime, Integer, String, Text, delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column

LOG = logging.getLogger("reportsmith.leases")
HEARTBEAT_SECONDS = 10.0
#: A lease whose holder cannot be checked (another machine) expires this long after its last heartbeat.
EXPIRES_AFTER_SECONDS = 60.0
#: How often a waiter looks again: at first, and at most (the pause grows in between).
POLL_SECONDS = 0.1
MAX_POLL_SECONDS = 2.0


class Lease(Base):
    __tablename__ = "leases"

    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    token: Mapped[str] = mapped_column(String(32))
    host: Mapped[str] = mapped_column(String(255))
    boot_id: Mapped[str] = mapped_column(String(64))
    pid: Mapped[int] = mapped_column(Integer)
    process_start: Mapped[str] = mapped_column(String(32))
    purpose: Mapped[str] = mapped_column(Text)
    taken_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    heartbeat_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))


@dataclass(frozen=True)
class Holder:
    """Who holds (or held) a lease, as its row says."""

    key: str
    host: str
    pid: int
    purpose: str
    since: dt.datetime
    heartbeat_at: dt.datetime

    @classmethod
    def of(cls, row: Lease) -> Holder:
        return cls(row.key, row.host, row.pid, row.purpose, row.taken_at, row.heartbeat_at)

    def describe(self) -> str:
        since = as_utc(self.since).strftime("%Y-%m-%d %H:%M:%S UTC")
        return f"{self.purpose} on host {self.host}, pid {self.pid}, since {since}"


# -- who this process is ----------------------------------------------------------------------------------


@cache
def boot_id() -> str:
    """The kernel's id of this boot (tells machines, and reboots, apart); "" where there is none."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        return ""


def process_start(pid: int) -> str | None:
    """The start time of process ``pid`` in clock ticks since boot ("" where /proc has none); None when
    there is no such process or it is a zombie (it died and waits to be reaped)."""
    try:
        fields = stat_fields(pid)
    except OSError:
        return ""
    if fields is None:
        return None
    return None if fields[0] in (b"Z", b"X") else fields[19].decode()  # state, then starttime (field 22)


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def holder_alive(row: Lease, now: dt.datetime) -> bool:
    """Whether the process that took ``row`` still runs (same machine), or still beats (another one)."""
    if row.host == socket.gethostname() and row.boot_id == boot_id():
        started = process_start(row.pid)
        if started is None:
            return False
        if started and row.process_start:
            return started == row.process_start  # another process that got the same pid is not the holder
        return pid_alive(row.pid)
    return (now - as_utc(row.heartbeat_at)).total_seconds() < EXPIRES_AFTER_SECONDS


# -- taking, holding, releasing -----------------------------------------------------------------------------

_held = threading.local()


def _held_keys() -> dict[tuple[str, str], int]:
    if not hasattr(_held, "keys"):
        _held.keys = {}
    return _held.keys  # type: ignore[no-any-return]


def _insert(store: Store, key: str, token: str, purpose: str) -> bool:
    """One INSERT of our row: True when it committed (the lease is ours)."""
    now = utcnow()
    row = Lease(key=key, token=token, host=socket.gethostname(), boot_id=boot_id(), pid=os.getpid(),
                process_start=process_start(os.getpid()) or "", purpose=purpose, taken_at=now,
                heartbeat_at=now)  # fmt: skip
    try:
        with store.transaction() as session:
            session.add(row)
    except IntegrityError:
        return False
    return True


def _try_take(store: Store, key: str, token: str, purpose: str) -> Holder | None:
    """Take the lease: None when it is ours, else its live holder (a dead holder's row is deleted first)."""
    while not _insert(store, key, token, purpose):
        with store.transaction() as session:
            current = session.get(Lease, key)
            if current is None:
                continue  # released meanwhile: insert again
            holder = Holder.of(current)
            if holder_alive(current, utcnow()):
                return holder
            stale = current.token
        with store.transaction() as session:
            gone = session.execute(delete(Lease).where(Lease.key == key, Lease.token == stale)).rowcount
        if gone:
            LOG.warning("lease %s: its holder is gone (%s); taken over", key, holder.describe())
    return None


@contextlib.contextmanager
def hold(
    store: Store,
    key: str,
    purpose: str,
    *,
    wait: float = 0.0,
    busy: Callable[[Holder], str] | None = None,
    error: type[LeaseBusy] = LeaseBusy,
    waiting: Callable[[Holder], None] | None = None,
) -> Iterator[None]:
    """Hold the lease on ``key`` for the ``with`` block (what for: ``purpose``, shown to whoever else asks).

    When another live holder has it, wait up to ``wait`` seconds for it (``waiting(holder)`` is called once,
    to say so), then raise ``error`` (a :class:`LeaseBusy`) with ``busy(holder)`` as its message (default:
    "KEY is held by ...")."""
    held = _held_keys()
    mine = (store.url, key)
    if mine in held:  # re-entrant: this thread already holds it
        held[mine] += 1
        try:
            yield
        finally:
            held[mine] -= 1
        return
    token = secrets.token_hex(16)
    deadline, pause, told = time.monotonic() + wait, POLL_SECONDS, False
    while (holder := _try_take(store, key, token, purpose)) is not None:
        left = deadline - time.monotonic()
        if left <= 0:
            message = busy(holder) if busy else f"{key} is held by {holder.describe()}"
            raise error(message, holder)
        if waiting is not None and not told:
            waiting(holder)
            told = True
        time.sleep(min(pause, left))
        pause = min(pause * 1.5, MAX_POLL_SECONDS)
    held[mine] = 1
    _beats.add(store, key, token)
    try:
        yield
    finally:
        del held[mine]
        _beats.discard(store, key, token)
        release(store, key, token)


def release(store: Store, key: str, token: str) -> None:
    with store.transaction() as session:
        session.execute(delete(Lease).where(Lease.key == key, Lease.token == token))


def holder_of(store: Store, key: str) -> Holder | None:
    """Who holds ``key`` now (a dead holder's row is reported as it is)."""
    with store.transaction() as session:
        row = session.get(Lease, key)
        return None if row is None else Holder.of(row)


class _Heartbeats:
    """One daemon thread per process renews ``heartbeat_at`` of every lease this process holds."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._leases: dict[tuple[int, str, str], weakref.ref[Store]] = {}
        self._thread: threading.Thread | None = None

    def add(self, store: Store, key: str, token: str) -> None:
        with self._lock:
            self._leases[(id(store), key, token)] = weakref.ref(store)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="lease-heartbeat", daemon=True)
                self._thread.start()

    def discard(self, store: Store, key: str, token: str) -> None:
        with self._lock:
            self._leases.pop((id(store), key, token), None)

    def _run(self) -> None:
        last = time.monotonic()
        while True:
            time.sleep(min(HEARTBEAT_SECONDS, 1.0))
            if time.monotonic() - last < HEARTBEAT_SECONDS:
                continue
            last = time.monotonic()
            with self._lock:
                leases = list(self._leases.items())
            for (_id, key, token), ref in leases:
                store = ref()
                if store is None:
                    continue
                try:
                    with store.transaction() as session:
                        session.execute(
                            update(Lease)
                            .where(Lease.key == key, Lease.token == token)
                            .values(heartbeat_at=utcnow())
                        )
                except Exception:  # the store may be down for a moment; the next beat tries again
                    LOG.exception("lease %s: heartbeat not stored", key)


_beats = _Heartbeats()


def leases(store: Store) -> list[Holder]:
    """Every lease held now, oldest first (what the chaos bench and the tests look at)."""
    with store.transaction() as session:
        rows = session.scalars(select(Lease).order_by(Lease.taken_at))
        return [Holder.of(row) for row in rows]
