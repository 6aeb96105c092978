"""Run one external command (a compiler, a test program, a user's script) under limits.

Every stage of reportsmith runs programs it does not trust: compilers that hang, fuzzed programs that loop
forever, interestingness scripts that fork children and print gigabytes. This module is the one place that
knows how to run such a thing safely, and the reducer, the tamer, bisect and the bot all call it.

Guarantees of :func:`run_limited`:

* the command runs in its own process group (``start_new_session``), so on timeout the *whole group* is
  killed: SIGTERM first, SIGKILL after a short grace period — the creduce/cvise convention;
* memory is bounded by the *resident* size of the whole process group (summed ``/proc/<pid>/stat`` RSS,
  polled every ``MEMORY_POLL_SECONDS``, see :mod:`reportsmith.common.process_group`), not by
  ``RLIMIT_AS``: AddressSanitizer,
  MSan and TSan reserve terabytes of virtual address space they never touch, so an address-space limit
  aborts every sanitizer-checked program. A group over the limit is killed and
  :attr:`RunResult.memory_exceeded` is set.
  Polling can overshoot by what the group allocates in one interval; a cgroup would be exact but needs
  privileges (or systemd delegation) that a user's machine or a container rarely grants;
* core dumps are disabled in the child, and the child is killed when the thread that started it dies
  (Linux ``PR_SET_PDEATHSIG``, set by ``setpriv`` so the child can be started without a fork, see
  :func:`_start_options`): a ``tcc -run`` of a looping program once ran on for 51 minutes after the
  campaign that started it was killed with -9, since nobody was left to enforce its timeout;
* at most ``Limits.output_bytes`` of stdout and of stderr are kept; the rest is read and thrown away, so a
  script that writes 1 GB costs time, never memory;
* a child that outlives its parent while holding our pipes open cannot make us wait: once the main process
  has exited, its process group is killed and the pipes are drained for a bounded time;
* the child never reaches the network for debug info (:func:`child_environment`), so a compiler's crash
  backtrace, and the signature read from it, depend on the compiler and the input alone.

:func:`scratch_dir` is the matching temporary directory: created fresh, ``TMPDIR`` points inside it, and it
is always removed, even when the command made files read-only.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import resource
import selectors
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.common.process_group import GroupMemory, kill_group, stat_fields

#: Seconds we keep draining pipes after the main process exited (grandchildren may hold them open).
DRAIN_SECONDS = 0.5
#: Seconds between two measurements of the process group's resident memory.
MEMORY_POLL_SECONDS = 0.05


#: The resident memory (MiB) a run's process group may hold unless its caller says otherwise: the one
#: default of the oracle, the configuration's ``[limits] memory_mb`` and the predicates.
DEFAULT_MEMORY_MB = 4096
#: Seconds a compile and a run of the test may take: the one default of the oracle's limits and of the
#: configuration's ``[limits]``.
DEFAULT_COMPILE_TIMEOUT = 30.0
DEFAULT_RUN_TIMEOUT = 5.0
#: Clock ticks per second of /proc/<pid>/stat's CPU times.
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Limits:
    """Resource limits for one run. ``None`` means unlimited.

    ``memory_mb`` bounds the resident memory of the whole process group (see the module notes), so
    sanitizer-instrumented programs run fine under the default.
    """

    timeout: float | None = 10.0
    memory_mb: int | None = DEFAULT_MEMORY_MB
    output_bytes: int = 1 << 20
    #: A bound on the CPU time of the command's own process (not its children), polled like the memory:
    #: unlike ``timeout`` it does not depend on the machine's load, so a program stopped by it is stopped on
    #: a busy machine as on a quiet one (issue 37: a reduction's verdicts must not depend on the load).
    #: ``timeout`` stays the wall-clock backstop (a program that sleeps uses no CPU). Counts as a timeout.
    cpu_seconds: float | None = None


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
    #: The process group went over ``Limits.memory_mb`` of resident memory and was killed (returncode None).
    memory_exceeded: bool = False
    #: The largest resident size of the group we measured, in MiB (0 when it ended before the first poll).
    peak_memory_mb: float = 0.0

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
    def stopped(self) -> bool:
        """We stopped the program (timeout or memory limit): its exit status says nothing about it."""
        return self.timed_out or self.memory_exceeded

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.stopped

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


_LIBC = ctypes.CDLL(None, use_errno=True) if sys.platform.startswith("linux") else None
_PR_SET_PDEATHSIG = 1


def die_with_parent_thread(signum: int) -> None:
    """Have ``signum`` sent to this process when the thread that started it exits (Linux
    ``PR_SET_PDEATHSIG``; elsewhere nothing). It comes again for each later parent: when a multi-threaded
    parent dies, its threads exit one by one and each is our parent in turn."""
    if _LIBC is not None:
        _LIBC.prctl(_PR_SET_PDEATHSIG, signum)


def _limit_child() -> None:  # runs in the child between fork and exec
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    die_with_parent_thread(signal.SIGKILL)  # the calling thread waits for the child: it dies only if we do


# How a command is started. Python runs a ``preexec_fn`` between fork and exec, so it has to fork; forking a
# reducer whose libclang parses make it 250 MB resident cost 18-20 ms per command (its page tables are
# copied), against 1-2 ms for vfork: py-spy found the reducer's workers spending 24% of their time in fork on
# the wrong-code bench, where a test runs two to four commands. So where util-linux's ``setpriv`` exists,
# the child is started with vfork and ``setpriv --pdeathsig KILL`` sets PR_SET_PDEATHSIG before it execs the
# command (same pid, same process group); core dumps are off because this process's own soft RLIMIT_CORE is
# set to 0 (children inherit it; reportsmith never needs its own core dump). A program that cannot be
# found takes the fork path, so its "cannot run" error stays Python's.
_SETPRIV = shutil.which("setpriv") if sys.platform.startswith("linux") else None


#: Variables a child does not inherit. ``DEBUGINFOD_URLS`` (Debian's ``/etc/profile.d/debuginfod.sh`` sets
#: it for every login shell) makes llvm-symbolizer, which clang and opt run to print their crash backtrace,
#: download debug info while the crashed compiler waits: the same crash then names inlined frames when a
#: download finished in time and other frames when it did not. CI saw it: clang++-14 on llvm#54760 was
#: stored as "crash in llvm::MetadataTracking::track" at ingest and showed "llvm::CoroSplitPass::run" to
#: the reduction a minute later, which then found the original not interesting.
NOT_INHERITED = ("DEBUGINFOD_URLS",)


def child_environment(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment a child runs with: ours without :data:`NOT_INHERITED`, then ``extra`` over it."""
    env = {name: value for name, value in os.environ.items() if name not in NOT_INHERITED}
    env.update(extra or {})
    return env


def _startable(program: str, cwd: str | os.PathLike[str] | None, path: str | None) -> bool:
    if os.sep in program:
        found = os.path.join(cwd or os.curdir, program)
        return os.path.isfile(found) and os.access(found, os.X_OK)
    return shutil.which(program, path=path) is not None


def _start_options(
    argv: list[str], cwd: str | os.PathLike[str] | None, env: Mapping[str, str]
) -> tuple[list[str], object]:
    """The argv to start and the ``preexec_fn`` (None: Python may vfork) for running ``argv`` limited."""
    if _SETPRIV is None or not argv or not _startable(argv[0], cwd, env.get("PATH")):
        return argv, _limit_child
    soft, hard = resource.getrlimit(resource.RLIMIT_CORE)
    if soft != 0:
        resource.setrlimit(resource.RLIMIT_CORE, (0, hard))
    return [_SETPRIV, "--pdeathsig", "KILL", "--", *argv], None


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

    ``env`` *replaces* nothing: it is merged over the current environment (:func:`child_environment`).
    """
    argv = split_command(command)
    full_env = child_environment(env)
    started = time.monotonic()
    started_argv, preexec = _start_options(argv, cwd, full_env)
    try:
        proc = subprocess.Popen(
            started_argv,
            cwd=cwd,
            env=full_env,
            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            preexec_fn=preexec,  # type: ignore[arg-type]
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

    watch = _Watch(proc, limits, started)
    watch.pump()
    try:
        returncode = proc.wait(timeout=None if watch.stopped else 5)
    except subprocess.TimeoutExpired:  # pragma: no cover - the group was killed above
        kill_group(proc.pid, proc)
        returncode = proc.wait()
    kill_group(proc.pid)  # grandchildren that closed their pipes but are still running
    return RunResult(
        argv,
        None if watch.stopped else returncode,
        stdout=watch.buffers["stdout"].value(),
        stderr=watch.buffers["stderr"].value(),
        timed_out=watch.timed_out,
        duration=time.monotonic() - started,
        truncated=watch.buffers["stdout"].dropped or watch.buffers["stderr"].dropped,
        memory_exceeded=watch.memory_exceeded,
        peak_memory_mb=watch.peak_bytes / (1024 * 1024),
    )


class _Watch:
    """Reads a running process's pipes while enforcing the timeout and the group's memory limit."""

    def __init__(self, proc: subprocess.Popen[bytes], limits: Limits, started: float) -> None:
        self.proc, self.limits = proc, limits
        self.buffers = {
            "stdout": _CappedBuffer(limits.output_bytes),
            "stderr": _CappedBuffer(limits.output_bytes),
        }
        self.started = started
        self.deadline = None if limits.timeout is None else started + limits.timeout
        self.memory_limit = None if limits.memory_mb is None else limits.memory_mb * 1024 * 1024
        # Programs that end within one poll interval (most compiler runs) never pay for a /proc scan.
        self.next_poll = started + MEMORY_POLL_SECONDS
        self.timed_out = self.memory_exceeded = False
        self.peak_bytes = 0
        self.memory = GroupMemory(proc.pid)
        self.drain_deadline: float | None = None

    @property
    def stopped(self) -> bool:
        return self.timed_out or self.memory_exceeded

    def _over_cpu(self, now: float) -> bool:
        """The process has used more than ``limits.cpu_seconds`` of CPU (checked once its wall time could
        have: a process cannot use more CPU than wall time, so short runs never read /proc)."""
        limit = self.limits.cpu_seconds
        if limit is None or now - self.started < limit:
            return False
        fields = stat_fields(self.proc.pid)
        if fields is None:
            return False
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS > limit

    def _stop(self) -> None:
        kill_group(self.proc.pid, self.proc)
        self.drain_deadline = time.monotonic() + DRAIN_SECONDS

    def _check(self, now: float) -> None:
        """Timeout and memory checks; only while the main process runs (afterwards we are draining)."""
        if self.deadline is not None and now > self.deadline or self._over_cpu(now):
            self.timed_out = True
            self._stop()
        elif self.memory_limit is not None and now >= self.next_poll:
            self.next_poll = now + MEMORY_POLL_SECONDS
            rss = self.memory.measure()
            self.peak_bytes = max(self.peak_bytes, rss)
            if rss > self.memory_limit:
                self.memory_exceeded = True
                self._stop()

    def pump(self) -> None:
        proc = self.proc
        selector = selectors.DefaultSelector()
        assert proc.stdout is not None and proc.stderr is not None
        selector.register(proc.stdout, selectors.EVENT_READ, "stdout")
        selector.register(proc.stderr, selectors.EVENT_READ, "stderr")
        try:
            while selector.get_map():
                now = time.monotonic()
                if self.drain_deadline is None and proc.poll() is not None:
                    # The main process is gone; whatever it left behind in its group goes too.
                    kill_group(proc.pid)
                    self.drain_deadline = now + DRAIN_SECONDS
                if self.drain_deadline is not None and now > self.drain_deadline:
                    break
                if self.drain_deadline is None:
                    self._check(now)
                    if self.stopped:
                        continue
                for key, _ in selector.select(timeout=0.05):
                    data = os.read(key.fd, 65536)
                    if not data:
                        selector.unregister(key.fileobj)
                        continue
                    self.buffers[key.data].add(data)
        finally:
            selector.close()
            proc.stdout.close()
            proc.stderr.close()


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
