"""The service's schedule: APScheduler 3 with its jobs stored in the store's database.

Jobs, by fixed id (``[schedule]`` and ``[serve]`` in the configuration set when):

* ``nightly``: a Csmith campaign for ``fuzz_minutes``, then every pipeline stage (cron, UTC);
* ``ingest``: the inbox folders, every ``ingest_minutes``;
* ``poll`` / ``verify``: the learn loop's tracker poll and fix verification (``reportsmith.learn``) on the
  configured trackers (with none configured the run says so and succeeds); after the poll, and after the
  nightly run, the auto-filing policy files what it allows (``reportsmith.autofile``; off by default).

The schedule persists (``SQLAlchemyJobStore``, table ``apscheduler_jobs``), and a restart keeps each job's
stored next run: :func:`ensure_jobs` adds a job only when it is missing and reschedules it only when its
trigger changed in the configuration (``replace_existing=True`` would recompute every next run from now,
and a run missed while the bot was down would never happen). A missed run then runs once when the service
is back (``coalesce``, ``misfire_grace_time``); two runs of one job never overlap (``max_instances = 1``).

Each run happens in a child process (``reportsmith schedule --run-job ID``): a crash in one job cannot take
the service down, and on shutdown :func:`stop_children` interrupts the children (SIGINT: the reducer saves
its best-so-far, transactions roll back) and kills what is left after a grace period; such a run is stored
as ``interrupted`` (no error, no traceback: the next start continues it). Every run's outcome, a failure's
message included, is logged and stored in ``job_runs`` (migration 0005).
"""

from __future__ import annotations

import logging
import os
import pickle
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from apscheduler.events import EVENT_JOB_ERROR, EVENT_JOB_EXECUTED, EVENT_JOB_MISSED, JobExecutionEvent
from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore
from apscheduler.schedulers.base import BaseScheduler
from apscheduler.triggers.base import BaseTrigger
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger
from reportsmith.app import App
from reportsmith.autofile import scheduled
from reportsmith.common import interrupts
from reportsmith.common.process import child_environment, die_with_parent_thread
from reportsmith.errors import JobFailed, JobScheduleError
from reportsmith.fuzz import Campaign
from reportsmith.learn.poll import poll_trackers
from reportsmith.learn.verify import verify_reports
from reportsmith.lifecycle import Actor, move
from reportsmith.pipeline import ingest_stage, run_pipeline
from reportsmith.report.drafting import trackers_set_up
from reportsmith.stages import continued, continues_reduction
from reportsmith.store.database import Store
from reportsmith.store.failures import list_failures
from reportsmith.store.models import Failure, FailureState, utcnow
from rich.console import Console

JOB_ID = "nightly"
MISFIRE_GRACE = 24 * 3600
LOG = logging.getLogger("reportsmith.schedule")
#: Each run's outcome (migration 0005): ok, error (with the message), missed, interrupted (serve stopped).
JOB_RUNS = sa.table(
    "job_runs",
    sa.column("id", sa.Integer),
    sa.column("job_id", sa.String),
    sa.column("at", sa.DateTime(timezone=True)),
    sa.column("outcome", sa.String),
    sa.column("message", sa.Text),
)


@dataclass(frozen=True)
class JobSpec:
    """A job as configured: its fixed id, when it runs, and what it calls (a textual reference)."""

    id: str
    name: str
    trigger: BaseTrigger
    func: str = "reportsmith.schedule:run_job"
    args: tuple[Any, ...] = ()


def trigger(app: App) -> CronTrigger:
    try:
        return CronTrigger.from_crontab(app.config.schedule.cron, timezone="UTC")
    except ValueError as error:
        raise JobScheduleError(
            f"{app.config.source}: schedule.cron: {error} (expected 5 crontab fields, "
            'e.g. "0 1 * * *" for 01:00 UTC every day)'
        ) from None


def _every(minutes: float, key: str, app: App) -> IntervalTrigger:
    if minutes <= 0:
        raise JobScheduleError(f"{app.config.source}: serve.{key}: {minutes} (expected minutes > 0)")
    return IntervalTrigger(minutes=minutes, timezone="UTC")


def job_specs(app: App, config_path: str | None) -> list[JobSpec]:
    serve = app.config.serve
    return [
        JobSpec(JOB_ID, "fuzz, then reduce, tame, bisect and draft", trigger(app),
                args=(JOB_ID, config_path)),
        JobSpec("ingest", "ingest the inbox folders", _every(serve.ingest_minutes, "ingest_minutes", app),
                args=("ingest", config_path)),
        JobSpec("poll", "poll the trackers (learn loop)", _every(serve.poll_minutes, "poll_minutes", app),
                args=("poll", config_path)),
        JobSpec("verify", "verify fixes (learn loop)", _every(serve.verify_minutes, "verify_minutes", app),
                args=("verify", config_path)),
    ]  # fmt: skip


def configure(scheduler: BaseScheduler, store: Store) -> BaseScheduler:
    """Jobs stored in the store's database; a missed run runs once within a day; runs never overlap."""
    _stopping.clear()  # a new service: its jobs' failures are failures again
    scheduler.configure(
        jobstores={"default": SQLAlchemyJobStore(engine=store.engine)},
        job_defaults={"coalesce": True, "max_instances": 1, "misfire_grace_time": MISFIRE_GRACE},
        timezone="UTC",
    )
    scheduler.add_listener(
        lambda event: record_run(store, event), EVENT_JOB_EXECUTED | EVENT_JOB_ERROR | EVENT_JOB_MISSED
    )
    return scheduler


def ensure_jobs(scheduler: BaseScheduler, specs: Sequence[JobSpec]) -> None:
    """Add missing jobs; keep a stored job's next run unless its trigger changed. Call on a started
    (paused) scheduler, so the stored jobs are visible, before resuming it."""
    for spec in specs:
        stored = scheduler.get_job(spec.id)
        if stored is None:
            scheduler.add_job(spec.func, spec.trigger, args=list(spec.args), id=spec.id, name=spec.name)
            continue
        if str(stored.trigger) != str(spec.trigger):
            LOG.info("schedule: %s: trigger changed to %s; next run recomputed", spec.id, spec.trigger)
            scheduler.reschedule_job(spec.id, trigger=spec.trigger)
        if (stored.func_ref, list(stored.args)) != (spec.func, list(spec.args)):
            scheduler.modify_job(spec.id, func=spec.func, args=list(spec.args), name=spec.name)


def record_run(store: Store, event: JobExecutionEvent) -> None:
    """Log a run's outcome and store it in ``job_runs`` (a failure's message too)."""
    with _children_lock:
        interrupted = event.job_id in _interrupted
        _interrupted.discard(event.job_id)
    if event.code == EVENT_JOB_MISSED:
        outcome, message = "missed", f"missed its run at {event.scheduled_run_time} (past the grace time)"
    elif interrupted and event.exception is None:
        outcome, message = "interrupted", "the service stopped during the run; the next start continues it"
    elif event.exception is not None:
        outcome, message = "error", f"{type(event.exception).__name__}: {event.exception}"
    else:
        outcome, message = "ok", ""
    log = LOG.error if outcome == "error" else LOG.info  # interrupted: no error, no traceback
    log("job %s: %s %s", event.job_id, outcome, message)
    try:
        with store.transaction() as session:
            session.execute(
                sa.insert(JOB_RUNS).values(job_id=event.job_id, at=utcnow(), outcome=outcome, message=message)
            )
    except Exception:  # the store being down must not stop the scheduler; the log has the outcome
        LOG.exception("job %s: could not store the outcome", event.job_id)


def stored_jobs(store: Store) -> list[dict[str, Any]]:
    """The stored jobs (id, name, trigger, next_run_time), read without writing anything."""
    if "apscheduler_jobs" not in sa.inspect(store.engine).get_table_names():
        return []
    jobs = sa.table("apscheduler_jobs", sa.column("job_state", sa.LargeBinary))
    with store.engine.connect() as connection:
        states = connection.execute(sa.select(jobs.c.job_state)).scalars().all()
    return sorted((pickle.loads(state) for state in states), key=lambda job: job["id"])


# -- running jobs in child processes ------------------------------------------------------------------

_children: set[subprocess.Popen[bytes]] = set()
_children_lock = threading.Lock()


def run_job(job_id: str, config_path: str | None) -> None:
    """The scheduled callable: ``reportsmith schedule --run-job ID`` in a child process; raises on failure."""
    argv = [sys.executable, "-m", "reportsmith", "schedule", "--run-job", job_id]
    if config_path:
        argv += ["--config", config_path]
    env = child_environment({PARENT_ENV: str(os.getpid())})
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    with _children_lock:
        _children.add(child)
    try:
        _out, err = child.communicate()
    finally:
        with _children_lock:
            _children.discard(child)
    if child.returncode != 0 and _stopping.is_set():
        # The service is stopping and interrupted it (stop_children): what it did is saved, and the next
        # start continues it; not a failure of the job, so no error (nor traceback) in the log.
        with _children_lock:
            _interrupted.add(job_id)  # record_run stores it as such
        return
    if child.returncode != 0:
        tail = err.decode("utf-8", "replace").strip().splitlines()[-3:]
        raise JobFailed(f"{job_id}: exit status {child.returncode}: {' / '.join(tail) or 'no output'}")


#: Set once the service stops: a job's child that exits then was interrupted on purpose.
_stopping = threading.Event()
#: Jobs whose run the stopping service interrupted (their outcome is "interrupted", not "ok").
_interrupted: set[str] = set()


def stop_children(grace: float = 5.0) -> None:
    """Interrupt running jobs (SIGINT: they save and roll back), then kill what is left after ``grace`` s."""
    _stopping.set()
    with _children_lock:
        children = list(_children)
    for child in children:
        if child.poll() is None:
            child.send_signal(signal.SIGINT)
    deadline = time.monotonic() + grace
    for child in children:
        try:
            child.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


#: Set for a job's child process: the pid of the service that started it.
PARENT_ENV = "REPORTSMITH_JOB_PARENT"


def die_with_parent() -> None:
    """In a job's child: be interrupted (SIGINT: the reduction saves its best and stops) when the service
    that started it dies, even by ``kill -9``; otherwise an orphaned job would go on reducing beside the
    restarted service's own run of the same failure (Linux ``PR_SET_PDEATHSIG``)."""
    parent = os.environ.get(PARENT_ENV)
    if not parent or not sys.platform.startswith("linux"):
        return
    # Forced: the parent-death signal must interrupt even where a shell left SIGINT ignored; and only once,
    # as one comes for each exiting thread of the killed service (reportsmith.common.interrupts).
    interrupts.install(once=True, force=True)
    die_with_parent_thread(signal.SIGINT)
    if os.getppid() != int(parent):  # the service died before the line above took effect
        raise KeyboardInterrupt


def perform(job_id: str, config_path: str | None) -> None:
    """One job, in this process (what the child runs)."""
    die_with_parent()
    console = Console(stderr=True, soft_wrap=True)
    if job_id == JOB_ID:
        nightly(config_path)
    elif job_id == "ingest":
        app = App.from_config_file(config_path)
        ingest_stage(app, app.config.inbox.folders, console)
    elif job_id in ("poll", "verify"):
        _learn(job_id, config_path)
    elif job_id == RESUME_JOB:
        app = App.from_config_file(config_path)
        run_pipeline(app, [], console)  # no inbox, no fuzzing: the stages on what is stored
    else:
        jobs = "nightly, ingest, poll, verify, resume"
        raise JobScheduleError(f"unknown job {job_id!r} (the jobs are: {jobs})")


#: A one-off job, added when the service starts with reductions that were cut short (see ``serve``).
RESUME_JOB = "resume"


def cut_short_reductions(app: App) -> list[int]:
    """Ids of failures whose reduction (of the test, or of its IR reproducer) was cut short (kill -9, Ctrl-C,
    budget) and is to be continued (:func:`reportsmith.stages.continued`)."""
    return [f.id for f in list_failures(app.store) if continued(app.config, f)]


def queue_resumed(app: App, failure_ids: list[int]) -> list[int]:
    """Mark the failures whose reduction the resume job continues as ``reducing`` now, before the job gets
    to them: their page then offers no approve or file for a draft the job is about to replace. The ids
    moved (a failure a person approved or classified meanwhile is left alone)."""
    queued = []
    reason = "queued: serve continues the reduction cut short"
    with app.store.transaction() as session:
        for failure_id in failure_ids:
            failure = session.get(Failure, failure_id, with_for_update=True)
            if failure is not None and continues_reduction(app.config, failure):
                move(session, failure, FailureState.REDUCING, Actor("reportsmith", "serve"), reason)
                queued.append(failure_id)
    return queued


def schedule_resume(scheduler: BaseScheduler, config_path: str | None) -> None:
    """Run the stages on the stored failures once, now (a date trigger: the job store drops it after)."""
    scheduler.add_job(
        "reportsmith.schedule:run_job", trigger="date", args=[RESUME_JOB, config_path], id=RESUME_JOB,
        name="continue cut-short reductions", replace_existing=True, misfire_grace_time=None,
    )  # fmt: skip


def _learn(job_id: str, config_path: str | None) -> None:
    """The learn loop's jobs: ``poll`` reads what people and maintainers said on filed reports, ``verify``
    re-runs filed reports' tests with the newest configured compilers."""
    app = App.from_config_file(config_path)
    trackers = trackers_set_up(app.config)
    if not trackers:
        print(f"{job_id}: no tracker is configured ([trackers.github] / [trackers.bugzilla]): nothing to do")
        return
    if job_id == "poll":
        poll_trackers(app, trackers)
        scheduled(app)  # [report] auto_file: what the policy files (nothing when it is off)
    else:
        verify_reports(app)


def nightly(config_path: str | None) -> None:
    """The nightly job: fuzz for ``[schedule] fuzz_minutes``, then every pipeline stage on new failures."""
    app = App.from_config_file(config_path)
    console = Console(stderr=True, soft_wrap=True)
    settings = app.config.schedule
    if settings.fuzz_minutes > 0:
        stats = Campaign(app).run(minutes=settings.fuzz_minutes, jobs=settings.jobs or 1)
        console.print(f"nightly: fuzz: {stats.describe()}")
    run_pipeline(app, app.config.inbox.folders, console)

    scheduled(app)  # [report] auto_file: the new drafts the policy allows
