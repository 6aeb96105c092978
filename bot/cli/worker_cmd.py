"""``reportsmith worker``: a Celery worker for the distributed set-up (``[distributed]`` in the config)."""

from __future__ import annotations

import argparse

from reportsmith.cli._common import add_config_argument
from reportsmith.config import load_config
from reportsmith.distributed.routing import parse_kinds

DESCRIPTION = """\
Start a Celery worker with the project's configuration: it takes tasks from the broker in
[distributed] broker_url (fuzz shards, reduce/bisect/ir/draft failure N, verify report R) and writes results
to the shared store (database_url). A task that needs a compiler goes to a queue per compiler
(reduce.gcc-12, ...); this worker consumes only the queues of the compilers it has (--compilers, else
[distributed] compilers, else every configured compiler on PATH). SIGTERM stops it after the running
tasks; a killed worker's tasks go to another worker after [distributed] visibility_timeout."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "worker", help="run a Celery worker (distributed set-up)", description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    parser.add_argument(
        "--queues", default="fuzz,reduce,bisect,ir,draft,verify",
        help="the kinds of task to take, comma-separated (default: all: fuzz,reduce,bisect,ir,draft,verify)",
    )  # fmt: skip
    parser.add_argument("--concurrency", type=int, default=1, help="tasks at once (default 1)")
    parser.add_argument("--compilers", default="", help="the compilers this machine has, comma-separated")
    parser.add_argument("--loglevel", default="INFO", help="log level (default INFO)")
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    # deferred: Celery and Redis, loaded only with a broker ([distributed] broker_url)
    from reportsmith.distributed.worker import plan
    from reportsmith.distributed.worker import run as run_worker

    config = load_config(arguments.config, check_path=False)
    compilers = [name.strip() for name in arguments.compilers.split(",") if name.strip()]
    worker = plan(config, parse_kinds(arguments.queues), compilers, arguments.concurrency)
    run_worker(config, arguments.config, worker, arguments.loglevel.upper())
    return 0
