"""One set of actions on a failure and its report, used by every entry point: comments on filed issues,
labels, maintainers' resolutions, the review page and the CLI.

``known [NAME]`` (an exemplar of the known bug NAME: the tamer seeds with it, so its look-alikes sink),
``dup <issue number or URL>`` / ``undup``, ``invalid [reason]`` (failures with the same signature are no
longer drafted), ``fixed [release or commit]`` / ``unfix``, ``retest`` (the oracle re-run on the reduced
test now). Each applied action is a ``state`` event (through :mod:`reportsmith.lifecycle`) plus an
``action`` event saying who did it and where.

Design: an action is applied in two steps. :func:`prepare` does the slow or remote part (asking the
tracker whether a ``dup`` target exists, running the oracle for ``retest``) and validates; :func:`commit`
writes it inside the caller's transaction. The poller commits an action in the same transaction as the
record that the comment was read, so a comment is applied exactly once even if the bot is killed (see
:mod:`reportsmith.learn.poll`). :func:`apply_action` is both in one transaction of its own.
"""

from __future__ import annotations

import copy
import enum
import logging
import re
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass

from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.errors import ActionError, IllegalTransition, TrackerError
from reportsmith.lifecycle import Actor, FailureState, check_transition, move, state_before
from reportsmith.names import failure_name, issue_name
from reportsmith.report.drafting import trackers_set_up
from reportsmith.retest import retest_failure
from reportsmith.store import Event, Failure
from reportsmith.store.details import DuplicateOf, FailureDetails, Fixed, Invalid
from reportsmith.store.models import EventKind
from reportsmith.store.report_models import Report, Tracker
from reportsmith.taming import tame_failures
from reportsmith.trackers.filing import client_for
from sqlalchemy import select
from sqlalchemy.orm import Session


class Verb(enum.StrEnum):
    KNOWN = "known"
    DUP = "dup"
    UNDUP = "undup"
    INVALID = "invalid"
    FIXED = "fixed"
    UNFIX = "unfix"
    RETEST = "retest"


#: What each verb takes, for the messages that say what is allowed.
USAGE = {
    Verb.KNOWN: "known [NAME]",
    Verb.DUP: "dup <issue number or URL>",
    Verb.UNDUP: "undup",
    Verb.INVALID: "invalid [reason]",
    Verb.FIXED: "fixed [release or commit]",
    Verb.UNFIX: "unfix",
    Verb.RETEST: "retest",
}
MAX_ARGUMENT = 200
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:/+@#-]{0,99}")
_GITHUB_URL = re.compile(r"https?://\S+/issues/(\d+)(?:[#?]\S*)?")
_BUGZILLA_URL = re.compile(r"https?://\S+/show_bug\.cgi\?id=(\d+)\S*")
_NUMBER = re.compile(r"#?(\d{1,12})")


@dataclass(frozen=True)
class Action:
    verb: Verb
    argument: str = ""


@dataclass(frozen=True)
class ActionOutcome:
    applied: bool
    message: str  # the one-line reply/flash text


def usage() -> str:
    return "; ".join(USAGE.values())


def parse_action(verb: str, argument: str = "") -> Action:
    """The action ``verb argument`` means, or :class:`ActionError` saying what the verbs and arguments are."""
    name = verb.strip().lower().removesuffix(":")
    try:
        parsed = Verb(name)
    except ValueError:
        shown = verb.strip()[:40] or "(none)"
        raise ActionError(f"unknown command {shown!r}; the commands are: {usage()}") from None
    argument = " ".join(argument.split())
    if len(argument) > MAX_ARGUMENT:
        raise ActionError(f"{parsed}: the argument is {len(argument)} characters (at most {MAX_ARGUMENT})")
    if parsed in (Verb.UNDUP, Verb.UNFIX, Verb.RETEST) and argument:
        raise ActionError(f"{parsed} takes no argument (got {argument[:40]!r}); usage: {USAGE[parsed]}")
    if parsed in (Verb.KNOWN, Verb.FIXED) and argument and not _TOKEN.fullmatch(argument):
        raise ActionError(
            f"{parsed}: {argument[:40]!r} is not a name (expected one word of letters, digits and "
            f"._-+:/@#, at most 100 characters); usage: {USAGE[parsed]}"
        )
    if parsed is Verb.DUP:
        issue_reference(argument)  # validates
    if parsed is Verb.INVALID and not argument.isprintable():
        raise ActionError("invalid: the reason must be printable text")
    return Action(parsed, argument)


@dataclass(frozen=True)
class IssueRef:
    """An issue named by a ``dup`` argument: its number, and the tracker when the URL says which."""

    number: str
    tracker: Tracker | None = None
    url: str = ""


def issue_reference(argument: str) -> IssueRef:
    text = argument.strip()
    for pattern, tracker in ((_GITHUB_URL, Tracker.GITHUB), (_BUGZILLA_URL, Tracker.BUGZILLA)):
        match = pattern.fullmatch(text)
        if match:
            return IssueRef(match.group(1), tracker, text)
    match = _NUMBER.fullmatch(text)
    if match:
        return IssueRef(match.group(1))
    raise ActionError(
        f"dup: {text[:60]!r} is not an issue (expected a number such as 12 or #12, or the issue's URL); "
        f"usage: {USAGE[Verb.DUP]}"
    )


#: ``exists(tracker, number) -> (exists, url)``: asks a tracker whether an issue exists (tests and the
#: poller pass their own clients; the default builds one from the configuration).
IssueExists = Callable[[Tracker, str], tuple[bool, str]]


@dataclass(frozen=True)
class DupTarget:
    tracker: Tracker
    number: str
    url: str
    failure_id: int | None
    known_bug: str


@dataclass(frozen=True)
class Plan:
    """A validated action, ready to be committed."""

    failure_id: int
    action: Action
    actor: Actor
    target: DupTarget | None = None
    retest: str = ""


def _tracker_of(app: App, actor: Actor, ref: IssueRef, reports: list[Report]) -> Tracker:
    """The tracker a ``dup`` number is on: the URL's, the commenting tracker's, the one this failure was
    sent to, or the only one configured."""
    if ref.tracker:
        return ref.tracker
    for tracker in Tracker:
        if actor.source.startswith(tracker):
            return tracker
    sent = sorted({r.tracker for r in reports if r.remote_id})
    if len(sent) == 1:
        return sent[0]

    configured = trackers_set_up(app.config)
    if len(configured) == 1 and not sent:
        return configured[0]
    raise ActionError(f"dup {ref.number}: which tracker? give the issue's URL instead of its number")


def _default_exists(app: App) -> IssueExists:
    def exists(tracker: Tracker, number: str) -> tuple[bool, str]:
        found = client_for(app.config, tracker).find_issue(number)  # type: ignore[attr-defined]
        return (found is not None, found.url if found else "")

    return exists


def _resolve_dup(app: App, failure: Failure, argument: str, actor: Actor, exists: IssueExists) -> DupTarget:
    ref = issue_reference(argument)
    with app.store.transaction() as session:
        own = list(session.scalars(select(Report).where(Report.failure_id == failure.id)))
        tracker = _tracker_of(app, actor, ref, own)
        report = session.scalar(
            select(Report).where(Report.tracker == tracker, Report.remote_id == ref.number)
        )
        if report is not None:
            if report.failure_id == failure.id:
                raise ActionError(f"dup {argument}: that is this failure's own report")
            target = session.get(Failure, report.failure_id)
            name = target.details.known_bug if target else None
            return DupTarget(
                tracker,
                ref.number,
                report.remote_url or "",
                report.failure_id,
                name or f"{tracker}#{ref.number}",
            )

    try:
        found, url = exists(tracker, ref.number)
    except TrackerError as error:
        raise ActionError(f"dup {argument}: cannot check {tracker} for issue {ref.number}: {error}") from None
    if not found:
        raise ActionError(f"dup {argument}: there is no issue {ref.number} on {tracker}")
    return DupTarget(tracker, ref.number, url or ref.url, None, f"{tracker}#{ref.number}")


def prepare(
    app: App, failure_id: int, action: Action, actor: Actor, exists: IssueExists | None = None
) -> Plan:
    """Validate ``action`` on failure ``failure_id`` and do its remote or slow part (nothing is stored)."""
    with app.store.transaction() as session:
        failure = session.get(Failure, failure_id)
    if failure is None:
        raise ActionError(f"there is no failure {failure_name(failure_id)}")
    if action.verb is Verb.DUP:
        target = _resolve_dup(app, failure, action.argument, actor, exists or _default_exists(app))
        return Plan(failure_id, action, actor, target=target)
    if action.verb is Verb.RETEST:
        return Plan(failure_id, action, actor, retest=retest_failure(app, failure))
    return Plan(failure_id, action, actor)


def _to(session: Session, failure: Failure, target: FailureState, plan: Plan, reason: str) -> bool:
    try:
        return move(session, failure, target, plan.actor, reason)
    except IllegalTransition as error:
        raise ActionError(f"{plan.action.verb}: {error}") from None


def _check(failure: Failure, target: FailureState, verb: Verb) -> None:
    try:
        check_transition(failure.status, target)
    except IllegalTransition as error:
        raise ActionError(f"{verb}: {error}") from None


def _known(session: Session, failure: Failure, plan: Plan, details: FailureDetails) -> str:
    name = plan.action.argument or details.known_bug or failure.signature or f"failure {failure.id}"
    _check(failure, FailureState.KNOWN, Verb.KNOWN)
    changed = details.known_bug != name
    details.known_bug = name
    moved = _to(session, failure, FailureState.KNOWN, plan, f"known bug {name}")
    return f"{failure_name(failure.id)} is an exemplar of the known bug {name}" if changed or moved else ""


def _dup(session: Session, failure: Failure, plan: Plan, details: FailureDetails) -> str:
    target = plan.target
    assert target is not None
    _check(failure, FailureState.DUPLICATE, Verb.DUP)
    record = DuplicateOf(**asdict(target))
    changed = details.duplicate_of != record
    details.duplicate_of = record
    details.known_bug = target.known_bug
    moved = _to(
        session, failure, FailureState.DUPLICATE, plan, f"duplicate of {target.tracker} {target.number}"
    )
    where = issue_name(target.tracker, target.number) + (f" ({target.url})" if target.url else "")
    said = f"{failure_name(failure.id)} is a duplicate of {where}, known bug {target.known_bug}"
    return said if changed or moved else ""


def _undo(session: Session, failure: Failure, plan: Plan, details: FailureDetails) -> str:
    state = FailureState.DUPLICATE if plan.action.verb is Verb.UNDUP else FailureState.FIXED
    if failure.status != state:
        return ""
    back = state_before(failure, state)
    _check(failure, back, plan.action.verb)
    if state is FailureState.DUPLICATE:
        old, details.duplicate_of = details.duplicate_of or DuplicateOf(), None
        if details.known_bug == old.known_bug:
            details.known_bug = None
    else:
        details.fixed = None
    _to(session, failure, back, plan, f"{plan.action.verb}")
    return f"{failure_name(failure.id)} is no longer {state}"


def _mark(session: Session, failure: Failure, plan: Plan, details: FailureDetails) -> str:
    verb, argument = plan.action.verb, plan.action.argument
    state = FailureState.INVALID if verb is Verb.INVALID else FailureState.FIXED
    if failure.status == FailureState.CLOSED and state is FailureState.FIXED:
        return ""
    _check(failure, state, verb)
    if verb is Verb.INVALID:
        changed = details.invalid != (record := Invalid(argument, failure.signature))
        details.invalid = record
    else:
        changed = details.fixed != (record := Fixed(argument, failure.signature))
        details.fixed = record
    moved = _to(session, failure, state, plan, argument)
    said = f"{failure_name(failure.id)} is {state}" + (f" ({argument})" if argument else "")
    return said if changed or moved else ""


_COMMITS: dict[Verb, Callable[[Session, Failure, Plan, FailureDetails], str]] = {
    Verb.KNOWN: _known,
    Verb.DUP: _dup,
    Verb.UNDUP: _undo,
    Verb.UNFIX: _undo,
    Verb.INVALID: _mark,
    Verb.FIXED: _mark,
}


def _who(actor: Actor) -> str:
    return f"{actor.name} ({actor.source}{' ' + actor.where if actor.where else ''})"


def commit(session: Session, plan: Plan) -> ActionOutcome:
    """Write ``plan`` in the caller's transaction: the state move, the details, an ``action`` event."""
    failure = session.get(Failure, plan.failure_id, with_for_update=True)
    if failure is None:
        raise ActionError(f"there is no failure {failure_name(plan.failure_id)}")
    verb, before = plan.action.verb, failure.status
    if verb is Verb.RETEST:
        message = plan.retest
    else:
        details = copy.deepcopy(failure.details)
        message = _COMMITS[verb](session, failure, plan, details)
        failure.details = details  # a new record: JSON columns do not track changes inside one
    applied = bool(message)
    if not applied:
        message = f"{failure_name(failure.id)}: {verb} changes nothing (it stays {failure.status})"
    elif failure.status != before:
        message += f" (was {before}, now {failure.status})"
    session.add(
        Event(
            failure_id=failure.id,
            kind=EventKind.ACTION,
            message=f"{verb} {plan.action.argument}".strip() + f" by {_who(plan.actor)}: {message}",
            data={
                "verb": verb.value,
                "argument": plan.action.argument,
                "applied": applied,
                "actor": plan.actor.name,
                "source": plan.actor.source,
                "where": plan.actor.where,
                "result": message,
            },  # fmt: skip
        )
    )
    return ActionOutcome(applied, message)


def apply_action(app: App, failure_id: int, action: Action, actor: Actor) -> ActionOutcome:
    """Apply ``action`` to failure ``failure_id`` as ``actor``; one transaction, one ``action`` event; then
    the ranking is brought up to date (:func:`rerank`) when the action changed something."""
    plan = prepare(app, failure_id, action, actor)
    with app.store.transaction() as session:
        outcome = commit(session, plan)
    if outcome.applied and action.verb is not Verb.RETEST:
        rerank(app)
    return outcome


_RERANKING = threading.Lock()
log = logging.getLogger("reportsmith.actions")


def rerank(app: App) -> bool:
    """Rank the stored failures again (the tame stage's entry point, :func:`reportsmith.taming.tame_failures`)
    after people or maintainers changed what is known: a ``known``/``dup`` failure seeds the ranking and its
    look-alikes sink, with no ``reportsmith tame`` by hand. One ranking at a time in a process (two clicks
    at once rank twice, in turn, the second from both changes). A ranking that fails is logged and leaves
    the old order (the action itself is stored); False then."""
    with _RERANKING:
        try:
            tame_failures(app)
        except ReportsmithError as error:
            log.warning("re-ranking after an action failed (the old order stays): %s", error)
            return False
    return True
