"""What a task does, and what is left to do, both read from the store (no Celery here).

The store is the truth: a failure's next step is :func:`reportsmith.stages.next_step` -- the rule the
in-process pipeline follows too, read from the failure's state and stored results -- so a task is
idempotent by construction (it re-reads the failure under its claim and does nothing when the step is no
longer its next one), and ``requeue`` rebuilds every queue from the same rule. Each step is
:mod:`reportsmith.stages`' own call; a step's error is held on the failure (as in the pipeline), which
takes the step out of the work left. A failure has one task at a time, in the rule's order: a crash's IR step
comes after its bisection here, where the in-process pipeline runs it beside the reduction; both read the
test :func:`reportsmith.stages.ir_start` names (the original), so both store the same IR.

Filing is never a task: a person approves and files (``reportsmith report``), exactly once as before.
"""

from __future__ import annotations

import logging
import os

from reportsmith.app import App
from reportsmith.distributed.claims import claim
from reportsmith.distributed.routing import Kind, Work
from reportsmith.ir_reproduction import describe
from reportsmith.reduction import resume_point
from reportsmith.stages import (
    Broken,
    Step,
    bisect_step,
    continued,
    continues_reduction,
    draft_step,
    ir_step,
    next_step,
    rank,
    reduce_step,
)
from reportsmith.store import Failure
from reportsmith.store.failures import get_failure, list_failures
from rich.console import Console

LOG = logging.getLogger("reportsmith.distributed")


def next_work(app: App, failure: Failure) -> Work | None:
    """The task for ``failure``'s next step (None: nothing, or a person's turn)."""
    step = next_step(app.config, failure)
    return None if step is None else Work(Kind(step), failure.id, failure.compiler)


def _sessions(failure: Failure) -> int:
    return failure.reduction.sessions if failure.reduction is not None else 0


def resumable_work(app: App) -> list[Work]:
    """Steps an earlier session cut short after the failure went on (:func:`reportsmith.stages.continued`,
    but for a step that is its next one: :func:`pending_work` sends that): ``reportsmith run`` continues each
    once from its stored best, as the in-process pipeline does on every run; one task per failure at a time,
    the first of them (the rest follow on a later run)."""
    works = []
    for failure in list_failures(app.store):
        step = next_step(app.config, failure)
        to_continue = [cut for cut in continued(app.config, failure) if cut is not step]
        if to_continue:
            session = _sessions(failure) if to_continue[0] is Step.REDUCE else 0
            works.append(Work(Kind(to_continue[0]), failure.id, failure.compiler, session))
    return works


def _wanted(app: App, failure: Failure, work: Work) -> bool:
    if work.session and continues_reduction(app.config, failure):
        # continue a reduction cut short, unless a copy of this message already did (it stored a session)
        return _sessions(failure) == work.session
    if work.kind is Kind.IR and Step.IR in continued(app.config, failure):
        return True
    return next_work(app, failure) == Work(work.kind, work.subject, work.compiler)


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
    step = {Kind.REDUCE: _reduce, Kind.BISECT: _bisect, Kind.IR: _ir, Kind.DRAFT: _draft}[work.kind]
    Broken().attempt(app, failure, Step(work.kind), _console(), lambda: step(app, failure))
    after = get_failure(app.store, work.subject)
    return None if after is None else next_work(app, after)


def _reduce(app: App, failure: Failure) -> None:
    original, start = len(failure.test_bytes), resume_point(failure)
    if start is not None:
        LOG.info("reduce failure F%d: resuming from the stored best, %d of %d bytes",
                 failure.id, len(start), original)  # fmt: skip
    else:
        LOG.info("reduce failure F%d: starting from the original, %d bytes", failure.id, original)
    summary = reduce_step(app, failure)
    if summary is None:
        LOG.info("reduce failure F%d: a person took it meanwhile; left alone", failure.id)
        return
    LOG.info("reduce failure F%d: %d -> %d bytes (%s) on pid %d", failure.id, summary.original_size,
             summary.size, "complete" if summary.complete else summary.stopped, os.getpid())  # fmt: skip


def _bisect(app: App, failure: Failure) -> None:
    LOG.info("bisect failure #%d: start", failure.id)
    found = bisect_step(app, failure, lambda line: LOG.info("%s", line))
    LOG.info("bisect failure #%d: %s", failure.id, found.summary)


def _ir(app: App, failure: Failure) -> None:
    LOG.info("ir failure F%d: start", failure.id)
    found = ir_step(app, failure)
    LOG.info("ir failure F%d: %s", failure.id, describe(found))


def _draft(app: App, failure: Failure) -> None:
    with claim(app, "tame", wait=True):  # ranking reads and writes every failure: one at a time
        rank(app)
    fresh = get_failure(app.store, failure.id)
    reports = draft_step(app, fresh) if fresh is not None else []
    if not reports:
        LOG.info("draft failure #%d: suppressed (looks like a known or invalid bug)", failure.id)
        return
    LOG.info("draft failure #%d: %s", failure.id, ", ".join(f"{r.tracker}: {r.title}" for r in reports))
