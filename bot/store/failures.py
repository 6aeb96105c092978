"""Queries and updates on stored failures: record once (content-hash dedup), count, list, log events."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from reportsmith.common.kinds import FailureKind
from reportsmith.store.database import Store
from reportsmith.store.details import FailureDetails
from reportsmith.store.models import Event, EventKind, Failure, FailureState, failure_identity
from sqlalchemy import Select, func, select
from sqlalchemy.exc import IntegrityError


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass
class NewFailure:
    """A failure about to be stored (the columns of :class:`Failure` that the finder knows)."""

    test_name: str
    test_bytes: bytes
    compiler: str
    compiler_command: str
    flags: list[str]
    verdict: FailureKind
    signature: str
    status: FailureState
    origin: str = ""
    reason: str = ""
    compiler_output: str = ""
    program_output: str = ""
    reference_output: str = ""
    language: str = "c"
    details: FailureDetails = field(default_factory=FailureDetails)


def _same_failure(digest: str, compiler: str, flags: Sequence[str]) -> Select[tuple[Failure]]:
    """The query for a failure's identity: (content hash of the test, compiler, flags)."""
    return select(Failure).where(Failure.identity == failure_identity(digest, compiler, flags))


def find_failure(store: Store, test_bytes: bytes, compiler: str, flags: Sequence[str]) -> Failure | None:
    """The stored failure of this exact test with this compiler and flags, if any."""
    with store.transaction() as session:
        return session.scalar(_same_failure(content_hash(test_bytes), compiler, flags))


def record_failure(store: Store, new: NewFailure, event: EventKind, message: str = "") -> tuple[int, bool]:
    """Store ``new`` unless the same test already failed with the same compiler and flags.

    Returns (failure id, True if it was stored now). A duplicate gets an event on the existing failure.
    """
    digest = content_hash(new.test_bytes)
    for _attempt in range(2):  # a concurrent writer may insert the same failure between our check and insert
        try:
            with store.transaction() as session:
                existing = session.scalar(_same_failure(digest, new.compiler, new.flags))
                if existing is not None:
                    session.add(Event(failure_id=existing.id, kind=EventKind.SEEN_AGAIN, message=new.origin))
                    return existing.id, False
                failure = Failure(content_hash=digest, **asdict(new))
                session.add(failure)
                session.flush()
                session.add(Event(failure_id=failure.id, kind=event, message=message or new.reason))
                return failure.id, True
        except IntegrityError:
            continue
    raise RuntimeError("record_failure: the failure vanished between a conflict and the re-read")


def log_event(store: Store, failure_id: int, kind: EventKind, message: str = "", **data: Any) -> None:
    with store.transaction() as session:
        session.add(Event(failure_id=failure_id, kind=kind, message=message, data=data))


def counts_by_status_and_verdict(store: Store) -> Counter[tuple[str, str]]:
    with store.transaction() as session:
        rows = session.execute(
            select(Failure.status, Failure.verdict, func.count()).group_by(Failure.status, Failure.verdict)
        )
        return Counter({(status, verdict): count for status, verdict, count in rows})


def list_failures(
    store: Store, *, status: str | None = None, verdict: str | None = None, limit: int | None = None
) -> list[Failure]:
    query = select(Failure).order_by(Failure.id)
    if status:
        query = query.where(Failure.status == status)
    if verdict:
        query = query.where(Failure.verdict == verdict)
    if limit:
        query = query.limit(limit)
    with store.transaction() as session:
        return list(session.scalars(query))


def get_failure(store: Store, failure_id: int) -> Failure | None:
    with store.transaction() as session:
        return session.get(Failure, failure_id)
