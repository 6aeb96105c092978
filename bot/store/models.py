"""The store's tables: failures and their event log.

Portable SQLAlchemy 2 types only (no SQLite-only features), so the same models run on PostgreSQL. The schema
itself is created and changed by Alembic migrations (``migrations/versions``), never by ``create_all``:
a new column is a new migration.

A failure is identified by (content hash of the test, compiler, flags): the same program failing with another
compiler or flag set is another failure. The flags are a list (one argument each, as the compiler gets them);
``identity`` is the digest of the three (:func:`reportsmith.store.models.failure_identity`), which the
database keeps unique (migration 0011). The test is stored as bytes, exactly as it came: C sources may hold
bytes that are not UTF-8, and a reduction must start from the very file that failed.
"""

from __future__ import annotations

import datetime as dt
import enum
import hashlib
import json
from collections.abc import Sequence
from typing import Any

from reportsmith.common.kinds import FailureKind
from reportsmith.store.details import FailureDetails
from reportsmith.store.jsonable import EnumString, JSONDataclass
from reportsmith.store.results import Bisection, Holds, IRReproducer, Reduction, TameResult
from sqlalchemy import JSON, DateTime, Float, ForeignKey, Integer, LargeBinary, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def as_utc(moment: dt.datetime) -> dt.datetime:
    """``moment`` as an aware datetime in UTC, a naive one taken as UTC: SQLite hands back naive datetimes for
    what the store wrote as UTC (:func:`utcnow`); PostgreSQL and the trackers give them with their zone."""
    return moment.replace(tzinfo=dt.UTC) if moment.tzinfo is None else moment.astimezone(dt.UTC)


def failure_identity(digest: str, compiler: str, flags: Sequence[str]) -> str:
    """What makes a failure this one: the digest of (content hash of the test, compiler, flags)."""
    return hashlib.sha256(json.dumps([digest, compiler, list(flags)]).encode()).hexdigest()


def _identity_of(context: Any) -> str:
    """``failures.identity`` of the row being inserted (a column default: no writer can forget it)."""
    row = context.get_current_parameters()
    return failure_identity(row["content_hash"], row["compiler"], row["flags"] or [])


class Base(DeclarativeBase):
    pass


#: Verdicts, as the oracle gives them.
VERDICTS = tuple(FailureKind)


class FailureState(enum.StrEnum):
    """Where a failure is in its life, stored as these strings; legal moves: ``reportsmith.lifecycle``."""

    NEW = "new"
    REDUCING = "reducing"
    REDUCED = "reduced"
    BISECTED = "bisected"
    DRAFTED = "drafted"
    APPROVED = "approved"
    FILED = "filed"
    FIXED = "fixed"
    CLOSED = "closed"
    REJECTED = "rejected"
    DUPLICATE = "duplicate"
    KNOWN = "known"
    INVALID = "invalid"
    NOT_REPRODUCED = "not-reproduced"


class Failure(Base):
    __tablename__ = "failures"
    __table_args__ = (UniqueConstraint("identity", name="uq_failures_identity"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    content_hash: Mapped[str] = mapped_column(String(64), index=True)
    test_name: Mapped[str] = mapped_column(String(255))
    test_bytes: Mapped[bytes] = mapped_column(LargeBinary)
    language: Mapped[str] = mapped_column(String(8), default="c")
    origin: Mapped[str] = mapped_column(Text, default="")
    compiler: Mapped[str] = mapped_column(String(100))
    compiler_command: Mapped[str] = mapped_column(Text, default="")
    flags: Mapped[list[str]] = mapped_column(JSON, default=list)
    identity: Mapped[str] = mapped_column(String(64), default=lambda context: _identity_of(context))
    verdict: Mapped[FailureKind] = mapped_column(EnumString(FailureKind, 20), index=True)
    signature: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[FailureState] = mapped_column(
        EnumString(FailureState, 32), index=True, default=FailureState.NEW
    )
    reason: Mapped[str] = mapped_column(Text, default="")
    compiler_output: Mapped[str] = mapped_column(Text, default="")
    program_output: Mapped[str] = mapped_column(Text, default="")
    reference_output: Mapped[str] = mapped_column(Text, default="")
    details: Mapped[FailureDetails] = mapped_column(JSONDataclass(FailureDetails), default=FailureDetails)
    #: Results of the later stages, each None until its stage ran (see migration 0002).
    reduced_bytes: Mapped[bytes | None] = mapped_column(LargeBinary, nullable=True, default=None)
    reduction: Mapped[Reduction | None] = mapped_column(JSONDataclass(Reduction), nullable=True, default=None)
    bisection: Mapped[Bisection | None] = mapped_column(JSONDataclass(Bisection), nullable=True, default=None)
    #: What held a stage back from storing its result (an error, a suppressed draft): migration 0010.
    holds: Mapped[Holds | None] = mapped_column(JSONDataclass(Holds), nullable=True, default=None)
    #: Where a clang failure is in LLVM, with its reduced IR and opt/llc command (0009).
    ir_reproducer: Mapped[IRReproducer | None] = mapped_column(
        JSONDataclass(IRReproducer), nullable=True, default=None
    )
    tame_rank: Mapped[int | None] = mapped_column(Integer, nullable=True, default=None)
    tame: Mapped[TameResult | None] = mapped_column(JSONDataclass(TameResult), nullable=True, default=None)
    #: Covered compiler lines (reportsmith.tamer.coverage tokens) and what collecting them cost (0007).
    coverage: Mapped[list[str] | None] = mapped_column(JSON, nullable=True, default=None)
    coverage_seconds: Mapped[float | None] = mapped_column(Float, nullable=True, default=None)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)

    events: Mapped[list[Event]] = relationship(
        back_populates="failure", cascade="all, delete-orphan", order_by="Event.id", lazy="selectin"
    )

    @property
    def test_text(self) -> str:
        return self.test_bytes.decode("utf-8", "replace")

    @property
    def common_flags(self) -> list[str]:
        """Flags every build of this test needs, the references' too (e.g. Csmith's -I), from ingest/fuzz."""
        return list(self.details.common_flags) if self.details else []

    @property
    def link_flags(self) -> list[str]:
        """Flags for linking this test's program (e.g. -lm)."""
        return list(self.details.link_flags) if self.details else []

    @property
    def reduced_text(self) -> str | None:
        return None if self.reduced_bytes is None else self.reduced_bytes.decode("utf-8", "replace")


class EventKind(enum.StrEnum):
    """What an event says happened (``Event.kind``: the column keeps the value, old rows read as before)."""

    FUZZED = "fuzzed"
    INGESTED = "ingested"
    SEEN_AGAIN = "seen-again"
    STATE = "state"
    ACTION = "action"
    REGRESSION_LEARNED = "regression-learned"
    RESUME_REFUSED = "resume-refused"
    GATE_FAILED = "gate-failed"
    REDUCER_ERROR = "reducer-error"
    REDUCED = "reduced"
    BISECTED = "bisected"
    IR = "ir"
    SUPPRESSED = "suppressed"
    DRAFTED = "drafted"
    EDITED = "edited"
    FILING = "filing"
    FILING_ERROR = "filing-error"
    FILED = "filed"
    COMMENTED = "commented"
    DUPLICATE = "duplicate"
    AUTO_FILED = "auto-filed"
    FIXED_UPSTREAM = "fixed-upstream"
    #: A stage's error held on the failure (``stages.Broken``): ``<stage>-failed``.
    REDUCE_FAILED = "reduce-failed"
    BISECT_FAILED = "bisect-failed"
    IR_FAILED = "ir-failed"
    DRAFT_FAILED = "draft-failed"

    @classmethod
    def failed(cls, stage: str) -> EventKind:
        """The event of ``stage``'s error held on a failure (``reduce`` -> ``reduce-failed``)."""
        return cls(f"{stage}-failed")


class Event(Base):
    """One line of a failure's history: ingested, re-checked, reduced, filed... (:class:`EventKind`)"""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    failure_id: Mapped[int] = mapped_column(ForeignKey("failures.id", ondelete="CASCADE"), index=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    kind: Mapped[str] = mapped_column(String(32))
    message: Mapped[str] = mapped_column(Text, default="")
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)

    failure: Mapped[Failure] = relationship(back_populates="events")
