"""``reportsmith verify``: re-run every filed report's test with the newest compiler ``[[verify]]`` names for
its compiler, and say what happened on the issue, once.

For each report the bot filed whose failure is not classified (known, duplicate, invalid) or closed:

* the test (reduced when it was) no longer fails with the newest compiler: the failure is marked ``fixed``
  (argument: the compiler) and the issue gets one comment "verified fixed with X (version)"; where the
  entry has ``close = true`` the GitHub issue is closed as completed / the Bugzilla bug RESOLVED FIXED,
  and the failure moves to ``closed``;
* the failure is marked fixed but the test still fails: one comment that it still reproduces, with the
  command and the output;
* the test fails, but not as reported (another verdict or signature: a fix that turned one crash into
  another, an ICE into a rejection): it is neither "verified fixed" nor "still fails". The outcome says
  ``changed``; a failure marked fixed gets one comment saying what it does now.

Exactly once, as in :mod:`reportsmith.learn.poll`: the move and the comment's row (``verify:REPORT:fixed``,
``verify:REPORT:still-fails:EVENT``) are one transaction, the comment is posted afterwards with a marker
searched for first. Closing is idempotent, so a run killed before it closes again the next time.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from reportsmith.actions import Action, Plan, Verb
from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.config import Verify
from reportsmith.errors import LeaseBusy, TrackerError, VerifyConfigError
from reportsmith.learn.poll import Poller
from reportsmith.lifecycle import Actor, FailureState, move_failure
from reportsmith.oracle import Judgement
from reportsmith.report.identify import identify
from reportsmith.retest import judge_test
from reportsmith.store import Failure
from reportsmith.store.leases import hold
from reportsmith.store.models import EventKind
from reportsmith.store.report_models import Report, ReportStatus, Tracker
from reportsmith.trackers.base import RemoteIssue, TrackerClient
from sqlalchemy import select

VERIFIER = Actor("reportsmith", "verify")
#: How long a verify of a report waits for another one of the same report (then that report is an error).
VERIFY_WAIT_SECONDS = 300.0
SKIPPED_STATES = {FailureState.KNOWN, FailureState.DUPLICATE, FailureState.INVALID, FailureState.CLOSED,
                  FailureState.NOT_REPRODUCED}  # fmt: skip


class VerifyResult(enum.StrEnum):
    """What verifying one filed report found."""

    FIXED = "fixed"  # passes now: the failure is marked fixed, the issue told
    STILL_FAILS = "still-fails"  # marked fixed, but fails again: reopened
    FAILING = "failing"  # still fails, as expected
    CHANGED = "changed"  # fails, but not as reported: another verdict or signature
    ERROR = "error"  # could not be verified
    SKIPPED = "skipped"  # nothing to verify (verify_report only)


@dataclass(frozen=True)
class VerifyOutcome:
    failure_id: int
    tracker: Tracker | None
    result: VerifyResult
    message: str
    #: The report's issue number on its tracker ("" when there is none).
    issue: str = ""


def _judge(app: App, failure: Failure, entry: Verify) -> tuple[Judgement, str, str]:
    """The oracle's judgement, the command and what it said, on the test built by ``entry.newest``."""
    name, argv = app.resolve_compiler(entry.newest)
    try:
        judged, build = judge_test(app, failure, name, argv)
    except ReportsmithError as error:
        raise VerifyConfigError(
            f"verify: newest = {entry.newest!r} (for {entry.compiler}): {error}"
        ) from None
    command = " ".join([*argv, *build.flags, failure.test_name])
    said = judged.compiler_output if judged.is_failure else judged.reason
    return judged, command, f"{judged.verdict}: {judged.signature or said}\n{judged.compiler_output}"


def _filed(app: App) -> list[tuple[Report, Failure]]:
    with app.store.transaction() as session:
        rows = session.execute(
            select(Report, Failure)
            .join(Failure, Failure.id == Report.failure_id)
            .where(Report.status == ReportStatus.FILED)
        )
        return [(report, failure) for report, failure in rows]


def _fixed_event(failure: Failure) -> int:
    """The id of the event that last marked the failure fixed (a new mark deserves a new comment)."""
    marks = [
        e.id
        for e in failure.events
        if e.kind == EventKind.STATE and (e.data or {}).get("to") == FailureState.FIXED
    ]
    return marks[-1] if marks else 0


def _verify_one(app: App, poller: Poller, report: Report, entry: Verify) -> VerifyOutcome:
    """Verify under the report's lease (another verify of it waits), on the report as stored by then."""
    with hold(app.store, f"verify:{report.id}", f"verifying report {report.id}", wait=VERIFY_WAIT_SECONDS):
        with app.store.transaction() as session:
            report = session.get(Report, report.id) or report
            failure = session.get(Failure, report.failure_id)
        issue = report.remote_id or ""
        if failure is None or report.status != ReportStatus.FILED:
            skipped = VerifyResult.SKIPPED
            return VerifyOutcome(report.failure_id, report.tracker, skipped, "nothing to verify", issue)
        if failure.status in SKIPPED_STATES:
            said = f"{failure.status}, not verified"
            return VerifyOutcome(failure.id, report.tracker, VerifyResult.SKIPPED, said, issue)
        return _verify_held(app, poller, report, failure, entry)


def _verify_held(app: App, poller: Poller, report: Report, failure: Failure, entry: Verify) -> VerifyOutcome:
    judged, command, output = _judge(app, failure, entry)
    issue = report.remote_id or ""
    version = identify(tuple(app.resolve_compiler(entry.newest)[1])).version or entry.newest
    if judged.is_failure and not judged.shows(failure.verdict, failure.signature, across_releases=True):
        return _changed(poller, report, failure, f"{entry.newest} ({version})", command, output)
    if not judged.is_failure:
        text = (f"reportsmith: verified fixed with {entry.newest} ({version}): the test no longer "
                f"fails.\n\n$ {command}\n{output.strip()}")  # fmt: skip
        plan = Plan(failure.id, Action(Verb.FIXED, entry.newest), VERIFIER)
        poller.record(
            f"verify:{report.id}:fixed", report.remote_id or "", [plan], [text], {"version": version}
        )
        poller.flush_replies()
        if entry.close:
            poller.client.close(RemoteIssue(report.remote_id or "", report.remote_url or ""))
            move_failure(
                app.store, failure.id, FailureState.CLOSED, VERIFIER, f"verified fixed with {version}"
            )
        return VerifyOutcome(failure.id, report.tracker, VerifyResult.FIXED, text.splitlines()[0], issue)
    if failure.status == FailureState.FIXED:
        text = (f"reportsmith: this was marked fixed, but the test still fails with {entry.newest} "
                f"({version}):\n\n$ {command}\n{output.strip()[:4000]}")  # fmt: skip
        key = f"verify:{report.id}:still-fails:{_fixed_event(failure)}"
        poller.record(key, report.remote_id or "", [], [text], {"version": version})
        poller.flush_replies()
        first_line = text.splitlines()[0]
        return VerifyOutcome(failure.id, report.tracker, VerifyResult.STILL_FAILS, first_line, issue)
    said = f"still fails with {command}"
    return VerifyOutcome(failure.id, report.tracker, VerifyResult.FAILING, said, issue)


def _changed(
    poller: Poller, report: Report, failure: Failure, newest: str, command: str, output: str
) -> VerifyOutcome:
    """The test fails with ``newest``, but not as reported: said as that, on the issue only when the
    failure was marked fixed (once per mark), where "still fails" would be wrong and so would silence."""
    issue = report.remote_id or ""
    reported = f"{failure.verdict}: {failure.signature}"
    text = (f"reportsmith: with {newest} the test no longer fails as reported ({reported}); it fails "
            f"differently:\n\n$ {command}\n{output.strip()[:4000]}")  # fmt: skip
    if failure.status == FailureState.FIXED:
        key = f"verify:{report.id}:changed:{_fixed_event(failure)}"
        poller.record(key, issue, [], [text], {"version": newest})
        poller.flush_replies()
    return VerifyOutcome(failure.id, report.tracker, VerifyResult.CHANGED, text.splitlines()[0], issue)


def filed_reports(app: App) -> list[tuple[Report, Failure]]:
    """Every report the bot filed, with its failure (what ``verify`` and a distributed set-up go through)."""
    return _filed(app)


def verify_report(app: App, report_id: int, client: TrackerClient | None = None) -> VerifyOutcome:
    """Verify the one report ``report_id`` as :func:`verify_reports` verifies each (a distributed verify
    task); result ``skipped`` (with the reason) when there is nothing to verify: the report is not filed, no
    ``[[verify]]`` entry covers its compiler, or its failure is classified or closed. A tracker error is
    raised, not returned."""
    with app.store.transaction() as session:
        report = session.get(Report, report_id)
        failure = None if report is None else session.get(Failure, report.failure_id)
    entries = {entry.compiler: entry for entry in app.config.verify}
    entry = None if failure is None else entries.get(failure.compiler)
    if report is None or failure is None or entry is None:
        tracker = None if report is None else report.tracker
        failure_id = 0 if failure is None else failure.id
        return VerifyOutcome(failure_id, tracker, VerifyResult.SKIPPED, "nothing to verify")
    return _verify_one(app, Poller(app, report.tracker, client), report, entry)


def verify_reports(app: App, clients: dict[Tracker, TrackerClient] | None = None) -> list[VerifyOutcome]:
    """Verify every filed report that a ``[[verify]]`` entry covers; see the module's rules.

    A tracker error on one report is that report's outcome (``error``); the others are still verified."""
    entries = {entry.compiler: entry for entry in app.config.verify}
    under_test = [compiler.name for compiler in app.config.compilers]
    for index, entry in enumerate(app.config.verify):
        if entry.compiler not in under_test:
            raise VerifyConfigError(
                f"{app.config.source}: verify[{index}].compiler: {entry.compiler!r} is not a [[compilers]] "
                f"name (expected one of: {', '.join(under_test)})"
            )
    pollers: dict[Tracker, Poller] = {}
    outcomes = []
    for report, failure in _filed(app):
        entry = entries.get(failure.compiler)
        if entry is None or failure.status in SKIPPED_STATES:
            continue
        poller = pollers.setdefault(
            report.tracker, Poller(app, report.tracker, (clients or {}).get(report.tracker))
        )
        try:
            outcome = _verify_one(app, poller, report, entry)
        except (TrackerError, LeaseBusy) as error:
            issue = report.remote_id or ""
            outcomes.append(VerifyOutcome(failure.id, report.tracker, VerifyResult.ERROR, str(error), issue))
            continue
        if outcome.result is not VerifyResult.SKIPPED:  # classified or closed meanwhile (by another run)
            outcomes.append(outcome)
    return outcomes
