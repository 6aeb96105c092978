"""Compile-time hogs as a verdict (issue 14 item 5), with a constructed hog and real compilers.

The program is constructed (not from a report): a function of N independent ``if`` statements on a few
array elements, which clang-16 -O3 spends seconds on (jump threading and GVN over many paths) while tcc
compiles it in a few milliseconds. The margins are wide (seconds against milliseconds) so the verdicts do
not depend on the machine's load (clang-16 -O3 is superlinear here: 0.9 s at 800 statements, 2.4 s at
1600, 10 s at 3200 on a quiet machine).
"""

from __future__ import annotations

from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import scratch_dir
from reportsmith.oracle import Build, Oracle, OracleLimits
from reportsmith.reducer.hog import HogPredicate


def straight_line_ifs(count: int) -> bytes:
    lines = [f"if(a[{i % 50}]>{i}) x+=a[{(i * 7) % 50}]*{i};" for i in range(count)]
    return ("int f(int *a){int x=0;\n" + "\n".join(lines) + "\nreturn x;}\n").encode()


HOG = straight_line_ifs(2000)  # clang-16 -O3: ~3.5 s on a quiet 2-core machine (800: 0.9 s, 3200: 10 s)
QUICK = b"int f(int *a){return a[0];}\n"


def test_the_oracle_stores_a_hog_with_both_figures() -> None:
    oracle = Oracle([Build("tcc", ["tcc"], [])], OracleLimits(hog_ratio=10.0, hog_min_seconds=1.0))
    judgement = oracle.judge(HOG, "hog.c", Build("clang-16", ["clang-16"], ["-O3", "-c"]))
    assert judgement.verdict is FailureKind.HOG
    assert judgement.signature == "clang-16: compile-time hog at -O3"
    details = judgement.details
    assert details.seconds >= 1.0 and details.seconds >= 10 * details.reference_seconds
    assert details.ratio >= 10 and details.cut_short is False


def test_a_quick_compile_is_no_hog_and_a_timeout_the_references_share_is_no_hog() -> None:
    oracle = Oracle([Build("tcc", ["tcc"], [])], OracleLimits(hog_ratio=10.0, hog_min_seconds=1.0))
    quick = oracle.judge(QUICK, "q.c", Build("clang-16", ["clang-16"], ["-O3", "-c"]))
    assert quick.verdict is FailureKind.PASS
    # Only clang-16 as reference: it is as slow as the compiler under test, so this is no hog; the
    # compile timeout makes it the hang it always was.
    slow_refs = Oracle([Build("clang-16", ["clang-16"], [])], OracleLimits(compile_timeout=0.5))
    judged = slow_refs.judge(HOG, "hog.c", Build("clang-16", ["clang-16"], ["-O3", "-c"]))
    assert judged.verdict is FailureKind.HANG


def test_the_hog_predicate_keeps_the_ratio() -> None:
    predicate = HogPredicate(
        ["clang-16", "-O3", "-c"], [["tcc", "-c"]], ratio=10.0, min_seconds=1.0, file_name="hog.c"
    )
    with scratch_dir() as scratch:
        measured = predicate.measure(HOG, scratch)
    assert measured.is_hog and measured.references_accept
    assert measured.cut_short  # killed once past the threshold: no need to wait for the end
    with scratch_dir() as scratch:
        assert not predicate.is_interesting(QUICK, scratch)
    with scratch_dir() as scratch:
        assert not predicate.is_interesting(HOG + b"int broken(", scratch)  # the references reject it


def test_the_compiler_under_test_is_not_its_own_speed_reference() -> None:
    """The default config has clang-16 both under test (-O2/-O3) and as a reference: a clang-16 hog is judged
    against the other references only (a 30 s clang-16 -O2 compile of a Csmith program, gcc-12 -O2 9.5 s, was
    stored as a shared hang before: bench/RESULTS.md, fuzz campaign of 2026-11-23)."""
    references = [Build("tcc", ["tcc"], []), Build("clang-16", ["clang-16"], [])]
    oracle = Oracle(references, OracleLimits(compile_timeout=1.0, hog_ratio=10.0, hog_min_seconds=1.0))
    judged = oracle.judge(HOG, "hog.c", Build("clang-16", ["clang-16"], ["-O3", "-c"]))
    assert judged.verdict is FailureKind.HOG and judged.details.cut_short is True
    assert "the slowest reference" in judged.reason
