"""The review workflow on drafted reports: edit, approve, reject, and file approved drafts.

The review page and ``reportsmith review`` both act through these functions, and every change of a
failure's state goes through :mod:`reportsmith.lifecycle` (an illegal move is refused with its reason).

* **edit**: the edited title and body are what gets filed (``reports.title``/``body``); the generated text
  is kept in ``generated_title``/``generated_body`` (migration 0005) on the first edit. Editing an approved
  draft sends it back to ``drafted`` (what was approved is no longer what would be sent), so it is refused
  unless the caller says the person was told and agreed (``withdraw_approval``).
* **approve** / **reject** (with a reason): a failure with a stored draft that the pipeline has not moved to
  ``drafted`` yet (stages that predate the state machine leave it ``new``/``reduced``/``bisected``) is moved
  there first, by the bot, so the history says what happened.
* **file**: only an approved failure, through the exactly-once :class:`~reportsmith.trackers.filing.Filer`;
  then the failure becomes ``filed`` (or ``duplicate`` when the tracker already had the bug and the policy
  skipped it).

:func:`offered` says which of these moves, and of the actions of :mod:`reportsmith.actions`, fit a
failure's state: the page shows only those buttons and ``review show`` lists them.

The edit columns, and who edited what, are :mod:`reportsmith.store.report_edits`.
"""

from __future__ import annotations

import enum
from dataclasses import replace
from typing import Any

import sqlalchemy as sa
from reportsmith.actions import Action, Plan, Verb, commit, rerank
from reportsmith.app import App
from reportsmith.errors import ReviewError
from reportsmith.lifecycle import TRANSITIONS, Actor, FailureState, move
from reportsmith.names import failure_name
from reportsmith.report.drafting import draft_and_save, get_report
from reportsmith.report.routing import route
from reportsmith.retest import Retest, RetestOutcome, retest_before_filing, stamped
from reportsmith.store.database import Store
from reportsmith.store.details import FixedUpstream
from reportsmith.store.jsonable import to_json
from reportsmith.store.models import Event, EventKind, Failure, utcnow
from reportsmith.store.report_edits import REVIEW_COLUMNS
from reportsmith.store.report_models import (
    DONE_STATES,
    IN_FLIGHT_STATES,
    UNSENT_STATES,
    Report,
    Tracker,
)
from reportsmith.trackers.base import TrackerClient
from reportsmith.trackers.filing import Filer, FilingOutcome, FilingResult, filing_lease
from sqlalchemy.orm import Session

S = FailureState
#: States a failure with a stored draft may be in before the drafting stage records ``drafted`` itself.
_DRAFTABLE = frozenset({S.NEW, S.REDUCED, S.BISECTED})
DRAFTING = Actor("reportsmith", "draft")
MAX_TITLE = 256
MAX_BODY = 60_000  # GitHub refuses issue bodies over 65,536 characters


#: States whose draft may be approved or rejected (the first three reach ``drafted`` through
#: :func:`_ensure_drafted`; a rejected draft is reviewed again when approved).
_APPROVABLE = _DRAFTABLE | {S.DRAFTED, S.REJECTED}
_REJECTABLE = _DRAFTABLE | {S.DRAFTED, S.APPROVED}
#: What a report's status after filing makes of its failure (a commented duplicate is reported too).
_FAILURE_STATE_AFTER = {
    FilingResult.FILED: S.FILED,
    FilingResult.COMMENTED: S.FILED,
    FilingResult.DUPLICATE: S.DUPLICATE,
}


class ReviewMove(enum.StrEnum):
    """What people do to a draft (the other moves are the actions' :class:`~reportsmith.actions.Verb`)."""

    APPROVE = "approve"
    REJECT = "reject"
    FILE = "file"


#: A move on the page or the CLI: a review move or an action (:func:`offered` lists them in the page's order).
Move = ReviewMove | Verb


def offered(state: FailureState, *, has_draft: bool) -> list[Move]:
    """The moves that fit a failure in ``state`` (with or without a stored draft): what the page offers.

    Review moves need a draft; ``file`` needs an approved failure (``report file`` also resumes a filing cut
    short: :func:`check_fileable`); the actions follow
    the state machine: classification and ``fixed`` where the table allows them, ``undup``/``unfix`` only
    from ``duplicate``/``fixed``; ``retest`` always (it changes no state)."""
    moves: list[Move] = []
    if has_draft and state in _APPROVABLE:
        moves.append(ReviewMove.APPROVE)
    if has_draft and state in _REJECTABLE:
        moves.append(ReviewMove.REJECT)
    if has_draft and state is S.APPROVED:
        moves.append(ReviewMove.FILE)
    reachable = TRANSITIONS[state]
    targets = {Verb.KNOWN: S.KNOWN, Verb.DUP: S.DUPLICATE, Verb.INVALID: S.INVALID, Verb.FIXED: S.FIXED}
    moves += [verb for verb, target in targets.items() if target in reachable]
    moves += [Verb.UNDUP] * (state is S.DUPLICATE) + [Verb.UNFIX] * (state is S.FIXED) + [Verb.RETEST]
    return moves


def refuse_unless_offered(failure: Failure, move_name: Move, has_draft: bool) -> None:
    """:class:`ReviewError` naming what the failure can do instead, when ``move_name`` does not fit it."""
    moves = offered(failure.status, has_draft=has_draft)
    if move_name not in moves:
        raise ReviewError(
            f"{failure_name(failure.id)} is '{failure.status}': {move_name} does not apply; "
            f"what it can do now: {', '.join(moves)}"
        )


def _failure(session: Session, failure_id: int) -> Failure:
    """The failure, read after taking the write lock on it: SQLite ignores FOR UPDATE and pysqlite begins a
    transaction only at its first write, so two moves at once (a GitHub and a Bugzilla filing of one
    failure ending together) would both read "approved" and both move it; a no-op UPDATE first makes the
    second wait for the first's commit and read what it wrote."""
    session.execute(sa.update(Failure).where(Failure.id == failure_id).values(status=Failure.status))
    failure = session.get(Failure, failure_id, with_for_update=True, populate_existing=True)
    if failure is None:
        raise ReviewError(f"there is no failure {failure_name(failure_id)} (see 'reportsmith review list')")
    return failure


def _reports(session: Session, failure_id: int) -> list[Report]:
    return list(session.scalars(sa.select(Report).where(Report.failure_id == failure_id).order_by(Report.id)))


def _check_review(session: Session, failure: Failure, move_name: ReviewMove) -> None:
    """Refuse ``approve``/``reject`` of a failure without a draft, or in a state where it does not fit."""
    if not _reports(session, failure.id):
        raise ReviewError(
            f"{failure_name(failure.id)} has no draft yet: draft it first "
            f"('reportsmith report draft {failure_name(failure.id)}')"
        )
    refuse_unless_offered(failure, move_name, has_draft=True)


def _ensure_drafted(session: Session, failure: Failure) -> None:
    """Record ``drafted`` for a failure whose draft exists but whose state predates it."""
    if failure.status in _DRAFTABLE:
        move(session, failure, S.DRAFTED, DRAFTING, "a draft is stored")
    elif failure.status == S.REJECTED:
        move(session, failure, S.DRAFTED, DRAFTING, "reviewed again")


#: What an edit of an approved draft does, said before it is done (the page and the CLI show it).
WITHDRAWS_APPROVAL = "saving an edit withdraws the approval: the edited draft must be approved again"


def edit_draft(
    store: Store,
    failure_id: int,
    tracker: Tracker,
    title: str,
    body: str,
    actor: Actor,
    *,
    withdraw_approval: bool = False,
) -> Report:
    """Replace the draft's title and body with a person's; the generated ones are kept on the first edit.

    An approved failure's draft is edited only with ``withdraw_approval`` (the person was told that the
    edit withdraws the approval, :data:`WITHDRAWS_APPROVAL`, and went on); it is then ``drafted`` again."""
    title, body = title.strip(), body.replace("\r\n", "\n")
    if not title or len(title) > MAX_TITLE:
        raise ReviewError(f"the title must be 1 to {MAX_TITLE} characters (got {len(title)})")
    if not body.strip() or len(body) > MAX_BODY:
        raise ReviewError(f"the body must be 1 to {MAX_BODY} characters (got {len(body)})")
    with store.transaction() as session:
        failure = _failure(session, failure_id)
        name = failure_name(failure_id)
        report = session.scalar(
            sa.select(Report).where(Report.failure_id == failure_id, Report.tracker == tracker)
        )
        if report is None:
            raise ReviewError(f"{name} has no {tracker} draft to edit")
        if report.status not in UNSENT_STATES:
            raise ReviewError(f"{name}'s {tracker} report is {report.status}: what was sent is kept as sent")
        if failure.status == S.APPROVED and not withdraw_approval:
            raise ReviewError(
                f"{name} is approved and {WITHDRAWS_APPROVAL}; nothing was changed (confirm to go on: "
                "the page's checkbox, or --withdraw-approval)"
            )
        info = session.execute(sa.select(REVIEW_COLUMNS).where(REVIEW_COLUMNS.c.id == report.id)).one()
        values: dict[str, Any] = {"edited_by": actor.name, "edited_at": utcnow()}
        if info.edited_at is None:
            values.update(generated_title=report.title, generated_body=report.body)
        session.execute(sa.update(REVIEW_COLUMNS).where(REVIEW_COLUMNS.c.id == report.id).values(**values))
        report.title, report.body = title, body
        if failure.status == S.APPROVED:
            move(session, failure, S.DRAFTED, actor, "the approved draft was edited: review it again")
        session.add(
            Event(failure_id=failure_id, kind=EventKind.EDITED,
                  message=f"{tracker} draft edited by {actor.name}",
                  data={"tracker": tracker, "actor": actor.name, "source": actor.source})
        )  # fmt: skip
        session.flush()
        return report


def approve(store: Store, failure_id: int, actor: Actor) -> bool:
    """Approve the failure's draft for filing; False when it already was."""
    with store.transaction() as session:
        failure = _failure(session, failure_id)
        if failure.status != S.APPROVED:
            _check_review(session, failure, ReviewMove.APPROVE)
        _ensure_drafted(session, failure)
        return move(session, failure, S.APPROVED, actor, "draft approved")


def reject(store: Store, failure_id: int, actor: Actor, reason: str) -> bool:
    """Reject the failure's draft; the reason is required and kept in the history."""
    reason = reason.strip()
    if not reason:
        raise ReviewError("a rejection needs a reason (it is kept in the failure's history)")
    with store.transaction() as session:
        failure = _failure(session, failure_id)
        if failure.status != S.REJECTED:
            _check_review(session, failure, ReviewMove.REJECT)
            _ensure_drafted(session, failure)
        return move(session, failure, S.REJECTED, actor, reason)


def check_fileable(store: Store, failure_id: int, tracker: Tracker) -> None:
    """Refuse to file a failure that was not approved (a report already sent may be resumed)."""
    with store.transaction() as session:
        failure = session.get(Failure, failure_id)
        if failure is None:
            raise ReviewError(f"there is no failure {failure_name(failure_id)}")
        sent = session.scalar(
            sa.select(Report.status).where(Report.failure_id == failure_id, Report.tracker == tracker)
        )
        if failure.status in (S.APPROVED, S.FILED) or sent in DONE_STATES or sent in IN_FLIGHT_STATES:
            return
        name = failure_name(failure_id)
        raise ReviewError(
            f"{name} is '{failure.status}', not approved: approve its draft first "
            f"('reportsmith review approve {name}'), or file it anyway with --force"
        )


def check_routed(app: App, failure_id: int, tracker: Tracker) -> None:
    """Refuse to file to ``tracker`` a failure routed to another configured tracker
    (:mod:`reportsmith.report.routing`); a report already sent there may be resumed."""
    with app.store.transaction() as session:
        failure = session.get(Failure, failure_id)
        if failure is None:
            raise ReviewError(f"there is no failure {failure_name(failure_id)}")
        sent = session.scalar(
            sa.select(Report.status).where(Report.failure_id == failure_id, Report.tracker == tracker)
        )
    where = route(app.config, failure)
    if where.elsewhere(tracker) and sent not in DONE_STATES and sent not in IN_FLIGHT_STATES:
        raise ReviewError(
            f"{where.why_not(tracker)}. File it to {where.tracker}, or to {tracker} anyway with --force."
        )


def file_approved(
    app: App,
    failure_id: int,
    tracker: Tracker,
    actor: Actor,
    *,
    force: bool = False,
    client: TrackerClient | None = None,
    retested: Retest | None = None,
) -> FilingOutcome:
    """File an approved failure's report exactly once, then record ``filed`` (or ``duplicate``). A failure
    routed to another tracker (:func:`check_routed`) or not approved is refused unless ``force``.

    A report not sent yet is retested first (:mod:`reportsmith.retest`): still failing, it is filed with
    the retest's paragraph ("Retested before filing: still fails with clang-16 ... as of DATE"); fixed with
    the newest release, it is not filed and the failure is marked fixed upstream (the outcome's status is
    ``fixed-upstream``); no longer failing even with the compiler under test, it is refused. ``retested``:
    a retest the caller just ran (the auto-filing policy's), not run again.

    The whole of it holds the report's lease (``trackers.filing.filing_lease``): a second request at the same
    time waits and finds this one's result, or is told who is filing (``FilingBusy``)."""
    by = f"{actor.name} ({actor.source})"
    with filing_lease(app, failure_id, tracker, by):
        if not force:
            check_routed(app, failure_id, tracker)
            check_fileable(app.store, failure_id, tracker)
        report = get_report(app.store, failure_id, tracker) or draft_and_save(app, failure_id, tracker)
        if report.status in UNSENT_STATES:
            checked, report = retest_draft(app, report, retested)
            if checked.outcome is RetestOutcome.FIXED_UPSTREAM:
                fixed = FilingResult.FIXED_UPSTREAM
                return FilingOutcome(failure_id, tracker, fixed, message=checked.sentence())
            if checked.stamp() is None:
                raise ReviewError(f"{failure_name(failure_id)} is not filed: it {checked.sentence()}")
        outcome = Filer(app, tracker, client).file_held(failure_id, report)  # under the lease taken above
        target = _FAILURE_STATE_AFTER.get(outcome.status)
        if target is not None:
            with app.store.transaction() as session:
                failure = _failure(session, failure_id)
                if target is S.FILED and failure.status != S.APPROVED and force:
                    # Forced filing of an unapproved draft: the state machine has no such move; the history
                    # keeps the filing events, and the state says where review stands.
                    return outcome
                move(session, failure, target, actor, f"{tracker}: {outcome.remote_url or outcome.message}")
    return outcome


#: Who marks a failure fixed upstream, or stamps a report, after a retest.
RETESTER = Actor("reportsmith", "retest")


def retest_draft(app: App, report: Report, retested: Retest | None = None) -> tuple[Retest, Report]:
    """Retest the failure of a report not sent yet (unless ``retested``); stamp the report with what was
    found, or mark the failure fixed upstream (the report then stays a draft, never filed). Returns the
    retest and the report as stored after it (stamped, unless someone changed it meanwhile)."""
    checked = retested
    if checked is None:
        with app.store.transaction() as session:
            failure = session.get(Failure, report.failure_id)
        assert failure is not None
        checked = retest_before_filing(app, failure)
    paragraph = checked.stamp()
    if checked.outcome is RetestOutcome.FIXED_UPSTREAM:
        mark_fixed_upstream(app, checked)
    elif paragraph is not None:
        with app.store.transaction() as session:  # only while unsent: a report in flight is what was sent
            unsent = Report.status.in_(UNSENT_STATES)
            session.execute(
                sa.update(Report)
                .where(Report.id == report.id, unsent, Report.body == report.body)
                .values(body=stamped(report.body, paragraph))
            )
            report = session.get(Report, report.id, populate_existing=True) or report
    return checked, report


def mark_fixed_upstream(app: App, checked: Retest) -> None:
    """The failure is fixed in ``checked.fixed_in``: the ``fixed`` action by :data:`RETESTER`, the
    release kept in ``details.fixed_upstream``, a ``fixed-upstream`` event; then the ranking is redone."""
    plan = Plan(checked.failure_id, Action(Verb.FIXED, checked.fixed_in), RETESTER)
    with app.store.transaction() as session:
        commit(session, plan)
        failure = session.get(Failure, checked.failure_id)
        assert failure is not None
        record = FixedUpstream(checked.fixed_in, checked.newest, checked.on.isoformat())
        failure.details = replace(failure.details, fixed_upstream=record)
        session.add(Event(failure_id=failure.id, kind=EventKind.FIXED_UPSTREAM, message=checked.sentence(),
                          data={**to_json(record), "outcome": checked.outcome.value}))  # fmt: skip
    rerank(app)
