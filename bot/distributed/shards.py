"""The work that is not a failure's pipeline step: a fuzz shard, and verifying one filed report.

A fuzz shard is a seed range (``programs`` consecutive seeds from ``first_seed``) judged by one
single-threaded campaign; running a shard again stores nothing twice (the store counts a failure it already
has as a duplicate). When it ends it enqueues the next step of every failure that needs one and is neither
queued nor running (:func:`reportsmith.distributed.requeue.requeue`), so new failures flow on.
Verifying is :mod:`reportsmith.learn.verify` for one report; its comments and moves are exactly-once keyed
(``verify:REPORT:fixed``) so a redelivered verify task says nothing twice.
"""

from __future__ import annotations

import logging

from reportsmith.app import App
from reportsmith.distributed.routing import Kind, Work
from reportsmith.store.report_models import Report

LOG = logging.getLogger("reportsmith.distributed")


def fuzz_shard(app: App, first_seed: int, programs: int, generator: str = "csmith") -> None:
    from reportsmith.distributed.requeue import requeue
    from reportsmith.fuzz import Campaign

    stats = Campaign(app, generator).run(programs=programs, first_seed=first_seed, jobs=1)
    LOG.info("fuzz shard %d..%d: %s", first_seed, first_seed + programs - 1, stats.describe())
    sent = requeue(app)
    LOG.info("fuzz shard %d: %d failure step(s) enqueued", first_seed, len(sent))


def verify_report(app: App, report_id: int) -> None:
    from reportsmith.learn.poll import Poller
    from reportsmith.learn.verify import SKIPPED_STATES, _verify_one
    from reportsmith.store.failures import get_failure

    with app.store.transaction() as session:
        report = session.get(Report, report_id)
    failure = None if report is None else get_failure(app.store, report.failure_id)
    entries = {entry.compiler: entry for entry in app.config.verify}
    if report is None or failure is None or report.status != "filed" or failure.compiler not in entries:
        LOG.info("verify report %d: nothing to verify", report_id)
        return
    if failure.status in SKIPPED_STATES:
        LOG.info("verify report %d (failure #%d): %s, not verified", report_id, failure.id, failure.status)
        return
    outcome = _verify_one(app, Poller(app, report.tracker), report, failure, entries[failure.compiler])
    LOG.info("verify report %d (failure #%d): %s: %s", report_id, failure.id, outcome.result, outcome.message)


def verify_work(app: App) -> list[Work]:
    """A verify task per filed report that a ``[[verify]]`` entry covers, routed to its newest compiler."""
    from reportsmith.learn.verify import _filed

    entries = {entry.compiler: entry for entry in app.config.verify}
    works = []
    for report, failure in _filed(app):
        entry = entries.get(failure.compiler)
        if entry is not None:
            works.append(Work(Kind.VERIFY, report.id, app.resolve_compiler(entry.newest)[0]))
    return works
