"""The draft of a clang-22 miscompile in LLVM's form of today (issue 38): the quick start's llvm#215690,
ingested by the real oracle and bisected by the bisect stage over the installed clang-13..16, 19 and 22.

Regenerate the golden file after an intended change with REPORTSMITH_UPDATE_GOLDEN=1 and review the diff.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from reportsmith.common.predicates import Mark
from reportsmith.report import compiler_explorer as ce
from reportsmith.report.drafting import render_for
from reportsmith.report.llvm_form import Run, release_lines, transcript
from reportsmith.store.failures import get_failure
from reportsmith.store.results import Bisection, ReleaseSearch

GOLDEN = Path(__file__).resolve().parent / "golden"
EXAMPLE = Path(__file__).resolve().parents[2] / "config" / "examples" / "clang22-loop-vectorize-O2.c"
_LINK = re.compile(r"https://godbolt\.org/clientstate/[A-Za-z0-9_=-]+")
RIGHT = "00000000fc52127e31b9685a7fc3bdda302494879630be65bffa2dc38b680ac9"


def test_the_clang22_draft_matches_its_golden_file(report_app, clang22_bisected) -> None:
    draft = render_for(report_app, get_failure(report_app.store, clang22_bisected), "github")
    text = f"title: {draft.title}\nfields: {draft.fields}\n---\n{draft.body}"
    text = re.sub(r"Drafted by reportsmith from failure F\d+", "Drafted by reportsmith from failure FN", text)
    # The miscompiled loop reads bytes past the key on the stack: its wrong output changes from run to run.
    text = re.sub(r"(\$ \./bad\.out\n)[0-9a-f]{64}\n", r"\1WRONG OUTPUT\n", text)
    path = GOLDEN / "real-clang22-wrong-code.github.txt"
    if os.environ.get("REPORTSMITH_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def test_the_clang22_draft_is_in_llvms_form_of_today(report_app, clang22_bisected) -> None:
    failure = get_failure(report_app.store, clang22_bisected)
    verdicts = failure.bisection.releases.marks
    assert verdicts == {"clang-13": "good", "clang-14": "good", "clang-15": "good", "clang-16": "good",
                        "clang-19": "good", "clang-22": "bad"}  # fmt: skip
    draft = render_for(report_app, failure, "github")
    # Named after the guilty pass, whose class bisect learned from opt-22 (LLVM 22 prints "loop-vectorize").
    assert draft.title == "[LoopVectorize] miscompile at -O2 on x86_64-pc-linux-gnu"
    assert "loop-vectorize [LoopVectorizePass] on bar" in failure.bisection.guilty_pass
    body = draft.body
    assert "\n- fails: clang-22 (22.1.8)\n- works: clang-19 (19.1.7) and earlier\n" in body
    # The exact commands, each followed by what it printed.
    steps = body.split("### Steps to reproduce", 1)[1].split("\n### ", 1)[0]
    ran = "$ clang-22 -O2 -w clang22-loop-vectorize-O2.c -o bad.out\n$ ./bad.out\n"
    wrong = steps.split(ran, 1)[1].split("\n", 1)[0]
    assert len(wrong) == len(RIGHT) and wrong != RIGHT  # what the miscompiled loop reads differs per run
    assert f"$ gcc -O0 -w clang22-loop-vectorize-O2.c -o good0.out\n$ ./good0.out\n{RIGHT}\n" in steps
    assert "Output of <code>clang-22 -v</code>" in body and "Debian clang version 22.1.8" in body
    # Compiler Explorer opens clang 22 (the first failing release) and gcc, both run.
    [url] = _LINK.findall(body)
    [session] = ce.decode(url)["sessions"]
    assert [c["id"] for c in session["compilers"]] == ["cclang2210", "cg122"]
    assert session["source"] == EXAMPLE.read_text() and len(session["executors"]) == 2
    assert "x86-64 clang 22.1.0 (-O2 -w)" in body and "the first failing one" in body


def test_release_lines_say_the_oldest_run_once_and_list_the_rest() -> None:
    def found(verdicts: dict[str, Mark]) -> Bisection:
        return Bisection(releases=ReleaseSearch(marks=verdicts))

    version = {"clang-13": "13.0.1", "clang-14": "14.0.6", "clang-15": "15.0.6", "clang-16": "16.0.6",
               "clang-19": "19.1.7", "clang-22": "22.1.8"}.get  # fmt: skip
    good, bad = Mark.GOOD, Mark.BAD
    # llvm#70566: a regression in 15 that 19 no longer has.
    lines = release_lines(found({"clang-13": good, "clang-14": good, "clang-15": bad, "clang-16": bad,
                                 "clang-19": good, "clang-22": good}), version)  # fmt: skip
    assert lines.fails == "clang-15 (15.0.6), clang-16 (16.0.6)"
    assert lines.works == "clang-14 (14.0.6) and earlier, clang-19 (19.1.7), clang-22 (22.1.8)"
    # llvm#57169: fixed in 16.
    lines = release_lines(
        found({"clang-13": bad, "clang-14": bad, "clang-15": bad, "clang-16": good}), version
    )
    assert (lines.fails, lines.works) == ("clang-15 (15.0.6) and earlier", "clang-16 (16.0.6)")
    # One release of each; a release not installed is said by name; a skipped one is left out.
    lines = release_lines(found({"clang-19": good, "clang-23": bad, "clang-21": Mark.SKIP}), version)
    assert (lines.fails, lines.works) == ("clang-23", "clang-19 (19.1.7)")
    assert release_lines(None) == release_lines(found({}))


def test_a_transcript_shows_each_command_then_what_it_printed() -> None:
    warned = "t.c:1:1: warning: x\n"
    runs = [Run(["clang-22", "-O2", "t.c", "-o", "bad.out"], warned, "./bad.out", "", "SIGSEGV"),
            Run(["gcc", "-O0", "t.c", "-o", "good0.out"], "", "./good0.out", "1\n2\n", "", 3)]  # fmt: skip
    assert transcript(runs) == (
        "$ clang-22 -O2 t.c -o bad.out\nt.c:1:1: warning: x\n$ ./bad.out\nSegmentation fault\n"
        "$ gcc -O0 t.c -o good0.out\n$ ./good0.out\n1\n2\n(exit status 3)\n"
    )
