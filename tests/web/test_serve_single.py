"""One ``reportsmith serve`` per store: a second one refuses to start and names the first (host, pid, since
when); after ``kill -9`` of the first a new one starts at once; one on another machine holds the store while
its heartbeats come, and not after."""

from __future__ import annotations

import dataclasses
import datetime as dt
import signal
import socket
from pathlib import Path

from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.store.leases import EXPIRES_AFTER_SECONDS, Lease, holder_of
from reportsmith.store.models import utcnow
from web.served import free_port, page_up, serve_process, stop, wait_for
from web.test_serve import _config


def _app(config: Path, data: Path) -> App:
    return App(dataclasses.replace(load_config(config), data_dir=str(data)))


def test_a_second_serve_on_the_store_refuses_and_one_after_a_kill_9_starts(tmp_path: Path) -> None:
    data = tmp_path / "data"
    config = _config(tmp_path, tmp_path / "inbox")
    first_port = free_port()
    first = serve_process(config, data, "--port", str(first_port))
    try:
        wait_for(lambda: page_up(f"http://127.0.0.1:{first_port}/"), "the first serve", first)
        second = serve_process(config, data, "--port", str(free_port()))
        said = second.communicate(timeout=120)[0].decode()
        assert second.returncode == 2, said
        assert "another reportsmith serve is running on the store sqlite:///" in said
        assert "another store (database_url in the configuration, or the environment variable " \
               "REPORTSMITH_DATA for another data folder)" in said  # the real keys  # fmt: skip
        assert f"on host {socket.gethostname()}, pid {first.pid}, since " in said
        assert f"review page http://127.0.0.1:{first_port}/" in said
        assert page_up(f"http://127.0.0.1:{first_port}/")  # the first one goes on
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=30)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    assert holder_of(_app(config, data).store, "serve").pid == first.pid  # left behind by the dead one
    port = free_port()
    third = serve_process(config, data, "--port", str(port))
    try:
        wait_for(lambda: page_up(f"http://127.0.0.1:{port}/"), "a serve after the kill", third, timeout=60)
        assert holder_of(_app(config, data).store, "serve").pid == third.pid
    finally:
        assert stop(third) == 0
    log = third.stdout.read().decode()
    assert (
        f"lease serve: its holder is gone (reportsmith serve (review page http://127.0.0.1:{first_port}/)"
        in log
    )
    assert holder_of(_app(config, data).store, "serve") is None  # a clean stop gives it back


def test_a_serve_on_another_machine_holds_the_store_until_its_heartbeats_stop(tmp_path: Path) -> None:
    data = tmp_path / "data"
    config = _config(tmp_path, tmp_path / "inbox")
    store = _app(config, data).store
    now = utcnow()
    with store.transaction() as session:
        session.add(Lease(key="serve", token="e" * 32, host="bot-2.example.org", boot_id="b", pid=777,
                          process_start="5", purpose="reportsmith serve (no review page)",
                          taken_at=now - dt.timedelta(days=1), heartbeat_at=now))  # fmt: skip
    refused = serve_process(config, data, "--no-web")
    said = refused.communicate(timeout=120)[0].decode()
    assert refused.returncode == 2 and "on host bot-2.example.org, pid 777, since " in said
    with store.transaction() as session:  # its machine died: no heartbeat for over a minute
        session.get(Lease, "serve").heartbeat_at = now - dt.timedelta(seconds=EXPIRES_AFTER_SECONDS + 1)
    port = free_port()
    process = serve_process(config, data, "--port", str(port))
    try:
        wait_for(lambda: page_up(f"http://127.0.0.1:{port}/"), "serve after the other one expired", process)
        assert holder_of(store, "serve").host == socket.gethostname()
    finally:
        assert stop(process) == 0
