"""Review-page test helpers: the page served in a thread (uvicorn, free loopback port); a store dump."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
from reportsmith.app import App
from reportsmith.web.app import make_server
from reportsmith.web.security import WebSettings
from sqlalchemy import inspect, select, table, text


@dataclass
class Served:
    app: App
    url: str


@contextlib.contextmanager
def serving(app: App, token: str | None = None, max_body: int = 256 * 1024) -> Iterator[Served]:
    """The page served by uvicorn on a free loopback port, in a thread, for the duration."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    server = make_server(app, WebSettings("127.0.0.1", port, token, max_body))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the review page did not start")
        time.sleep(0.02)
    try:
        yield Served(app, f"http://127.0.0.1:{port}")
    finally:
        server.should_exit = True
        thread.join(10)
        listener.close()


def dump(app: App) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table, in a fixed order: two dumps are equal iff nothing was written."""
    tables: dict[str, list[tuple[object, ...]]] = {}
    with app.store.engine.connect() as connection:
        for name in sorted(inspect(connection).get_table_names()):
            rows = connection.execute(select(text("*")).select_from(table(name))).all()
            tables[name] = sorted((tuple(row) for row in rows), key=repr)
    return tables


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve_process(config: Path, data: Path, *extra: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    env.pop("REPORTSMITH_WEB_TOKEN", None)
    argv = [sys.executable, "-m", "reportsmith", "serve", "--config", str(config), *extra]
    return subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def wait_for(
    condition: Callable[[], bool],
    what: str,
    process: subprocess.Popen[bytes] | None,
    timeout: float = 120,
) -> None:
    """Poll `condition` until it holds; fail on timeout, or at once if `process` (when given) exits."""
    deadline = time.monotonic() + timeout
    while not condition():
        if process is not None and process.poll() is not None:
            raise AssertionError(
                f"serve exited ({process.returncode}) before {what}: {process.stdout.read()!r}"
            )
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.2)


def page_up(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def stop(process: subprocess.Popen[bytes]) -> int:
    """SIGTERM, and the exit status: the service must be gone within 10 s (the issue's requirement)."""
    process.send_signal(signal.SIGTERM)
    try:
        return process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise AssertionError("serve did not exit within 10 s of SIGTERM") from None
