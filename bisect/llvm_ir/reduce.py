"""Reducing IR with ``llvm-reduce`` of the matching release, under a check, a time budget and a stop signal.

``llvm-reduce --test=python --test-arg=-m --test-arg=reportsmith.bisect.llvm_ir.interesting --test-arg=SPEC``
runs the check (:mod:`.checks`) on every candidate; the test keeps the smallest interesting candidate in a
best file (:mod:`.interesting`). A session is rounds of ``llvm-reduce``, each starting from the best so far,
until a round shrinks nothing (the fixpoint: ``complete``), the budget is spent, or ``stop`` is set (Ctrl-C in
the main thread, the service shutting down). Whatever ends it, the best is what the session returns, and a
later session given that best as ``ir`` continues from there (resume from the best).

``llvm-reduce`` runs in its own process group, killed as a whole when the session ends; its tests' own
commands die with it (``run_limited`` ties them to their parent).
"""

from __future__ import annotations

import contextlib
import enum
import os
import resource
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reportsmith.bisect.errors import NotInterestingError
from reportsmith.bisect.llvm_ir.checks import Check
from reportsmith.bisect.llvm_ir.interesting import write_spec
from reportsmith.bisect.llvm_ir.tools import LLVMTools
from reportsmith.common.process import child_environment, die_with_parent_thread, kill_group

#: How often the session looks at the best file (to report progress) and at the clock.
POLL_SECONDS = 0.5


class RoundEnd(enum.StrEnum):
    """How one ``llvm-reduce`` run ended; a cut-short reduction's ``stopped`` says the value."""

    FINISHED = ""
    FAILED = "failed"  # llvm-reduce exited with an error
    BUDGET = "budget"  # the time budget ran out
    STOPPED = "stopped"  # asked to stop (Ctrl-C, service shutdown)


@dataclass
class IRReduction:
    """One session's outcome: the smallest interesting IR and what it took."""

    text: str
    start_size: int
    size: int
    seconds: float
    #: Candidates tested, and how many of them were interesting.
    tests: int
    interesting: int
    rounds: int
    #: True when a round shrank nothing: ``llvm-reduce``'s fixpoint.
    complete: bool
    stopped: str = ""


def _child_setup() -> None:  # between fork and exec of llvm-reduce
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    die_with_parent_thread(signal.SIGKILL)


def reduce_ir(
    tools: LLVMTools,
    check: Check,
    ir: str,
    *,
    work: Path,
    max_seconds: float,
    jobs: int = 1,
    on_best: Callable[[str], None] | None = None,
    stop: threading.Event | None = None,
) -> IRReduction:
    """Reduce ``ir`` under ``check`` for at most ``max_seconds``, in ``work`` (a folder this call owns)."""
    work = work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    best, log, spec = work / "best.ll", work / "tests.log", work / "spec.json"
    best.write_text(ir)
    log.write_bytes(b"")
    write_spec(spec, check, best, log)
    started = time.monotonic()
    deadline = started + max_seconds
    rounds, complete, stopped = 0, False, ""
    while True:
        round_start = best.stat().st_size
        (work / "start.ll").write_bytes(best.read_bytes())
        rounds += 1
        ended = _run_round(tools, work, jobs, deadline, stop, on_best)
        if ended is RoundEnd.FAILED and b"+" not in log.read_bytes():
            raise NotInterestingError(
                "llvm-reduce found the IR not interesting before any change: "
                + (work / "llvm-reduce.log").read_text(errors="replace")[-500:]
            )
        if ended in (RoundEnd.BUDGET, RoundEnd.STOPPED):
            stopped = ended.value
            break
        _take_output(work)
        if best.stat().st_size >= round_start:
            # A round that shrank nothing: the fixpoint, unless llvm-reduce gave up (llvm-reduce 14 stops when
            # a candidate it accepted fails the test again: the next round starts from the best kept).
            complete = ended is RoundEnd.FINISHED
            stopped = "" if complete else "llvm-reduce stopped: " + _last_words(work)
            break
    outcome = log.read_bytes()
    return IRReduction(
        text=best.read_text(errors="replace"),
        start_size=len(ir.encode()),
        size=best.stat().st_size,
        seconds=round(time.monotonic() - started, 1),
        tests=len(outcome),
        interesting=outcome.count(b"+"),
        rounds=rounds,
        complete=complete,
        stopped=stopped,
    )


def _command(tools: LLVMTools, jobs: int) -> list[str]:
    options = tools.llvm_reduce_options()
    argv = [tools.llvm_reduce, f"--test={sys.executable}"]
    for arg in ("-m", "reportsmith.bisect.llvm_ir.interesting", "spec.json"):
        argv.append(f"--test-arg={arg}")
    if "-j" in options:
        argv.append(f"-j={max(1, jobs)}")
    if "--max-pass-iterations" in options:
        argv.append("--max-pass-iterations=5")
    return [*argv, "start.ll", "-o", "out.ll"]


def _run_round(
    tools: LLVMTools,
    work: Path,
    jobs: int,
    deadline: float,
    stop: threading.Event | None,
    on_best: Callable[[str], None] | None,
) -> RoundEnd:
    """One ``llvm-reduce`` run, and how it ended."""
    (work / "out.ll").unlink(missing_ok=True)
    best = work / "best.ll"
    seen = best.stat().st_mtime_ns
    with open(work / "llvm-reduce.log", "wb") as output:
        proc = subprocess.Popen(
            _command(tools, jobs), cwd=work, env=child_environment(), stdin=subprocess.DEVNULL,
            stdout=output, stderr=subprocess.STDOUT, start_new_session=True, preexec_fn=_child_setup,
        )  # fmt: skip
        try:
            while proc.poll() is None:
                time.sleep(POLL_SECONDS)
                if on_best and best.stat().st_mtime_ns != seen:
                    seen = best.stat().st_mtime_ns
                    on_best(best.read_text(errors="replace"))
                if stop is not None and stop.is_set():
                    return RoundEnd.STOPPED
                if time.monotonic() > deadline:
                    return RoundEnd.BUDGET
        finally:
            kill_group(proc.pid, proc)
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=5)
            if on_best and best.stat().st_mtime_ns != seen:  # the last improvement, even on Ctrl-C
                on_best(best.read_text(errors="replace"))
    return RoundEnd.FINISHED if proc.returncode == 0 else RoundEnd.FAILED


def _last_words(work: Path) -> str:
    lines = (work / "llvm-reduce.log").read_text(errors="replace").strip().splitlines()
    return " | ".join(lines[-3:])[-300:]


def _take_output(work: Path) -> None:
    """``llvm-reduce``'s result replaces the best when it is smaller (it passed the check: it was tested)."""
    out, best = work / "out.ll", work / "best.ll"
    if out.exists() and out.stat().st_size < best.stat().st_size:
        os.replace(out, best)
