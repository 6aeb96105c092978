"""``reportsmith reduce --failure ID`` run as a user runs it, in a child process (issue 13's Show points):

* kill -9 mid-reduction, then the same command again: the second session starts from the stored best, not
  from the original (``Reduction.resumed_from``, ``sessions``);
* Ctrl-C (SIGINT) prints exactly one line, no traceback, and the store keeps the best so far;
* bad input (a FILE that does not exist, a --crash command that does not crash, a --wrong-code program the
  references disagree on, an unknown failure): one line saying what is wrong, exit status 2, and not one
  row of the store changed.

The failure is a real pcc crash under a compiler wrapper that makes every test slow (``slow_crash``), so
"after the first save" is always "mid-reduction".
"""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from foundation.slow_crash import EXAMPLES, environment, slow_crash_config
from reportsmith.app import App
from reportsmith.cli import main
from reportsmith.common.kinds import FailureKind
from reportsmith.config import load_config
from reportsmith.pipeline import ingest_stage
from reportsmith.store.failures import get_failure, list_failures
from rich.console import Console
from web.served import dump

#: A valid C program whose output the C standard leaves to the implementation: each compiler prints its own
#: name's number, so tcc differs from gcc, and gcc from clang: the references disagree.
DISAGREE = b"""#include <stdio.h>
int main(void) {
#if defined(__TINYC__)
    printf("2\\n");
#elif defined(__clang__)
    printf("1\\n");
#else
    printf("0\\n");
#endif
    return 0;
}
"""


@pytest.fixture
def stored(tmp_path: Path, data_dir: Path) -> tuple[App, Path, int]:
    """The app, its config file and the id of the stored slow pcc crash."""
    config = slow_crash_config(tmp_path)
    app = App(load_config(config))
    ingest_stage(app, app.config.inbox.folders, Console(file=open("/dev/null", "w")))  # noqa: SIM115
    [failure] = list_failures(app.store)
    assert failure.verdict == FailureKind.CRASH and failure.reduced_bytes is None
    return app, config, failure.id


def _reduce(config: Path, data: Path, failure_id: int, *extra: str) -> subprocess.Popen[bytes]:
    argv = [sys.executable, "-m", "reportsmith", "reduce", "--failure", str(failure_id)]
    argv += ["--config", str(config)]
    return subprocess.Popen(
        [*argv, "-q", *extra], env=environment(data), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


def _wait_for_a_stored_best(app: App, failure_id: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 300
    while not get_failure(app.store, failure_id).reduced_bytes:
        if process.poll() is not None:
            raise AssertionError(f"reduce exited ({process.returncode}): {process.stderr.read()!r}")
        assert time.monotonic() < deadline, "no best-so-far was stored within 300 s"
        time.sleep(0.1)


def _ctrl_c(process: subprocess.Popen[bytes], ready: Callable[[], bool]) -> str:
    """SIGINT (Ctrl-C) once ``ready()`` holds; the stderr of the process, which must end with status 130
    and print exactly one line, no traceback."""
    try:
        deadline = time.monotonic() + 300
        while not ready():
            if process.poll() is not None:
                raise AssertionError(f"reduce exited ({process.returncode}): {process.stderr.read()!r}")
            assert time.monotonic() < deadline, "no best-so-far within 300 s"
            time.sleep(0.1)
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
    text = err.decode()
    assert process.returncode == 130 and "Traceback" not in text
    assert len(text.strip().splitlines()) == 1, text
    return text


def test_kill_9_then_the_same_command_continues_from_the_stored_best(stored, data_dir: Path) -> None:
    app, config, failure_id = stored
    process = _reduce(config, data_dir, failure_id)
    try:
        _wait_for_a_stored_best(app, failure_id, process)
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    cut = get_failure(app.store, failure_id)
    assert cut.reduction is not None and not cut.reduction.complete  # killed mid-way
    best = cut.reduced_bytes
    assert best is not None and len(best) < len(cut.test_bytes)
    # The same command again, with a budget: it must start at the stored best.
    again = subprocess.run(
        [sys.executable, "-m", "reportsmith", "reduce", "--failure", str(failure_id), "--config", str(config),
         "-q", "--max-seconds", "15", "--timing"],
        env=environment(data_dir), capture_output=True, timeout=600,
    )  # fmt: skip
    assert again.returncode == 0, again.stderr
    done = get_failure(app.store, failure_id)
    assert done.reduction is not None
    assert (done.reduction.sessions, done.reduction.resumed_from) == (2, len(best))
    assert done.reduction.original_size == len(cut.test_bytes)  # still the original's size for the report
    assert done.reduced_bytes is not None and len(done.reduced_bytes) <= len(best)
    assert done.status == "reduced" and done.reduction.recheck is not None and done.reduction.recheck.same
    assert f"resumed at {len(best)} bytes" in again.stderr.decode()
    # --timing: the same per-pass table as `reduce FILE --timing` (the stored totals of both sessions)
    assert "per pass" in again.stderr.decode() and "bytes removed" in again.stderr.decode()


def test_ctrl_c_prints_one_line_and_the_store_keeps_the_best(stored, data_dir: Path) -> None:
    app, config, failure_id = stored
    process = _reduce(config, data_dir, failure_id)
    text = _ctrl_c(process, lambda: bool(get_failure(app.store, failure_id).reduced_bytes))
    cut = get_failure(app.store, failure_id)
    assert cut.reduction is not None and cut.reduction.stopped == "interrupted"
    assert cut.reduced_bytes is not None and len(cut.reduced_bytes) < len(cut.test_bytes)
    assert f"its best so far ({len(cut.reduced_bytes)} bytes) is stored" in text


def test_ctrl_c_of_a_builtin_crash_reduction_leaves_the_best_in_file(tmp_path: Path, data_dir: Path) -> None:
    slow_crash_config(tmp_path)
    file = tmp_path / "case.c"
    shutil.copy(EXAMPLES / "pcc-crash-label.c", file)
    original = file.read_bytes()
    process = subprocess.Popen(
        [sys.executable, "-m", "reportsmith", "reduce", str(file), "--crash", f"{tmp_path / 'slowpcc'} -c -w",
         "-q", "-j", "2"],
        env=environment(data_dir), stderr=subprocess.PIPE,
    )  # fmt: skip
    text = _ctrl_c(process, lambda: file.read_bytes() != original)
    best = file.read_bytes()
    assert len(best) < len(original) and f"holds the best so far ({len(best)} bytes)" in text
    assert (tmp_path / "case.c.orig").read_bytes() == original
    crashed = subprocess.run(["pcc", "-c", "-w", "case.c", "-o", "case.o"], cwd=tmp_path, capture_output=True)
    assert b"compiler error" in crashed.stderr  # still pcc's crash


def test_bad_input_is_one_line_and_changes_nothing_stored(stored, tmp_path: Path, capsys) -> None:
    app, config, _ = stored
    passing, disagree = tmp_path / "passing.c", tmp_path / "disagree.c"
    shutil.copy(EXAMPLES / "passing.c", passing)
    disagree.write_bytes(DISAGREE)
    before, files = dump(app), {path: path.read_bytes() for path in (passing, disagree)}
    cases = [
        (["reduce", str(tmp_path / "missing.c"), "--crash", "gcc -c"], "missing.c: no such file"),
        (["reduce", str(passing), "--crash", "gcc -c"], "`gcc -c` does not crash on it: it compiles it"),
        (["reduce", str(disagree), "--wrong-code", "tcc -w"], "the reference compilers ([[references]]"),
        (["reduce", str(passing), "--wrong-code", "tcc -w"], "prints what the references print"),
        (["reduce", "--failure", "999"], "no failure F999 in the store"),
    ]
    for argv, expected in cases:
        assert main([*argv, "--config", str(config)]) == 2, argv
        err = capsys.readouterr().err
        assert expected in err and err.startswith("reportsmith: error: ") and err.count("\n") == 1, err
    assert dump(app) == before  # not one row written
    assert {path: path.read_bytes() for path in files} == files
    assert not list(tmp_path.glob("*.orig"))  # refused before the backup copy
