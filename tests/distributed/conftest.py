"""Real parts for the distributed tests: Debian's redis-server on loopback, the session's throw-away
PostgreSQL (``store_url``), and ``reportsmith worker`` processes, each started and stopped by the test."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "config" / "examples"
REPORTSMITH = Path(sys.executable).parent / "reportsmith"
#: The small bundled examples: a pcc crash (reduces for longer than its budget with one job), a tcc
#: rejects-valid case (reduces completely in seconds), a correct program (not reproduced: no work).
SMALL_EXAMPLES = ("pcc-crash-label", "tcc-rejects-pragma-pack", "passing")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for(condition, timeout: float, what: str, poll: float = 0.2):  # type: ignore[no-untyped-def]
    """``condition()``'s first true value within ``timeout`` seconds, else the test fails naming ``what``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(poll)
    pytest.fail(f"timed out after {timeout:.0f} s waiting for {what}")


class Redis:
    """A redis-server on 127.0.0.1 without persistence: killing it loses every queue, as a crash can."""

    def __init__(self, folder: Path) -> None:
        self.folder, self.port = folder, free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            pytest.fail("redis-server is not installed (.ci/setup installs it: apt-get install redis-server)")
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.folder)],
            stdout=open(self.folder / "redis.log", "ab"), stderr=subprocess.STDOUT,
        )  # fmt: skip
        import redis

        client = redis.Redis.from_url(self.url)
        wait_for(lambda: _pings(client), 10, "redis-server to answer")

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.kill()


def _pings(client) -> bool:  # type: ignore[no-untyped-def]
    import redis

    try:
        return bool(client.ping())
    except redis.RedisError:
        return False


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[Redis]:
    folder = tmp_path / "redis"
    folder.mkdir()
    server = Redis(folder)
    server.start()
    yield server
    server.stop()


def write_config(folder: Path, database_url: str, broker_url: str | None, examples=SMALL_EXAMPLES,
                 max_seconds: float = 12.0) -> Path:  # fmt: skip
    """A configuration for tcc and pcc with an inbox of ``examples`` and a short reduction budget; without
    ``broker_url`` it has no ``[distributed]`` section (everything runs in process)."""
    inbox = folder / "inbox"
    inbox.mkdir(parents=True)
    for name in examples:
        for source in EXAMPLES.glob(f"{name}.*"):
            shutil.copy(source, inbox / source.name)
    config = folder / "reportsmith.toml"
    config.write_text(
        f"""
data_dir = "data"
database_url = "{database_url}"
[[compilers]]
name = "tcc"
command = "tcc"
flag_sets = ["-w"]
[[compilers]]
name = "pcc"
command = "pcc"
flag_sets = ["-w"]
[[references]]
name = "gcc"
command = "gcc"
flag_sets = ["-O0 -w"]
[[references]]
name = "clang-16"
command = "clang-16"
flag_sets = ["-O0 -w"]
[inbox]
folders = ["inbox"]
[reduce]
jobs = 1
max_seconds = {max_seconds}
"""
        + (
            f"""[distributed]
broker_url = "{broker_url}"
visibility_timeout = 6.0
heartbeat_seconds = 1.0
"""
            if broker_url
            else ""
        ),
        encoding="utf-8",
    )
    return config


def fuzz_shard_config(folder: Path, database_url: str, broker_url: str) -> Path:
    """:func:`write_config` with no inbox, whose nightly job is two fuzz shards of one program each."""
    config = write_config(folder, database_url, broker_url, examples=())
    config.write_text(config.read_text() + "fuzz_shards = 2\nshard_programs = 1\n")
    return config


class Workers:
    """``reportsmith worker`` processes, each in its own process group with its log in the test's folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.processes: list[subprocess.Popen[bytes]] = []

    def start(self, config: Path, *arguments: str) -> subprocess.Popen[bytes]:
        log = self.folder / f"worker{len(self.processes)}.log"
        process = subprocess.Popen(
            [str(REPORTSMITH), "worker", "--config", str(config), *arguments],
            stdout=open(log, "ab"), stderr=subprocess.STDOUT, start_new_session=True, cwd=self.folder,
        )  # fmt: skip
        process.log = log  # type: ignore[attr-defined]
        self.processes.append(process)
        wait_for(lambda: b" ready." in log.read_bytes(), 60, f"worker {process.pid} to be ready")
        return process

    def log(self, process: subprocess.Popen[bytes]) -> str:
        return process.log.read_text(errors="replace")  # type: ignore[attr-defined]

    def kill(self, process: subprocess.Popen[bytes]) -> None:
        os.killpg(process.pid, signal.SIGKILL)  # the worker and the compilers it was running
        process.wait()

    def stop_all(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()


@pytest.fixture
def workers(tmp_path: Path) -> Iterator[Workers]:
    started = Workers(tmp_path)
    yield started
    started.stop_all()


def reportsmith(config: Path, *arguments: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(REPORTSMITH), *arguments, "--config", str(config)],
        capture_output=True, text=True, timeout=timeout, cwd=config.parent,
    )  # fmt: skip
