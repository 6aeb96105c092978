"""`reportsmith reduce`: in-place replacement, FILE.orig, both argument orders, kill -9 keeps the best."""

import io
import os
import signal
import stat
import subprocess
import sys
import time
from contextlib import redirect_stderr
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
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 60
    while file.read_bytes() == PROGRAM and time.monotonic() < deadline:
        time.sleep(0.1)
    os.kill(process.pid, stop)
    _, err = process.communicate(timeout=60)
    if stop == signal.SIGINT:  # Ctrl-C: one line saying where the best is, no traceback
        assert process.returncode == 130 and b"Traceback" not in err
        assert err.strip().count(b"\n") == 0 and b"holds the best so far" in err
    best = file.read_bytes()
    assert b"needle" in best and len(best) < len(PROGRAM)
    assert (tmp_path / "case.c.orig").read_bytes() == PROGRAM
    assert not list(tmp_path.glob(".case.c.*"))  # no temporary file left from the atomic writes


def run_cli(tmp_path: Path, *flags: str, script_text: str | None = None) -> tuple[Path, str]:
    file, script = make_case(tmp_path)
    if script_text is not None:
        script.write_text(script_text)
    err = io.StringIO()
    with redirect_stderr(err):
        assert main(["reduce", str(file), str(script), "--jobs", "2", *flags]) == 0
    return file, err.getvalue()


def test_tidy_keeps_no_backup_and_timing_says_which_pass(tmp_path):
    file, err = run_cli(tmp_path, "--tidy", "--timing", "--passes", "lines,blank")
    assert not (tmp_path / "case.c.orig").exists()
    assert b"needle" in file.read_bytes()
    assert "lines" in err and "-> " in err and " s] " in err


def test_print_diff_shows_removed_lines(tmp_path):
    _, err = run_cli(tmp_path, "-q", "--print-diff", "--passes", "lines")
    assert "--- " in err and "\n-int filler_3 = 3;" in err


def test_also_interesting_saves_the_variants_with_that_exit_code(tmp_path):
    script = "#!/bin/sh\ngrep -q needle case.c || exit 1\ngrep -q filler_3 case.c || exit 77\nexit 0\n"
    file, _ = run_cli(tmp_path, "-q", "--also-interesting", "77", "--passes", "lines", script_text=script)
    saved = sorted(tmp_path.glob("case.c.also-interesting-*"))
    assert saved and b"filler_3" in file.read_bytes()
    assert all(b"needle" in p.read_bytes() and b"filler_3" not in p.read_bytes() for p in saved)


def test_skip_initial_and_start_with_and_remove_pass(tmp_path):
    _, err = run_cli(
        tmp_path, "--timing", "--skip-initial-passes", "--start-with-pass", "lines:2", "--remove-pass",
        "bulk-unused,bulk-decls,clang-format",
    )  # fmt: skip
    first = [line for line in err.splitlines() if " s] " in line][0]
    assert "lines:2" in first  # nothing of the first phase, main begins at lines:2
    assert "bulk-unused" not in err


def test_no_cache_max_improvement_and_bad_values(tmp_path, capsys):
    file, script = make_case(tmp_path)
    assert main(["reduce", str(file), str(script), "--max-improvement", "0"]) == 2
    assert "--max-improvement must be at least 1" in capsys.readouterr().err
    assert main(["reduce", str(file), str(script), "--start-with-pass", "nonsense"]) == 2
    assert "unknown pass 'nonsense'" in capsys.readouterr().err
    _, err = run_cli(
        tmp_path / "..", "--no-cache", "--max-improvement", "60", "--timing", "--passes", "lines"
    )
    steps = [
        line.split(": ", 1)[1].split(" bytes")[0].split(" -> ") for line in err.splitlines() if " s] " in line
    ]
    assert steps and all(int(before) - int(after) <= 60 for before, after in steps)
