"""The store's reports table: one drafted (and maybe filed) bug report per failure and tracker.

A row is the bot's memory of a report across crashes, which is what makes filing exactly-once:

* ``draft``: rendered and reviewable (title, body, fields, attachments as they will be sent);
* ``filing`` / ``commenting``: the *intent* is committed before the request leaves, so a bot killed
  mid-request knows on restart that a request may have reached the tracker and searches for ``marker``
  before sending again;
* ``filed`` / ``commented`` (``remote_id`` and ``remote_url`` say where), ``duplicate`` (an open issue with
  the same signature exists and the policy is to skip), ``failed`` (``last_error`` says why; retried on the
  next run).

``marker`` is stable for (failure, tracker) and printed in every body the bot sends. Credentials are
never stored: ``last_error`` passes through the trackers' redaction first.
"""

from __future__ import annotations

import datetime as dt
import enum
from typing import Any

from reportsmith.store.jsonable import EnumString
from reportsmith.store.models import Base, utcnow
from reportsmith.store.tracker_kind import Tracker
from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column


class ReportStatus(enum.StrEnum):
    """Where a report is (stored as these strings; the module docstring says what each means)."""

    DRAFT = "draft"
    FILING = "filing"
    FILED = "filed"
    COMMENTING = "commenting"
    COMMENTED = "commented"
    DUPLICATE = "duplicate"
    FAILED = "failed"


REPORT_STATES = tuple(ReportStatus)
#: States in which a request may have reached the tracker without its answer being recorded.
IN_FLIGHT_STATES = (ReportStatus.FILING, ReportStatus.COMMENTING)
#: States of a report not sent (yet, or again after a permanent failure): it may be re-drafted and filed.
UNSENT_STATES = (ReportStatus.DRAFT, ReportStatus.FAILED)
#: States after which the report is never sent again.
DONE_STATES = (ReportStatus.FILED, ReportStatus.COMMENTED, ReportStatus.DUPLICATE)


class Report(Base):
    __tablename__ = "reports"
    __table_args__ = (UniqueConstraint("failure_id", "tracker", name="uq_reports_failure_tracker"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    failure_id: Mapped[int] = mapped_column(ForeignKey("failures.id", ondelete="CASCADE"), index=True)
    tracker: Mapped[Tracker] = mapped_column(EnumString(Tracker, 32))
    marker: Mapped[str] = mapped_column(String(64), unique=True)
    #: Names the bug across failures (same compiler + signature): the duplicate check searches for it.
    signature_key: Mapped[str] = mapped_column(String(64), index=True)
    title: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)
    #: Tracker fields besides title and body: labels (GitHub), product/component/... (Bugzilla).
    fields: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    #: [{"file_name", "content_type", "description", "data_b64"}]; Bugzilla uploads them.
    attachments: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    status: Mapped[ReportStatus] = mapped_column(
        EnumString(ReportStatus, 16), index=True, default=ReportStatus.DRAFT
    )
    remote_id: Mapped[str | None] = mapped_column(String(64), nullable=True, default=None)
    remote_url: Mapped[str | None] = mapped_column(Text, nullable=True, default=None)
    #: Names of the attachments the tracker has (an upload interrupted by a crash is redone, once).
    attached: Mapped[list[str]] = mapped_column(JSON, default=list)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    last_error: Mapped[str] = mapped_column(Text, default="")
    intent_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    filed_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True, index=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
