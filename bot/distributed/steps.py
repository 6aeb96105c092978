"""What a task does, and what is left to do, both read from the store (no Celery here).

The store is the truth: :func:`next_work` says from a failure's state (and its events) which step it needs
next, so a task is idempotent by construction -- it re-reads the failure under its claim and does nothing
when the step is already done -- and ``requeue`` rebuilds every queue from the same function. Each step is
the pipeline's own library call (``reduce_failure``, ``bisect_failure``, drafting); a step's error is stored
on the failure as a ``<stage>-failed`` event (as in the pipeline), which takes it out of the work left.

Filing is never a task: a person approves and files (``reportsmith report``), exactly once as before.
"""

from __future__ import annotations

import logging
import os

from reportsmith.app import App
from reportsmith.bisection import BISECTED_VERDICTS, bisect_failure
from reportsmith.common.kinds import FailureKind
from reportsmith.distributed.claims import claim
from reportsmith.distributed.routing import Kind, Work
from reportsmith.lifecycle import Actor, advance
from reportsmith.pipeline import Broken
from reportsmith.reduction import needs_reduction, reduce_failure, resume_point
from reportsmith.store import Failure
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.models import FailureState
from rich.console import Console

LOG = logging.getLogger("reportsmith.distributed")
S = FailureState
#: States from which a failure still has pipeline work (reduce, bisect, draft).
_OPEN = (S.NEW, S.REDUCING, S.REDUCED, S.BISECTED)


def _failed(failure: Failure, stage: str) -> bool:
    return any(event.kind == f"{stage}-failed" for event in failure.events)


def _drafted(failure: Failure) -> bool:
    return any(event.kind in ("drafted", "suppressed") for event in failure.events)


def next_work(app: App, failure: Failure) -> Work | None:
    """The step ``failure`` needs next (None: nothing, or a person's turn), as the pipeline orders them."""
    if failure.status not in _OPEN:
        return None
    reducible = failure.verdict in app.config.reduce.verdicts
    if failure.status in (S.NEW, S.REDUCING) and reducible and not _failed(failure, "reduce"):
        return Work(Kind.REDUCE, failure.id, failure.compiler)
    if failure.status in (S.NEW, S.REDUCING) and reducible:
        return None  # its reduction broke: `reportsmith show ID`, then a person retries
    if failure.verdict in BISECTED_VERDICTS and failure.bisection is None and not _failed(failure, "bisect"):
        return Work(Kind.BISECT, failure.id, failure.compiler)
    if (
        failure.verdict != FailureKind.PASS
        and failure.signature
        and not _drafted(failure)
        and not _failed(failure, "draft")
    ):
        return Work(Kind.DRAFT, failure.id, failure.compiler)
    return None


def resumable_work(app: App) -> list[Work]:
    """Reductions an earlier session cut short at its time budget (the failure went on): ``reportsmith run``
    continues each once from its stored best, as the in-process pipeline does on every run."""
    return [
        Work(Kind.REDUCE, failure.id, failure.compiler, _sessions(failure))
        for failure in list_failures(app.store)
        if failure.status not in (S.NEW, S.REDUCING)
        and failure.verdict in app.config.reduce.verdicts
        and needs_reduction(failure)
    ]


def _sessions(failure: Failure) -> int:
    """Reduction sessions that ran to their end (each leaves one ``reduced`` event)."""
    return sum(event.kind == "reduced" for event in failure.events)


def _wanted(app: App, failure: Failure, work: Work) -> bool:
    if work.session:  # continue a reduction cut short, unless a copy of this message already did
        continued = _sessions(failure) != work.session
        return failure.verdict in app.config.reduce.verdicts and needs_reduction(failure) and not continued
    return next_work(app, failure) == work


def pending_work(app: App) -> list[Work]:
    """Every failure's next step, from the store's states: what the queues must hold."""
    works = []
    for failure in list_failures(app.store):
        work = next_work(app, failure)
        if work is not None:
            works.append(work)
    return works


def _console() -> Console:
    return Console(stderr=True, soft_wrap=True, highlight=False)


def run_step(app: App, work: Work) -> Work | None:
    """Do ``work`` if the store says it is still to do; returns the failure's next step."""
    failure = get_failure(app.store, work.subject)
    if failure is None:
        LOG.warning("%s: failure #%d is not in the store; nothing to do", work.key, work.subject)
        return None
    if not _wanted(app, failure, work):
        LOG.info("%s: failure #%d (%s) needs no %s; already done", work.key, failure.id, failure.status,
                 work.kind)  # fmt: skip
        return next_work(app, failure)
    step = {Kind.REDUCE: _reduce, Kind.BISECT: _bisect, Kind.DRAFT: _draft}[work.kind]
    Broken().attempt(app, failure, str(work.kind), _console(), lambda: step(app, failure))
    after = get_failure(app.store, work.subject)
    return None if after is None else next_work(app, after)


def _reduce(app: App, failure: Failure) -> None:
    original, start = len(failure.test_bytes), resume_point(failure)
    if start is not None:
        LOG.info("reduce failure F%d: resuming from the stored best, %d of %d bytes",
                 failure.id, len(start), original)  # fmt: skip
    else:
        LOG.info("reduce failure F%d: starting from the original, %d bytes", failure.id, original)
    summary = reduce_failure(app, failure)
    LOG.info("reduce failure F%d: %d -> %d bytes (%s) on pid %d", failure.id, summary.original_size,
             summary.size, "complete" if summary.complete else summary.stopped, os.getpid())  # fmt: skip


def _bisect(app: App, failure: Failure) -> None:
    LOG.info("bisect failure #%d: start", failure.id)
    found = bisect_failure(app, failure, lambda line: LOG.info("%s", line))
    advance(app.store, failure.id, FailureState.BISECTED, Actor("reportsmith", "bisect"))
    LOG.info("bisect failure #%d: %s", failure.id, found.summary)


def _draft(app: App, failure: Failure) -> None:
    from reportsmith.learn.recurrence import to_draft
    from reportsmith.report import draft_reports
    from reportsmith.taming import tame_failures

    with claim(app, "tame", wait=True):  # ranking reads and writes every failure: one at a time
        tame_failures(app)
    fresh = get_failure(app.store, failure.id)
    if fresh is None or not to_draft(app, [fresh]):
        LOG.info("draft failure #%d: suppressed (looks like a known or invalid bug)", failure.id)
        return
    reports = draft_reports(app, [fresh])
    if reports:
        advance(app.store, failure.id, FailureState.DRAFTED, Actor("reportsmith", "draft"))
    LOG.info("draft failure #%d: %s", failure.id, ", ".join(f"{r.tracker}: {r.title}" for r in reports))
