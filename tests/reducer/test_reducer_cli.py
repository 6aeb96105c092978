"""`reportsmith reduce`: in-place replacement, FILE.orig, both argument orders, kill -9 keeps the best."""

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from reportsmith.cli import main

PROGRAM = b"".join(b"int filler_%d = %d;\n" % (i, i) for i in range(40)) + b"int needle;\n"


def make_case(tmp_path: Path, delay: float = 0.0) -> tuple[Path, Path]:
    file = tmp_path / "case.c"
    file.write_bytes(PROGRAM)
    script = tmp_path / "test.sh"
    script.write_text(f"#!/bin/sh\nsleep {delay}\ngrep -q needle case.c\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return file, script


def test_reduce_replaces_file_and_keeps_original(tmp_path, capsys):
    file, script = make_case(tmp_path)
    assert main(["reduce", str(file), str(script), "--jobs", "2", "-q", "--skip-pass", "clang-format"]) == 0
    assert (tmp_path / "case.c.orig").read_bytes() == PROGRAM
    assert file.read_bytes().strip() in (b"needle", b"int needle;")
    assert "tests" in capsys.readouterr().err


def test_creduce_argument_order_is_accepted(tmp_path):
    file, script = make_case(tmp_path)
    assert main(["reduce", str(script), str(file), "-q", "--passes", "lines"]) == 0
    assert len(file.read_bytes()) < len(PROGRAM) // 10


def test_bad_input_is_a_clear_error(tmp_path, capsys):
    file, script = make_case(tmp_path)
    assert main(["reduce", str(tmp_path / "missing.c"), str(script)]) == 2
    assert "missing.c: no such file" in capsys.readouterr().err
    assert main(["reduce", str(file), str(script), "--passes", "nonsense"]) == 2
    assert "unknown pass 'nonsense'" in capsys.readouterr().err
    script.write_text("#!/bin/sh\nexit 1\n")
    assert main(["reduce", str(file), str(script)]) == 2
    assert "not interesting" in capsys.readouterr().err


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGKILL])
def test_interrupted_run_leaves_an_interesting_best_so_far(tmp_path, stop):
    file, script = make_case(tmp_path, delay=0.2)
    process = subprocess.Popen(
        [sys.executable, "-m", "reportsmith", "reduce", str(file), str(script), "--jobs", "2", "-q"],
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while file.read_bytes() == PROGRAM and time.monotonic() < deadline:
        time.sleep(0.1)
    os.kill(process.pid, stop)
    process.wait(timeout=60)
    best = file.read_bytes()
    assert b"needle" in best and len(best) < len(PROGRAM)
    assert (tmp_path / "case.c.orig").read_bytes() == PROGRAM
    assert not list(tmp_path.glob(".case.c.*"))  # no temporary file left from the atomic writes
