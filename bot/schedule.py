"""The scheduled bot: a nightly Csmith campaign followed by the pipeline, kept by APScheduler.

The schedule lives in the same database as the failures (APScheduler's ``SQLAlchemyJobStore``, table
``apscheduler_jobs``), so it survives restarts and crashes. A run missed while the bot was down runs once
when it comes back (``coalesce``, a day of ``misfire_grace_time``), and two runs never overlap
(``max_instances = 1``). Times are UTC.
"""

from __future__ import annotations

from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore
from apscheduler.schedulers.base import BaseScheduler
from apscheduler.schedulers.blocking import BlockingScheduler
from apscheduler.triggers.cron import CronTrigger
from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.fuzz import Campaign
from reportsmith.pipeline import run_pipeline
from rich.console import Console

JOB_ID = "nightly"


class ScheduleError(ReportsmithError):
    """The [schedule] section cannot be turned into a schedule."""


def nightly(config_path: str | None) -> None:
    """The job: fuzz for ``[schedule] fuzz_minutes``, then every pipeline stage on the new failures."""
    app = App.from_config_file(config_path)
    console = Console(stderr=True, soft_wrap=True)
    settings = app.config.schedule
    if settings.fuzz_minutes > 0:
        stats = Campaign(app).run(minutes=settings.fuzz_minutes, jobs=settings.jobs or 1)
        console.print(f"nightly: fuzz: {stats.describe()}")
    run_pipeline(app, app.config.inbox.folders, console)


def trigger(app: App) -> CronTrigger:
    try:
        return CronTrigger.from_crontab(app.config.schedule.cron, timezone="UTC")
    except ValueError as error:
        raise ScheduleError(
            f"{app.config.source}: schedule.cron: {error} (expected 5 crontab fields, "
            'e.g. "0 1 * * *" for 01:00 UTC every day)'
        ) from None


def make_scheduler(
    app: App, config_path: str | None, scheduler: BaseScheduler | None = None
) -> BaseScheduler:
    """A scheduler whose jobs are stored in the store's database, with the nightly job (re)registered."""
    scheduler = scheduler or BlockingScheduler(timezone="UTC")
    store = app.store  # opened first: creates the data directory and brings the schema up to date
    scheduler.configure(
        jobstores={"default": SQLAlchemyJobStore(engine=store.engine)},
        job_defaults={"coalesce": True, "max_instances": 1, "misfire_grace_time": 24 * 3600},
        timezone="UTC",
    )
    scheduler.add_job(
        "reportsmith.schedule:nightly",
        trigger(app),
        args=[config_path],
        id=JOB_ID,
        name="fuzz, then reduce, tame, bisect and draft",
        replace_existing=True,
    )
    return scheduler
