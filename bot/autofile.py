"""Auto-filing by policy: what ``reportsmith serve`` files by itself, on its schedule (``[report] auto_file``,
per tracker ``[trackers.github] auto_file`` / ``[trackers.bugzilla] auto_file``).

* ``off`` (the default): nothing is filed without a person pressing "file" (or ``report file``).
* ``approved``: the drafts people approved are filed (a person is in the loop; the bot saves the click).
* ``checked``: a draft is filed with no person in the loop when **every** check holds, in this order:
  its failure is a draft to review or approved (not rejected, classified, fixed, filed...); the reduced
  test's re-check reproduced the failure and every validity check the reduction ran passed; the reduction
  reached its fixpoint (not stopped by its budget); it is no look-alike of a known, invalid or duplicate bug
  (the same bug signature as a classified failure, or the fuzzy match of filed reports and known bugs) and
  not "likely the same bug" as a failure ranked before it by the bot's own findings (``same_bug``);
  and, last because it runs compilers, it still fails the same way with the newest installed release of
  its compiler (:mod:`reportsmith.retest`). The bot then approves it itself (the history says by which
  policy) and files it.

Within limits: at most ``[report] daily_limit`` automatic filings per tracker and UTC day (and never more
than ``trackers.daily_limit``, which the filer enforces for all filing), best-ranked first. Each automatic
filing is an ``auto-filed`` event naming the policy that allowed it and why the draft qualified.

Exactly once: filing goes through :func:`reportsmith.review.file_approved`, so through the exactly-once
:class:`~reportsmith.trackers.filing.Filer` (intent stored first, marker search, the store's claim); one
auto-filing run at a time per data folder (a lock file), so two runs (the poll and the nightly job) never
count the day's filings at once and exceed the limit. A draft found fixed upstream by the retest is marked
so (never filed).

``reportsmith report file --auto --dry-run`` lists the same decisions (:func:`plan`), writing nothing.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
from collections.abc import Iterator
from dataclasses import dataclass

from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.config import AutoFilePolicy
from reportsmith.lifecycle import Actor, FailureState, move
from reportsmith.names import failure_name, issue_name
from reportsmith.report.drafting import trackers_set_up
from reportsmith.report.known_match import Known, best_match, known_reports
from reportsmith.report.recurrence import Disposition, classify
from reportsmith.report.same_bug import same_bug_evidence
from reportsmith.retest import Retest, RetestOutcome, retest_before_filing
from reportsmith.review import file_approved, mark_fixed_upstream
from reportsmith.store import Event, Failure
from reportsmith.store.failures import log_event
from reportsmith.store.models import EventKind
from reportsmith.store.report_models import UNSENT_STATES, Report, Tracker
from reportsmith.trackers.filing import FilingResult
from sqlalchemy import select

S = FailureState


#: States whose draft the policies consider at all.
_CANDIDATE_STATES = {AutoFilePolicy.APPROVED: (S.APPROVED,), AutoFilePolicy.CHECKED: (S.DRAFTED, S.APPROVED)}


def policy_for(app: App, tracker: Tracker) -> AutoFilePolicy:
    """The tracker's own ``auto_file`` when set, else ``[report] auto_file``."""
    own = getattr(app.config.trackers, tracker).auto_file
    return own or app.config.report.auto_file


@dataclass(frozen=True)
class Decision:
    """Whether the policy files failure ``failure_id``'s draft for ``tracker``, and why (or why not)."""

    failure_id: int
    tracker: Tracker
    policy: AutoFilePolicy
    file: bool
    reason: str
    retest: Retest | None = None

    def line(self) -> str:
        verdict = "would file" if self.file else "held"
        name = failure_name(self.failure_id)
        return f"{name} ({self.tracker}, policy {self.policy}): {verdict}: {self.reason}"


def _drafts(app: App, tracker: Tracker) -> list[tuple[Report, Failure]]:
    """The tracker's reports not sent yet, with their failures, best-ranked first."""
    with app.store.transaction() as session:
        rows = session.execute(
            select(Report, Failure)
            .join(Failure, Failure.id == Report.failure_id)
            .where(Report.tracker == tracker, Report.status.in_(UNSENT_STATES))
        )
        found = [(report, failure) for report, failure in rows]
    return sorted(found, key=lambda pair: (pair[1].tame_rank is None, pair[1].tame_rank or 0, pair[1].id))


def _failed_validity(failure: Failure) -> str:
    """Why the reduced test is not known valid ("" when every check passed)."""
    reduction = failure.reduction
    if reduction is None or failure.reduced_bytes is None:
        return "not reduced"
    if reduction.recheck is None:
        return "the reduced test was not re-checked by the oracle"
    if not reduction.recheck.same:
        return f"the reduced test's re-check did not reproduce it ({reduction.recheck.reason})"
    said = {id(c): f"{c.check} ({c.detail})" if c.detail else c.check for c in reduction.checks}
    failed = [said[id(c)] for c in reduction.checks if c.passed is False]
    if failed or not reduction.valid:
        return "a validity check failed on the reduced test: " + ("; ".join(failed) or "the final gate")
    skipped = [said[id(c)] for c in reduction.checks if c.passed is None]
    if skipped:
        return "a validity check did not run on the reduced test: " + "; ".join(skipped)
    return ""


def _test_of(failure: Failure) -> str:
    return (failure.reduced_text if failure.reduced_bytes is not None else failure.test_text) or ""


def _look_alike(app: App, failure: Failure, planned: list[Failure]) -> str:
    """Why ``failure`` may be a bug already known, filed or ranked before it ("" when nothing says so);
    ``planned``: the failures this run files before it, which count as filed."""
    recurrence = classify(app, failure)
    if recurrence.disposition is Disposition.SUPPRESSED:
        return f"a look-alike of a known bug: {recurrence.reason}"
    # The bot's own findings (a shared first bad commit, crash frames, pass since the same release) say
    # "likely the same bug" where the texts differ too much for the fuzzy match: its draft says so, and a
    # person, not the policy, decides whether it is a second report.
    same = same_bug_evidence(app, failure)
    if same is not None:
        other, shared = same
        said = "; ".join(shared.values())
        return f"likely the same bug as {failure_name(other.id)}, ranked before it ({said})"
    known = known_reports(app, failure.id)
    for other in planned:
        label = f"{failure_name(other.id)} (filed by this run)"
        known.append(Known(label, "", other.verdict, other.signature, _test_of(other)))
    match = best_match(failure.verdict, failure.signature, _test_of(failure), known)
    if match is not None:
        distance = f"tf-idf distance {match.test_distance:.2f}"
        return f"a look-alike of a known bug: looks like {match.known.label} ({distance})"
    return ""


def _checked(app: App, failure: Failure, planned: list[Failure]) -> str:
    """The first check of the ``checked`` policy that does not hold, before the retest ("" when all do)."""
    invalid = _failed_validity(failure)
    if invalid:
        return invalid
    if failure.reduction is not None and not failure.reduction.complete:
        stopped = failure.reduction.stopped or "not finished"
        return f"the reduction did not reach its fixpoint ({stopped}; the next run continues it)"
    return _look_alike(app, failure, planned)


def decide(
    app: App, tracker: Tracker, policy: AutoFilePolicy, failure: Failure, planned: list[Failure] | None = None
) -> Decision:
    """The policy's decision on one unsent draft, without the daily limit (see :func:`plan`); ``planned``:
    the failures the same run files first (a look-alike of one of them is held)."""

    def held(reason: str, retest: Retest | None = None) -> Decision:
        return Decision(failure.id, tracker, policy, False, reason, retest)

    if failure.status not in _CANDIDATE_STATES[policy]:
        wanted = "approved by a person" if policy is AutoFilePolicy.APPROVED else "drafted or approved"
        return held(f"it is {failure.status}, not {wanted}")
    if policy is AutoFilePolicy.CHECKED:
        reason = _checked(app, failure, planned or [])
        if reason:
            return held(reason)
    retest = retest_before_filing(app, failure)
    if not retest.fileable and not (policy is AutoFilePolicy.APPROVED and retest.stamp() is not None):
        return held(f"retest: it {retest.sentence()}", retest)
    why = "approved by a person" if policy is AutoFilePolicy.APPROVED else "every check passed"
    return Decision(failure.id, tracker, policy, True, f"{why}; it {retest.sentence()}", retest)


def auto_filed_today(app: App, tracker: Tracker, now: dt.datetime | None = None) -> int:
    """Automatic filings to ``tracker`` since UTC midnight (the ``auto-filed`` events)."""
    moment = (now or dt.datetime.now(dt.UTC)).astimezone(dt.UTC)
    midnight = moment.replace(hour=0, minute=0, second=0, microsecond=0)
    with app.store.transaction() as session:
        today = select(Event).where(Event.kind == EventKind.AUTO_FILED, Event.at >= midnight)
        events = session.scalars(today)
        return sum(1 for event in events if (event.data or {}).get("tracker") == tracker)


def plan(app: App, tracker: Tracker) -> list[Decision]:
    """Every unsent draft of ``tracker`` with the policy's decision, best-ranked first; past the daily limit
    a draft that qualifies is held for that reason. Writes nothing (compilers run for the retest)."""
    policy = policy_for(app, tracker)
    drafts = _drafts(app, tracker)
    if policy is AutoFilePolicy.OFF:
        reason = f"auto-filing is off for {tracker} ([report] auto_file / [trackers.{tracker}] auto_file)"
        return [Decision(failure.id, tracker, policy, False, reason) for _, failure in drafts]
    room = app.config.report.daily_limit - auto_filed_today(app, tracker)
    decisions: list[Decision] = []
    limit = f"the daily limit is reached ({app.config.report.daily_limit} per UTC day, report.daily_limit)"
    planned: list[Failure] = []
    for _report, failure in drafts:
        if room > 0:
            decision = decide(app, tracker, policy, failure, planned)
            if decision.file:
                planned.append(failure)
        else:  # not even retested: nothing more is filed today
            decision = Decision(failure.id, tracker, policy, False, limit)
        room -= decision.file
        decisions.append(decision)
    return decisions


@contextlib.contextmanager
def _one_run_at_a_time(app: App) -> Iterator[None]:
    folder = app.data_path
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "auto-file.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)  # released when the file closes, or the process dies
        yield


@dataclass(frozen=True)
class AutoFiled:
    decision: Decision
    status: FilingResult
    message: str


def _file(app: App, decision: Decision) -> AutoFiled:
    actor = Actor("reportsmith", f"auto-file ({decision.policy})")
    if decision.policy is AutoFilePolicy.CHECKED:
        with app.store.transaction() as session:
            failure = session.get(Failure, decision.failure_id, with_for_update=True)
            if failure is not None and failure.status == S.DRAFTED:
                move(session, failure, S.APPROVED, actor, f"policy checked: {decision.reason}")
    outcome = file_approved(app, decision.failure_id, decision.tracker, actor, retested=decision.retest)
    # "already filed": someone filed it by hand since the plan; that filing was not this policy's
    sent = outcome.status in (FilingResult.FILED, FilingResult.COMMENTED)
    if sent and not outcome.message.startswith("already"):
        where = issue_name(decision.tracker, outcome.remote_id) or outcome.remote_url or ""
        log_event(
            app.store, decision.failure_id, EventKind.AUTO_FILED,
            f"{decision.tracker} {where}: {outcome.status} by policy {decision.policy}: {decision.reason}",
            policy=decision.policy.value, tracker=decision.tracker, issue=outcome.remote_id or "",
            reason=decision.reason,
        )  # fmt: skip
    return AutoFiled(decision, outcome.status, outcome.message)


def auto_file(app: App, trackers: list[Tracker]) -> list[AutoFiled]:
    """File, per tracker, what its policy allows (the scheduled jobs call this); one run at a time."""
    done = []
    with _one_run_at_a_time(app):
        for tracker in trackers:
            for decision in plan(app, tracker):
                retest = decision.retest
                if retest is not None and retest.outcome is RetestOutcome.FIXED_UPSTREAM:
                    mark_fixed_upstream(app, retest)  # as filing by hand does: never filed
                    done.append(AutoFiled(decision, FilingResult.FIXED_UPSTREAM, retest.sentence()))
                if not decision.file:
                    continue
                try:
                    done.append(_file(app, decision))
                except ReportsmithError as error:  # one report's error (tracker down, limit) is its outcome
                    done.append(AutoFiled(decision, FilingResult.ERROR, str(error)))
    return done


def scheduled(app: App) -> list[AutoFiled]:
    """The service's hook (after each poll and each nightly run): auto-file on every configured tracker whose
    policy is not off; nothing (not even a lock) when none is."""
    trackers = [t for t in trackers_set_up(app.config) if policy_for(app, t) is not AutoFilePolicy.OFF]
    return auto_file(app, trackers) if trackers else []
