"""What ``reportsmith status`` adds with a broker: queues, workers and the tasks in flight.

Queue lengths are read from Redis, the workers answer a Celery ``inspect`` (each with its queues, so which
compilers it has), the tasks in flight are the live heartbeats, and "stuck" counts the store's pending steps
and unfinished fuzz shards that are neither queued nor in flight (``reportsmith requeue`` sends them; the
service does every ``[distributed] requeue_minutes``).
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any

import redis
from reportsmith.app import App
from reportsmith.distributed.celery_app import configure
from reportsmith.distributed.heartbeat import InFlight, client, in_flight
from reportsmith.distributed.requeue import queue_lengths, stuck_or_lost, work_left
from reportsmith.distributed.routing import all_queues
from rich.console import Console
from rich.table import Table

INSPECT_TIMEOUT = 1.0


@dataclass
class BrokerState:
    """The broker's side of ``status``: queue lengths, answering workers, live heartbeats, stuck steps."""

    broker: str
    reachable: bool = True
    error: str = ""
    queues: dict[str, int] = field(default_factory=dict)
    workers: dict[str, list[str]] = field(default_factory=dict)
    in_flight: list[InFlight] = field(default_factory=list)
    pending: int = 0
    stuck: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "in_flight": [asdict(task) for task in self.in_flight]}


def workers(app: App) -> dict[str, list[str]]:
    """Each answering worker's name and queues."""
    answers = configure(app.config).control.inspect(timeout=INSPECT_TIMEOUT).active_queues() or {}
    return {name: sorted(queue["name"] for queue in queues) for name, queues in sorted(answers.items())}


def gather(app: App) -> BrokerState:
    state = BrokerState(app.config.distributed.broker_url)
    connection = client(state.broker)
    try:
        state.queues = {q: n for q, n in queue_lengths(connection, all_queues(app.config)).items() if n}
        state.in_flight = in_flight(connection)
        pending = work_left(app)
        state.pending = len(pending)
        state.stuck = [work.key for work in stuck_or_lost(app, connection, pending)]
        state.workers = workers(app)
    except (redis.RedisError, OSError) as error:
        state.reachable, state.error = False, f"{type(error).__name__}: {error}"
    return state


def show(state: BrokerState, console: Console) -> None:
    if not state.reachable:
        console.print(f"broker {state.broker}: unreachable ({state.error})", markup=False)
        return
    queues = ", ".join(f"{name} {count}" for name, count in sorted(state.queues.items())) or "all empty"
    console.print(f"broker {state.broker}: queues: {queues}", markup=False)
    table = Table(title=f"{len(state.workers)} worker(s)")
    table.add_column("worker")
    table.add_column("queues", overflow="fold")
    for name, queues_of in state.workers.items():
        table.add_row(name, ", ".join(queues_of))
    console.print(table)
    table = Table(title=f"{len(state.in_flight)} task(s) in flight")
    for column in ("task", "worker", "running", "last heartbeat"):
        table.add_column(column)
    now = time.time()
    for task in state.in_flight:
        table.add_row(task.key, task.worker, f"{now - task.started:.0f} s", f"{now - task.beat:.0f} s ago")
    console.print(table)
    stuck = f"; stuck or lost (reportsmith requeue): {', '.join(state.stuck)}" if state.stuck else ""
    console.print(f"steps and fuzz shards left in the store: {state.pending}{stuck}", markup=False)
