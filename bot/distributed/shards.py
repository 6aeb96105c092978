"""The work that is not a failure's pipeline step: a fuzz shard, and verifying one filed report.

A fuzz shard owns a seed range (``programs`` consecutive seeds from ``first_seed``) and, when it has one, a
time slice (``seconds``): one single-threaded campaign judges its seeds in order until they are done or the
slice is over. Equal time slices divide a campaign evenly over the workers whatever each program costs; the
seed range keeps two shards from judging the same program. The shard is a row in the store
(:mod:`reportsmith.distributed.shard_store`) that records after every program the next seed and the seconds
spent, so a shard redelivered after its worker died resumes from there with what is left of its slice, and
one that finished does nothing; a program judged again after a crash stores nothing twice (the store counts
a failure it already has as a duplicate). When a shard ends it enqueues the next step of every failure that
needs one and is neither queued nor running, so new failures flow on.

Verifying is :func:`reportsmith.learn.verify.verify_report`; its comments and moves are exactly-once keyed
(``verify:REPORT:fixed``) so a redelivered verify task says nothing twice.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from reportsmith.app import App
from reportsmith.distributed.requeue import requeue
from reportsmith.distributed.routing import Kind, Work
from reportsmith.distributed.shard_store import (
    ShardProgress,
    ShardSpec,
    load_shard,
    record_shards,
    save_progress,
)
from reportsmith.distributed.steps import pending_work
from reportsmith.fuzz import Campaign, CampaignStats
from reportsmith.learn.verify import filed_reports
from reportsmith.learn.verify import verify_report as verify_one

LOG = logging.getLogger("reportsmith.distributed")


def run_shard(app: App, first_seed: int, fallback: ShardSpec | None = None) -> CampaignStats | None:
    """Judge what is left of the shard ``first_seed`` (stored first from ``fallback`` when the store does not
    have it: a message sent before shards were stored); None when nothing was left to do."""
    if fallback is not None:
        record_shards(app, [fallback])
    loaded = load_shard(app, first_seed)
    if loaded is None:
        LOG.warning("fuzz shard %d: not in the store; nothing to do", first_seed)
        return None
    spec, done = loaded
    seeds_left = spec.first_seed + spec.programs - done.next_seed
    time_left = spec.seconds - done.elapsed if spec.seconds > 0 else None
    if done.finished or seeds_left <= 0 or (time_left is not None and time_left <= 0):
        LOG.info("fuzz shard %d: already finished (%d programs judged)", first_seed, done.judged)
        save_progress(app, first_seed, replace(done, finished=True))
        return None
    if done.next_seed != spec.first_seed:
        LOG.info("fuzz shard %d: resuming at seed %d, %.0f s spent", first_seed, done.next_seed, done.elapsed)
    seen = [0]

    def progress(stats: CampaignStats, finished: bool = False) -> None:
        consumed = stats.programs + stats.skipped
        if consumed == seen[0] and not finished:
            return  # the campaign reports every second; write only when a program ended
        seen[0] = consumed
        save_progress(app, first_seed, ShardProgress(
            done.next_seed + consumed, done.judged + stats.programs, done.skipped + stats.skipped,
            done.elapsed + stats.elapsed, finished,
        ))  # fmt: skip

    minutes = None if time_left is None else time_left / 60
    stats = Campaign(app, spec.generator).run(
        programs=seeds_left, minutes=minutes, jobs=1, first_seed=done.next_seed, on_progress=progress
    )
    progress(stats, finished=True)
    LOG.info("fuzz shard %d..%d: %s", spec.first_seed, spec.first_seed + spec.programs - 1, stats.describe())
    return stats


def fuzz_shard(app: App, first_seed: int, fallback: ShardSpec | None = None) -> None:
    """The fuzz task's work: the shard, then the next step of every failure it (or anything else) left."""
    if run_shard(app, first_seed, fallback) is None:
        return
    # Failure steps only: other shards are the fuzz queue's (a shard just taken from it and not yet claimed
    # must not be sent twice); `reportsmith requeue` covers lost shards.
    sent = requeue(app, pending_work(app))
    LOG.info("fuzz shard %d: %d failure step(s) enqueued", first_seed, len(sent))


def verify_report(app: App, report_id: int) -> None:
    outcome = verify_one(app, report_id)
    LOG.info("verify report %d (failure #%d): %s: %s", report_id, outcome.failure_id, outcome.result,
             outcome.message)  # fmt: skip


def verify_work(app: App) -> list[Work]:
    """A verify task per filed report that a ``[[verify]]`` entry covers, routed to its newest compiler."""
    entries = {entry.compiler: entry for entry in app.config.verify}
    works = []
    for report, failure in filed_reports(app):
        entry = entries.get(failure.compiler)
        if entry is not None:
            works.append(Work(Kind.VERIFY, report.id, app.resolve_compiler(entry.newest)[0]))
    return works
