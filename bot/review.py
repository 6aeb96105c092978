"""The review workflow on drafted reports: edit, approve, reject, and file approved drafts.

The review page and ``reportsmith review`` both act through these functions, and every change of a
failure's state goes through :mod:`reportsmith.lifecycle` (an illegal move is refused with its reason).

* **edit**: the edited title and body are what gets filed (``reports.title``/``body``); the generated text
  is kept in ``generated_title``/``generated_body`` (migration 0005) on the first edit. Editing an approved
  draft sends it back to ``drafted``: what was approved is no longer what would be sent.
* **approve** / **reject** (with a reason): a failure with a stored draft that the pipeline has not moved to
  ``drafted`` yet (stages that predate the state machine leave it ``new``/``reduced``/``bisected``) is moved
  there first, by the bot, so the history says what happened.
* **file**: only an approved failure, through the exactly-once :class:`~reportsmith.trackers.filing.Filer`;
  then the failure becomes ``filed`` (or ``duplicate`` when the tracker already had the bug and the policy
  skipped it).

The edit columns, and who edited what, are :mod:`reportsmith.store.report_edits`.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from reportsmith.common.errors import ReportsmithError
from reportsmith.lifecycle import Actor, FailureState, move
from reportsmith.store.database import Store
from reportsmith.store.models import Event, Failure, utcnow
from reportsmith.store.report_edits import REVIEW_COLUMNS
from reportsmith.store.report_models import DONE_STATES, Report
from reportsmith.trackers.filing import Filer
from sqlalchemy.orm import Session

S = FailureState
#: States a failure with a stored draft may be in before the drafting stage records ``drafted`` itself.
_DRAFTABLE = frozenset({S.NEW, S.REDUCED, S.BISECTED})
DRAFTING = Actor("reportsmith", "draft")
MAX_TITLE = 256
MAX_BODY = 60_000  # GitHub refuses issue bodies over 65,536 characters


class ReviewError(ReportsmithError):
    """A review action that cannot be done as asked; the message says why and what to do instead."""


def _failure(session: Session, failure_id: int) -> Failure:
    failure = session.get(Failure, failure_id, with_for_update=True)
    if failure is None:
        raise ReviewError(f"there is no failure #{failure_id} (see 'reportsmith review list')")
    return failure


def _reports(session: Session, failure_id: int) -> list[Report]:
    return list(session.scalars(sa.select(Report).where(Report.failure_id == failure_id).order_by(Report.id)))


def _ensure_drafted(session: Session, failure: Failure) -> None:
    """Record ``drafted`` for a failure whose draft exists but whose state predates it."""
    if not _reports(session, failure.id):
        raise ReviewError(
            f"failure #{failure.id} has no draft yet: draft it first "
            f"('reportsmith report draft {failure.id}')"
        )
    if S(failure.status) in _DRAFTABLE:
        move(session, failure, S.DRAFTED, DRAFTING, "a draft is stored")
    elif failure.status == S.REJECTED:
        move(session, failure, S.DRAFTED, DRAFTING, "reviewed again")


def edit_draft(store: Store, failure_id: int, tracker: str, title: str, body: str, actor: Actor) -> Report:
    """Replace the draft's title and body with a person's; the generated ones are kept on the first edit."""
    title, body = title.strip(), body.replace("\r\n", "\n")
    if not title or len(title) > MAX_TITLE:
        raise ReviewError(f"the title must be 1 to {MAX_TITLE} characters (got {len(title)})")
    if not body.strip() or len(body) > MAX_BODY:
        raise ReviewError(f"the body must be 1 to {MAX_BODY} characters (got {len(body)})")
    with store.transaction() as session:
        failure = _failure(session, failure_id)
        report = session.scalar(
            sa.select(Report).where(Report.failure_id == failure_id, Report.tracker == tracker)
        )
        if report is None:
            raise ReviewError(f"failure #{failure_id} has no {tracker} draft to edit")
        if report.status not in ("draft", "failed"):
            raise ReviewError(
                f"failure #{failure_id}'s {tracker} report is {report.status}: what was sent is kept as sent"
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
            Event(failure_id=failure_id, kind="edited", message=f"{tracker} draft edited by {actor.name}",
                  data={"tracker": tracker, "actor": actor.name, "source": actor.source})
        )  # fmt: skip
        session.flush()
        return report


def approve(store: Store, failure_id: int, actor: Actor) -> bool:
    """Approve the failure's draft for filing; False when it already was."""
    with store.transaction() as session:
        failure = _failure(session, failure_id)
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
            _ensure_drafted(session, failure)
        return move(session, failure, S.REJECTED, actor, reason)


def check_fileable(store: Store, failure_id: int, tracker: str) -> None:
    """Refuse to file a failure that was not approved (a report already sent may be resumed)."""
    with store.transaction() as session:
        failure = session.get(Failure, failure_id)
        if failure is None:
            raise ReviewError(f"there is no failure #{failure_id}")
        sent = session.scalar(
            sa.select(Report.status).where(Report.failure_id == failure_id, Report.tracker == tracker)
        )
        if failure.status in (S.APPROVED, S.FILED) or sent in DONE_STATES or sent in ("filing", "commenting"):
            return
        raise ReviewError(
            f"failure #{failure_id} is '{failure.status}', not approved: approve its draft first "
            f"('reportsmith review approve {failure_id}'), or file it anyway with --force"
        )


def file_approved(
    app: Any, failure_id: int, tracker: str, actor: Actor, *, force: bool = False, client: Any = None
) -> Any:
    """File an approved failure's report exactly once, then record ``filed`` (or ``duplicate``)."""
    if not force:
        check_fileable(app.store, failure_id, tracker)
    outcome = Filer(app, tracker, client).file(failure_id)
    target = {"filed": S.FILED, "commented": S.FILED, "duplicate": S.DUPLICATE}.get(outcome.status)
    if target is not None:
        with app.store.transaction() as session:
            failure = _failure(session, failure_id)
            if target is S.FILED and failure.status != S.APPROVED and force:
                # Forced filing of an unapproved draft: the state machine has no such move; the history
                # keeps the filing events, and the state says where review stands.
                return outcome
            move(session, failure, target, actor, f"{tracker}: {outcome.remote_url or outcome.message}")
    return outcome
