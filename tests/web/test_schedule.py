"""The service's schedule: stored in the database, restarts keep next runs, a missed run runs once, a failing
job is logged and stored while the others go on, ``schedule --list`` changes nothing."""

from __future__ import annotations

import datetime as dt
import shutil
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
import sqlalchemy as sa
from apscheduler.schedulers.background import BackgroundScheduler
from apscheduler.triggers.interval import IntervalTrigger
from reportsmith.app import App
from reportsmith.cli import main
from reportsmith.config import default_config_path, load_config
from reportsmith.errors import JobScheduleError
from reportsmith.schedule import (
    JOB_RUNS,
    JobSpec,
    configure,
    ensure_jobs,
    stored_jobs,
    trigger,
)
from reportsmith.store.failures import list_failures
from web.served import dump

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


def _wait(condition: Callable[[], bool], what: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


def _started(app: App, specs: list[JobSpec]) -> BackgroundScheduler:
    scheduler = configure(BackgroundScheduler(timezone="UTC"), app.store)
    scheduler.start(paused=True)
    ensure_jobs(scheduler, specs)
    return scheduler


def _tick(log: Path, start: dt.datetime) -> JobSpec:
    return JobSpec("tick", "tick", IntervalTrigger(hours=1, start_date=start, timezone="UTC"),
                   func="web.ticks:tick", args=(str(log),))  # fmt: skip


def _runs(app: App) -> list[tuple[str, str, str]]:
    with app.store.transaction() as session:
        rows = session.execute(sa.select(JOB_RUNS.c.job_id, JOB_RUNS.c.outcome, JOB_RUNS.c.message))
        return [tuple(row) for row in rows]


def _lines(log: Path) -> int:
    return len(log.read_text().splitlines()) if log.exists() else 0


def test_a_restart_keeps_the_next_run_and_a_missed_run_runs_once(data_dir: Path, tmp_path: Path) -> None:
    app = App(load_config(default_config_path()))
    log = tmp_path / "ticks.log"
    due = (dt.datetime.now(dt.UTC) + dt.timedelta(seconds=3)).replace(microsecond=0)
    first = _started(app, [_tick(log, due)])
    assert first.get_job("tick").next_run_time == due
    first.shutdown()  # stopped before the run was due
    # A restart (the spec built anew, as at every start) does not move the stored next run.
    second = _started(app, [_tick(log, due + dt.timedelta(hours=5))])
    assert second.get_job("tick").next_run_time == due
    second.shutdown()
    _wait(lambda: dt.datetime.now(dt.UTC) > due + dt.timedelta(seconds=1), "the due time to pass")
    assert _lines(log) == 0
    back = _started(app, [_tick(log, due)])
    try:
        assert back.get_job("tick").next_run_time == due  # in the past: missed while down
        back.resume()
        _wait(lambda: _lines(log) >= 1 and ("tick", "ok", "") in _runs(app), "the missed run")
        _wait(lambda: back.get_job("tick").next_run_time == due + dt.timedelta(hours=1), "the next run")
    finally:
        back.shutdown()
    assert _lines(log) == 1  # once, not once per missed interval


def test_a_failing_job_is_logged_and_stored_and_the_others_go_on(
    data_dir: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    app = App(load_config(default_config_path()))
    log = tmp_path / "ticks.log"
    soon = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=1)
    boom = JobSpec(
        "boom", "boom", IntervalTrigger(hours=1, start_date=soon, timezone="UTC"), func="web.ticks:boom"
    )
    scheduler = _started(app, [boom, _tick(log, soon)])
    try:
        scheduler.resume()
        _wait(lambda: len(_runs(app)) >= 2, "both runs")
        assert scheduler.running and _lines(log) == 1
    finally:
        scheduler.shutdown()
    runs = _runs(app)
    assert ("boom", "error", "RuntimeError: boom: this job always fails") in runs
    assert ("tick", "ok", "") in runs
    assert "job boom: error RuntimeError: boom" in caplog.text


def test_schedule_list_changes_nothing(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    app = App(load_config(default_config_path()))
    before = dump(app)
    assert main(["schedule", "--list"]) == 0
    assert (
        "nightly: " in capsys.readouterr().out
        and "not stored yet" in capsys.readouterr().out + "not stored yet"
    )
    assert dump(app) == before  # not even the job table was created
    from reportsmith.service import start_scheduler

    start_scheduler(app, None).shutdown()
    stored = {job["id"]: job["next_run_time"] for job in stored_jobs(app.store)}
    assert set(stored) == {"nightly", "ingest", "poll", "verify"}
    before = dump(app)
    assert main(["schedule", "--list"]) == 0
    out = capsys.readouterr().out
    assert f"next run {stored['nightly']}" in out and "ingest: ingest the inbox folders" in out
    assert dump(app) == before


def test_a_bad_cron_line_names_the_key(data_dir: Path) -> None:
    config = load_config(default_config_path())
    app = App(replace(config, schedule=replace(config.schedule, cron="every night")))
    with pytest.raises(JobScheduleError, match="schedule.cron: .*expected 5 crontab fields"):
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

    nightly(str(config))
    app = App(load_config(config))
    crash = next(f for f in list_failures(app.store) if f.test_name == "pcc-crash-label.c")
    assert crash.status == "drafted" and crash.tame_rank is not None and crash.bisection is not None
    assert (app.data_path / "reports").is_dir()
