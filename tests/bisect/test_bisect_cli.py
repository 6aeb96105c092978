"""The ``reportsmith bisect`` command line and the script/rejects predicates, on real compilers."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportsmith.bisect.predicates import RejectPredicate, ScriptPredicate
from reportsmith.bisect.verdict import Verdict
from reportsmith.cli import main

ZERO = "void clear(int *a, int n) { for (int i = 0; i < n; i++) a[i] = 0; }\n"


@pytest.fixture
def zeroing_loop(tmp_path: Path) -> Path:
    path = tmp_path / "zero.c"
    path.write_text(ZERO)
    return path


def test_script_predicate_follows_the_creduce_and_git_bisect_conventions(
    tmp_path: Path, zeroing_loop: Path
) -> None:
    script = tmp_path / "memset.sh"
    script.write_text(
        "#!/bin/sh\n"
        "$REPORTSMITH_CC $REPORTSMITH_CFLAGS -S zero.c -o out.s 2>/dev/null || exit 125\n"
        "grep -q memset out.s\n"
    )
    script.chmod(0o755)
    predicate = ScriptPredicate(script, zeroing_loop)
    assert predicate(["gcc-12"], ["-O2"]) is Verdict.BAD
    assert predicate(["gcc-12"], ["-O1"]) is Verdict.GOOD
    assert predicate(["gcc-12"], ["-fno-such-flag"]) is Verdict.SKIP


def test_rejects_predicate_matches_the_error_signature(tmp_path: Path) -> None:
    test = tmp_path / "bad.c"
    test.write_text("int f(void) { return undeclared_name; }\n")
    assert RejectPredicate(test)(["gcc-12"], []) is Verdict.BAD
    assert RejectPredicate(test, "no such error")(["gcc-12"], []) is Verdict.GOOD
    assert RejectPredicate(test)(["gcc-12"], ["-DXX"]) is Verdict.BAD
    good = tmp_path / "good.c"
    good.write_text("int f(void) { return 0; }\n")
    assert RejectPredicate(good)(["gcc-12"], []) is Verdict.GOOD


def test_cli_flags_and_releases(zeroing_loop: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "bisect",
                "flags",
                "--compiler",
                "gcc-12",
                "--flags=-O2 -g",
                "--asm-matches",
                "memset",
                str(zeroing_loop),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "minimal flags: -O1 -ftree-loop-distribute-patterns" in out
    assert "-fno-tree-loop-distribute-patterns" in out
    assert (
        main(
            [
                "bisect",
                "releases",
                "--compiler",
                "clang-14",
                "--compiler",
                "clang-16",
                "--flags=-O2",
                "--asm-matches",
                "memset",
                str(zeroing_loop),
            ]
        )
        == 0
    )
    assert "fails with every tested release (clang-14, clang-16)" in capsys.readouterr().out


def test_cli_errors_are_one_line(zeroing_loop: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "bisect",
                "flags",
                "--compiler",
                "gcc-12",
                "--flags=-O0",
                "--asm-matches",
                "memset",
                str(zeroing_loop),
            ]
        )
        == 2
    )
    assert "does not show the failure" in capsys.readouterr().err
    assert main(["bisect", "releases", str(zeroing_loop), "--compiler", "no-such-cc-7", "--crash"]) == 2
    assert "not installed: no-such-cc-7" in capsys.readouterr().err
