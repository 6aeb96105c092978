"""tcc as the wrong-code predicate's fast reference (reducer/fast_reference.py), with real compilers.

The "compiler under test" is gcc given ``-DBUGGY``: the program then prints 11 where the references (no
-DBUGGY) print 10, as a miscompilation would. A variant that loses the bug must be refused by tcc's ~5 ms
build and run, before any reference compile; everything else must be decided exactly as without it.
"""

from __future__ import annotations

import shutil

import pytest
from reportsmith.common.process import scratch_dir
from reportsmith.reducer.fast_reference import fast_reference_for
from reportsmith.reducer.wrong_code import WrongCodePredicate
from sum_program import sum_program

pytestmark = pytest.mark.skipif(
    not (shutil.which("gcc") and shutil.which("clang-16") and shutil.which("tcc")),
    reason="needs gcc, clang-16, tcc",
)

#: Prints 10; built with -DBUGGY, 11 (a wrong output, not a crash).
ORIGINAL = sum_program(before_bug=b"#ifdef BUGGY\n  r++;\n#endif\n").replace(
    b"#ifdef BUGGY\n  *(volatile int *)0 = r;\n#endif\n", b""
)
BUG_LOST = ORIGINAL.replace(b"  r++;\n", b"")
REFUSED_BY_TCC = "compiler under test: same output as tcc (fast reference)"


@pytest.fixture(scope="module")
def predicate() -> WrongCodePredicate:
    predicate = WrongCodePredicate(["gcc", "-w", "-DBUGGY"], file_name="prog.c")
    predicate.calibrate(ORIGINAL)
    return predicate


def test_a_wrong_output_original_turns_the_fast_reference_on(predicate: WrongCodePredicate) -> None:
    assert predicate.expected is None  # a wrong output: no signal, no exit status
    assert predicate.fast_reference is not None
    assert predicate.fast_reference.command[0] == "tcc"


def test_a_variant_that_lost_the_bug_is_refused_before_any_reference_builds(
    predicate: WrongCodePredicate,
) -> None:
    for quick in (True, False):
        with scratch_dir() as scratch:
            assert predicate.check(BUG_LOST, scratch.path, quick=quick, front_end=True) == REFUSED_BY_TCC
            built = {path.name for path in scratch.path.iterdir()}
            assert "fast.out" in built  # tcc built it ...
            assert "plain.out" not in built and not any("asan" in name for name in built)  # ... nothing else


def test_without_the_fast_reference_the_references_refuse_it_later(predicate: WrongCodePredicate) -> None:
    """The audit's path (``front_end`` off) never asks tcc: the same variant is refused by the quick stage's
    clang build, so the fast reference changes what a test costs, not what it decides."""
    with scratch_dir() as scratch:
        assert predicate.check(BUG_LOST, scratch.path, quick=True) == (
            "compiler under test: same output as the plain reference"
        )
        assert "fast.out" not in {path.name for path in scratch.path.iterdir()}


def test_it_only_refuses_an_interesting_variant_stays_interesting(predicate: WrongCodePredicate) -> None:
    kept_bug = ORIGINAL.replace(b"int s = 0;", b"int s = 0, unused = 1;")
    with scratch_dir() as scratch:
        assert predicate.is_interesting_quick(kept_bug, scratch)
        assert predicate.is_interesting(kept_bug, scratch)


def test_it_is_off_when_tcc_is_the_compiler_under_test() -> None:
    predicate = WrongCodePredicate(["tcc", "-DBUGGY"], file_name="prog.c")
    predicate.calibrate(ORIGINAL)
    assert predicate.fast_reference is None


def test_it_is_off_when_on_the_original_tcc_agrees_or_cannot_build_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    source = tmp_path / "prog.c"
    source.write_bytes(ORIGINAL)
    assert fast_reference_for(["gcc", "-DBUGGY"], [], [], source, b"11\n") is not None
    # tcc given the flag that makes the "bug" prints what the compiler under test prints: no opinion to give
    assert fast_reference_for(["gcc", "-DBUGGY"], ["-DBUGGY"], [], source, b"11\n") is None
    source.write_bytes(ORIGINAL.replace(b"int s = 0;", b"__int128 s = 0;"))  # tcc has no __int128
    assert fast_reference_for(["gcc", "-DBUGGY"], [], [], source, b"11\n") is None
