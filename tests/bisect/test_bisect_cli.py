"""The ``reportsmith bisect`` command line and the script/rejects predicates, on real compilers."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from reportsmith.cli import main
from reportsmith.common.predicates import Mark, RejectPredicate, ScriptPredicate

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
    predicate = ScriptPredicate(script=script, test_file=zeroing_loop)
    assert predicate(["gcc-12"], ["-O2"]) is Mark.BAD
    assert predicate(["gcc-12"], ["-O1"]) is Mark.GOOD
    assert predicate(["gcc-12"], ["-fno-such-flag"]) is Mark.SKIP


def test_rejects_predicate_matches_the_error_signature(tmp_path: Path) -> None:
    test = tmp_path / "bad.c"
    test.write_text("int f(void) { return undeclared_name; }\n")
    assert RejectPredicate(test_file=test, compile_args=("-c",))(["gcc-12"], []) is Mark.BAD
    assert (
        RejectPredicate(test_file=test, signature="no such error", compile_args=("-c",))(["gcc-12"], [])
        is Mark.GOOD
    )
    assert RejectPredicate(test_file=test, compile_args=("-c",))(["gcc-12"], ["-DXX"]) is Mark.BAD
    good = tmp_path / "good.c"
    good.write_text("int f(void) { return 0; }\n")
    assert RejectPredicate(test_file=good, compile_args=("-c",))(["gcc-12"], []) is Mark.GOOD


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


# A tinycc whose history miscompiles 'x - y' as 'x + y' until the fixing commit: a shell wrapper around tcc.
TCC_WRAPPER = """#!/bin/sh
# revision {number}
if [ {buggy} = 1 ]; then
    args=""
    for a; do
        case "$a" in *.c) sed 's/x - y/x + y/' "$a" > "$a.buggy.c"; a="$a.buggy.c";; esac
        args="$args $a"
    done
    exec tcc $args
fi
exec tcc "$@"
"""
TCC_BUILD = '#!/bin/sh\nset -e\nmkdir -p "$1/bin"\ncp tcc.sh "$1/bin/tcc"\nchmod +x "$1/bin/tcc"\n'
# creduce-style wrong-code script: gcc with ASan+UBSan is the reference that proves the test free of UB.
SANITIZED_SCRIPT = """#!/bin/sh
gcc -fsanitize=address,undefined -fno-sanitize-recover=all -w {test} -o ref || exit 125
./ref > ref.out || {{ echo "the reference run failed: the test has undefined behaviour"; exit 125; }}
$REPORTSMITH_CC $REPORTSMITH_CFLAGS {test} -o prog || exit 125
./prog > prog.out || exit 1
! cmp -s ref.out prog.out
"""
MINUS = """#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int *v = malloc(2 * sizeof *v);
    v[0] = 7; v[1] = 3;
    int x = v[0], y = v[1];
    printf("%d\\n", x - y);
    free(v);
    return 0;
}
"""


def tcc_history(root: Path, commits: int, fixed_at: int) -> list[str]:
    """``commits`` commits of a tcc wrapper, buggy before ``fixed_at``; the hashes, oldest first."""
    repo = root / "tinycc"
    repo.mkdir()
    run = lambda *args: subprocess.run(  # noqa: E731
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout.strip()
    run("init", "-q", "-b", "mob")
    run("config", "user.name", "Tiny Fixer")
    run("config", "user.email", "fixer@example.org")
    (repo / "build.sh").write_text(TCC_BUILD)
    hashes = []
    for number in range(commits):
        (repo / "tcc.sh").write_text(TCC_WRAPPER.format(number=number, buggy=int(number < fixed_at)))
        run("add", "-A")
        run("commit", "-q", "-m", f"tcc change {number}")
        hashes.append(run("rev-parse", "HEAD"))
    return hashes


def git_fix_args(root: Path, hashes: list[str], test: Path) -> list[str]:
    script = root / "wrong-code.sh"
    script.write_text(SANITIZED_SCRIPT.format(test=test.name))
    script.chmod(0o755)
    return [
        "bisect", "git", "--fix", "--repo", str(root / "tinycc"), "--old", hashes[0], "--new", hashes[-1],
        "--build", "sh {src}/build.sh {prefix}", "--compiler", "{prefix}/bin/tcc",
        "--cache", str(root / "cache"), "--check-before", "0", "--script", str(script), str(test),
    ]  # fmt: skip


def test_git_fix_search_with_a_sanitizer_checked_script_finds_the_fixing_commit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hashes = tcc_history(tmp_path, commits=14, fixed_at=9)
    test = tmp_path / "minus.c"
    test.write_text(MINUS)
    assert main(git_fix_args(tmp_path, hashes, test)) == 0
    captured = capsys.readouterr()
    assert f"fixed commit: {hashes[9][:12]}" in captured.out and "tcc change 9" in captured.out
    assert ": skip" not in captured.err  # no probe was skipped: the ASan reference ran every time


def test_git_search_refuses_an_end_that_says_skip_before_the_first_probe(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hashes = tcc_history(tmp_path, commits=14, fixed_at=9)
    # Undefined behaviour: the UBSan reference refuses the test, so the script exits 125 everywhere.
    test = tmp_path / "overflow.c"
    test.write_text(MINUS.replace("int x = v[0]", "int x = v[0] + 2147483647"))
    assert main(git_fix_args(tmp_path, hashes, test)) == 2
    err = capsys.readouterr().err
    assert f"the old end {hashes[0]} cannot be tested" in err
    assert "runtime error: signed integer overflow" in err and "the test has undefined behaviour" in err
    assert [line.split()[0] for line in err.splitlines() if ": skip" in line] == ["probe"]  # the end only
    assert len(list((tmp_path / "cache" / "builds").glob("*/bin/tcc"))) == 1  # only the old end was built
