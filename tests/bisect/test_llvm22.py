"""LLVM 22 (issue 38), with Debian's clang-22 22.1.8 and llvm-22 on two public clang-22 miscompiles: what
broke with no code change, each checked on the real compiler and tools.

* opt-bisect prints pipeline names (``simplifycfg on f``) and machine passes as ``x86-isel on function
  (f)``: the runs are read with their functions, and the guilty pass gets its class (``SimplifyCFGPass``);
* the IR stage found "no opt -passes= name runs simplifycfg": a pipeline name is now its own name;
* the title stayed ``[clang] wrong code``: it names ``[SimplifyCFG]`` from the class bisect learned.

llvm#218844 (``bench/reduce/small/llvm218844.c``, the public report's test; an X86 back-end bug:
clang-22 -O2 prints 100, -O0 and clang-19 -O2 print -20) shows the first three; the quick start's
llvm#215690 (``config/examples/clang22-loop-vectorize-O2.c``) a reproducer that holds on llvm-22.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from reportsmith.bisect.llvm_ir import emit, pass_names
from reportsmith.bisect.llvm_ir.checks import MiscompileCheck
from reportsmith.bisect.llvm_ir.crash import NoReproducerError
from reportsmith.bisect.llvm_ir.location import CrashLocation, crash_site
from reportsmith.bisect.llvm_ir.miscompile import find_miscompile_reproducer
from reportsmith.bisect.llvm_ir.tools import LLVMTools
from reportsmith.bisect.passes import PassRun, guilty_pass, llvm_pass_runs
from reportsmith.bisect.predicates import OutputDiffersPredicate
from reportsmith.common.process import Limits, run_limited
from reportsmith.common.signature import crash_signature
from reportsmith.report.titles import llvm_pass_component

EXAMPLE = Path(__file__).resolve().parents[2] / "bench" / "reduce" / "small" / "llvm218844.c"
QUICK_START = Path(__file__).resolve().parents[2] / "config" / "examples" / "clang22-loop-vectorize-O2.c"
FLAGS = ["-O2", "-w"]

pytestmark = pytest.mark.skipif(shutil.which("opt-22") is None, reason="llvm-22 is installed by .ci/setup")


@pytest.fixture(scope="module")
def before_simplifycfg(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The IR clang-22 has just before opt-bisect's run 188 (simplifycfg on f)."""
    source = emit.Source(["clang-22"], FLAGS, EXAMPLE.name, EXAMPLE.read_bytes())
    path = tmp_path_factory.mktemp("llvm22") / "before.ll"
    path.write_text(emit.before_pass(source, 188))
    return path


def test_llvm22_runs_are_read_with_their_functions_machine_passes_included() -> None:
    runs = llvm_pass_runs(["clang-22"], FLAGS, EXAMPLE)
    assert [run.number for run in runs] == list(range(1, len(runs) + 1))  # every line read, none skipped
    assert str(runs[186]) == "pass (187) tailcallelim on f"
    isel = [run for run in runs if run.name == "x86-isel"]
    # LLVM 22 says "x86-isel on function (f)": the run is f's, not that of the last IR pass before it.
    assert [(run.target, run.function) for run in isel] == [
        ("function (f)", "f"),
        ("function (main)", "main"),
    ]
    assert all(run.function in ("f", "main") for run in runs if run.target.startswith("function ("))


def test_the_guilty_pass_is_simplifycfg_with_its_class_and_reads_back() -> None:
    wrong = OutputDiffersPredicate(EXAMPLE, ("gcc-12", "-O0", "-w"))
    outcome = guilty_pass(["clang-22"], FLAGS, EXAMPLE, wrong, pass_class=True)
    assert outcome.guilty is not None, outcome.notes
    assert str(outcome.guilty) == "pass (188) simplifycfg [SimplifyCFGPass] on f"
    assert PassRun.parse(str(outcome.guilty)) == outcome.guilty
    assert outcome.guilty.class_name == "SimplifyCFGPass"
    assert llvm_pass_component(str(outcome.guilty)) == "SimplifyCFG"  # the title's component
    # Without the class (a reduction's check wants only the name), as opt-bisect printed it.
    assert llvm_pass_component("pass (188) simplifycfg on f") == ""


def test_a_pipeline_name_is_its_own_opt_name_and_opt_names_its_class(before_simplifycfg: Path) -> None:
    assert pass_names.is_pipeline_name("simplifycfg") and pass_names.is_pipeline_name("loop-vectorize")
    assert not pass_names.is_pipeline_name("SimplifyCFGPass")
    assert pass_names.pipeline_name("opt-22", "simplifycfg", before_simplifycfg) == "simplifycfg"
    assert pass_names.pipeline_name("opt-22", "SimplifyCFGPass", before_simplifycfg) == "simplifycfg"
    assert pass_names.class_of("opt-22", "simplifycfg", before_simplifycfg) == "SimplifyCFGPass"
    assert pass_names.class_of("opt-22", "instcombine", before_simplifycfg) == "InstCombinePass"
    assert pass_names.pipeline_name("opt-22", "no-such-pass", before_simplifycfg) is None


def test_the_ir_before_simplifycfg_is_refused_since_lli_22_already_runs_it_wrong() -> None:
    """llvm#218844 is a back-end bug (LLVM labelled it backend:X86): lli-22 runs the IR just before
    simplifycfg wrong already, so "simplifycfg alone turns it wrong" is not claimed."""
    tools = LLVMTools.matching(["clang-22"])
    source = emit.Source(["clang-22"], FLAGS, EXAMPLE.name, EXAMPLE.read_bytes())
    with pytest.raises(
        NoReproducerError, match=r"opt -passes=simplifycfg .*changes nothing the program shows"
    ):
        find_miscompile_reproducer(tools, source, 188, "simplifycfg", run_timeout=10.0)


def test_the_quick_start_bug_is_loop_vectorize_alone_on_the_ir_before_it_with_llvm22_tools() -> None:
    tools = LLVMTools.matching(["clang-22"])
    assert (tools.opt, tools.lli) == ("opt-22", "lli-22")
    wrong = OutputDiffersPredicate(QUICK_START, ("gcc-12", "-O0", "-w"))
    outcome = guilty_pass(["clang-22"], FLAGS, QUICK_START, wrong, pass_class=True)
    assert outcome.guilty is not None and outcome.guilty.name == "loop-vectorize", outcome.notes
    assert (outcome.guilty.pass_class, outcome.guilty.function) == ("LoopVectorizePass", "bar")
    source = emit.Source(["clang-22"], FLAGS, QUICK_START.name, QUICK_START.read_bytes())
    # As the IR stage calls it with a guilty pass stored before its class was known: the pipeline name.
    found = find_miscompile_reproducer(
        tools, source, outcome.guilty.number, "loop-vectorize", run_timeout=10.0
    )
    assert (found.check.passes, found.component) == ("loop-vectorize", "LoopVectorize")
    assert found.outcome.holds, found.outcome.reason
    before, after = str(found.outcome.before), str(found.outcome.after)
    assert "fc52127e31b9685a" in before and "fc52127e31b9685a" not in after  # gcc's output, then not


_HEADER = 'target triple = "x86_64-pc-linux-gnu"\n\n'


def test_an_ir_whose_exit_status_is_an_address_is_no_miscompile(tmp_path: Path) -> None:
    """What llvm-reduce-22 made of the quick start's IR under the old check (the first pipeline run of issue
    38): main returning its stack address, "exit 192" before loop-vectorize and "exit 128" after."""
    check = MiscompileCheck("opt-22", "loop-vectorize", "lli-22")
    pointer = tmp_path / "pointer.ll"
    pointer.write_text(_HEADER + "define ptr @main() {\n  %1 = alloca [32 x i8], align 16\n  ret ptr %1\n}\n")
    assert check.evaluate(pointer).reason == "main no longer returns i32: its exit status says nothing"
    # The same through an i32: the address changes from run to run (ASLR), so two runs of the IR before the
    # pass differ, or (rarely) the IR before and after the pass happen to agree; either way it is refused.
    address = tmp_path / "address.ll"
    address.write_text(_HEADER + "define i32 @main() {\n  %1 = alloca [32 x i8], align 16\n"
                       "  %2 = ptrtoint ptr %1 to i64\n  %3 = lshr i64 %2, 4\n  %4 = trunc i64 %3 to i32\n"
                       "  %5 = and i32 %4, 255\n  ret i32 %5\n}\n")  # fmt: skip
    outcome = check.evaluate(address)
    assert not outcome.holds
    assert "runs differently when run again" in outcome.reason or "changes nothing" in outcome.reason


@pytest.mark.parametrize("clang", ["clang-16", "clang-19", "clang-22"])
def test_a_crash_signs_and_places_the_same_with_every_release(clang: str, tmp_path: Path) -> None:
    """clang's own crash pragma: the stack dump of 19 and 22 (libLLVM.so.22.1, libclang-cpp.so.22.1) gives
    the signature and the place it gave with 16."""
    (tmp_path / "t.c").write_text("int main(void) { return 0; }\n#pragma clang __debug crash\n")
    result = run_limited([clang, "-c", "t.c", "-o", "t.o"], cwd=tmp_path, limits=Limits(timeout=120))
    signature = crash_signature(clang, result, ["t.c"])
    assert signature == f"{clang}: clang frontend crash in clang::Preprocessor::HandlePragmaDirective"
    assert crash_site(result.err).location is CrashLocation.FRONT_END
