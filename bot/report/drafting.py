"""The drafting stage over the store: render a failure's report and keep it as a ``reports`` row for review
and filing.

A re-draft replaces the stored text only while the report is still a draft (or failed): once a request may
have reached a tracker (``filing``/``commenting``) or did (``filed``...), the row is what was sent and stays.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable, Sequence
from pathlib import Path

from reportsmith.app import App
from reportsmith.common.family import CompilerFamily
from reportsmith.common.kinds import FailureKind
from reportsmith.config import Config
from reportsmith.errors import DraftError
from reportsmith.names import failure_name
from reportsmith.report.known_match import link_known_duplicate
from reportsmith.report.recurrence import mark_recurrence
from reportsmith.report.rendering import (
    Attachment,
    Draft,
    checked_tracker,
    failure_family,
    render,
)
from reportsmith.report.same_bug import note_same_bug
from reportsmith.store.database import Store
from reportsmith.store.failures import get_failure, log_event
from reportsmith.store.models import EventKind, Failure
from reportsmith.store.report_edits import keep_edit
from reportsmith.store.report_models import DONE_STATES, IN_FLIGHT_STATES, Report, ReportStatus, Tracker
from sqlalchemy import select


def trackers_set_up(config: Config) -> list[Tracker]:
    """The trackers the configuration sets up (a GitHub repository, a Bugzilla URL)."""
    configured = {
        Tracker.GITHUB: bool(config.trackers.github.repository),
        Tracker.BUGZILLA: bool(config.trackers.bugzilla.url),
    }
    return [tracker for tracker in Tracker if configured[tracker]]


def configured_trackers(config: Config) -> list[Tracker]:
    """The trackers to draft for: those set up, or GitHub when none is."""
    return trackers_set_up(config) or [Tracker.GITHUB]


def project_tracker(config: Config, failure: Failure) -> Tracker:
    """Where the failing compiler's own project takes reports when no tracker is set up: GCC's Bugzilla for
    GCC, GitHub (LLVM's issues, and the default) for the others."""
    family = failure_family(failure, declared=config.declared_family(failure.compiler))
    return Tracker.BUGZILLA if family is CompilerFamily.GCC else Tracker.GITHUB


def template_dir(config: Config) -> Path | None:
    """``report.template_dir``, relative to the configuration file's folder."""
    folder = config.report.template_dir
    if not folder:
        return None
    return (Path(config.source).parent / Path(folder).expanduser()).resolve()


def render_for(app: App, failure: Failure, tracker: Tracker) -> Draft:
    tracker_config = getattr(app.config.trackers, tracker, None)
    return render(
        failure,
        tracker,
        references=list(app.config.references),
        tracker_config=tracker_config,
        template_dir=template_dir(app.config),
        declared=app.config.declared_family(failure.compiler),
    )


def _encode(attachments: Sequence[Attachment]) -> list[dict[str, str]]:
    return [
        {
            "file_name": a.file_name,
            "content_type": a.content_type,
            "description": a.description,
            "data_b64": base64.b64encode(a.data).decode("ascii"),
        }
        for a in attachments
    ]


def as_draft(report: Report) -> Draft:
    """The stored report as the :class:`Draft` that is sent."""
    return Draft(
        failure_id=report.failure_id,
        tracker=report.tracker,
        title=report.title,
        body=report.body,
        marker=report.marker,
        signature_key=report.signature_key,
        fields=dict(report.fields or {}),
        attachments=[
            Attachment(a["file_name"], a["content_type"], a["description"], base64.b64decode(a["data_b64"]))
            for a in report.attachments or []
        ],
    )


def get_report(store: Store, failure_id: int, tracker: Tracker) -> Report | None:
    with store.transaction() as session:
        return session.scalar(
            select(Report).where(Report.failure_id == failure_id, Report.tracker == tracker)
        )


def list_reports(
    store: Store, *, status: ReportStatus | None = None, tracker: Tracker | None = None
) -> list[Report]:
    query = select(Report).order_by(Report.id)
    if status:
        query = query.where(Report.status == status)
    if tracker:
        query = query.where(Report.tracker == tracker)
    with store.transaction() as session:
        return list(session.scalars(query))


def save_draft(store: Store, draft: Draft) -> Report:
    """Store ``draft`` (new row, or replace a draft/failed row); a sent report is returned unchanged."""
    with store.transaction() as session:
        report = session.scalar(
            select(Report).where(Report.failure_id == draft.failure_id, Report.tracker == draft.tracker)
        )
        if report is not None and (report.status in DONE_STATES or report.status in IN_FLIGHT_STATES):
            return report
        if report is None:
            report = Report(failure_id=draft.failure_id, tracker=draft.tracker, status=ReportStatus.DRAFT,
                            attached=[], attempts=0, last_error="")  # fmt: skip
            session.add(report)
        report.marker = draft.marker
        report.signature_key = draft.signature_key
        if report.id is None or not keep_edit(session, report, draft.title, draft.body):
            report.title = draft.title  # a person's edit is what gets filed; keep_edit stored this rendering
            report.body = draft.body
        report.fields = draft.fields
        report.attachments = _encode(draft.attachments)
        session.flush()
        return report


def draft_and_save(app: App, failure_id: int, tracker: Tracker) -> Report:
    """Draft the report on failure ``failure_id`` for ``tracker`` and store it."""
    tracker = checked_tracker(tracker)
    failure = get_failure(app.store, failure_id)
    if failure is None:
        raise DraftError(
            f"no failure {failure_name(failure_id)} in {app.store.url_for_display} (see 'reportsmith list')"
        )
    draft = note_same_bug(app, failure, render_for(app, failure, tracker))
    draft = link_known_duplicate(app, failure, mark_recurrence(app, failure, draft))
    report = save_draft(app.store, draft)
    if report.status == ReportStatus.DRAFT:
        said = f"{tracker} report drafted: {report.title}"
        log_event(app.store, failure_id, EventKind.DRAFTED, said, tracker=tracker)
    return report


def draft_reports(
    app: App, failures: Iterable[Failure | int], trackers: Sequence[Tracker] | None = None
) -> list[Report]:
    """The pipeline's drafting stage: a stored draft per failure (verdict other than pass) and tracker.

    ``trackers`` defaults to the configured ones; when none is, each failure is drafted for its compiler's
    own project (:func:`project_tracker`: a GCC failure in Bugzilla's form, the others GitHub's). Failures
    that are not compiler failures are skipped; a failure whose report was already sent keeps it.
    """
    chosen = list(trackers or trackers_set_up(app.config))
    reports = []
    for item in failures:
        failure_id = item if isinstance(item, int) else item.id
        failure = item if not isinstance(item, int) else get_failure(app.store, item)
        if failure is None or failure.verdict == FailureKind.PASS or not failure.signature:
            continue
        for tracker in chosen or [project_tracker(app.config, failure)]:
            reports.append(draft_and_save(app, failure_id, tracker))
    return reports
