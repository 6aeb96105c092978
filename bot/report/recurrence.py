"""Recurrence: what the draft stage does with a new failure whose bug signature people already classified.

* The same signature as a failure classified ``known``, ``duplicate`` or ``invalid``: the failure is stored
  and counted (one ``suppressed`` event), not drafted: nobody wants a report on a known bug or on a test
  that is not a compiler bug.
* The same signature as a report that was fixed (and closed): the bug came back. It is drafted as a new
  report titled like syzbot's ``... (2)`` that links the old one, not as a comment on a closed issue
  (filing's duplicate check only looks at *open* issues, so a new issue is filed).

The signature is the one reports carry (``reportsmith.report.rendering.signature_key``: compiler family and
normalized signature, plus the test when the signature alone does not tell bugs apart, as for wrong code),
so "the same bug" means here what it means for the duplicate check when filing.

Hooks (the draft stage is not this module's): ``pipeline.draft_stage`` filters its failures through
:func:`to_draft`, and ``report.drafting.draft_and_save`` passes its draft through :func:`mark_recurrence`.
"""

from __future__ import annotations

import dataclasses
import enum
from collections import Counter
from dataclasses import dataclass

from reportsmith.app import App
from reportsmith.lifecycle import FailureState
from reportsmith.names import failure_name
from reportsmith.report.rendering import Draft, signature_key
from reportsmith.store import Event, Failure
from reportsmith.store.models import EventKind
from reportsmith.store.report_models import Report, ReportStatus
from reportsmith.store.results import Holds
from sqlalchemy import select

CLASSIFIED = (FailureState.KNOWN, FailureState.DUPLICATE, FailureState.INVALID)
FIXED = (FailureState.FIXED, FailureState.CLOSED)


class Disposition(enum.StrEnum):
    DRAFT = "draft"
    RECURRENCE = "recurrence"
    SUPPRESSED = "suppressed"


@dataclass(frozen=True)
class Recurrence:
    disposition: Disposition
    reason: str = ""
    #: For a recurrence: the earlier reports of the bug (oldest first) as (tracker, title, url).
    earlier: tuple[tuple[str, str, str], ...] = ()


def _key(app: App, failure: Failure) -> str:
    return signature_key(failure, app.config.declared_family(failure.compiler))


def classify(app: App, failure: Failure) -> Recurrence:
    """Whether ``failure`` is drafted, drafted as a recurrence, or only counted."""
    if failure.status in CLASSIFIED:
        return Recurrence(Disposition.SUPPRESSED, f"classified {failure.status} itself")
    key = _key(app, failure)
    with app.store.transaction() as session:
        others = session.scalars(
            select(Failure).where(Failure.id != failure.id, Failure.verdict == failure.verdict)
        )
        same = [other for other in others if _key(app, other) == key]
        reports = list(session.scalars(select(Report).where(Report.signature_key == key).order_by(Report.id)))
    for other in same:
        if other.status in CLASSIFIED:
            invalid = other.details.invalid
            name = other.details.known_bug or (invalid.reason if invalid else None)
            return Recurrence(
                Disposition.SUPPRESSED, f"same signature as {failure_name(other.id)} ({other.status}: {name})"
            )
    fixed = {other.id for other in same if other.status in FIXED}
    earlier = tuple(
        (report.tracker, report.title, report.remote_url or "")
        for report in reports
        if report.failure_id != failure.id and report.remote_url and report.status == ReportStatus.FILED
    )
    if any(report.failure_id in fixed for report in reports if report.status == ReportStatus.FILED):
        return Recurrence(Disposition.RECURRENCE, "same signature as a fixed report", earlier)
    return Recurrence(Disposition.DRAFT)


def to_draft(app: App, failures: list[Failure]) -> list[Failure]:
    """The failures the draft stage drafts; each of the others is held as suppressed (``Failure.holds``,
    with one ``suppressed`` event for the history), which keeps it out of the next steps and counts it."""
    kept = []
    for failure in failures:
        recurrence = classify(app, failure)
        if recurrence.disposition is not Disposition.SUPPRESSED:
            kept.append(failure)
            continue
        with app.store.transaction() as session:
            stored = session.get(Failure, failure.id, with_for_update=True)
            if stored is not None and not (stored.holds and stored.holds.suppressed):
                stored.holds = dataclasses.replace(stored.holds or Holds(), suppressed=recurrence.reason)
                why = recurrence.reason
                session.add(Event(failure_id=failure.id, kind=EventKind.SUPPRESSED, message=why))
    return kept


def suppressed_counts(app: App) -> Counter[str]:
    """How many stored failures each known bug (or invalid reason) kept from being drafted."""
    counts: Counter[str] = Counter()
    with app.store.transaction() as session:
        for failure in session.scalars(select(Failure)):
            if failure.holds is not None and failure.holds.suppressed:
                counts[failure.holds.suppressed] += 1
    return counts


def mark_recurrence(app: App, failure: Failure, draft: Draft) -> Draft:
    """``draft`` titled ``... (N)`` and linking the earlier reports when the failure is a recurrence."""
    recurrence = classify(app, failure)
    if recurrence.disposition is not Disposition.RECURRENCE:
        return draft
    earlier = [(title, url) for tracker, title, url in recurrence.earlier if tracker == draft.tracker]
    if not earlier:
        return draft
    links = "\n".join(f"- {title}: {url}" for title, url in earlier)
    note = f"This bug was reported before and fixed; it fails again:\n{links}\n\n"
    return dataclasses.replace(draft, title=f"{draft.title} ({len(earlier) + 1})", body=note + draft.body)
