"""Run one external command (a compiler, a test program, a user's script) under limits.

Every stage of reportsmith runs programs it does not trust: compilers that hang, fuzzed programs that loop
forever, interestingness scripts that fork children and print gigabytes. This module is the one place that
knows how to run such a thing safely, and the reducer, the tamer, bisect and the bot all call it.

Guarantees of :func:`run_limited`:

* the command runs in its own process group (``start_new_session``), so on timeout the *whole group* is
  killed: SIGTERM first, SIGKILL after a short grace period — the creduce/cvise convention;
* the address space (``RLIMIT_AS``) and core dumps are limited in the child;
* at most ``Limits.output_bytes`` of stdout and of stderr are kept; the rest is read and thrown away, so a
  script that writes 1 GB costs time, never memory;
* a child that outlives its parent while holding our pipes open cannot make us wait: once the main process
  has exited, its process group is killed and the pipes are drained for a bounded time.

:func:`scratch_dir` is the matching temporary directory: created fresh, ``TMPDIR`` points inside it, and it
is always removed, even when the command made files read-only.
"""

from __future__ import annotations

import contextlib
import os
import resource
import selectors
import shlex
import shutil
import signal
import stat
import subprocess
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

#: Seconds between SIGTERM and SIGKILL when a process group is stopped.
KILL_GRACE_SECONDS = 0.5
#: Seconds we keep draining pipes after the main process exited (grandchildren may hold them open).
DRAIN_SECONDS = 0.5


@dataclass(frozen=True)
class Limits:
    """Resource limits for one run. ``None`` means unlimited."""

    timeout: float | None = 10.0
    memory_mb: int | None = 4096
    output_bytes: int = 1 << 20


@dataclass
class RunResult:
    """What happened when a command ran."""

    argv: list[str]
    returncode: int | None
    stdout: bytes = b""
    stderr: bytes = b""
    timed_out: bool = False
    duration: float = 0.0
    truncated: bool = False
    #: Set when the program could not be started at all (not found, not executable).
    start_error: str | None = None

    @property
    def signal(self) -> int | None:
        """The signal that killed the process, or None when it exited (or timed out)."""
        if self.returncode is not None and self.returncode < 0:
            return -self.returncode
        return None

    @property
    def signal_name(self) -> str | None:
        number = self.signal
        if number is None:
            return None
        try:
            return signal.Signals(number).name
        except ValueError:
            return f"signal {number}"

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out

    @property
    def out(self) -> str:
        return self.stdout.decode("utf-8", "replace")

    @property
    def err(self) -> str:
        return self.stderr.decode("utf-8", "replace")

    @property
    def output(self) -> str:
        """stdout and stderr together, as a person would read them."""
        return self.out + self.err


def split_command(command: str | Sequence[str]) -> list[str]:
    """A command given as a shell-like string ("gcc -O2 -w") or a list, as an argv list."""
    if isinstance(command, str):
        return shlex.split(command)
    return list(command)


def _limit_child(memory_mb: int | None) -> None:  # runs in the child between fork and exec
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if memory_mb is not None:
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def kill_group(pid: int, proc: subprocess.Popen[bytes] | None = None) -> None:
    """Stop a whole process group: TERM, a grace period for the leader ``proc`` to exit, then KILL.

    We never poll the group for emptiness: orphaned members that died become zombies which PID 1 may never
    reap in a container, and they would count as members forever. Never raises.
    """
    try:
        os.killpg(pid, signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        return
    if proc is not None and proc.poll() is None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=KILL_GRACE_SECONDS)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


class _CappedBuffer:
    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.parts: list[bytes] = []
        self.size = 0
        self.dropped = False

    def add(self, data: bytes) -> None:
        room = self.cap - self.size
        if room > 0:
            self.parts.append(data[:room])
            self.size += min(room, len(data))
        if len(data) > room:
            self.dropped = True

    def value(self) -> bytes:
        return b"".join(self.parts)


def run_limited(
    command: str | Sequence[str],
    *,
    cwd: str | os.PathLike[str] | None = None,
    limits: Limits = Limits(),
    env: Mapping[str, str] | None = None,
    stdin: bytes | None = None,
) -> RunResult:
    """Run ``command`` under ``limits`` and return what happened. Never raises for the command's failures.

    ``env`` *replaces* nothing: it is merged over the current environment.
    """
    argv = split_command(command)
    full_env = dict(os.environ)
    if env:
        full_env.update(env)
    started = time.monotonic()
    try:
        proc = subprocess.Popen(
            argv,
            cwd=cwd,
            env=full_env,
            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            preexec_fn=lambda: _limit_child(limits.memory_mb),
        )
    except OSError as error:
        return RunResult(argv, None, start_error=f"cannot run {argv[0]!r}: {error.strerror or error}")

    if stdin is not None:
        assert proc.stdin is not None
        try:
            proc.stdin.write(stdin)
            proc.stdin.close()
        except BrokenPipeError:
            pass

    buffers = {"stdout": _CappedBuffer(limits.output_bytes), "stderr": _CappedBuffer(limits.output_bytes)}
    selector = selectors.DefaultSelector()
    assert proc.stdout is not None and proc.stderr is not None
    selector.register(proc.stdout, selectors.EVENT_READ, "stdout")
    selector.register(proc.stderr, selectors.EVENT_READ, "stderr")
    deadline = None if limits.timeout is None else started + limits.timeout
    timed_out = False
    drain_deadline: float | None = None
    try:
        while selector.get_map():
            now = time.monotonic()
            if drain_deadline is None and proc.poll() is not None:
                # The main process is gone; whatever it left behind in its group goes too.
                kill_group(proc.pid)
                drain_deadline = now + DRAIN_SECONDS
            if drain_deadline is not None and now > drain_deadline:
                break
            if deadline is not None and now > deadline and drain_deadline is None:
                timed_out = True
                kill_group(proc.pid, proc)
                drain_deadline = time.monotonic() + DRAIN_SECONDS
                continue
            wait = 0.05
            for key, _ in selector.select(timeout=wait):
                data = os.read(key.fd, 65536)
                if not data:
                    selector.unregister(key.fileobj)
                    continue
                buffers[key.data].add(data)
    finally:
        selector.close()
        proc.stdout.close()
        proc.stderr.close()
    try:
        returncode = proc.wait(timeout=None if timed_out else 5)
    except subprocess.TimeoutExpired:  # pragma: no cover - the group was killed above
        kill_group(proc.pid, proc)
        returncode = proc.wait()
    kill_group(proc.pid)  # grandchildren that closed their pipes but are still running
    duration = time.monotonic() - started
    return RunResult(
        argv,
        None if timed_out else returncode,
        stdout=buffers["stdout"].value(),
        stderr=buffers["stderr"].value(),
        timed_out=timed_out,
        duration=duration,
        truncated=buffers["stdout"].dropped or buffers["stderr"].dropped,
    )


def _make_writable_and_retry(function, path, _excinfo) -> None:  # type: ignore[no-untyped-def]
    with contextlib.suppress(OSError):
        os.chmod(os.path.dirname(path), stat.S_IRWXU)
        os.chmod(path, stat.S_IRWXU)
        function(path)


def remove_tree(path: str | os.PathLike[str]) -> None:
    """Remove a directory tree, also when the command left read-only files or folders in it."""
    shutil.rmtree(path, onerror=_make_writable_and_retry)
    if os.path.exists(path):  # pragma: no cover - last resort
        shutil.rmtree(path, ignore_errors=True)


@dataclass
class ScratchDir:
    """A fresh temporary working directory; :attr:`env` points TMPDIR inside it."""

    path: Path
    env: dict[str, str] = field(default_factory=dict)


@contextlib.contextmanager
def scratch_dir(
    prefix: str = "reportsmith-", parent: str | os.PathLike[str] | None = None
) -> Iterator[ScratchDir]:
    """A temporary directory that is always removed; TMPDIR for commands run in it points inside it."""
    path = Path(tempfile.mkdtemp(prefix=prefix, dir=parent))
    tmp = path / ".tmp"
    tmp.mkdir()
    try:
        yield ScratchDir(path, {"TMPDIR": str(tmp)})
    finally:
        remove_tree(path)
