"""``reportsmith worker``: a Celery worker on the queues of the compilers this machine has.

One worker process per machine (or per group of cores): ``--concurrency 1`` runs tasks one at a time in the
worker process itself (Celery's ``solo`` pool), more runs them in threads (the work is subprocesses:
compilers, programs, the reducer's own threads), so a ``kill -9`` of the worker takes every task of it down
at once and the broker hands each to another worker after the visibility timeout.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Sequence
from dataclasses import dataclass

from reportsmith.config import Config, config_path
from reportsmith.distributed import tasks  # noqa: F401 -- registers the tasks
from reportsmith.distributed.celery_app import CONFIG_ENV, configure
from reportsmith.distributed.routing import Kind, machine_compilers, worker_queues
from reportsmith.errors import RoutingError


@dataclass(frozen=True)
class WorkerPlan:
    """What a worker will consume and how: its queues (one per kind and compiler), pool and name."""

    queues: list[str]
    compilers: list[str]
    concurrency: int
    name: str

    @property
    def pool(self) -> str:
        return "solo" if self.concurrency == 1 else "threads"


def plan(config: Config, kinds: Sequence[Kind], compilers: Sequence[str], concurrency: int) -> WorkerPlan:
    if not config.distributed.broker_url:
        raise RoutingError(
            f"{config.source}: distributed.broker_url is empty (expected the Redis URL the workers and "
            'the service share, e.g. broker_url = "redis://127.0.0.1:6379/0" under [distributed])'
        )
    if concurrency < 1:
        raise RoutingError(f"--concurrency: expected a number >= 1, got {concurrency}")
    have = machine_compilers(config, compilers)
    queues = worker_queues(config, kinds, have)
    if not queues:
        raise RoutingError(
            f"no queue to consume: kinds {', '.join(kinds)} with compilers {', '.join(have) or '(none)'} "
            "(a fuzz worker needs every [[compilers]] entry)"
        )
    return WorkerPlan(queues, have, concurrency, f"reportsmith-{os.getpid()}@{socket.gethostname()}")


def run(config: Config, explicit_config: str | None, worker: WorkerPlan, loglevel: str = "INFO") -> None:
    """Run the worker in this process until SIGTERM (warm shutdown) or SIGINT."""
    # Tasks load the same configuration file (the worker_app() of each process).
    os.environ[CONFIG_ENV] = str(config_path(explicit_config))
    logging.basicConfig(level=loglevel, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    compilers, queues = ", ".join(worker.compilers), ", ".join(worker.queues)
    logging.getLogger("reportsmith").info("worker %s: compilers %s; queues %s", worker.name, compilers,
                                          queues)
    app = configure(config)
    app.worker_main(
        [
            "worker",
            f"--queues={','.join(worker.queues)}",
            f"--concurrency={worker.concurrency}",
            f"--pool={worker.pool}",
            f"--hostname={worker.name}",
            f"--loglevel={loglevel}",
            "--without-mingle",
            "--without-gossip",
        ]
    )
