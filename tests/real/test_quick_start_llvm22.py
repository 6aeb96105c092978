"""The quick start's clang-22 bug (issue 38): llvm#215690, a loop-vectorize miscompile that Debian's clang-22
22.1.8 has and clang-19 has not, through `reportsmith run` (no source reduction, a short IR reduction), and
its draft's claims checked here: works with clang-19, fails since clang-22, the guilty pass named, Compiler
Explorer opened on clang 22, and IR made with the llvm-22 tools whose commands, run here, reproduce it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from real.test_ir_reproducers import _draft, _failures, _fenced, _run_bundled
from reportsmith.common.process import Limits, run_limited
from reportsmith.report import compiler_explorer as ce
from reportsmith.store.results import IRStatus

#: What gcc-12 and clang-19 print (the key XORed in byte by byte).
RIGHT = "00000000fc52127e31b9685a7fc3bdda302494879630be65bffa2dc38b680ac9"

pytestmark = pytest.mark.skipif(shutil.which("lli-22") is None, reason="llvm-22 is installed by .ci/setup")


def test_the_clang22_quick_start_draft_says_what_was_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = _run_bundled(tmp_path, monkeypatch, "clang22-loop-vectorize-O2", ir_seconds=10)
    failure = _failures(config)["clang22-loop-vectorize-O2.c"]
    assert failure.bisection is not None and failure.bisection.summary.startswith(
        "regression: passes with clang-19, fails since clang-22"
    )
    found = failure.ir_reproducer
    assert found is not None and found.status is IRStatus.REPRODUCED, found
    assert (found.pass_name, found.component) == ("loop-vectorize", "LoopVectorize")
    title, body = _draft(tmp_path, failure).split("\n", 1)
    assert title == "[LoopVectorize] miscompile at -O2 on x86_64-pc-linux-gnu"
    assert "\n- fails: clang-22 (22.1.8)\n- works: clang-19 (19.1.7) and earlier\n" in body
    [url] = [word.strip("()") for word in body.split() if "godbolt.org/clientstate/" in word]
    link = url[url.index("https://") :].rstrip(")")
    assert [c["id"] for c in ce.decode(link)["sessions"][0]["compilers"]] == ["cclang2210", "cg122"]
    # The report's own IR and commands, run here with the llvm-22 tools: right before the pass, wrong after.
    section = "### Reproducer in LLVM IR"
    (tmp_path / "before.ll").write_text(_fenced(body, "llvm", section) + "\n")
    commands = [line.split("  #")[0].split() for line in _fenced(body, "sh", section).splitlines()]
    assert [c[0] for c in commands] == [
        "lli-22",
        "opt-22",
        "lli-22",
    ] and "-passes=loop-vectorize" in commands[1]
    before = run_limited(commands[0], cwd=tmp_path, limits=Limits(timeout=30))
    assert run_limited(commands[1], cwd=tmp_path, limits=Limits(timeout=60)).ok
    after = run_limited(commands[2], cwd=tmp_path, limits=Limits(timeout=30))
    assert before.returncode == 0 and (before.out, before.returncode) != (after.out, after.returncode)
