"""The bot is killed (SIGKILL) between sending the create request and recording its result; after a restart
the report is filed once: the intent was stored first, the restarted bot searches for the report's marker."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from fakes.local_http import Fault
from reportsmith.config import default_config_path
from reportsmith.report.drafting import get_report


def _config(path: Path, github, bugzilla=None) -> Path:  # type: ignore[no-untyped-def]
    """The default config filing to the local servers (Bugzilla only when one is given), fast retries."""
    text = default_config_path().read_text()
    text += f"""
[trackers]
backoff = 0.01
[trackers.github]
api_url = "{github.root}"
repository = "compilers/tcc"
seconds_between_requests = 0.0
seconds_between_writes = 0.0
"""
    if bugzilla is not None:
        text += f"""[trackers.bugzilla]
url = "{bugzilla.url}"
product = "tcc"
component = "c"
"""
    path.write_text(text)
    return path


def kill_when_held(process: subprocess.Popen[bytes], held: Fault, check: Callable[[], bool]) -> None:
    """Wait for the held request, assert ``check()`` (what the store says at that moment), then SIGKILL."""
    try:
        assert held.arrived.wait(timeout=60), (
            process.stderr.read().decode() if process.stderr and process.poll() is not None else ""
        )
        assert check()
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    finally:
        held.release.set()
        if process.poll() is None:
            process.kill()
    assert process.returncode == -signal.SIGKILL


def _file(config: Path, data: Path, failure_id: int, tracker: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    argv = [
        sys.executable,
        "-m",
        "reportsmith",
        "report",
        "file",
        str(failure_id),
        "--tracker",
        tracker,
        "--config",
        str(config),
        "--force",
    ]  # fmt: skip  (--force: these drafts were never approved)
    return subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.parametrize("tracker", ["github", "bugzilla"])
@pytest.mark.parametrize("created", [True, False], ids=["created-before-kill", "killed-before-create"])
def test_kill_between_request_and_record_files_once(app, ids, servers, tmp_path, tracker, created) -> None:
    github, bugzilla = servers
    server = github if tracker == "github" else bugzilla
    path = r"/repos/compilers/tcc/issues" if tracker == "github" else r"/rest/bug"
    # Hold the create request (after creating the issue, or before: the request never got through).
    held = server.add_fault(Fault("POST", path, hold=True, **({} if created else {"status": 502})))
    config = _config(tmp_path / "reportsmith.toml", github, bugzilla)
    data = Path(app.config.data_path)
    process = _file(config, data, ids["crash"], tracker)
    # the intent was recorded first
    kill_when_held(process, held, lambda: get_report(app.store, ids["crash"], tracker).status == "filing")
    created_count = len(github.issues["compilers/tcc"]) if tracker == "github" else len(bugzilla.bugs)
    assert created_count == (1 if created else 0)

    restarted = _file(config, data, ids["crash"], tracker)
    out, err = restarted.communicate(timeout=120)
    assert restarted.returncode == 0, err.decode()
    records = github.issues["compilers/tcc"] if tracker == "github" else bugzilla.bugs
    assert len(records) == 1
    report = get_report(app.store, ids["crash"], tracker)
    assert (report.status, report.remote_id) == ("filed", "1")
    assert (b"found by marker" in out) == created
