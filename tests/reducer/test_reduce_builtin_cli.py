"""``reportsmith reduce FILE --crash|--rejects|--wrong-code|--hang COMMAND`` (issue 13 item 3) and the flags
C-Reduce and C-Vise users type (item 4), on the bundled real failures with the installed compilers."""

from __future__ import annotations

import io
import shutil
import subprocess
from contextlib import redirect_stderr
from pathlib import Path

from foundation.independent_validity import check
from foundation.two_releases import ORIGINAL, RANGE_LOST, crashes, install_releases
from reportsmith.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"

#: creduce's and cvise's options (issue 13 item 4), each in `reportsmith reduce --help`.
CREDUCE_FLAGS = (
    "--n", "--timeout", "--tidy", "--save-temps", "--also-interesting", "--not-c", "--skip-initial-passes",
    "--start-with-pass", "--remove-pass", "--print-diff", "--no-cache", "--max-improvement", "--timing",
)  # fmt: skip


def _case(tmp_path: Path, name: str) -> Path:
    file = tmp_path / name
    shutil.copy(EXAMPLES / name, file)
    return file


def _reduce(*argv: str) -> tuple[int, str]:
    err = io.StringIO()
    with redirect_stderr(err):
        status = main(["reduce", *argv])
    return status, err.getvalue()


def test_help_lists_every_creduce_and_cvise_flag_and_the_builtin_predicates(capsys) -> None:
    try:
        main(["reduce", "--help"])
    except SystemExit:
        pass
    text = capsys.readouterr().out
    for flag in (*CREDUCE_FLAGS, "--crash", "--rejects", "--wrong-code", "--hang", "--failure"):
        assert f"{flag} " in text or f"{flag}\n" in text, flag


def test_crash_keeps_the_crash(tmp_path: Path, data_dir: Path) -> None:
    file = _case(tmp_path, "pcc-crash-label.c")
    original = file.read_bytes()
    status, err = _reduce(str(file), "--crash", "pcc -c -w", "-q", "-j", "2")
    assert status == 0, err
    reduced = file.read_bytes()
    assert len(reduced) < len(original) // 10
    assert (tmp_path / "pcc-crash-label.c.orig").read_bytes() == original
    compiled = subprocess.run(
        ["pcc", "-c", "-w", file.name, "-o", "out.o"], cwd=tmp_path, capture_output=True, text=True
    )
    assert "compiler error" in compiled.stderr and "label" in compiled.stderr  # pcc's same internal error


def test_rejects_keeps_the_first_error_and_the_reference_accepts(tmp_path: Path, data_dir: Path) -> None:
    file = _case(tmp_path, "tcc-rejects-pragma-pack.c")
    before = subprocess.run(["tcc", "-w", "-c", file.name], cwd=tmp_path, capture_output=True, text=True)
    status, err = _reduce(str(file), "--rejects", "tcc -w", "-q", "-j", "2")
    assert status == 0, err
    assert len(file.read_bytes()) < len((tmp_path / "tcc-rejects-pragma-pack.c.orig").read_bytes())
    after = subprocess.run(["tcc", "-w", "-c", file.name], cwd=tmp_path, capture_output=True, text=True)
    assert after.returncode != 0 and after.stderr.split(": ", 1)[1] == before.stderr.split(": ", 1)[1]
    accepted = subprocess.run(["gcc", "-O0", "-w", "-fsyntax-only", file.name], cwd=tmp_path)
    assert accepted.returncode == 0  # still valid C for the reference


def test_hang_refuses_a_quick_compile_and_builtins_refuse_a_script(tmp_path: Path, data_dir: Path) -> None:
    file = _case(tmp_path, "passing.c")
    status, err = _reduce(str(file), "--hang", "gcc -O2 -c")
    assert status == 2 and "not a compile-time hog" in err and err.count("\n") == 1
    status, err = _reduce(str(file), str(tmp_path / "test.sh"), "--crash", "gcc -c")
    assert status == 2 and "replaces SCRIPT" in err
    status, err = _reduce(str(file), "--crash", "gcc -c", "--also-interesting", "77")
    assert status == 2 and "--also-interesting needs SCRIPT" in err
    assert not list(tmp_path.glob("*.orig"))


def test_a_budget_stop_with_timing_still_says_where_the_tests_went(tmp_path: Path, data_dir: Path) -> None:
    """A run cut by --max-seconds prints the per-pass table too (issue 37: the Csmith case that ended at the
    budget said only its bests, not which passes had spent its tests)."""
    file = _case(tmp_path, "pcc-crash-label.c")
    original = file.read_bytes()
    status, err = _reduce(str(file), "--crash", "pcc -c -w", "--max-seconds", "0.001", "--timing", "-j", "2")
    assert status == 0, err
    assert "stopped after --max-seconds 0.001" in err and "per pass" in err, err
    table = err[err.index("per pass") : err.index("stopped after")].splitlines()
    rows = [
        line.split("│")
        for line in table[table.index(next(t for t in table if "━" in t)) + 1 :]
        if "│" in line
    ]
    assert rows and sum(int(row[1]) for row in rows) > 0, err  # the passes that ran, with the tests they ran
    assert file.read_bytes() == original or len(file.read_bytes()) < len(original)


def test_wrong_code_output_passes_the_independent_validity_check(tmp_path: Path, data_dir: Path) -> None:
    """The bundled Csmith miscompilation (157 KB) under a budget: whatever best is produced must be free of
    the UB clang-16's ASan+UBSan and MSan see, and tcc must still be wrong on it. (The same reduction with
    the case's plain test.sh ended invalid, MSan use-of-uninitialized-value, in bench/RESULTS.md.)"""
    file = _case(tmp_path, "tcc-wrong-csmith-20042.c")
    original = file.read_bytes()
    assert b'#include "csmith.h"' in original
    status, err = _reduce(str(file), "--wrong-code", "tcc -w", "--max-seconds", "150", "-q", "-j", "2")
    assert status == 0, err
    assert "reduced with csmith.h" in err and "inlined" in err  # as the bot stores its own failures
    reduced = file.read_bytes()
    assert len(reduced) < len(original), err
    assert b'#include "csmith.h"' not in reduced
    checked = tmp_path / "checked"
    checked.mkdir()
    (checked / "prog.c").write_bytes(reduced)
    validity = check(checked / "prog.c")
    assert validity.valid, validity.evidence


def test_keep_range_keeps_the_release_range(tmp_path: Path, data_dir: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    install_releases(tmp_path, monkeypatch)
    file = tmp_path / "prog.c"
    file.write_bytes(ORIGINAL)
    argv = ("--wrong-code", "cc-new -w", "--keep-range", "cc-old..cc-new", "--max-seconds", "120", "-q")
    status, err = _reduce(str(file), *argv)
    assert status == 0, err
    reduced = file.read_bytes()
    assert len(reduced) < len(ORIGINAL)
    assert crashes("cc-new", reduced, tmp_path) and not crashes("cc-old", reduced, tmp_path)


def test_keep_range_refuses_what_is_no_range(tmp_path: Path, data_dir: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    install_releases(tmp_path, monkeypatch)
    file = tmp_path / "prog.c"
    for text, keep, said in (
        (ORIGINAL, "cc-old", "expected RELEASE..RELEASE"),
        (ORIGINAL, "cc-old..no-such-cc", "no-such-cc is not an installed compiler"),
        (RANGE_LOST, "cc-old..cc-new", "must fail with one of the two releases and pass with the other"),
    ):
        file.write_bytes(text)
        status, err = _reduce(str(file), "--wrong-code", "cc-new -w", "--keep-range", keep, "-q")
        assert status == 2 and said in err, err
        assert file.read_bytes() == text and not (tmp_path / "prog.c.orig").exists()
