"""The scheduled bot: the schedule persists in the store's database; the nightly job runs every stage."""

from __future__ import annotations

import shutil
import time
from dataclasses import replace
from pathlib import Path

import pytest
from apscheduler.schedulers.background import BackgroundScheduler
from reportsmith.app import App
from reportsmith.config import default_config_path, load_config
from reportsmith.schedule import JOB_ID, ScheduleError, make_scheduler, trigger
from reportsmith.store.failures import list_failures

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


def test_the_job_is_stored_in_the_database_and_survives_a_restart(data_dir: Path) -> None:
    app = App(load_config(default_config_path()))
    first = make_scheduler(app, None, BackgroundScheduler(timezone="UTC"))
    first.start(paused=True)
    planned = first.get_job(JOB_ID).next_run_time
    first.shutdown(wait=False)
    # A new process: a scheduler without jobs of its own finds the stored one.
    second = BackgroundScheduler(timezone="UTC")
    from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore

    second.add_jobstore(SQLAlchemyJobStore(url=app.config.database))
    second.start(paused=True)
    try:
        job = second.get_job(JOB_ID)
        assert job is not None and job.next_run_time == planned
        assert (planned.hour, planned.minute) == (1, 0)
    finally:
        second.shutdown(wait=False)


def test_a_bad_cron_line_names_the_key(data_dir: Path) -> None:
    config = load_config(default_config_path())
    app = App(replace(config, schedule=replace(config.schedule, cron="every night")))
    with pytest.raises(ScheduleError, match="schedule.cron: .*expected 5 crontab fields"):
        trigger(app)


def test_the_nightly_job_fuzzes_then_runs_the_pipeline(data_dir: Path, tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for suffix in (".c", ".toml"):
        shutil.copy(EXAMPLES / f"pcc-crash-label{suffix}", inbox)
    text = default_config_path().read_text()
    text = text.replace('folders = ["examples"]', f'folders = ["{inbox}"]')
    text = text.replace("fuzz_minutes = 360.0", "fuzz_minutes = 0.05").replace("jobs = 0", "jobs = 1")
    config = tmp_path / "nightly.toml"
    config.write_text(text)
    from reportsmith.schedule import nightly

    started = time.monotonic()
    nightly(str(config))
    assert time.monotonic() - started < 1800  # generous: fuzz_minutes 360 (not 0.05) would take 6 hours
    app = App(load_config(config))
    crash = next(f for f in list_failures(app.store) if f.test_name == "pcc-crash-label.c")
    assert crash.status == "reduced" and crash.tame_rank is not None and crash.bisection is not None
    assert (app.data_path / "reports").is_dir()
