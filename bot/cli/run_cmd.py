"""``reportsmith run``: the main job — every stage that exists, on the inbox (or given paths)."""

from __future__ import annotations

import argparse

from reportsmith.cli._common import add_config_argument, app_from
from reportsmith.pipeline import run_pipeline
from rich.console import Console


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "run",
        help="the main job: run every stage on the inbox",
        description="Run every pipeline stage (ingest, then the stages that follow it) on the configured "
        "inbox folders or the given PATHs, and say where the results are.",
    )
    parser.add_argument("paths", nargs="*", metavar="PATH", help="instead of the configured inbox folders")
    parser.add_argument(
        "--wait", action="store_true",
        help="with [distributed] broker_url: wait until the workers have done every step",
    )  # fmt: skip
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    if app.config.distributed.broker_url:  # ingest here, enqueue the rest for the workers
        # deferred: Celery and Redis, loaded only with a broker ([distributed] broker_url)
        from reportsmith.distributed.submit import submit_run

        console = Console(stderr=True, soft_wrap=True)
        return submit_run(app, arguments.paths or app.config.inbox.folders, console, arguments.wait)
    run_pipeline(app, arguments.paths or app.config.inbox.folders, Console(stderr=True, soft_wrap=True))
    return 0
