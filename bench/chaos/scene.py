"""The scene of the chaos run: an inbox, a configuration, the local trackers and the ``serve`` process.

The inbox holds the bundled examples (``config/examples``) and the real cases of ``../shared/bench/real``
(through ``bench/real/run_all.py``'s inbox and configuration, which add their compilers and release series);
the configuration makes every stage come round within minutes: the nightly job every two minutes (6 s of
Csmith, then the pipeline), reductions (source and IR) of 10 s a session (a cut-short one continues from its
best at the next run: serve's resume job), ingest and poll every 12 s, verify every 30 s, both trackers on
local servers, and ``[[verify]]`` entries that post comments (clang-15's crash is fixed in clang-16; tcc
marked fixed still fails).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "config" / "examples"
REAL_CASES = ROOT.parent / "shared" / "bench" / "real"
sys.path.insert(0, str(ROOT / "tests"))  # the local tracker servers (test fixtures, not shipped)
sys.path.insert(0, str(ROOT / "bench" / "real"))

from fakes.local_bugzilla import LocalBugzilla  # noqa: E402
from fakes.local_github import LocalGitHub  # noqa: E402
from fakes.local_http import Fault  # noqa: E402, F401  (re-exported for run.py)
from run_all import _config as real_config  # noqa: E402
from run_all import _inbox as real_inbox  # noqa: E402

GITHUB_TOKEN = "ghp_chaos_bench_token_0123456789abcdef"
BUGZILLA_KEY = "bz-chaos-bench-api-key-0123456789"
#: People on the trackers: alice may command (write access), mallory may not.
ALLOWED, STRANGER = "alice", "mallory"
REDUCE_SECONDS = 10.0

EXTRA = f"""
[trackers]
daily_limit = 100000
backoff = 0.05
max_retries = 4
[trackers.github]
api_url = "{{github}}"
repository = "compilers/tcc"
seconds_between_requests = 0.0
seconds_between_writes = 0.0
[trackers.bugzilla]
url = "{{bugzilla}}"
product = "tcc"
component = "c"

[learn]
allowed_users = ["{ALLOWED}@example.org"]

[[verify]]
compiler = "clang-15"
newest = "clang-16"
close = true

[[verify]]
compiler = "tcc"
newest = "tcc"
"""


def write_inbox(inbox: Path, real_cases: Path = REAL_CASES) -> dict[str, dict]:  # type: ignore[type-arg]
    """The bundled examples and the real cases in ``inbox``; the real cases by file name."""
    inbox.mkdir(parents=True, exist_ok=True)
    for path in EXAMPLES.iterdir():
        shutil.copy(path, inbox / path.name)
    if not real_cases.is_dir():
        raise SystemExit(
            f"chaos: the real cases are missing: {real_cases} (../shared/bench/real; --real-cases)"
        )
    return real_inbox(inbox, real_cases)


def write_config(work: Path, github: LocalGitHub, bugzilla: LocalBugzilla, cases: dict[str, dict]) -> Path:  # type: ignore[type-arg]
    """``run_all``'s configuration for ``work/inbox`` and the real ``cases``, made to come round quickly."""
    path = real_config(work, cases, REDUCE_SECONDS)
    text = path.read_text()
    replacements = {
        r"(?m)^data_dir = .*$": f'data_dir = "{work / "data"}"',
        r"(?m)^cron = .*$": 'cron = "*/2 * * * *"',
        r"(?m)^fuzz_minutes = .*$": "fuzz_minutes = 0.1",
        r"(?m)^ingest_minutes = .*$": "ingest_minutes = 0.2",
        r"(?m)^poll_minutes = .*$": "poll_minutes = 0.2",
        r"(?m)^verify_minutes = .*$": "verify_minutes = 0.5",
        r"(?m)^flags = true$": "flags = false",
        r"(?m)^passes = true$": "passes = false",
    }
    for pattern, value in replacements.items():
        text, count = re.subn(pattern, value, text)
        assert count == 1, pattern
    text += EXTRA.format(github=github.root, bugzilla=bugzilla.url)
    path.write_text(text)
    return path


def trackers() -> tuple[LocalGitHub, LocalBugzilla]:
    github = LocalGitHub(GITHUB_TOKEN)
    github.permissions.update({ALLOWED: "write", STRANGER: "read"})
    bugzilla = LocalBugzilla(BUGZILLA_KEY)
    github.start()
    bugzilla.start()
    os.environ.update(GITHUB_TOKEN=GITHUB_TOKEN, BUGZILLA_API_KEY=BUGZILLA_KEY)
    return github, bugzilla


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Service:
    """``reportsmith serve`` on the chaos store, started again after each kill; logs appended per start."""

    config: Path
    work: Path
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None
    starts: int = 0
    up_since: float = 0.0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 300.0) -> float:
        """Start serve and wait until its page answers; the seconds that took."""
        started = time.monotonic()
        log = open(self.work / "serve.log", "ab")
        log.write(f"\n===== start {self.starts} at {time.strftime('%H:%M:%S')} =====\n".encode())
        log.flush()
        env = {k: v for k, v in os.environ.items() if k != "REPORTSMITH_WEB_TOKEN"}
        argv = [
            sys.executable,
            "-m",
            "reportsmith",
            "serve",
            "--config",
            str(self.config),
            "--port",
            str(self.port),
        ]
        self.process = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=self.work)
        self.starts += 1
        while not self.answers():
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"serve exited with {self.process.returncode}: see {self.work / 'serve.log'}"
                )
            if time.monotonic() - started > timeout:
                raise RuntimeError(f"serve did not answer within {timeout:.0f} s")
            time.sleep(0.2)
        self.up_since = time.monotonic()
        return self.up_since - started

    def answers(self) -> bool:
        try:
            return httpx.get(self.url + "/", timeout=5).status_code == 200
        except httpx.HTTPError:
            return False

    def kill(self, whole_tree: bool = False) -> list[int]:
        """SIGKILL serve (as a crash would): its job children get SIGINT from the kernel (PDEATHSIG) and save
        what they have; ``whole_tree``: SIGKILL every process below serve first, so nothing is saved on the
        way out (a power cut). Returns the pids of the descendants it had, for the caller to wait for."""
        from stages import descendants

        assert self.process is not None
        children = descendants(self.process.pid)
        if whole_tree:
            for pid in children:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()
        return children

    def stop(self) -> int:
        assert self.process is not None
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()


def wait_gone(pids: list[int], timeout: float = 60.0) -> list[int]:
    """Wait until none of ``pids`` runs (zombies count as gone); the ones still running after ``timeout``."""
    from stages import alive

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        left = [pid for pid in pids if alive(pid)]
        if not left:
            return []
        time.sleep(0.1)
    return [pid for pid in pids if alive(pid)]
