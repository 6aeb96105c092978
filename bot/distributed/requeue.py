"""``reportsmith requeue``: rebuild the queues from the store's states.

The broker holds nothing that cannot be rebuilt: every failure's next step follows from its state
(:func:`reportsmith.distributed.steps.pending_work`), and every fuzz shard is a row in the store that says
whether it finished (:mod:`reportsmith.distributed.shard_store`). A step or shard is sent again when it is
neither waiting in its queue nor in flight -- in flight meaning its heartbeat is alive or its claim is held
-- which covers both a broker that lost its queues (restarted without persistence) and a stuck task (its
worker died or hangs: the heartbeat stopped). Sending a step that turns out to be running after all is
harmless: the claim makes the second delivery a no-op, and the store state makes a finished step one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

import redis
from reportsmith.app import App
from reportsmith.distributed.celery_app import celery_app, configure
from reportsmith.distributed.claims import held_claims, lock_numbers
from reportsmith.distributed.heartbeat import client, in_flight
from reportsmith.distributed.routing import Work, all_queues
from reportsmith.distributed.shard_store import unfinished_shards
from reportsmith.distributed.steps import pending_work


def send(work: Work, extra: tuple[object, ...] = ()) -> None:
    """Enqueue ``work`` on its queue, with its key as the task id: the task ``reportsmith.KIND`` (registered
    by :mod:`reportsmith.distributed.tasks` in the workers) with the subject, the compiler, then ``extra``
    (a continued reduction's session; a fuzz shard's definition when the store may not have it yet)."""
    extra = extra or ((work.session,) if work.session else ())
    arguments = (work.subject, work.compiler, *extra)
    celery_app.send_task(f"reportsmith.{work.kind}", args=arguments, task_id=work.key, queue=work.queue)


def queued_keys(connection: redis.Redis, queues: Iterable[str]) -> dict[str, int]:
    """Task id -> how many messages of it wait in ``queues`` (Celery's message format on Redis lists)."""
    found: dict[str, int] = {}
    for queue in queues:
        for raw in connection.lrange(queue, 0, -1):
            try:
                task_id = json.loads(raw)["headers"]["id"]
            except (ValueError, KeyError, TypeError):
                continue  # not a Celery message: not ours to judge
            found[task_id] = found.get(task_id, 0) + 1
    return found


def queue_lengths(connection: redis.Redis, queues: Iterable[str]) -> dict[str, int]:
    return {queue: int(connection.llen(queue)) for queue in queues}


def stuck_or_lost(app: App, connection: redis.Redis, works: list[Work]) -> list[Work]:
    """The ``works`` that are neither queued nor in flight (a live heartbeat, or a held claim)."""
    queued = queued_keys(connection, all_queues(app.config))
    running = {task.key for task in in_flight(connection)}
    claims = held_claims(app)
    return [
        work
        for work in works
        if work.key not in queued and work.key not in running and lock_numbers(work) not in claims
    ]


def work_left(app: App) -> list[Work]:
    """Everything the store says is left: every failure's next step and every unfinished fuzz shard."""
    return pending_work(app) + unfinished_shards(app)


def requeue(app: App, works: list[Work] | None = None) -> list[Work]:
    """Send all work left (or ``works``) that is neither queued nor in flight; returns what was sent."""
    configure(app.config)
    connection = client(app.config.distributed.broker_url)
    missing = stuck_or_lost(app, connection, work_left(app) if works is None else works)
    for work in missing:
        send(work)
    return missing
