"""IR reproducers (issue 30), the library: where real clang crashes are, the checks and pass names on real
IR, each run with the installed clang/opt/lli of the release (Debian's llvm-N)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from real.cases import load
from reportsmith.bisect.llvm_ir import emit
from reportsmith.bisect.llvm_ir.checks import CrashCheck, MiscompileCheck, same_crash, undef_count
from reportsmith.bisect.llvm_ir.crash import find_crash_reproducer
from reportsmith.bisect.llvm_ir.location import CrashLocation, crash_shape, crash_site
from reportsmith.bisect.llvm_ir.pass_names import pipeline_name, ranked
from reportsmith.bisect.llvm_ir.tools import LLVMTools, ToolsMissingError, clang_release
from reportsmith.bisect.passes import PassRun
from reportsmith.common.process import Limits, run_limited
from reportsmith.common.signature import crash_signature

DATA = Path(__file__).resolve().parent / "data"
#: llvm#58207 (clang-15 only; clang-14 and -16 compile it), as reduced in the report: a crash in Sema's
#: constant evaluation of a consteval call.
SEMA_CRASH = b"""struct channel {
    consteval channel(const char* name) noexcept { }
};
consteval const char* make_channel_name(const char* name) { return name;}

channel rsx_log(make_channel_name("rsx_log"));
channel sys_log(make_channel_name("sys_log"));
"""


def _crash(compiler: list[str], name: str, text: bytes, directory: Path) -> tuple[str, str]:
    """clang's output and signature for compiling ``text`` (which must crash)."""
    (directory / name).write_bytes(text)
    result = run_limited([*compiler, "-c", name, "-o", "out.o"], cwd=directory, limits=Limits(timeout=120))
    signature = crash_signature(Path(compiler[0]).name, result, [name])
    assert signature is not None, result.output[-2000:]
    return result.err, signature


@pytest.mark.parametrize(
    ("case", "where", "frame"),
    [
        ("clang14-coro-split-while-loop", CrashLocation.OPTIMIZER, "llvm::CoroSplitPass::run"),
        (
            "clang16-assume-aligned-isel",
            CrashLocation.CODE_GENERATOR,
            "llvm::SelectionDAGISel::SelectCodeCommon",
        ),
        (
            "clang-ubsan-assume-aligned-crash",
            CrashLocation.FRONT_END,
            "clang::CodeGen::CodeGenFunction::emitAlignmentAssumptionCheck",
        ),
    ],
)
def test_real_crashes_are_placed_in_front_end_optimizer_or_code_generator(
    tmp_path: Path, case: str, where: CrashLocation, frame: str
) -> None:
    real = load(case)
    output, _ = _crash([real.compiler, *real.flags], real.source, real.text, tmp_path)
    site = crash_site(output)
    assert (site.location, site.frame) == (where, frame), site


def test_a_sema_crash_is_in_the_front_end(tmp_path: Path) -> None:
    output, signature = _crash(["clang++-15", "-std=c++20"], "channel.cpp", SEMA_CRASH, tmp_path)
    assert "clang::Sema::PopExpressionEvaluationContext" in output  # the Sema frame below the AST one
    site = crash_site(output)
    assert site.location is CrashLocation.FRONT_END and site.frame.startswith("clang::"), (site, signature)


def test_tools_of_the_release_are_found_by_name_and_by_version() -> None:
    tools = LLVMTools.matching(["clang++-14"])
    assert (tools.release, tools.opt, tools.llvm_reduce) == (14, "opt-14", "llvm-reduce-14")
    bare = os.path.realpath(shutil.which("clang-16") or "clang-16")  # /usr/lib/llvm-16/bin/clang
    assert Path(bare).name == "clang" and clang_release(bare) == 16
    with pytest.raises(ToolsMissingError, match="not clang"):
        LLVMTools.matching(["gcc-12"])


def test_the_coroutine_crash_is_one_pass_alone_on_the_module_before_it(tmp_path: Path) -> None:
    real = load("clang14-coro-split-while-loop")
    compiler = [real.compiler]
    output, signature = _crash([*compiler, *real.flags], real.source, real.text, tmp_path)
    source = emit.Source(compiler, real.flags, real.source, real.text)
    found = find_crash_reproducer(LLVMTools.matching(compiler), source, output, crash_site(output), signature)
    assert found.command == ["opt-14", "-passes=coro-split", "{ir}", "-disable-output"]
    assert (found.pass_name, found.component) == ("coro-split", "CoroSplit")
    assert same_crash(found.signature, signature) and found.shape == crash_shape(output)
    # The IR before the crashing run is smaller than what entered the optimizer, and crashes alone.
    assert len(found.ir) < len(emit.optimizer_input(source))
    ir = tmp_path / "found.ll"
    ir.write_text(found.ir)
    assert found.check().holds(ir)


def test_clang16_emits_invalid_ir_for_the_assume_aligned_case(tmp_path: Path) -> None:
    real = load("clang16-assume-aligned-isel")
    source = emit.Source([real.compiler], real.flags, real.source, real.text)
    with pytest.raises(
        emit.InvalidIRError, match="invalid cast opcode for cast from 'i32' to 'ptr addrspace"
    ):
        emit.verify("opt-16", emit.codegen_input(source))


def test_a_crash_in_another_function_of_the_same_pass_is_not_the_same_crash(tmp_path: Path) -> None:
    """The slipped IR is what llvm-reduce made of llvm#54760 under the signature alone: CoroSplit still
    crashes with the same first named frame, one call deeper (malformed coroutine: no coro.begin)."""
    command = ["opt-14", "-passes=coro-split", "{ir}", "-disable-output"]
    kept, slipped = DATA / "coro-split-54760.reduced.ll", DATA / "coro-split-54760.slipped.ll"
    result, signature = CrashCheck(command, "").run(kept)
    shape = crash_shape(result.err)
    assert signature and shape.startswith("libLLVM-14")
    other, other_signature = CrashCheck(command, "").run(slipped)
    assert same_crash(other_signature, signature) and crash_shape(other.err) != shape
    check = CrashCheck(command, signature, shape=shape, max_undef=0)
    assert check.holds(kept) and not check.holds(slipped)


def test_the_miscompile_check_holds_on_the_ir_before_indvars_and_rejects_an_out_of_bounds_variant(
    tmp_path: Path,
) -> None:
    before = DATA / "indvars-70566.before.ll"
    check = MiscompileCheck("opt-16", "indvars", "lli-16", symptom="SIGSEGV", sanitizer_clang="clang-16")
    outcome = check.evaluate(before)
    assert outcome.holds, outcome.reason
    assert (outcome.before and outcome.before.ending, outcome.after and outcome.after.ending) == (
        "exit 0",
        "SIGSEGV",
    )
    assert any("-fsanitize=address" in line for line in outcome.checks)
    # The same loop over a one-element array: the clean run before the pass reads past @a (undefined
    # behaviour that happens not to crash): ASan on the IR refuses it.
    text = before.read_text()
    shrunk = text.replace(
        "@a = global [6 x i64] [i64 4073709551615, i64 9, i64 3, i64 9, i64 4073709551615, i64 3]",
        "@a = global [1 x i64] [i64 4073709551615]",
    )
    assert shrunk != text
    variant = tmp_path / "oob.ll"
    variant.write_text(shrunk)
    rejected = check.evaluate(variant)
    assert not rejected.holds and "-fsanitize=address" in rejected.reason, rejected.reason
    # More undef than the unreduced IR is refused before anything runs.
    assert undef_count(text) == 0
    variant.write_text(text.replace("store i32 %9, ptr @c", "store i32 undef, ptr @c"))
    assert "undef" in check.evaluate(variant).reason


def test_pass_names_are_found_from_class_names_on_real_ir() -> None:
    assert ranked("CoroSplitPass", ("instcombine", "coro-split", "coro-early"))[0] == "coro-split"
    assert pipeline_name("opt-16", "IndVarSimplifyPass", DATA / "indvars-70566.before.ll") == "indvars"
    # A loop pass says nothing on IR without a loop: no name is confirmed there.
    assert pipeline_name("opt-14", "IndVarSimplifyPass", DATA / "coro-split-54760.slipped.ll") is None


_NAME = st.from_regex(r"[A-Z][A-Za-z0-9]{0,20}Pass", fullmatch=True)
_TARGET = st.one_of(
    st.from_regex(r"[A-Za-z_.$][\w.$]{0,15}", fullmatch=True),
    st.sampled_from(["[module]", "<unnamed loop>", "(_Z4waitv)", "Loop at depth 1 containing: %5<header>"]),
)


@given(st.integers(min_value=0, max_value=10**6), _NAME, _TARGET, st.one_of(st.none(), _TARGET))
def test_a_stored_guilty_pass_reads_back_as_the_run_it_names(
    number: int, name: str, target: str, function: str | None
) -> None:
    """The IR stage reads the guilty pass the bisect stage stored as ``str(PassRun)``."""
    run = PassRun(number, name, target, function)
    parsed = PassRun.parse(str(run))
    assert parsed is not None and (parsed.number, parsed.name, parsed.target) == (number, name, target)
    assert str(parsed) == str(run)
