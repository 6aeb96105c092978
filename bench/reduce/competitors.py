"""What the reduction benchmarks share (``fresh.py``, ``small.py``): running commands, the load average, the
sizes a ``--timing`` reduction passed through, and the competitors (cvise, creduce) with a sanitizer-checked
interestingness script.

The script (:func:`competitor_test`) keeps a variant while the compiler under test still misbehaves as on
the original and the program is free of the undefined behaviour gcc ASan+UBSan, clang MSan and clang's UB
warnings see, the two references agreeing. ``strict`` adds what ``../shared/bench/real``'s ``test.sh``
scripts check besides: gcc-12's UB warnings as errors, and the original's very signal rather than any.
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def run_command(
    argv: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: float | None = None
) -> str:
    """``argv``'s stdout and stderr; a RuntimeError saying the command and its last words when it fails."""
    done = subprocess.run(
        argv, cwd=cwd, env={**os.environ, **(env or {})}, capture_output=True, text=True, timeout=timeout
    )
    if done.returncode != 0:
        raise RuntimeError(f"{shlex.join(argv)}: exit {done.returncode}: {done.stderr[-600:]}")
    return done.stdout + done.stderr


def timing_trace(log: str) -> list[int]:
    """The sizes a ``--timing`` reduction passed through (``[  t s] pass: A -> B bytes`` lines), in order."""
    sizes = []
    for line in log.splitlines():
        words = line.split()
        if len(words) >= 3 and words[-1] == "bytes" and words[-3] == "->" and words[-2].isdigit():
            sizes.append(int(words[-2]))
    return sizes


@dataclass(frozen=True)
class SessionRun:
    """A command run in a session of its own: ``returncode`` None when ``timeout`` killed it."""

    returncode: int | None
    output: str
    seconds: float


def run_session(argv: list[str], cwd: Path, timeout: float | None) -> SessionRun:
    """``argv`` in a new session, its stdout and stderr together; past ``timeout`` seconds the whole session
    (the command and every process it started) is killed."""
    started = time.monotonic()
    with tempfile.TemporaryFile() as output:
        process = subprocess.Popen(
            argv, cwd=cwd, stdout=output, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            returncode: int | None = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            returncode = None
        output.seek(0)
        text = output.read().decode(errors="replace")
    return SessionRun(returncode, text, round(time.monotonic() - started, 1))


@dataclass(frozen=True)
class ScriptSpec:
    """The build a competitor's script keeps failing: ``behaviour`` is ``wrong-output`` or
    ``signal:SIGSEGV`` (...); ``include`` the ``-I`` flags the program needs."""

    compiler: str
    flags: str
    behaviour: str
    include: str = ""
    strict: bool = False


COMPETITOR_TEST = """#!/bin/sh
# Interesting while {compiler} {flags} still misbehaves as on the original ({behaviour}) and the program is
# free of the undefined behaviour gcc ASan+UBSan, clang MSan and clang's UB warnings see; references agree.
F={file}
I="{include}"
{compiler} {flags} $I $F -o cut.out -lm >/dev/null 2>&1 || exit 1
timeout 5 ./cut.out >cut.txt 2>/dev/null; cut=$?
clang-16 -fsyntax-only {clang_warnings} $I $F >/dev/null 2>&1 || exit 1{gcc_warnings}
gcc -O0 -fsanitize=address,undefined -fno-sanitize-recover=all $I $F -o asan.out -lm >/dev/null 2>&1 || exit 1
timeout 10 ./asan.out >asan.txt 2>/dev/null || exit 1
clang-16 -O0 -fsanitize=memory -fno-sanitize-recover=all $I $F -o msan.out -lm >/dev/null 2>&1 || exit 1
timeout 10 ./msan.out >msan.txt 2>/dev/null || exit 1
cmp -s asan.txt msan.txt || exit 1
{verdict}
"""


def competitor_test(spec: ScriptSpec, file_name: str) -> str:
    """The interestingness script for ``file_name`` (run in the competitor's working copy)."""
    from reportsmith.reducer.validity import CLANG_UB_WARNINGS, GCC_UB_WARNINGS

    if spec.behaviour.startswith("signal:") and spec.strict:
        status = 128 + signal.Signals[spec.behaviour.removeprefix("signal:")].value
        verdict = f'[ "$cut" -eq {status} ] || exit 1\nexit 0'
    elif spec.behaviour.startswith("signal:"):
        verdict = '[ "$cut" -gt 128 ] || exit 1\nexit 0'
    else:
        verdict = '[ "$cut" -eq 0 ] || exit 1\ncmp -s cut.txt asan.txt && exit 1\nexit 0'
    gcc_warnings = ""
    if spec.strict:
        werrors = " ".join(f"-Werror={w}" for w in GCC_UB_WARNINGS)
        gcc_warnings = f"\ngcc-12 -O2 {werrors} $I -c $F -o chk.o >/dev/null 2>&1 || exit 1"
    return COMPETITOR_TEST.format(
        file=file_name, include=spec.include, compiler=spec.compiler, flags=spec.flags,
        behaviour=spec.behaviour, clang_warnings=" ".join(f"-Werror={w}" for w in CLANG_UB_WARNINGS),
        gcc_warnings=gcc_warnings, verdict=verdict,
    )  # fmt: skip


@dataclass
class CompetitorRun:
    """What one competitor's run did: ``finished`` is False when ``timeout`` stopped it."""

    seconds: float = 0.0
    size: int = 0
    tests: int = 0
    finished: bool = False


def run_competitor(
    tool: str, spec: ScriptSpec, program: Path, work: Path, timeout: float | None
) -> CompetitorRun:
    """``tool --n 2 SCRIPT FILE`` on ``program`` (in ``work``), its tests counted by a wrapper; a run past
    ``timeout`` seconds is killed with its whole session."""
    test = work / "test.sh"
    test.write_text(competitor_test(spec, program.name))
    test.chmod(0o755)
    counter = work / "tests.count"
    wrapper = work / "counting-test.sh"
    wrapper.write_text(f"#!/bin/sh\necho x >> {counter}\nexec {test}\n")
    wrapper.chmod(0o755)
    done = run_session([tool, "--n", "2", str(wrapper), program.name], work, timeout)
    run = CompetitorRun(seconds=done.seconds, finished=done.returncode is not None)
    run.size = program.stat().st_size
    run.tests = len(counter.read_text().splitlines()) if counter.exists() else 0
    return run
