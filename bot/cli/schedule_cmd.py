"""``reportsmith schedule``: run the bot on a schedule (a nightly campaign, then the pipeline)."""

from __future__ import annotations

import argparse

from apscheduler.schedulers.background import BackgroundScheduler
from reportsmith.cli._common import add_config_argument, app_from
from reportsmith.schedule import JOB_ID, make_scheduler, nightly
from rich.console import Console


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "schedule",
        help="run the bot on a schedule",
        description="Run the nightly job ([schedule] in the config: fuzz for fuzz_minutes, then reduce, "
        "tame, bisect and draft) at the configured cron times, until stopped. The schedule is stored in "
        "the database, so a run missed while the bot was down runs once when it is back.",
    )
    parser.add_argument(
        "--list", action="store_true", help="show the stored jobs and their next run, then exit"
    )
    parser.add_argument("--run-now", action="store_true", help="run the nightly job once, now, then exit")
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    console = Console(stderr=True, soft_wrap=True)
    if arguments.run_now:
        nightly(arguments.config)
        return 0
    if arguments.list:
        listing = make_scheduler(app, arguments.config, BackgroundScheduler(timezone="UTC"))
        listing.start(paused=True)  # paused: jobs are stored and listed, none runs
        try:
            for job in listing.get_jobs():
                console.print(
                    f"{job.id}: {job.name}; {job.trigger}; next run {job.next_run_time}", markup=False
                )
        finally:
            listing.shutdown(wait=False)
        return 0
    scheduler = make_scheduler(app, arguments.config)
    console.print(
        f"schedule: job {JOB_ID!r} at '{app.config.schedule.cron}' UTC; store "
        f"{app.store.url_for_display}; Ctrl-C stops"
    )
    try:
        scheduler.start()
    except (KeyboardInterrupt, SystemExit):
        console.print("schedule: stopped")
    return 0
