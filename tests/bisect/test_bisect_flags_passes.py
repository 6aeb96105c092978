"""Flags, hiding flags, pass localisation and releases, on real compilers (gcc-12, clang-16, tcc, gcc-11).

The memset case is *constructed*: "bad" means the assembly calls memset, which GCC's loop distribution
(-ftree-loop-distribute-patterns, enabled at -O2) and LLVM's LoopIdiomRecognize create from a zeroing loop.
The tcc case and the GCC ICE are real failures of the Debian packages.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportsmith.bisect.ddmin import ddmin
from reportsmith.bisect.errors import FlagsError
from reportsmith.bisect.flags import flag_units, hiding_flags, minimal_flags
from reportsmith.bisect.passes import guilty_pass, hiding_passes, shows_guilty_pass
from reportsmith.bisect.predicates import AssemblyPredicate, OutputDiffersPredicate
from reportsmith.bisect.releases import ReleaseList, first_bad_release
from reportsmith.common.predicates import CrashPredicate

# The bundled copy of ../shared/bench/reduce/tcc-wrong-csmith-20042/prog.c (the same file).
TCC_CASE = Path(__file__).resolve().parents[2] / "config" / "examples" / "tcc-wrong-csmith-20042.c"
needs = pytest.mark.skipif


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 40).flatmap(lambda n: st.tuples(st.just(n), st.sets(st.integers(0, n - 1), max_size=4)))
)
def test_ddmin_returns_exactly_the_needed_items(case: tuple[int, set[int]]) -> None:
    n, needed = case
    minimal, _tests = ddmin(list(range(n)), lambda subset: needed <= set(subset))
    assert minimal == sorted(needed)  # the only 1-minimal failing subset of a monotone test


def test_flag_units_keep_option_arguments_together() -> None:
    assert flag_units(["-O2", "-I", "inc", "-mllvm", "-x=1", "-lm"]) == [
        ("-O2",),
        ("-I", "inc"),
        ("-mllvm", "-x=1"),
        ("-lm",),
    ]


@pytest.fixture
def zeroing_loop(tmp_path: Path) -> Path:
    path = tmp_path / "zero.c"
    path.write_text("void clear(int *a, int n) { for (int i = 0; i < n; i++) a[i] = 0; }\n")
    return path


def test_minimal_flags_expand_o2_into_the_single_needed_flag(zeroing_loop: Path) -> None:
    calls_memset = AssemblyPredicate(zeroing_loop, r"\bmemset\b")
    outcome = minimal_flags(["gcc-12"], ["-O2", "-g", "-Wall", "-fPIC"], calls_memset)
    assert outcome.minimal == ["-O1", "-ftree-loop-distribute-patterns"] and outcome.expanded == "-O2"
    without = minimal_flags(["gcc-12"], ["-O2", "-g"], calls_memset, expand=False)
    assert without.minimal == ["-O2"]
    with pytest.raises(FlagsError, match="does not show the failure"):
        minimal_flags(["gcc-12"], ["-O1"], calls_memset)


def test_hiding_flags_and_passes_on_gcc(zeroing_loop: Path) -> None:
    calls_memset = AssemblyPredicate(zeroing_loop, r"\bmemset\b")
    hiding = hiding_flags(["gcc-12"], ["-O2"], calls_memset)
    assert "-fno-tree-loop-distribute-patterns" in hiding.hiding
    assert hiding.tests < hiding.candidates  # group testing saves compiles
    passes = hiding_passes(["gcc-12"], ["-O2"], zeroing_loop, calls_memset, counters=False)
    assert "tree-ldist" in passes.passes
    assert "rtl-final" not in passes.passes  # no code at all is a skip, not a hider


@needs(shutil.which("clang-16") is None, reason="clang-16 not installed")
def test_opt_bisect_names_loop_idiom_recognize(zeroing_loop: Path) -> None:
    outcome = guilty_pass(["clang-16"], ["-O2"], zeroing_loop, AssemblyPredicate(zeroing_loop, r"\bmemset\b"))
    assert outcome.guilty is not None and outcome.guilty.name == "LoopIdiomRecognizePass"
    assert outcome.guilty.function == "clear"
    assert outcome.search.probe_count <= outcome.total.bit_length() + 2
    assert "opt-bisect-limit=" in outcome.summary


@needs(shutil.which("clang-16") is None, reason="clang-16 not installed")
def test_the_guilty_pass_is_confirmed_by_the_two_limits_around_its_first_run(zeroing_loop: Path) -> None:
    """The reducer's guard confirms the original's pass with two compiles instead of the whole search; the
    confirmation holds where the search finds that pass, and not for another pass."""
    calls_memset = AssemblyPredicate(zeroing_loop, r"\bmemset\b")
    assert shows_guilty_pass(["clang-16"], ["-O2"], zeroing_loop, calls_memset, "LoopIdiomRecognizePass")
    assert not shows_guilty_pass(["clang-16"], ["-O2"], zeroing_loop, calls_memset, "InstCombinePass")
    assert not shows_guilty_pass(["clang-16"], ["-O2"], zeroing_loop, calls_memset, "NoSuchPass")


@needs(not shutil.which("tcc"), reason="tcc is missing (apt-get install tcc)")
def test_real_tcc_wrong_code_flags() -> None:
    differs = OutputDiffersPredicate(TCC_CASE, ("gcc", "-O0", "-w", "-I/usr/include/csmith", "-lm"))
    outcome = minimal_flags(["tcc"], ["-w", "-I/usr/include/csmith", "-lm", "-g", "-funsigned-char"], differs)
    assert outcome.minimal == ["-I/usr/include/csmith", "-lm"]
    hiding = hiding_flags(["tcc"], ["-I/usr/include/csmith", "-lm"], differs, ["-b", "-g", "-fno-common"])
    assert hiding.hiding == []  # nothing tcc offers hides it: honest negative result


@needs(shutil.which("gcc-11") is None, reason="gcc-11 not installed")
def test_release_bisection_of_a_real_gcc_ice(zeroing_loop: Path) -> None:
    # Debian gcc-11 and gcc-12 both ICE "in free_deps_list" with -fdbg-cnt=sched_block:0; GCC 12 renamed
    # sched-deps.c to sched-deps.cc, so exact signatures differ while the bug is the same.
    signature = "gcc-12: internal compiler error: in free_deps_list, at sched-deps.cc:385"
    flags = ["-O2", "-fdbg-cnt=sched_block:0"]
    releases = ReleaseList.of("gcc-11", "gcc-12")
    same_bug = first_bad_release(
        releases,
        CrashPredicate(
            test_file=zeroing_loop, signature=signature, compile_args=("-c",), across_releases=True
        ),
        flags,
    )
    assert same_bug.summary == "fails with every tested release (gcc-11, gcc-12)"
    exact = first_bad_release(
        releases, CrashPredicate(test_file=zeroing_loop, signature=signature, compile_args=("-c",)), flags
    )
    assert exact.regressions == [("gcc-11", "gcc-12")]
    clean = first_bad_release(
        releases, CrashPredicate(test_file=zeroing_loop, signature=signature, compile_args=("-c",)), ["-O2"]
    )
    assert clean.summary.startswith("passes with every tested release")
