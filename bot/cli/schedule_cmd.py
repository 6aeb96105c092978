"""``reportsmith schedule``: the stored schedule (list it, run a job now), or the scheduler alone."""

from __future__ import annotations

import argparse
import logging

from reportsmith.cli._common import add_config_argument, app_from
from reportsmith.schedule import job_specs, perform, stored_jobs
from rich.console import Console


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "schedule",
        help="run the bot on a schedule (without the review page), list the schedule, run a job now",
        description="Run the scheduled jobs until stopped, like 'reportsmith serve --no-web': the nightly "
        "job ([schedule] in the config: fuzz for fuzz_minutes, then reduce, tame, bisect and draft) at the "
        "configured cron times, the inbox ingest and the learn loop's jobs. The schedule is stored in the "
        "database, so a run missed while the bot was down runs once when it is back (within a day), and a "
        "restart keeps every next run.",
    )
    parser.add_argument(
        "--list", action="store_true", help="show the stored jobs and their next run (changes nothing)"
    )
    parser.add_argument("--run-now", action="store_true", help="run the nightly job once, now, then exit")
    parser.add_argument("--run-job", metavar="ID", help=argparse.SUPPRESS)  # what the service's children run
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def list_jobs(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    console = Console(soft_wrap=True)
    stored = {job["id"]: job for job in stored_jobs(app.store)}
    for spec in job_specs(app, arguments.config):
        job = stored.get(spec.id)
        if job is None:
            console.print(f"{spec.id}: {spec.name}; {spec.trigger}; not stored yet (added at the next start)",
                          markup=False)  # fmt: skip
        else:
            console.print(f"{spec.id}: {job['name']}; {job['trigger']}; next run {job['next_run_time']}",
                          markup=False)  # fmt: skip
    return 0


def run(arguments: argparse.Namespace) -> int:
    if arguments.run_job:
        perform(arguments.run_job, arguments.config)
        return 0
    if arguments.run_now:
        perform("nightly", arguments.config)
        return 0
    if arguments.list:
        return list_jobs(arguments)

    # deferred: Starlette and uvicorn (the service), only for --serve
    from reportsmith.service import run as run_service

    app = app_from(arguments)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    run_service(app, arguments.config, None)
    return 0
