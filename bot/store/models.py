"""The store's tables: failures and their event log.

Portable SQLAlchemy 2 types only (no SQLite-only features), so the same models run on PostgreSQL. The schema
itself is created and changed by Alembic migrations (``migrations/versions``), never by ``create_all``:
a new column is a new migration.

A failure is identified by (content hash of the test, compiler, flags): the same program failing with another
compiler or flag set is another failure. The test is stored as bytes, exactly as it came: C sources may hold
bytes that are not UTF-8, and a reduction must start from the very file that failed.
"""

from __future__ import annotations

import datetime as dt
import enum
from typing import Any

from reportsmith.common.kinds import FailureKind
from reportsmith.store.jsonable import JSONDataclass
from reportsmith.store.results import Bisection, Reduction, TameResult
from sqlalchemy import JSON, DateTime, Float, ForeignKey, Integer, LargeBinary, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


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
    __table_args__ = (UniqueConstraint("content_hash", "compiler", "flags", name="uq_failures_identity"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    content_hash: Mapped[str] = mapped_column(String(64), index=True)
    test_name: Mapped[str] = mapped_column(String(255))
    test_bytes: Mapped[bytes] = mapped_column(LargeBinary)
    language: Mapped[str] = mapped_column(String(8), default="c")
    origin: Mapped[str] = mapped_column(Text, default="")
    compiler: Mapped[str] = mapped_column(String(100))
    compiler_command: Mapped[str] = mapped_column(Text, default="")
    flags: Mapped[str] = mapped_column(String(1000), default="")
    verdict: Mapped[str] = mapped_column(String(20), index=True)
    signature: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[str] = mapped_column(String(32), index=True, default=FailureState.NEW)
    reason: Mapped[str] = mapped_column(Text, default="")
    compiler_output: Mapped[str] = mapped_column(Text, default="")
    program_output: Mapped[str] = mapped_column(Text, default="")
    reference_output: Mapped[str] = mapped_column(Text, default="")
    details: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    #: Results of the later stages, each None until its stage ran (see migration 0002).
    reduced_bytes: Mapped[bytes | None] = mapped_column(LargeBinary, nullable=True, default=None)
    reduction: Mapped[Reduction | None] = mapped_column(JSONDataclass(Reduction), nullable=True, default=None)
    bisection: Mapped[Bisection | None] = mapped_column(JSONDataclass(Bisection), nullable=True, default=None)
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
        return list((self.details or {}).get("common_flags") or [])

    @property
    def link_flags(self) -> list[str]:
        """Flags for linking this test's program (e.g. -lm)."""
        return list((self.details or {}).get("link_flags") or [])

    @property
    def reduced_text(self) -> str | None:
        return None if self.reduced_bytes is None else self.reduced_bytes.decode("utf-8", "replace")


class Event(Base):
    """One line of a failure's history: ingested, re-checked, reduced, filed..."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    failure_id: Mapped[int] = mapped_column(ForeignKey("failures.id", ondelete="CASCADE"), index=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    kind: Mapped[str] = mapped_column(String(32))
    message: Mapped[str] = mapped_column(Text, default="")
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)

    failure: Mapped[Failure] = relationship(back_populates="events")
