"""Enqueue instead of running in process: ``reportsmith run`` and the service's jobs with a broker.

``run`` ingests in process (the oracle's re-check is quick and the inbox is on this machine), then enqueues
every failure's next step; the workers chain the rest (reduce -> bisect -> draft). The service's schedule
keeps its jobs and times; with a broker their calls are the ones below: the nightly job enqueues fuzz
shards, ingest enqueues what it found, verify enqueues one task per filed report, and a ``requeue`` job sends
again what is stuck or lost.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import redis
from apscheduler.triggers.interval import IntervalTrigger
from reportsmith.app import App
from reportsmith.distributed.celery_app import configure
from reportsmith.distributed.heartbeat import client, in_flight
from reportsmith.distributed.requeue import queue_lengths, requeue, send, work_left
from reportsmith.distributed.routing import Work, all_queues
from reportsmith.distributed.shard_store import ShardSpec, record_shards
from reportsmith.distributed.shards import verify_work
from reportsmith.distributed.steps import pending_work, resumable_work
from reportsmith.pipeline import ingest_stage
from reportsmith.schedule import JobSpec, run_job
from rich.console import Console

#: Kombu's hash of the messages delivered to workers and not yet acknowledged (Redis transport).
UNACKED = "unacked"
#: Seconds between looks at the store and the broker while ``run --wait`` waits.
WAIT_POLL = 2.0


def submit_run(app: App, paths: Sequence[str | Path], console: Console, wait: bool = False) -> int:
    """Ingest ``paths`` here, enqueue the rest; with ``wait``, return once nothing is left to do."""
    ingest_stage(app, paths, console)
    sent = requeue(app, pending_work(app) + resumable_work(app))
    console.print(
        f"enqueued {len(sent)} task(s) on {app.config.distributed.broker_url} "
        f"({', '.join(w.key for w in sent) or 'none'}); watch: reportsmith status"
    )
    if wait:
        wait_until_idle(app)
        console.print("distributed: nothing left to do (reportsmith status; reportsmith report list)")
    return 0


def idle(app: App) -> bool:
    """No step or fuzz shard left in the store, none queued, none delivered or running (False while the
    broker is unreachable)."""
    connection = client(app.config.distributed.broker_url)
    try:
        busy = (
            in_flight(connection)
            or any(queue_lengths(connection, all_queues(app.config)).values())
            or connection.hlen(UNACKED)  # delivered to a worker, not yet started or finished
        )
    except redis.RedisError:
        return False
    return not busy and not work_left(app)


def wait_until_idle(app: App, poll: float = WAIT_POLL) -> None:
    while not idle(app):
        time.sleep(poll)


def fuzz_shards(app: App, count: int, programs: int, first_seed: int | None = None,
                generator: str = "csmith", seconds: float = 0.0) -> list[Work]:  # fmt: skip
    """Store and enqueue ``count`` shards of ``programs`` consecutive seeds each (random start unless given),
    each a time slice of ``seconds`` when that is > 0 (it then ends at whichever comes first)."""
    configure(app.config)
    base = first_seed if first_seed is not None else random.SystemRandom().randrange(1, 2**30)
    specs = [ShardSpec(base + index * programs, programs, seconds, generator) for index in range(count)]
    record_shards(app, specs)  # first: the store, not the broker, is what `requeue` rebuilds from
    for spec in specs:
        send(spec.work, (programs, generator, seconds))
    return [spec.work for spec in specs]


# -- the service's jobs with a broker (APScheduler calls these by their textual reference) -------------


def nightly_job(job_id: str, config_path: str | None) -> None:
    app = App.from_config_file(config_path)
    settings = app.config.distributed
    fuzz_shards(app, settings.fuzz_shards, settings.shard_programs, seconds=settings.shard_seconds)
    requeue_job(job_id, config_path)


def ingest_job(job_id: str, config_path: str | None) -> None:
    run_job(job_id, config_path)  # in a child process, as without a broker
    requeue_job(job_id, config_path)


def verify_job(job_id: str, config_path: str | None) -> None:
    app = App.from_config_file(config_path)
    requeue(app, verify_work(app))


def requeue_job(job_id: str, config_path: str | None) -> None:
    app = App.from_config_file(config_path)
    if app.config.distributed.broker_url:  # the stored job outlives a config that dropped the broker
        requeue(app)


def distributed_specs(app: App, specs: list, config_path: str | None) -> list:  # type: ignore[type-arg]
    """The service's jobs with a broker: the same ids and times, enqueueing calls, plus ``requeue``."""
    calls = {"nightly": "nightly_job", "ingest": "ingest_job", "verify": "verify_job"}
    changed = [
        replace(spec, func=f"{__name__}:{calls[spec.id]}") if spec.id in calls else spec for spec in specs
    ]
    every = IntervalTrigger(minutes=app.config.distributed.requeue_minutes, timezone="UTC")
    return [*changed, JobSpec("requeue", "requeue stuck or lost work", every, f"{__name__}:requeue_job",
                              ("requeue", config_path))]  # fmt: skip
