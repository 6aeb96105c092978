"""run_limited and scratch_dir against hostile commands: hangs, forked sleepers, floods, memory hogs."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from reportsmith.common.process import Limits, run_limited, scratch_dir


def _alive(pattern: str) -> bool:
    return any(
        pattern in open(f"/proc/{pid}/cmdline", "rb").read().decode(errors="replace").replace("\0", " ")
        for pid in os.listdir("/proc")
        if pid.isdigit() and os.path.exists(f"/proc/{pid}/cmdline")
    )


def test_exit_status_and_output_are_reported() -> None:
    result = run_limited(["sh", "-c", "echo out; echo err >&2; exit 3"])
    assert (result.returncode, result.out, result.err, result.timed_out) == (3, "out\n", "err\n", False)


def test_timeout_kills_the_whole_process_group() -> None:
    started = time.monotonic()
    result = run_limited(["sh", "-c", "sleep 4242 & sleep 4243"], limits=Limits(timeout=0.5))
    assert result.timed_out and result.returncode is None
    assert time.monotonic() - started < 60  # a generous bound: without the kill it would wait 4243 s
    time.sleep(0.2)
    assert not _alive("sleep 4242") and not _alive("sleep 4243")


def test_a_cpu_time_limit_stops_a_busy_program_and_not_a_sleeping_one() -> None:
    """``cpu_seconds`` bounds the CPU the program used, whatever the machine's load (issue 37); a program
    that sleeps uses none and runs to its end; the wall-clock ``timeout`` only backstops."""
    busy = run_limited(["sh", "-c", "while :; do :; done"], limits=Limits(timeout=120, cpu_seconds=0.3))
    assert busy.timed_out and busy.returncode is None
    sleeping = run_limited(["sh", "-c", "sleep 1; echo woke"], limits=Limits(timeout=120, cpu_seconds=0.3))
    assert not sleeping.timed_out and sleeping.returncode == 0 and sleeping.out == "woke\n"


def _wait_until(condition: object, what: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"timed out waiting until {what}"
        time.sleep(0.1)


def test_the_command_dies_with_the_process_that_runs_it() -> None:
    """kill -9 of the caller leaves no one to enforce the timeout: the command must not run on."""
    caller = subprocess.Popen(
        [sys.executable, "-c", "from reportsmith.common.process import Limits, run_limited\n"
         "run_limited(['sleep', '4246'], limits=Limits(timeout=3600))"]
    )  # fmt: skip
    try:
        _wait_until(lambda: _alive("sleep 4246"), "the command runs")
    finally:
        caller.send_signal(signal.SIGKILL)
        caller.wait()
    _wait_until(lambda: not _alive("sleep 4246"), "the orphaned command is gone", seconds=30)


def test_the_command_writes_no_core_dump_whichever_way_it_is_started(tmp_path) -> None:  # noqa: ANN001
    # found on PATH: started through setpriv (no fork of this process); a relative path: the same
    script = tmp_path / "limits.sh"
    script.write_text("#!/bin/sh\nulimit -c\n")
    script.chmod(0o755)
    assert run_limited(["sh", "-c", "ulimit -c"]).out == "0\n"
    assert run_limited(["./limits.sh"], cwd=tmp_path).out == "0\n"
    missing = run_limited(["./no-such-script.sh"], cwd=tmp_path)
    assert missing.start_error and "no-such-script.sh" in missing.start_error


def test_a_child_that_keeps_the_pipe_open_does_not_make_us_wait() -> None:
    started = time.monotonic()
    result = run_limited(["sh", "-c", "(sleep 4244) & echo done"], limits=Limits(timeout=30))
    assert result.out == "done\n" and not result.timed_out
    assert time.monotonic() - started < 60  # a generous bound: waiting for the child would take 4244 s
    time.sleep(0.2)
    assert not _alive("sleep 4244")


def test_a_term_ignoring_process_is_killed() -> None:
    result = run_limited(["sh", "-c", "trap '' TERM; sleep 4245"], limits=Limits(timeout=0.5))
    assert result.timed_out
    time.sleep(0.2)
    assert not _alive("sleep 4245")


def test_a_flood_of_output_is_capped_not_buffered() -> None:
    result = run_limited(
        ["sh", "-c", "head -c 1000000000 /dev/zero"], limits=Limits(timeout=60, output_bytes=4096)
    )
    assert len(result.stdout) == 4096 and result.truncated and result.returncode == 0


# Each child touches 150 MiB and holds it: either alone is under 250 MiB, the two together are not.
HOG = "b = b'x' * (150 << 20); import time; time.sleep({sleep})"


def test_resident_memory_of_the_whole_group_is_limited_and_flagged() -> None:
    hog = HOG.format(sleep=60)
    result = run_limited(
        ["sh", "-c", f'python3 -c "{hog}" & python3 -c "{hog}"; wait'],
        limits=Limits(timeout=120, memory_mb=250),
    )
    assert result.memory_exceeded and not result.timed_out and result.stopped
    assert result.returncode is None and not result.ok
    assert result.peak_memory_mb > 250
    assert not _alive("time.sleep(60)")


def test_memory_under_the_limit_is_measured_and_left_alone() -> None:
    hog = HOG.format(sleep=0.5)
    result = run_limited(["python3", "-c", hog], limits=Limits(timeout=120, memory_mb=1024))
    assert result.ok and not result.memory_exceeded
    assert 150 <= result.peak_memory_mb < 1024


ASAN_PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int *a = malloc(1000 * sizeof *a);
    long sum = 0;
    for (int i = 0; i < 1000; i++) a[i] = i;
    for (int i = 0; i < 1000; i++) sum += a[i];
    free(a);
    printf("%ld\n", sum);
    return 0;
}
"""


def test_sanitizer_programs_run_under_the_default_limits(tmp_path) -> None:
    source = tmp_path / "sum.c"
    source.write_text(ASAN_PROGRAM)
    built = run_limited(
        ["gcc", "-fsanitize=address,undefined", "-g", str(source), "-o", str(tmp_path / "sum")],
        limits=Limits(timeout=120),
    )
    assert built.ok, built.err
    result = run_limited([str(tmp_path / "sum")])  # the default Limits: 4096 MiB
    assert result.ok and result.out == "499500\n", result.err
    # What the default used to be, an address-space limit of 4 GiB: ASan cannot even map its shadow memory.
    capped = run_limited(["sh", "-c", f"ulimit -v {4096 * 1024}; exec {tmp_path / 'sum'}"])
    assert not capped.ok and "AddressSanitizer" in capped.err


def test_signal_death_is_named() -> None:
    result = run_limited(["sh", "-c", "kill -SEGV $$"])
    assert result.signal_name == "SIGSEGV"


def test_a_missing_program_is_a_start_error_not_an_exception() -> None:
    assert "no-such-program-xyz" in (run_limited(["no-such-program-xyz"]).start_error or "")


def test_scratch_dir_is_removed_even_with_read_only_contents() -> None:
    with scratch_dir() as scratch:
        inner = scratch.path / "ro"
        inner.mkdir()
        (inner / "f").write_text("x")
        os.chmod(inner / "f", 0o400)
        os.chmod(inner, 0o500)
        result = run_limited(["sh", "-c", "echo $TMPDIR"], env=scratch.env)
        assert result.out.strip().startswith(str(scratch.path))
        kept = scratch.path
    assert not kept.exists()


def test_an_orphaned_member_of_the_group_is_still_counted() -> None:
    # The subshell exits at once: the hog leaves the group's process tree (re-parented), not the group.
    hog = HOG.format(sleep=60).replace("150 << 20", "300 << 20")
    result = run_limited(
        ["sh", "-c", f'(python3 -c "{hog}" &); sleep 60'], limits=Limits(timeout=120, memory_mb=200)
    )
    assert result.memory_exceeded and result.peak_memory_mb > 200
    assert not _alive("time.sleep(60)")
