"""Reports on real GCC and Clang crashes (issue 14 item 3), reduced and bisected over the installed releases,
for both trackers: golden files, and their meaning checked (title form, keywords, labels, sections).

Regenerate after an intended change with REPORTSMITH_UPDATE_GOLDEN=1 and review the diff.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from reportsmith.common.predicates import Mark
from reportsmith.report.drafting import render_for
from reportsmith.store.details import FailureDetails
from reportsmith.store.failures import get_failure

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = {"gcc": "gcc-lambda-alias-template.cpp", "clang": "clang-ubsan-assume-aligned.c"}


def _draft(report_app, real_bisected, family: str, tracker: str):  # noqa: ANN001, ANN202
    failure = get_failure(report_app.store, real_bisected[CASES[family]])
    return failure, render_for(report_app, failure, tracker)


@pytest.mark.parametrize("family", ["gcc", "clang"])
@pytest.mark.parametrize("tracker", ["github", "bugzilla"])
def test_real_crash_report_matches_golden(report_app, real_bisected, family: str, tracker: str) -> None:
    _, draft = _draft(report_app, real_bisected, family, tracker)
    attachments = "".join(
        f"attachment: {a.file_name} {a.content_type}: {a.description}\n" for a in draft.attachments
    )
    text = f"title: {draft.title}\nfields: {draft.fields}\n{attachments}---\n{draft.body}"
    text = re.sub(r"0x[0-9a-f]{6,}", "0xADDRESS", text)  # the untrimmed crash output has ASLR addresses
    text = re.sub(r"/tmp/\S+", "/tmp/PATH", text)  # clang's crash-diagnostic files in the oracle's folder
    text = re.sub(r"Drafted by reportsmith from failure F\d+", "Drafted by reportsmith from failure FN", text)
    path = GOLDEN / f"real-{family}-crash.{tracker}.txt"
    if os.environ.get("REPORTSMITH_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def test_gcc_bugzilla_report_is_in_gccs_form(report_app, real_bisected) -> None:
    failure, draft = _draft(report_app, real_bisected, "gcc", "bugzilla")
    # Fails with every installed release (gcc-11 and gcc-12): no regression, so no "[N Regression]".
    assert draft.title == "ICE: Segmentation fault"
    assert draft.fields["keywords"] == ["ice-on-valid-code"]
    assert draft.fields["cf_known_to_fail"] == "11 12" and draft.fields["cf_known_to_work"] == ""
    assert "Known to fail: 11 12" in draft.body
    assert "Output of gcc-12 -v:" in draft.body and "Configured with:" in draft.body
    preprocessed = [a for a in draft.attachments if a.description == "preprocessed source"]
    assert [a.file_name for a in preprocessed] == ["gcc-lambda-alias-template.ii"]
    assert b"decltype([]{})" in preprocessed[0].data
    assert "ice-on-valid-code" in draft.body and failure.details.ice_on == "valid"


def test_clang_github_report_is_in_llvms_form(report_app, real_bisected) -> None:
    _, draft = _draft(report_app, real_bisected, "clang", "github")
    # LLVM's form: no "[N Regression]" prefix; the component and the kind are labels.
    assert draft.title == "[clang] crash in clang::CodeGen::CodeGenFunction::emitAlignmentAssumptionCheck"
    assert {"crash", "clang:codegen"} <= set(draft.fields["labels"])
    body = draft.body
    assert "### Backtrace (trimmed to the frames that identify the bug)" in body
    backtrace = body.split("### Backtrace", 1)[1].split("\n### ", 1)[0]
    assert "emitAlignmentAssumptionCheck" in backtrace
    assert "llvm::sys::" not in backtrace and "libc.so" not in backtrace and "0x0000" not in backtrace
    cc1 = body.split("### The `-cc1` command", 1)[1].split("\n### ", 1)[0]
    assert " -cc1 -triple " in cc1 and "-fsanitize=alignment" in cc1 and "/tmp/" not in cc1
    # The release bisection: clang-13/14/15 fail, clang-16 passes (llvm#57169 was fixed for 16).
    assert "clang-16" in body.split("### Regression range", 1)[1]


def test_gcc_form_titles_a_regression_with_major_versions(report_app, real_bisected) -> None:
    failure, _ = _draft(report_app, real_bisected, "clang", "bugzilla")
    releases = failure.bisection.releases
    assert releases is not None
    assert releases.marks == {"clang-13": "bad", "clang-14": "bad", "clang-15": "bad", "clang-16": "good"}


def test_gcc_regression_title_uses_major_versions_and_llvm_never_prefixes() -> None:
    from reportsmith.report.identify import Identification
    from reportsmith.report.titles import make_title
    from reportsmith.store.results import Bisection, ReleaseSearch

    bisection = Bisection(
        releases=ReleaseSearch(marks={"gcc-11": Mark.GOOD, "gcc-12": Mark.BAD}),
        regression=True,
        last_good="gcc-11",
        first_bad="gcc-12",
        regression_releases=["gcc-12"],
    )
    output = "t.c:3:1: internal compiler error: in expand_expr_real_1, at expr.cc:8845\n"
    common = {
        "flags": ["-O2"],
        "signature": "x",
        "compiler_output": output,
        "test_names": ["t.c"],
        "details": FailureDetails(),
    }
    gcc = Identification("gcc-12", "gcc version 12.2.0 (Debian 12.2.0-14)", "x86_64-linux-gnu")
    title = make_title(verdict="crash", compiler="gcc-12", identification=gcc, bisection=bisection, **common)
    assert title == "[12 Regression] ICE in expand_expr_real_1, at expr.cc:8845"
    clang = Identification("clang-16", "Debian clang version 16.0.6", "x86_64-pc-linux-gnu")
    clang_bisection = Bisection(
        releases=ReleaseSearch(marks={"clang-14": Mark.GOOD, "clang-15": Mark.BAD, "clang-16": Mark.BAD}),
        regression=True,
        regression_releases=["clang-15"],
    )
    wrong = make_title(
        verdict="wrong-code", compiler="clang-16", identification=clang, bisection=clang_bisection, **common
    )
    assert wrong == "[clang] wrong code at -O2 on x86_64-pc-linux-gnu"


def test_the_draft_command_prints_llvms_title_as_it_is(report_app, real_bisected) -> None:
    """``reportsmith report draft`` shows "[clang] ..." (Rich took the prefix for markup and dropped it)."""
    import subprocess
    import sys

    failure_id = real_bisected[CASES["clang"]]
    env = {**os.environ, "REPORTSMITH_DATA": report_app.config.data_dir, "COLUMNS": "200"}
    command = [sys.executable, "-m", "reportsmith", "report", "draft", str(failure_id), "--tracker", "github"]
    shown = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    assert shown.splitlines()[0] == (
        "title: [clang] crash in clang::CodeGen::CodeGenFunction::emitAlignmentAssumptionCheck"
    )


def test_llvm_names_a_miscompile_after_its_pass_and_gcc_says_since_which_commit() -> None:
    from reportsmith.report.identify import Identification
    from reportsmith.report.titles import make_title
    from reportsmith.store.results import Bisection, Commit

    common = {
        "verdict": "wrong-code", "flags": ["-O3"], "signature": "x", "compiler_output": "",
        "test_names": ["t.c"], "details": FailureDetails(),
    }  # fmt: skip
    clang = Identification("clang-16", "Debian clang version 16.0.6", "x86_64-pc-linux-gnu")
    # What the bisect stage stored for the bundled clang -O3 miscompilation (llvm#70566): opt-bisect's pass.
    found = Bisection(guilty_pass="pass (65) IndVarSimplifyPass on <unnamed loop> (in function main)")
    title = make_title(compiler="clang-16", identification=clang, bisection=found, **common)
    assert title == "[IndVarSimplify] miscompile at -O3 on x86_64-pc-linux-gnu"
    gcc = Identification("gcc-12", "gcc version 12.2.0 (Debian 12.2.0-14)", "x86_64-linux-gnu")
    by_revision = Bisection(culprit=Commit("r12-1234-g0123abcd", "r12-1234-g0123abcd: fold: ..."))
    title = make_title(compiler="gcc-12", identification=gcc, bisection=by_revision, **common)
    assert title == "wrong code at -O3 on x86_64-linux-gnu since r12-1234-g0123abcd"
    by_hash = Bisection(culprit=Commit("0123456789abcdef0123456789abcdef01234567", "0123456789ab fold"))
    title = make_title(compiler="gcc-12", identification=gcc, bisection=by_hash, **common)
    assert title.endswith(" since commit 0123456789ab")


def test_without_a_tracker_set_up_each_failure_is_drafted_for_its_projects_tracker(
    report_app, real_bisected
) -> None:
    from reportsmith.report.drafting import draft_reports

    ids = [real_bisected[CASES["gcc"]], real_bisected[CASES["clang"]]]
    reports = draft_reports(report_app, ids)
    assert [(r.failure_id, r.tracker) for r in reports] == [(ids[0], "bugzilla"), (ids[1], "github")]


def test_a_guilty_pass_is_said_as_opt_bisect_showed_it_and_a_crash_elsewhere_is_named() -> None:
    """llvm#54760 crashes in CoroSplitPass, which opt-bisect cannot skip: the bot's bisect stage stored
    SimplifyCFGPass, the last pass it can (bench/real, 2026-11-27). The report gives the limits and the
    crash's own place, not SimplifyCFG as where it crashes."""
    from reportsmith.report.facts import guilty_pass_facts
    from reportsmith.store.results import Bisection

    coro = Bisection(guilty_pass="pass (682) SimplifyCFGPass on _Z1gv")
    signature = "clang-14: clang frontend crash in llvm::CoroSplitPass::run"
    assert guilty_pass_facts(coro, "crash", signature) == {
        "guilty_limit": 682, "crash_elsewhere": "llvm::CoroSplitPass::run",
    }  # fmt: skip
    inside = Bisection(guilty_pass="pass (41) InstCombinePass on main")
    assert guilty_pass_facts(inside, "crash", "clang-16: crash in llvm::InstCombinerImpl::visitAdd") == {
        "guilty_limit": 41, "crash_elsewhere": "",
    }  # fmt: skip
    miscompile = Bisection(guilty_pass="pass (65) IndVarSimplifyPass on <unnamed loop> (in function main)")
    nothing_elsewhere = {"guilty_limit": 65, "crash_elsewhere": ""}
    assert guilty_pass_facts(miscompile, "wrong-code", "wrong code") == nothing_elsewhere
    assert guilty_pass_facts(None, "crash", signature) == {"guilty_limit": None, "crash_elsewhere": ""}


def test_a_fatal_backend_error_is_titled_by_what_failed() -> None:
    """llvm#62305 as the bot signs it: the title says "Cannot select", not "crash in backend"."""
    from reportsmith.report.identify import Identification
    from reportsmith.report.titles import make_title

    signature = (
        "clang-16: error in backend: Cannot select: i64 = bitcast in llvm::SelectionDAGISel::SelectCodeCommon"
    )
    clang = Identification("clang-16", "Debian clang version 16.0.6", "x86_64-pc-linux-gnu")
    title = make_title(
        verdict="crash", compiler="clang-16", identification=clang, flags=[], signature=signature,
        compiler_output="", test_names=["t.c"], details=FailureDetails(), bisection=None,
    )  # fmt: skip
    assert title == "[clang] error in backend: Cannot select: i64 = bitcast"
