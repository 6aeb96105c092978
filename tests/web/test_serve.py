"""``reportsmith serve`` as a real process: bind rules, SIGTERM, a missed run after a restart, a job
interrupted mid-reduction that keeps its best-so-far."""

from __future__ import annotations

import dataclasses
import shutil
import time
from pathlib import Path

import sqlalchemy as sa
from reportsmith.app import App
from reportsmith.config import default_config_path, load_config
from reportsmith.schedule import JOB_RUNS, stored_jobs
from reportsmith.store.failures import list_failures
from web.served import free_port, page_up, serve_process, stop, wait_for

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


def _config(tmp_path: Path, inbox: Path, **replacements: str) -> Path:
    text = default_config_path().read_text()
    text = text.replace('folders = ["examples"]', f'folders = ["{inbox}"]')
    for old, new in replacements.items():
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / "serve.toml"
    path.write_text(text)
    return path


def _runs(app: App, job_id: str) -> list[str]:
    with app.store.transaction() as session:
        query = sa.select(JOB_RUNS.c.outcome).where(JOB_RUNS.c.job_id == job_id)
        return list(session.scalars(query))


def test_a_non_loopback_bind_without_a_token_refuses_to_start(tmp_path: Path) -> None:
    config = _config(tmp_path, tmp_path)
    process = serve_process(config, tmp_path / "data", "--host", "0.0.0.0")
    output = process.communicate(timeout=120)[0].decode()
    assert process.returncode != 0
    assert "not a loopback address" in output and "REPORTSMITH_WEB_TOKEN" in output


def test_serve_answers_then_stops_on_sigterm_and_a_missed_run_runs_after_a_restart(tmp_path: Path) -> None:
    inbox, data = tmp_path / "inbox", tmp_path / "data"
    inbox.mkdir()
    # The inbox ingest every 0.2 min (12 s): the service is stopped before the first run is due.
    config = _config(tmp_path, inbox, **{"ingest_minutes = 5.0": "ingest_minutes = 0.2"})
    port = free_port()
    process = serve_process(config, data, "--port", str(port))
    try:
        wait_for(lambda: page_up(f"http://127.0.0.1:{port}/"), "the review page", process)
    finally:
        assert stop(process) == 0
    app = App(dataclasses.replace(load_config(config), data_dir=str(data)))
    first = {job["id"]: job["next_run_time"] for job in stored_jobs(app.store)}
    assert set(first) == {"nightly", "ingest", "poll", "verify"}
    assert _runs(app, "ingest") == []
    # Down past the due time, then back: the missed ingest runs once, at once; the nightly keeps its time.
    while time.time() < first["ingest"].timestamp() + 2:
        time.sleep(0.2)
    shutil.copy(EXAMPLES / "pcc-crash-label.c", inbox)
    shutil.copy(EXAMPLES / "pcc-crash-label.toml", inbox)
    process = serve_process(config, data, "--port", str(port))
    try:
        wait_for(lambda: _runs(app, "ingest") == ["ok"], "the missed ingest run", process)
        assert [f.test_name for f in list_failures(app.store)] == ["pcc-crash-label.c"]
    finally:
        assert stop(process) == 0
    again = {job["id"]: job["next_run_time"] for job in stored_jobs(app.store)}
    assert again["nightly"] == first["nightly"] and again["ingest"] > first["ingest"]


def test_sigterm_mid_reduction_exits_within_seconds_with_the_best_so_far_saved(tmp_path: Path) -> None:
    inbox, data = tmp_path / "inbox", tmp_path / "data"
    inbox.mkdir()
    for suffix in (".c", ".toml"):  # a 157 KB Csmith program: its reduction takes minutes
        shutil.copy(EXAMPLES / f"tcc-wrong-csmith-20042{suffix}", inbox)
    config = _config(
        tmp_path, inbox,
        **{'cron = "0 1 * * *"': 'cron = "* * * * *"', "fuzz_minutes = 360.0": "fuzz_minutes = 0.0"},
    )  # fmt: skip
    app = App(dataclasses.replace(load_config(config), data_dir=str(data)))
    process = serve_process(config, data, "--no-web")

    def saved() -> bool:
        return any(f.reduced_bytes is not None for f in list_failures(app.store))

    try:  # the nightly job starts at the next whole minute; the reducer saves its best every few seconds
        wait_for(saved, "a best-so-far in the store", process, timeout=240)
    finally:
        assert stop(process) == 0
    (failure,) = [f for f in list_failures(app.store) if f.verdict == "wrong-code"]
    assert failure.reduced_bytes is not None and len(failure.reduced_bytes) < len(failure.test_bytes)
    # Back where it was (new), never left reducing; the run is stored as interrupted, not as an error, and
    # the next start continues the reduction from the best saved.
    assert failure.reduction.stopped == "interrupted" and failure.status == "new"
    assert _runs(app, "nightly") == ["interrupted"]
