"""tcc links a clang under test's objects (reducer/fast_link.py), calibrated on the original, with real
compilers.

The "compiler under test" is clang-16 -O2 given ``-DBUGGY``: the program then prints 11 where the references
print 10, as a miscompilation would. Its objects are linked by tcc when the original's, so linked, behaves
as linked by gcc; an object tcc cannot link is linked by gcc, so the stand-in changes what a test costs,
never what it decides.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from reportsmith.common.process import scratch_dir
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
#: The same outputs, with a 128-bit division: clang calls libgcc's __divti3, which tcc does not link.
NEEDS_LIBGCC = ORIGINAL.replace(
    b"int s = 0;",
    b"int s = 0; volatile __int128 seven = 7; s += (int)(((__int128)7 << 70) / seven >> 70) - 1;",
)
#: Prints whether main lies below 16 MB: gcc links a position-independent executable here, tcc does not.
LINKER_SHOWS = (
    b'#include <stdio.h>\nint main(void) { printf("%d\\n", (unsigned long)&main < 0x1000000UL); }\n'
)


def _compiler_under_test() -> WrongCodePredicate:
    return WrongCodePredicate(["clang-16", "-O2", "-w", "-DBUGGY"], file_name="prog.c")


@pytest.fixture(scope="module")
def predicate() -> WrongCodePredicate:
    predicate = _compiler_under_test()
    predicate.calibrate(ORIGINAL)
    return predicate


def _behaviour(predicate: WrongCodePredicate, text: bytes, directory: Path) -> tuple[str, bytes]:
    source = directory / "prog.c"
    source.write_bytes(text)
    return predicate.behaviour_of_compiler_under_test(source)


def test_an_original_tcc_links_alike_has_its_variants_linked_by_tcc(predicate: WrongCodePredicate) -> None:
    assert predicate.link_with == ["tcc"]
    assert predicate.fallback_link == ["gcc"]
    with scratch_dir() as scratch:
        assert _behaviour(predicate, ORIGINAL, scratch.path) == ("output", b"11\n")


def test_an_object_tcc_cannot_link_is_linked_by_gcc(predicate: WrongCodePredicate) -> None:
    with scratch_dir() as scratch:
        assert _behaviour(predicate, NEEDS_LIBGCC, scratch.path) == ("output", b"11\n")
    with scratch_dir() as scratch:  # the quick stages: Frama-C cannot parse __int128
        assert predicate.is_interesting_quick(NEEDS_LIBGCC, scratch)


def test_the_audit_links_with_the_very_command(predicate: WrongCodePredicate) -> None:
    records = predicate.audit(ORIGINAL)
    assert all(record.passed is not False for record in records)
    with scratch_dir() as scratch:
        source = scratch.path / "prog.c"
        source.write_bytes(LINKER_SHOWS)
        assert predicate.behaviour_of_compiler_under_test(source, exact=True) == ("output", b"0\n")
        assert not (scratch.path / "cut.out.o").exists()  # one driver compiled and linked it


def test_an_original_that_behaves_otherwise_when_tcc_links_it_keeps_gcc(tmp_path: Path) -> None:
    predicate = _compiler_under_test()
    source = tmp_path / "prog.c"
    source.write_bytes(LINKER_SHOWS)
    linked_by_gcc = predicate.behaviour_of_compiler_under_test(source)
    assert linked_by_gcc == ("output", b"0\n")
    predicate._calibrate_link(source, 60.0, linked_by_gcc)
    assert predicate.link_with == ["gcc"] and predicate.fallback_link is None


def test_tcc_under_test_links_its_own_programs() -> None:
    predicate = WrongCodePredicate(["tcc", "-DBUGGY"], file_name="prog.c")
    predicate.calibrate(ORIGINAL)
    assert predicate.link_with is None and predicate.fallback_link is None


def test_a_crash_keeps_gcc_linking() -> None:
    crashing = sum_program()
    predicate = WrongCodePredicate(["clang-16", "-O2", "-w", "-DBUGGY"], file_name="prog.c")
    predicate.calibrate(crashing)
    assert predicate.expected == "signal:SIGSEGV"
    assert predicate.link_with == ["gcc"] and predicate.fallback_link is None
