"""Filing a stored draft exactly once.

The protocol, in order (each step is committed to the store before the next request leaves):

1. a report already ``filed``/``commented``/``duplicate`` is not sent again (missing attachments are
   completed, after asking the tracker which it has);
2. a report left ``filing`` (or ``commenting``) by a run that died mid-request may have reached the tracker:
   search the tracker for its marker (on the issue's comments when commenting); found: record it, done;
3. the daily limit (UTC day, all trackers together);
4. the duplicate check: an *open* issue carrying the same bug-signature key gets a comment (or the report is
   skipped, per ``trackers.on_duplicate``; ``file`` files anyway);
5. record the intent (``filing``), then create. A reply that leaves it unknown whether the issue exists (5xx,
   lost connection: :class:`AmbiguousRequestError`) is followed by a marker search before any resend, with
   exponential backoff; after the last attempt the report stays ``filing`` and the next run resumes at 2;
6. record the result (``filed``, remote id and URL), then upload attachments one by one, recording each.

All of it happens under the report's lease (:func:`filing_lease`, :mod:`reportsmith.store.leases`), taken
before the report is read and held until the result is stored: two requests at once (a double click, two
reviewers, the page and the CLI, ``serve``'s job and a Celery worker) file once; the second waits, then
reads the first one's result (``already filed``), or is told who is filing it (:class:`FilingBusy`).

Credentials come from the environment variable the configuration names and are handed to the client
library only; every error message stored or raised has been through :func:`~.base.redact`.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import enum
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from reportsmith.app import App
from reportsmith.config import Config, DuplicatePolicy
from reportsmith.errors import (
    AmbiguousRequestError,
    DailyLimitReached,
    FilingBusy,
    PermanentTrackerError,
    TrackerConfigError,
    TrackerError,
)
from reportsmith.report.drafting import as_draft, draft_and_save, get_report
from reportsmith.report.rendering import Draft
from reportsmith.store.database import Store
from reportsmith.store.failures import log_event
from reportsmith.store.leases import Holder, hold
from reportsmith.store.models import EventKind, utcnow
from reportsmith.store.report_models import DONE_STATES, Report, ReportStatus, Tracker
from reportsmith.trackers.base import (
    RemoteIssue,
    TrackerClient,
    redact,
)
from sqlalchemy import func, select

#: How long a second request for one report waits for the first before it is told who is filing it.
FILING_WAIT_SECONDS = 60.0


def filing_lease(
    app: App, failure_id: int, tracker: Tracker, by: str = "", wait: float = FILING_WAIT_SECONDS
) -> contextlib.AbstractContextManager[None]:
    """Hold failure ``failure_id``'s ``tracker`` report: nobody else files or comments for it meanwhile.
    ``by`` says who asks (shown to a second request); a second request waits up to ``wait`` seconds."""
    what = f"filing failure #{failure_id} to {tracker}" + (f" for {by}" if by else "")

    def busy(holder: Holder) -> str:
        return (
            f"failure #{failure_id}'s {tracker} report is being filed ({holder.describe()}); its result "
            "shows here once it is stored: ask again then"
        )

    return hold(app.store, f"file:{failure_id}:{tracker}", what, wait=wait, busy=busy, error=FilingBusy)


class FilingResult(enum.StrEnum):
    """How filing one report ended, wherever it is said (``report file``, the page, auto-filing): the report
    sent (filed, a comment on an open issue with its signature, or a duplicate left alone), the retest before
    filing finding it fixed upstream (never sent), or, for auto-filing, an error (it goes on to the next)."""

    FILED = "filed"
    COMMENTED = "commented"
    DUPLICATE = "duplicate"
    FIXED_UPSTREAM = "fixed-upstream"
    ERROR = "error"


@dataclass
class FilingOutcome:
    failure_id: int
    tracker: Tracker
    status: FilingResult
    remote_id: str | None = None
    remote_url: str | None = None
    message: str = ""


def credential(variable: str, tracker: Tracker) -> str:
    value = os.environ.get(variable, "")
    if not value:
        raise TrackerConfigError(
            f"{tracker}: the environment variable {variable} is not set (it holds the credential; "
            f"trackers.{tracker}.{'token_env' if tracker == Tracker.GITHUB else 'api_key_env'} names it)"
        )
    return value


def client_for(config: Config, tracker: Tracker) -> TrackerClient:
    """A client for ``tracker`` as configured, with its credential from the environment."""
    settings = config.trackers
    if tracker == Tracker.GITHUB:
        github = settings.github
        if not github.repository:
            raise TrackerConfigError("github: trackers.github.repository is not set (expected 'owner/name')")
        # deferred: PyGithub, only for a GitHub tracker
        from reportsmith.trackers.github import GitHubClient

        return GitHubClient(
            api_url=github.api_url,
            repository=github.repository,
            token=credential(github.token_env, Tracker.GITHUB),
            retries=settings.max_retries,
            backoff=settings.backoff,
            timeout=settings.timeout,
            seconds_between_requests=github.seconds_between_requests,
            seconds_between_writes=github.seconds_between_writes,
        )
    if tracker == Tracker.BUGZILLA:
        bz = settings.bugzilla
        if not bz.url or not bz.product or not bz.component:
            raise TrackerConfigError("bugzilla: trackers.bugzilla.url, .product and .component must be set")
        # deferred: python-bugzilla, only for a Bugzilla tracker
        from reportsmith.trackers.bugzilla import BugzillaClient

        return BugzillaClient(
            url=bz.url,
            api_key=credential(bz.api_key_env, Tracker.BUGZILLA),
            product=bz.product,
            component=bz.component,
            retries=settings.max_retries,
            backoff=settings.backoff,
        )
    raise TrackerConfigError(f"unknown tracker {tracker!r} (expected github or bugzilla)")


def configured_secrets(config: Config) -> list[str]:
    names = [config.trackers.github.token_env, config.trackers.bugzilla.api_key_env]
    return [os.environ[name] for name in names if os.environ.get(name)]


def _update(store: Store, report_id: int, **values: Any) -> Report:
    with store.transaction() as session:
        report = session.get(Report, report_id)
        assert report is not None
        for key, value in values.items():
            setattr(report, key, value)
        return report


def sent_today(store: Store, now: dt.datetime) -> int:
    """Reports sent to any tracker since UTC midnight (filed or commented, by a person or automatically):
    what ``trackers.daily_limit`` caps. :func:`reportsmith.autofile.auto_filed_today` counts the automatic
    filings of one tracker."""
    midnight = now.astimezone(dt.UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    with store.transaction() as session:
        query = select(func.count()).where(
            Report.filed_at >= midnight, Report.status.in_((ReportStatus.FILED, ReportStatus.COMMENTED))
        )
        return int(session.scalar(query) or 0)


class Filer:
    """Files one tracker's reports; ``sleep`` and ``now`` are parameters so tests need not wait."""

    def __init__(
        self,
        app: App,
        tracker: Tracker,
        client: TrackerClient | None = None,
        *,
        sleep: Callable[[float], None] = time.sleep,
        now: Callable[[], dt.datetime] = utcnow,
    ) -> None:
        self.app = app
        self.tracker = tracker
        self.settings = app.config.trackers
        self._client = client
        self.sleep = sleep
        self.now = now

    @property
    def client(self) -> TrackerClient:
        if self._client is None:
            self._client = client_for(self.app.config, self.tracker)
        return self._client

    def _retrying(self, what: str, attempt: Callable[[], Any], landed: Callable[[], Any]) -> Any:
        """``attempt()`` until it answers; after an ambiguous failure, ``landed()`` says if it took effect."""
        last: AmbiguousRequestError | None = None
        for number in range(self.settings.max_retries + 1):
            if last is not None:
                self.sleep(self.settings.backoff * 2 ** (number - 1))
                try:
                    found = landed()
                except AmbiguousRequestError as error:
                    last = error
                    continue
                if found:
                    return found
            try:
                return attempt()
            except AmbiguousRequestError as error:
                last = error
        raise AmbiguousRequestError(f"{what}: gave up after {self.settings.max_retries + 1} attempts: {last}")

    def _outcome(self, report: Report, message: str) -> FilingOutcome:
        """What filing ``report`` came to: it is sent (filed, commented, or a duplicate left alone)."""
        status, where = FilingResult(report.status), (report.remote_id, report.remote_url)
        return FilingOutcome(report.failure_id, self.tracker, status, *where, message)

    def file(self, failure_id: int, by: str = "") -> FilingOutcome:
        """File (or resume filing) the report, under its lease; ``by`` says for whom (shown to others)."""
        with filing_lease(self.app, failure_id, self.tracker, by):
            return self.file_held(failure_id)

    def file_held(self, failure_id: int, report: Report | None = None) -> FilingOutcome:
        """File (or resume filing) the report while the caller holds its lease (:func:`filing_lease`);
        ``report``: the report as the caller read it under that lease (read here when None, drafted when the
        failure has none)."""
        store = self.app.store
        report = report or get_report(store, failure_id, self.tracker) or draft_and_save(
            self.app, failure_id, self.tracker
        )
        try:
            return self._file(report)
        except TrackerError as error:
            message = redact(str(error), configured_secrets(self.app.config))
            current = get_report(store, failure_id, self.tracker)
            status = current.status if current else report.status
            failed = isinstance(error, PermanentTrackerError) and status == ReportStatus.FILING
            moved = {"status": ReportStatus.FAILED} if failed else {}
            _update(store, report.id, last_error=message, **moved)
            log_event(store, failure_id, EventKind.FILING_ERROR, message, tracker=self.tracker)
            raise type(error)(message) from None

    def _file(self, report: Report) -> FilingOutcome:
        store, client, draft = self.app.store, self.client, as_draft(report)
        if report.status in DONE_STATES:
            if report.status == ReportStatus.FILED:
                report = self._attach(report, draft, resuming=True)
            return self._outcome(report, f"already {report.status}")
        if report.status == ReportStatus.FILING:
            found = client.find_by_marker(report.marker)
            if found:
                report = self._record_filed(report, found, "found by marker after an interrupted filing")
                return self._outcome(self._attach(report, draft, resuming=True), "filed (found by marker)")
        if report.status == ReportStatus.COMMENTING and report.remote_id:
            target = RemoteIssue(report.remote_id, report.remote_url or "")
            if client.has_comment_with(target, report.marker):
                report = _update(store, report.id, status=ReportStatus.COMMENTED, filed_at=self.now())
                return self._outcome(report, "commented (found by marker after an interrupted comment)")
        if sent_today(store, self.now()) >= self.settings.daily_limit:
            raise DailyLimitReached(
                f"daily filing limit reached ({self.settings.daily_limit} per UTC day, trackers.daily_limit)"
            )
        if self.settings.on_duplicate is not DuplicatePolicy.FILE:
            duplicate = client.find_open_duplicate(report.signature_key)
            if duplicate:
                return self._on_duplicate(report, draft, duplicate)
        report = _update(
            store, report.id, status=ReportStatus.FILING, intent_at=self.now(), attempts=report.attempts + 1
        )
        said = f"filing to {self.tracker}"
        log_event(store, report.failure_id, EventKind.FILING, said, tracker=self.tracker)
        created = self._retrying(
            f"{self.tracker}: create",
            lambda: client.create(draft),
            lambda: client.find_by_marker(draft.marker),
        )
        report = self._record_filed(report, created, "filed")
        return self._outcome(self._attach(report, draft, resuming=False), "filed")

    def _record_filed(self, report: Report, issue: RemoteIssue, message: str) -> Report:
        report = _update(
            self.app.store, report.id, status=ReportStatus.FILED, remote_id=issue.id, remote_url=issue.url,
            filed_at=self.now(), last_error="",
        )  # fmt: skip
        said = f"{message}: {issue.url}"
        log_event(self.app.store, report.failure_id, EventKind.FILED, said, tracker=self.tracker)
        return report

    def _attach(self, report: Report, draft: Draft, *, resuming: bool) -> Report:
        pending = [a for a in draft.attachments if a.file_name not in (report.attached or [])]
        if not pending:
            return report
        issue = RemoteIssue(report.remote_id or "", report.remote_url or "")
        present = set(self.client.attachment_names(issue)) if resuming else set()
        attached = list(report.attached or [])
        for attachment in pending:
            if attachment.file_name not in present:
                self._retrying(
                    f"{self.tracker}: attach {attachment.file_name}",
                    lambda a=attachment: self.client.attach(issue, a) or True,
                    lambda a=attachment: a.file_name in self.client.attachment_names(issue),
                )
            attached.append(attachment.file_name)
            report = _update(self.app.store, report.id, attached=list(attached))
        return report

    def _on_duplicate(self, report: Report, draft: Draft, duplicate: RemoteIssue) -> FilingOutcome:
        store = self.app.store
        if self.settings.on_duplicate is DuplicatePolicy.SKIP:
            report = _update(
                store, report.id, status=ReportStatus.DUPLICATE, remote_id=duplicate.id,
                remote_url=duplicate.url,
            )
            said = f"open issue {duplicate.url}"
            log_event(store, report.failure_id, EventKind.DUPLICATE, said, tracker=self.tracker)
            return self._outcome(report, f"duplicate of {duplicate.url}: not filed")
        report = _update(
            store, report.id, status=ReportStatus.COMMENTING, remote_id=duplicate.id,
            remote_url=duplicate.url, intent_at=self.now(), attempts=report.attempts + 1,
        )  # fmt: skip
        text = f"Another failure with the same signature: {draft.title}\n\n{draft.body}"
        self._retrying(
            f"{self.tracker}: comment",
            lambda: self.client.comment(duplicate, text) or True,
            lambda: self.client.has_comment_with(duplicate, draft.marker),
        )
        report = _update(store, report.id, status=ReportStatus.COMMENTED, filed_at=self.now(), last_error="")
        log_event(store, report.failure_id, EventKind.COMMENTED, f"on {duplicate.url}", tracker=self.tracker)
        return self._outcome(report, f"commented on {duplicate.url} (open issue with the same signature)")


def file_report(
    app: App, failure_id: int, tracker: Tracker, client: TrackerClient | None = None
) -> FilingOutcome:
    """File failure ``failure_id``'s report to ``tracker`` exactly once (drafting it first if needed)."""
    return Filer(app, tracker, client).file(failure_id)
