"""kill -9 of ``reportsmith serve`` while the review page files a report: after a restart the report is
filed once (the filing code stored its intent first and finds the issue by its marker), no state is lost."""

from __future__ import annotations

import dataclasses
import re
import shutil
import signal
import threading
from pathlib import Path

import httpx
from fakes.local_github import LocalGitHub
from fakes.local_http import Fault
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.lifecycle import Actor
from reportsmith.report.drafting import get_report
from reportsmith.review import approve
from reportsmith.store.failures import get_failure, list_failures
from trackers.test_trackers_kill import _config
from web.served import free_port, page_up, serve_process, stop, wait_for


def _file(url: str, failure_id: int) -> httpx.Response:
    with httpx.Client(base_url=url, timeout=120) as client:
        csrf = re.search(r'name="csrf" value="([^"]+)"', client.get(f"/failure/{failure_id}").text)
        assert csrf
        return client.post(f"/failure/{failure_id}/file", data={"csrf": csrf.group(1), "tracker": "github"})


def test_kill_9_mid_filing_then_restart_files_once(
    drafted_store: Path, tmp_path: Path, github: LocalGitHub
) -> None:
    data = tmp_path / "data"
    shutil.copytree(drafted_store, data)
    config = _config(tmp_path / "serve.toml", github)
    app = App(dataclasses.replace(load_config(config), data_dir=str(data)))
    crash = next(f.id for f in list_failures(app.store) if f.test_name == "pcc-crash-label.c")  # still fails
    approve(app.store, crash, Actor("alice", "test"))
    # GitHub creates the issue, and its reply is held: the bot dies before it records the result.
    held = github.add_fault(Fault("POST", r"/repos/compilers/tcc/issues", hold=True))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    process = serve_process(config, data, "--port", str(port))
    try:
        wait_for(lambda: page_up(url + "/"), "the review page", process)
        threading.Thread(target=lambda: _swallow(url, crash), daemon=True).start()
        assert held.arrived.wait(timeout=60)
        assert get_report(app.store, crash, "github").status == "filing"  # the intent, stored first
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    finally:
        held.release.set()
        if process.poll() is None:
            process.kill()
    assert len(github.issues["compilers/tcc"]) == 1
    process = serve_process(config, data, "--port", str(port))
    try:
        wait_for(lambda: page_up(url + "/"), "the restarted review page", process)
        assert _file(url, crash).status_code == 303
    finally:
        assert stop(process) == 0
    assert len(github.issues["compilers/tcc"]) == 1  # once
    report = get_report(app.store, crash, "github")
    assert (report.status, report.remote_id) == ("filed", "1")
    failure = get_failure(app.store, crash)
    assert failure.status == "filed"
    assert any(e.kind == "filed" and "found by marker" in e.message for e in failure.events)


def _swallow(url: str, failure_id: int) -> None:
    """The browser's request, which dies with the server."""
    try:
        _file(url, failure_id)
    except httpx.HTTPError:
        pass
