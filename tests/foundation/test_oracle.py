"""The oracle's judgements, each shown with real compilers on real programs."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from reportsmith.common.kinds import FailureKind
from reportsmith.oracle import Build, Oracle, OracleLimits

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"
REAL = Path(__file__).resolve().parents[2] / "bench" / "real"
REFERENCES = [Build("gcc", ["gcc"], ["-O0", "-w"]), Build("clang-16", ["clang-16"], ["-O0", "-w"])]
TCC = Build("tcc", ["tcc"], ["-w"])


@pytest.fixture
def oracle() -> Oracle:
    return Oracle(REFERENCES, OracleLimits(compile_timeout=20, run_timeout=2), link_flags=["-lm"])


def test_pcc_internal_error_is_a_crash(oracle: Oracle) -> None:
    judgement = oracle.judge(
        (EXAMPLES / "pcc-crash-label.c").read_bytes(), "t.c", Build("pcc", ["pcc"], ["-c", "-w"])
    )
    assert judgement.verdict is FailureKind.CRASH
    assert judgement.signature == "pcc: compiler error: label N outside boundaries N-N"
    # the same crash stored under another configured name is the same failure; another kind is not
    assert judgement.shows(FailureKind.CRASH, "pcc-nightly: compiler error: label N outside boundaries N-N")
    assert not judgement.shows(FailureKind.REJECTS_VALID, judgement.signature)


def test_tcc_rejecting_valid_pragma_pack_is_rejects_valid(oracle: Oracle) -> None:
    judgement = oracle.judge((EXAMPLES / "tcc-rejects-pragma-pack.c").read_bytes(), "p.c", TCC)
    assert judgement.verdict is FailureKind.REJECTS_VALID
    assert judgement.signature == "tcc: rejects valid code: error: ',' expected (got \")\")"


def test_tcc_miscompiled_csmith_program_is_wrong_code(oracle: Oracle) -> None:
    oracle.common_flags = ["-I/usr/include/csmith"]
    judgement = oracle.judge((EXAMPLES / "tcc-wrong-csmith-20042.c").read_bytes(), "prog.c", TCC)
    assert judgement.verdict is FailureKind.WRONG_CODE
    assert judgement.signature == "tcc -w: wrong code: crash at run time (SIGSEGV)"
    assert "checksum" in judgement.reference_output


def test_a_correct_program_passes(oracle: Oracle) -> None:
    judgement = oracle.judge((EXAMPLES / "passing.c").read_bytes(), "ok.c", TCC)
    assert judgement.verdict is FailureKind.PASS and not judgement.is_failure


def test_wrong_output_is_wrong_code_when_the_references_agree(oracle: Oracle) -> None:
    # A "compiler under test" that really is gcc but with a flag that changes the program's meaning.
    program = (
        b'#include <stdio.h>\nint main(void){\n#ifdef CHANGED\nputs("b");\n#else\nputs("a");\n#endif\n}\n'
    )
    judgement = oracle.judge(program, "w.c", Build("gcc", ["gcc"], ["-DCHANGED"]))
    assert judgement.verdict is FailureKind.WRONG_CODE
    assert judgement.signature == "gcc -DCHANGED: wrong code: wrong output"
    assert (judgement.program_output, judgement.reference_output) == ("b\n", "a\n")


def test_an_invalid_program_rejected_by_references_too_passes(oracle: Oracle) -> None:
    judgement = oracle.judge(b"int main(void) { return undeclared; }\n", "bad.c", TCC)
    assert judgement.verdict is FailureKind.PASS and "rejects it too" in judgement.reason


def test_the_references_judge_a_test_in_its_language_dialect(oracle: Oracle) -> None:
    """A C++20 test (llvm#54760's, bench/real) that clang-13 rejects (its <coroutine> wants -fcoroutines):
    the references, told -std=c++20 as the tested build is, accept it, so it is a rejects-valid failure.
    Without the dialect gcc's default (gnu++17) rejects it too and the rejection looked like no bug."""
    test = REAL / "clang14-coro-split-while-loop" / "gh54760.cpp"
    clang13 = Build("clang-13", ["clang-13"], ["-std=c++20", "-O2", "-c"])
    judgement = oracle.judge(test.read_bytes(), "gh54760.cpp", clang13)
    assert judgement.verdict is FailureKind.REJECTS_VALID, judgement.reason
    assert "-fcoroutines" in judgement.signature


def test_references_that_disagree_mean_undefined_behaviour_not_a_bug(oracle: Oracle) -> None:
    program = (
        b'#include <stdio.h>\nint main(void){\n#ifdef __clang__\nputs("c");\n#else\nputs("g");\n#endif\n}\n'
    )
    judgement = oracle.judge(program, "ub.c", TCC)
    assert judgement.verdict is FailureKind.PASS and "references disagree" in judgement.reason


def test_a_compiler_that_hangs_is_killed_on_time(oracle: Oracle) -> None:
    # Each macro level doubles the expression: 2**40 terms keep tcc busy far past the limit.
    lines = ["#define A0 1", *(f"#define A{i} (A{i - 1}+A{i - 1})" for i in range(1, 41))]
    program = "\n".join([*lines, "int x = A40;", "int main(void) { return 0; }", ""]).encode()
    oracle.limits = OracleLimits(compile_timeout=1.5, run_timeout=2)
    started = time.monotonic()
    judgement = oracle.judge(program, "explode.c", TCC)
    assert judgement.verdict is FailureKind.HANG and judgement.signature == "tcc: compiler timeout"
    assert time.monotonic() - started < 120  # generous: without the kill tcc runs for hours


def test_a_program_that_loops_forever_is_a_hang_killed_on_time(oracle: Oracle) -> None:
    started = time.monotonic()
    judgement = oracle.judge(b"int main(void) { for (;;) ; }\n", "loop.c", TCC)
    assert judgement.verdict is FailureKind.HANG
    assert judgement.signature == "tcc -w: program timeout (references too)"
    assert judgement.details.not_a_compiler_bug is True
    assert time.monotonic() - started < 120  # generous: without the kill it never ends


def test_compile_only_flags_check_crashes_only(oracle: Oracle) -> None:
    compile_only = Build("tcc", ["tcc"], ["-c", "-w"])
    judgement = oracle.judge((EXAMPLES / "passing.c").read_bytes(), "ok.c", compile_only)
    assert judgement.verdict is FailureKind.PASS and "compile-only" in judgement.reason


def test_judge_all_shares_the_reference_work(oracle: Oracle) -> None:
    builds = [TCC, Build("tcc", ["tcc"], ["-w", "-g"]), Build("pcc", ["pcc"], ["-w"])]
    judgements = oracle.judge_all((EXAMPLES / "passing.c").read_bytes(), "ok.c", builds)
    assert [v.verdict for v in judgements] == [FailureKind.PASS] * 3


def test_a_program_that_hangs_only_when_built_under_test_is_a_hang(oracle: Oracle) -> None:
    # The "compiler under test" is gcc with a flag that makes this program loop: the references finish.
    program = b"int main(void) {\n#ifdef LOOP\n  for (;;) ;\n#endif\n  return 0;\n}\n"
    started = time.monotonic()
    judgement = oracle.judge(program, "h.c", Build("gcc", ["gcc"], ["-DLOOP"]))
    assert judgement.verdict is FailureKind.HANG
    assert judgement.signature == "gcc -DLOOP: program timeout (references finish)"
    assert not judgement.details.not_a_compiler_bug
    assert time.monotonic() - started < 120  # generous: without the kill it never ends


def test_a_compiler_killed_over_the_memory_limit_is_not_a_rejection(oracle: Oracle, tmp_path: Path) -> None:
    # A "compiler" that holds 400 MiB resident before it would compile: killed at the 200 MiB limit, the
    # judgement says so (not rejects-valid with "exit status None", which a killed compiler used to give).
    hog = tmp_path / "hog-cc"
    hog.write_text(
        f"#!{sys.executable}\nimport subprocess, sys, time\nblock = bytearray(400 << 20)\n"
        "for i in range(0, len(block), 4096):\n    block[i] = 1\ntime.sleep(5)\n"
        "sys.exit(subprocess.call(['gcc', *sys.argv[1:]]))\n"
    )
    hog.chmod(0o755)
    oracle.limits = OracleLimits(compile_timeout=20, run_timeout=2, memory_mb=200)
    judgement = oracle.judge((EXAMPLES / "passing.c").read_bytes(), "ok.c", Build("hog-cc", [str(hog)], []))
    assert judgement.verdict is FailureKind.HANG
    assert judgement.signature == "hog-cc: compiler out of memory"
    assert judgement.details.peak_memory_mb > 200
