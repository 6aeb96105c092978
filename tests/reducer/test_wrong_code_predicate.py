"""The wrong-code predicate with real compilers (gcc, clang-16 and their sanitizers).

The "compiler under test" is gcc given ``-DBUGGY``: the program's BUGGY block makes its executable die by
SIGSEGV, as a miscompilation would, while the references (no -DBUGGY) run it fine. Each variant below keeps
that "bug" but adds one kind of undefined behaviour; the predicate must reject every one, with the check
that is meant to catch it.
"""

from __future__ import annotations

import shutil

import pytest
from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.reducer import CrashPredicate, NotInterestingError, Schedule, ScheduledPass, reduce
from reportsmith.reducer.check_records import behaviour_from_signature
from reportsmith.reducer.wrong_code import MIN_RUN_SECONDS, WrongCodePredicate
from sum_program import sum_program

pytestmark = pytest.mark.skipif(
    not (shutil.which("gcc") and shutil.which("clang-16")), reason="needs gcc, clang-16"
)

#: The program of tests/sum_program.py with a function a reduction removes; the variants below edit it.
ORIGINAL = sum_program(helpers=b"int unused(int x) { return x * 3; }\n")

UB_VARIANTS = {
    "uninitialized local": (b"int s = 0;", b"int s;", "clang-16: UB warning"),
    "out of bounds": (b"compute(4)", b"compute(5)", "gcc asan+ubsan: run"),
    "signed overflow": (b"int r = compute(4);", b"int r = compute(4) + 2147483647;", "gcc asan+ubsan: run"),
    "uninitialized array element": (
        b"  printf(",
        b'  int a[2]; a[0] = r; if (a[r > 100]) puts("x"); if (a[r < 100]) puts("y");\n  printf(',
        "clang-16 msan: run",
    ),
    "missing return": (b"return x * 3;", b"if (x) return x * 3;", "clang-16: UB warning"),
    "bug lost": (b"*(volatile int *)0 = r;", b"r++;", "compiler under test: not the same behaviour"),
    "printf's argument reduced away": (b'printf("%d\\n", r);', b'printf("%d\\n");', "clang-16: UB warning"),
    # what the quick start's reductions did and the sanitizers missed:
    "uninitialized volatile local read in a loop": (
        b"  int r = compute(4);",
        b"  int r = compute(4);\n  volatile char d;\n  for (int k = 0; k < 2; k++) { r += d & 0; d = 1; }",
        "clang-16: UB warning",  # the -Wconditional-uninitialized screen
    ),
    "call with the wrong number of arguments": (
        b"int unused(int x) { return x * 3; }",
        b"int unused();\nint two(void) { return unused(1) & 0; }\nint unused(int x, int y) { return x * y; }",
        "clang-16: UB warning",  # the -Wdeprecated-non-prototype screen
    ),
    "uninitialized array element that no sanitizer sees": (
        b"  printf(",
        b"  int a[2]; a[0] = r; r += a[1] & 0;\n  printf(",
        "frama-c eva: alarm",
    ),
    "other failure": (
        b"*(volatile int *)0 = r;",
        b"__builtin_trap();",
        "compiler under test: not the same behaviour",
    ),
}


@pytest.fixture(scope="module")
def predicate() -> WrongCodePredicate:
    predicate = WrongCodePredicate(["gcc", "-w", "-DBUGGY"], file_name="prog.c")
    predicate.calibrate(ORIGINAL)
    return predicate


def test_calibration_takes_behaviour_and_time_limits_from_the_original(predicate: WrongCodePredicate) -> None:
    assert predicate.expected == "signal:SIGSEGV"
    assert MIN_RUN_SECONDS <= predicate.run_timeout < 60 and 5.0 <= predicate.reference_run_timeout < 120


def test_original_is_interesting(predicate: WrongCodePredicate) -> None:
    with scratch_dir() as scratch:
        assert predicate.check(ORIGINAL, scratch.path) is None


@pytest.mark.parametrize("name", sorted(UB_VARIANTS))
def test_variant_with_undefined_behaviour_or_without_the_bug_is_rejected(
    predicate: WrongCodePredicate, name: str
) -> None:
    old, new, expected_check = UB_VARIANTS[name]
    variant = ORIGINAL.replace(old, new)
    assert variant != ORIGINAL
    with scratch_dir() as scratch:
        assert predicate.check(variant, scratch.path) == expected_check


QUICK_VARIANTS = {  # what the quick stage (one clang -O0 build, UB warnings as errors, and its run) says
    "uninitialized local": "clang-16: UB warning",
    "missing return": "clang-16: UB warning",
    "bug lost": "compiler under test: not the same behaviour",
    # UBSan in trap mode (no runtime: no extra cost) stops the reference program at these
    "out of bounds": "clang-16 -O0: run",
    "signed overflow": "clang-16 -O0: run",
    # only Frama-C sees it: the quick stage is a stand-in, not the whole check (an uninitialised read whose
    # value is printed is no use here: what the quick builds print then depends on what the stack held)
    "uninitialized array element that no sanitizer sees": None,
}


@pytest.mark.parametrize("name", sorted(QUICK_VARIANTS))
def test_quick_stage_is_one_warning_build_of_the_clang_reference(
    predicate: WrongCodePredicate, name: str
) -> None:
    old, new, _ = UB_VARIANTS[name]
    with scratch_dir() as scratch:
        assert predicate.check(ORIGINAL, scratch.path, quick=True) is None
        assert (scratch.path / "plain.out.o").exists()  # compiled with -c and linked by gcc (clang's driver
        # links with a process of its own: slower)
        assert predicate.check(ORIGINAL.replace(old, new), scratch.path, quick=True) == QUICK_VARIANTS[name]
        assert (scratch.path / "plain.out").exists()  # the reference program was built by that one compile


def test_the_quick_stage_traps_an_index_past_an_emptied_array(predicate: WrongCodePredicate) -> None:
    """Emptying ``int g[4] = {...}`` makes a zero-length array, which UBSan's bounds check takes for a
    flexible one unless told otherwise (``-fstrict-flex-arrays=3``): each such step on llvm#70566's test
    was accepted on the quick stage and rolled back by the sanitizers, round after round (issue 37)."""
    emptied = ORIGINAL.replace(b"int g[4] = {1, 2, 3, 4};", b"int g[] = {};")
    assert predicate.quick_traps
    with scratch_dir() as scratch:
        assert predicate.check(emptied, scratch.path, quick=True) == "clang-16 -O0: run"
        predicate.quick_traps = False
        try:  # without the traps the quick stage lets it through; only the whole check refuses it
            assert predicate.check(emptied, scratch.path, quick=True) is None
            assert predicate.check(emptied, scratch.path) == "gcc asan+ubsan: run"
        finally:
            predicate.quick_traps = True


def test_a_variant_the_front_end_rejects_runs_no_process(predicate: WrongCodePredicate) -> None:
    """libclang in process stands in for the clang reference's front end: a variant that does not compile
    is refused before anything runs (its scratch directory stays empty)."""
    broken = ORIGINAL.replace(b"int s = 0;", b"int s = 0")
    with scratch_dir() as scratch:
        assert predicate.front_end is not None
        assert not predicate.is_interesting_quick(broken, scratch)
        assert not predicate.is_interesting(broken, scratch)
        assert [p.name for p in scratch.path.iterdir()] == [".tmp"]  # no source written, nothing built
        assert predicate.is_interesting_quick(ORIGINAL, scratch)


@pytest.mark.skipif(not shutil.which("tcc"), reason="needs tcc")
def test_with_a_fast_compiler_under_test_the_front_end_runs_after_it() -> None:
    """tcc builds a big Csmith program faster than libclang parses it: the in-process check waits for the
    compiler under test, and still refuses what tcc accepts and the clang reference does not."""
    predicate = WrongCodePredicate(["tcc", "-DBUGGY"], file_name="prog.c")
    predicate.calibrate(ORIGINAL)
    assert predicate.front_end is not None
    implicit_int = ORIGINAL.replace(b"int unused(int x)", b"unused(int x)")  # tcc builds it, clang-16 not
    broken = ORIGINAL.replace(b"int s = 0;", b"int s = 0")  # neither builds it
    with scratch_dir() as scratch:
        assert predicate.check(implicit_int, scratch.path, quick=True, front_end=True) == (
            "clang-16: error or UB warning (libclang)"
        )
        assert predicate.check(broken, scratch.path, quick=True, front_end=True) == (
            "compiler under test: not the same behaviour"
        )


@pytest.mark.parametrize("silencer", ["-w", "-Wno-uninitialized"])
def test_a_warning_silencer_among_the_common_flags_does_not_turn_the_ub_warnings_off(silencer: str) -> None:
    """A campaign stores ``-w`` among a Csmith failure's common flags; given to the checks, it had silenced
    every UB warning (gcc and clang both let ``-w`` win over ``-Werror=NAME``): issue 37."""
    predicate = WrongCodePredicate(["gcc", "-w", "-DBUGGY"], file_name="prog.c", flags=[silencer])
    predicate.calibrate(ORIGINAL)
    old, new, _ = UB_VARIANTS["uninitialized local"]
    with scratch_dir() as scratch:
        assert predicate.check(ORIGINAL.replace(old, new), scratch.path, quick=True) == "clang-16: UB warning"
        assert predicate.check(ORIGINAL.replace(old, new), scratch.path) == "clang-16: UB warning"


def test_the_gcc_sanitizer_build_turns_gccs_ub_warnings_into_errors(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """gcc's flow warnings are demanded in its sanitizer build; a ``-w`` there had silenced them."""
    from reportsmith.reducer.validity import sanitized_run

    source = tmp_path / "prog.c"
    source.write_bytes(ORIGINAL.replace(b"return x * 3;", b"if (x) return x * 3;"))
    outcome = sanitized_run("gcc", source, ["-w"], [], compile_timeout=60, run_timeout=10)
    assert not outcome.built and "return-type" in outcome.message


def test_the_whole_check_runs_frama_c_and_audit_says_what_ran(predicate: WrongCodePredicate) -> None:
    assert predicate.screens == ["conditional-uninitialized", "deprecated-non-prototype"]
    assert predicate.semantics_runs and predicate.semantics_timeout < 60
    records = predicate.audit(ORIGINAL)
    assert [r.passed for r in records] == [True] * 6
    assert "Frama-C Eva" in records[-1].check and records[-1].detail.endswith(" s")
    variant = ORIGINAL.replace(*UB_VARIANTS["uninitialized array element that no sanitizer sees"][:2])
    failed = predicate.audit(variant)[-1]
    assert failed.passed is False and "uninitialized" in failed.detail
    # MSan ran it clean: only Frama-C caught it
    assert [r.passed for r in predicate.audit(variant)[:-1]] == [True] * 5


def test_audit_names_the_checks_that_did_not_run() -> None:
    off = WrongCodePredicate(["gcc", "-w", "-DBUGGY"], file_name="prog.c", use_frama_c=False, use_msan=False)
    off.calibrate(ORIGINAL)
    not_run = {r.check: r.detail for r in off.audit(ORIGINAL) if r.passed is None}
    assert len(not_run) == 2
    assert any("MSan" in check for check in not_run)
    assert 'semantics_checker = "none"' in next(d for c, d in not_run.items() if "Frama-C" in c)


def test_a_screen_the_original_trips_is_not_demanded_of_variants() -> None:
    # Legal C (before C23) that trips -Wdeprecated-non-prototype: an unprototyped call whose argument
    # matches the definition.
    original = ORIGINAL.replace(
        b"int unused(int x) { return x * 3; }",
        b"int unused();\nint two(void) { return unused(1); }\nint unused(int x) { return x * 3; }",
    )
    predicate = WrongCodePredicate(["gcc", "-w", "-DBUGGY"], file_name="prog.c")
    predicate.calibrate(original)
    assert predicate.screens == ["conditional-uninitialized"]
    with scratch_dir() as scratch:
        assert predicate.check(original, scratch.path) is None


def test_a_program_frama_c_cannot_analyse_turns_it_off_and_the_audit_says_why() -> None:
    predicate = WrongCodePredicate(
        ["g++", "-w", "-DBUGGY"], file_name="prog.cpp", references=["g++", "clang++-16"]
    )
    predicate.calibrate(ORIGINAL)
    assert not predicate.semantics_runs
    assert predicate.semantics_off == (
        "Frama-C cannot vouch for the original test (unavailable: Frama-C analyses C only)"
    )
    [frama_c] = [r for r in predicate.audit(ORIGINAL) if "Frama-C" in r.check]
    assert frama_c.passed is None and frama_c.detail == predicate.semantics_off


def test_original_with_undefined_behaviour_is_refused() -> None:
    predicate = WrongCodePredicate(["gcc", "-w", "-DBUGGY"], file_name="prog.c")
    with pytest.raises(NotInterestingError, match="asan"):
        predicate.calibrate(ORIGINAL.replace(b"compute(4)", b"compute(5)"))


def test_reduction_with_the_predicate_stays_valid(predicate: WrongCodePredicate) -> None:
    schedule = Schedule(main=(ScheduledPass("ast-unused-function"), ScheduledPass("lines")))
    result = reduce(ORIGINAL, predicate, jobs=2, schedule=schedule, file_name="prog.c", max_rounds=1)
    assert b"int unused" not in result.text and result.size < len(ORIGINAL)
    with scratch_dir() as scratch:
        assert predicate.check(result.text, scratch.path) is None
    assert predicate.rejections["interesting"] >= 2 and len(predicate.rejections) >= 2


def test_signature_words() -> None:
    assert behaviour_from_signature("executable killed by SIGSEGV") == "signal:SIGSEGV"
    assert behaviour_from_signature("wrong output") == "wrong-output"


# -- crash predicate: the same normalized signature, not any crash (no bug slippage) -------------------------
LABEL_ICE = b"tst_branch() {\n  goto *&&a;\na:;\n}\n"  # pcc: "label 0 outside boundaries"
STRUCT_ICE = b"struct {\n} gs() {\n"  # pcc: "major internal compiler error"


@pytest.mark.skipif(shutil.which("pcc") is None, reason="needs pcc")
def test_crash_predicate_keeps_the_signature() -> None:
    with scratch_dir() as scratch:
        (scratch.path / "test.c").write_bytes(LABEL_ICE)
        result = run_limited(["pcc", "-c", "-w", "test.c"], cwd=scratch.path, limits=Limits(timeout=30))
        assert "label 0 outside boundaries" in result.output
    predicate = CrashPredicate(compiler=["pcc", "-c", "-w"], signature="")
    with scratch_dir() as scratch:
        predicate.signature = predicate.signature_of(LABEL_ICE, scratch)
    assert predicate.signature and "outside boundaries" in predicate.signature
    with scratch_dir() as scratch:
        assert predicate.is_interesting(LABEL_ICE, scratch)
    with scratch_dir() as scratch:
        other = predicate.signature_of(STRUCT_ICE, scratch)
        assert other is not None and other != predicate.signature  # pcc crashes, but with another bug
        assert not predicate.is_interesting(STRUCT_ICE, scratch)


# -- the independent check the bench applies to final results ------------------------------------------------
CASE = {
    "file": "prog.c",
    "compiler": "gcc -w -Wp,-DBUGGY",  # -D flags would go to the references too
    "reference": "gcc",
    "signature": "killed by SIGSEGV",
}


def test_independent_check_accepts_a_valid_result_and_rejects_undefined_behaviour(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from reportsmith.reducer.independent import independent_check

    (tmp_path / "good").mkdir()
    (tmp_path / "bad").mkdir()
    # frama-c-base is installed by .ci/setup, so the EVA check always runs here.
    verdict = independent_check(ORIGINAL, CASE, tmp_path / "good", use_frama_c=True)
    assert verdict["valid"] is True and verdict["shows bug"] is True
    assert verdict["clang-16 asan+ubsan"] == "clean" and verdict["clang-16 msan"] == "clean"
    assert verdict["frama-c eva"] == "clean"
    uninitialized = ORIGINAL.replace(
        b"  printf(", b'  int a[2]; a[0] = r; if (a[r < 100]) puts("y");\n  printf('
    )
    verdict = independent_check(uninitialized, CASE, tmp_path / "bad", use_frama_c=True)
    assert verdict["valid"] is False and verdict["clang-16 msan"] != "clean"
    # Eva sees the read of the uninitialised a[1] too
    assert verdict["frama-c eva"].startswith("alarm: at prog.c:14: accessing uninitialized left-value")


def test_with_clang_references_only_a_wrong_output_needs_a_reference_output_to_differ_from(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # The compiler under test prints 255 where the references print -1 (plain char signedness, standing in
    # for a miscompilation); the references are clang only (as when every installed gcc has the bug). An
    # empty program prints nothing in both builds: it must not count as the same wrong output.
    program = b'#include <stdio.h>\nint main(void) { char c = -1; printf("%d\\n", c); return 0; }\n'
    predicate = WrongCodePredicate(
        ["gcc", "-w", "-funsigned-char"], file_name="prog.c", references=["clang-16"], use_msan=False
    )
    predicate.calibrate(program)
    assert predicate.check(program, tmp_path) is None
    assert predicate.check(b"int main(void) { return 0; }\n", tmp_path) == (
        "compiler under test: same output as the reference"
    )
