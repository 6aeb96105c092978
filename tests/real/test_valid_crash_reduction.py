"""An ice-on-valid stays valid while it shrinks (issue 14 item 4), on real GCC and Clang crashes."""

from __future__ import annotations

from pathlib import Path

from real.cases import load
from reportsmith.common.probe import CompileStatus, judge_compile
from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.common.syntax_check import language_flags, syntax_check_command
from reportsmith.reducer import CrashPredicate, reduce
from reportsmith.reducer.valid_crash import ValidCrashPredicate

REFERENCES = [["gcc-12", "-O0", "-w"], ["clang-16", "-O0", "-w"]]


def _signature(compiler: list[str], source: str, text: bytes, directory: Path) -> str:
    (directory / source).write_bytes(text)
    result = run_limited([*compiler, source, "-o", "out.o"], cwd=directory, limits=Limits(timeout=120))
    judged = judge_compile(compiler[0], result, [source])
    assert judged.status is CompileStatus.CRASHED, result.output[-2000:]
    assert judged.signature is not None
    return judged.signature


def test_language_flags_keep_what_decides_validity_only() -> None:
    flags = ["-std=c++20", "-O2", "-Wall", "-D", "X=1", "-DY", "-fsanitize=alignment", "-I/inc", "-x", "c++"]
    assert language_flags(flags) == ["-std=c++20", "-D", "X=1", "-DY", "-I/inc", "-x", "c++"]


def test_a_variant_that_still_crashes_but_is_no_longer_valid_is_not_interesting(tmp_path: Path) -> None:
    case = load("gcc12-lambda-in-alias-template")
    compiler = [case.compiler, *case.flags, "-c"]
    signature = _signature(compiler, case.source, case.text, tmp_path)
    # What a plain crash predicate reduced this report to: g++-12 still crashes on it the same way, but the
    # last declaration lost its body and name, so clang rejects it: an ice-on-invalid.
    truncated = b"template<class>using a=decltype([]{});\ntemplate<class R,a<R>>\n"
    references = [syntax_check_command(reference, case.flags) for reference in REFERENCES]
    plain = CrashPredicate(compiler=compiler, signature=signature, file_name=case.source)
    valid = ValidCrashPredicate(
        compiler=compiler, signature=signature, references=references, file_name=case.source
    )
    with scratch_dir() as scratch:
        assert plain.is_interesting(truncated, scratch)
    with scratch_dir() as scratch:
        assert not valid.is_interesting(truncated, scratch)
    with scratch_dir() as scratch:
        # gcc-12 (a reference here) crashes on the original too: a crashing reference has no opinion.
        assert valid.is_interesting(case.text, scratch)


def test_a_real_clang_ice_on_valid_reduces_to_valid_code_with_its_frame(tmp_path: Path) -> None:
    case = load("clang-ubsan-assume-aligned-crash")
    compiler = [case.compiler, *case.flags, "-c"]
    signature = _signature(compiler, case.source, case.text, tmp_path)
    assert signature.endswith("in clang::CodeGen::CodeGenFunction::emitAlignmentAssumptionCheck")
    references = [syntax_check_command(reference, case.flags) for reference in REFERENCES]
    predicate = ValidCrashPredicate(
        compiler=compiler, signature=signature, references=references, file_name=case.source
    )
    result = reduce(case.text, predicate, file_name=case.source, jobs=2)
    assert len(result.text) < len(case.text)
    assert _signature(compiler, case.source, result.text, tmp_path) == signature
    for reference in references:
        checked = run_limited([*reference, case.source], cwd=tmp_path, limits=Limits(timeout=60))
        assert checked.ok, (reference, checked.output)
