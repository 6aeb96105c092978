"""A real GCC wrong-code report (PR 111151) in GCC's form: keyword, title, and the three checks GCC's
bug-writing guide asks for (does it still fail with -fwrapv, -fno-strict-aliasing,
-fno-aggressive-loop-optimizations?), run by the drafter on the test."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.config import Compiler, load_config
from reportsmith.pipeline import ingest_stage
from reportsmith.report.drafting import render_for
from reportsmith.report.gcc_checks import wrong_code_flag_checks
from reportsmith.store.failures import list_failures
from rich.console import Console

DATA = Path(__file__).resolve().parent / "data"
#: gcc is GCC 12 here and has the bug itself: clang is the reference, as in bench/arith/known_bug.toml.
CLANG_REFERENCES = [
    Compiler("clang-16", "clang-16", ["-O0 -w"]),
    Compiler("clang-15", "clang-15", ["-O0 -w"]),
]


def test_gcc_wrong_code_report_says_which_of_gccs_flags_still_fail(tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "pr111151.c").write_bytes((DATA / "gcc-pr111151.c").read_bytes())
    (inbox / "pr111151.toml").write_text('compiler = "gcc-12"\nflags = "-O0"\nexpect = "wrong-code"\n')
    config = dataclasses.replace(load_config(), data_dir=str(tmp_path / "data"), references=CLANG_REFERENCES)
    app = App(config)
    ingest_stage(app, [inbox], Console(quiet=True))
    (failure,) = list_failures(app.store)
    assert failure.verdict == FailureKind.WRONG_CODE
    draft = render_for(app, failure, "bugzilla")
    assert draft.title == "wrong code at -O0 on x86_64-linux-gnu"
    assert draft.fields["keywords"] == ["wrong-code"]
    section = draft.body.split("Checks GCC asks for wrong code", 1)[1]
    for flag in ("-fwrapv", "-fno-strict-aliasing", "-fno-aggressive-loop-optimizations"):
        # A folding bug on unsigned values: no flag defines it away.
        assert f"  {flag}: still fails\n" in section
    github = render_for(app, failure, "github").body
    assert "### Checks GCC asks for wrong code" in github and "- with `-fwrapv` added: still fails" in github


def test_a_flag_that_makes_the_test_pass_is_said(tmp_path: Path) -> None:
    """Signed overflow that -fwrapv defines: GCC -O2 folds ``x + 1 > x`` to 1, -fwrapv keeps the wrap."""
    source = (
        b"#include <stdio.h>\n#include <limits.h>\n"
        b"__attribute__((noinline)) int f(int x) { return x + 1 > x; }\n"
        b'int main(void) { printf("%d\\n", f(INT_MAX)); return 0; }\n'
    )
    # The reference is the same program built with -fwrapv (what the test means, wrapping defined).
    references = [Compiler("gcc-wrapv", "gcc-12", ["-O0 -fwrapv"])]
    (wrapv, strict, loops) = wrong_code_flag_checks(["gcc-12"], ["-O2"], "t.c", source, references)
    assert (wrapv.flag, wrapv.still_fails) == ("-fwrapv", False) and "undefined behaviour" in wrapv.said
    assert strict.still_fails is True and loops.still_fails is True
