"""The Celery tasks: a fuzz shard, reduce/bisect/ir/draft failure N, verify report R.

Each task is registered under the name ``reportsmith.KIND`` that
:func:`reportsmith.distributed.requeue.send` sends. Every task runs the same way (:func:`_run`): it takes
the claim on its key (a second delivery of the same work while the first runs is retried a few heartbeats
later: it does the work if the first one's worker died, nothing if the first one finished), beats while it
works (``status`` sees it, ``requeue`` leaves it alone), re-reads the store and does only what is still to
do, then enqueues the failure's next step.
Nothing here stores a result twice: the steps go through the store's idempotent moves (``advance``), the
reducer's stored best-so-far, the bisect result column and the drafting's one-row-per-tracker reports.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from celery import Task
from reportsmith.distributed.celery_app import celery_app, worker_app
from reportsmith.distributed.claims import claim
from reportsmith.distributed.heartbeat import beating
from reportsmith.distributed.requeue import send
from reportsmith.distributed.routing import Kind, Work
from reportsmith.distributed.shard_store import ShardSpec
from reportsmith.distributed.shards import fuzz_shard, verify_report
from reportsmith.distributed.steps import run_step
from reportsmith.store.failures import get_failure

LOG = logging.getLogger("reportsmith.distributed")
OPTIONS = {"acks_late": True, "reject_on_worker_lost": True, "ignore_result": True}


def _run(task: Task, work: Work, step: Callable[[], Work | None]) -> None:
    app = worker_app()
    settings = app.config.distributed
    with claim(app, work) as mine:
        if not mine:
            # Another worker runs it (this is a copy the broker handed on after its visibility timeout).
            # Look again later rather than drop it: if that worker dies, this copy carries the work on.
            later = 3 * settings.heartbeat_seconds
            LOG.info("%s: another worker holds it; looking again in %g s", work.key, later)
            raise task.retry(countdown=later, max_retries=None)
        with beating(settings.broker_url, work.key, settings.heartbeat_seconds):
            follow = step()
    if follow is not None:
        try:
            send(follow)
        except Exception as error:  # noqa: BLE001 -- the broker is down: `requeue` sends it from the store
            LOG.warning("%s: could not enqueue %s (%s); `reportsmith requeue` will", work.key, follow.key,
                        error)  # fmt: skip


def _step(work: Work) -> Callable[[], Work | None]:
    return lambda: run_step(worker_app(), work)


@celery_app.task(name="reportsmith.reduce", bind=True, **OPTIONS)
def reduce_task(self: Task, failure_id: int, compiler: str, session: int = 0) -> None:
    work = Work(Kind.REDUCE, failure_id, compiler, session)
    _run(self, work, _step(work))


@celery_app.task(name="reportsmith.bisect", bind=True, **OPTIONS)
def bisect_task(self: Task, failure_id: int, compiler: str) -> None:
    work = Work(Kind.BISECT, failure_id, compiler)
    _run(self, work, _step(work))


@celery_app.task(name="reportsmith.ir", bind=True, **OPTIONS)
def ir_task(self: Task, failure_id: int, compiler: str) -> None:
    work = Work(Kind.IR, failure_id, compiler)
    _run(self, work, _step(work))


@celery_app.task(name="reportsmith.draft", bind=True, **OPTIONS)
def draft_task(self: Task, failure_id: int, compiler: str) -> None:
    work = Work(Kind.DRAFT, failure_id, compiler)
    _run(self, work, _step(work))


@celery_app.task(name="reportsmith.verify", bind=True, **OPTIONS)
def verify_task(self: Task, report_id: int, compiler: str) -> None:
    work = Work(Kind.VERIFY, report_id, compiler)
    _run(self, work, lambda: verify_report(worker_app(), report_id))


@celery_app.task(name="reportsmith.fuzz", bind=True, **OPTIONS)
def fuzz_task(self: Task, first_seed: int, compiler: str, programs: int = 0, generator: str = "csmith",
              seconds: float = 0.0) -> None:  # fmt: skip
    """Fuzz shard ``first_seed`` as its row in the store defines it; ``programs``, ``generator`` and
    ``seconds`` define it when the store has no row for it yet."""
    work = Work(Kind.FUZZ, first_seed)
    fallback = ShardSpec(first_seed, programs, seconds, generator) if programs > 0 else None
    _run(self, work, lambda: fuzz_shard(worker_app(), first_seed, fallback))


@celery_app.task(name="reportsmith.noop", bind=True, **OPTIONS)
def noop_task(self: Task, number: int) -> None:
    """Only what every task pays: heartbeat, claim, one store read (``bench/distributed`` measures it)."""
    _run(self, Work(Kind.FUZZ, number), lambda: get_failure(worker_app().store, number) and None)
