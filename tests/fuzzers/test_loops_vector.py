"""The loop generator's vectorizable nests (``vector-nests``, ``strides``; bot/fuzzers/loops_vector.py): they
contain the shapes they promise (strided subscripts, select stores, min/max and other reductions, reductions
into the element of an outer loop: an interchanged nest), run clean
under ASan+UBSan with gcc and clang printing the generator's checksums, and reach clang-22's and gcc-12's loop
vectorizers (their remarks, on fixed seeds). bench/fuzz/loops_reach.py measures the rates on many seeds."""

from __future__ import annotations

import dataclasses
import re
import subprocess
from pathlib import Path

import pytest
from reportsmith.fuzzers.ctypes_lp64 import INT, SHORT
from reportsmith.fuzzers.loops_ast import Binary, Const, Elem, Index, State, Var
from reportsmith.fuzzers.loops_gen import generate_loops
from reportsmith.fuzzers.loops_program import Assign
from reportsmith.fuzzers.params import LoopParams
from reportsmith.fuzzers.sanitized import build_and_run

VECTOR = LoopParams(
    swarm=False,
    types=["signed char", "unsigned char", "short", "int"],
    features=["vector-nests", "strides", "conditional-stores", "reductions", "select", "compound-assignments",
              "shifts", "casts", "runtime-bounds"],
)  # fmt: skip
SEEDS = (*range(1, 7), 28)  # seed 28: a reduction into a column, a1[i0 + 2] -= ... over i1
REACH_SEEDS = range(1, 11)


def _remarks(argv: list[str], source: str, folder: Path) -> str:
    path = folder / "loops.c"
    path.write_text(source)
    done = subprocess.run([*argv, "-w", "-c", "-o", "/dev/null", str(path)], capture_output=True, text=True,
                          check=True, timeout=120)  # fmt: skip
    return done.stderr


def test_a_strided_subscript_and_a_select_store_are_written_as_c() -> None:
    i = Var("i", INT, iv=True)
    assert Index(i, 2, 1).render() == "2 * i + 1" and Index(i, 3, 0).render() == "3 * i"
    assert Index(i, 2, 1).eval(State(ivs={"i": 4})) == 9
    target = Elem("a", SHORT, Index(i, 1, 0))
    store = Assign(target, Const(7, INT), "", Binary("<", i, Const(3, INT)), select=True)
    assert store.render("") == ["a[i] = ((i < 3) ? 7 : a[i]);"]
    state = State({"a": [1, 1, 1, 1, 1]}, {}, {"i": 4})
    store.execute(state)
    state.ivs["i"] = 2
    store.execute(state)
    assert state.arrays["a"] == [1, 1, 7, 1, 1]


def test_vector_nests_hold_their_shapes_and_run_clean_under_the_sanitizers(tmp_path: Path) -> None:
    sources = {seed: generate_loops(seed, VECTOR) for seed in SEEDS}
    text = "\n".join(program.render() for program in sources.values())
    assert re.search(r"\[[23] \* i\d+( [+-] \d+)?\]", text), "a strided subscript"
    assert re.search(r"(a\d+\[[^]]+\]) = \(.* \? .* : \1\);", text), "a select store"
    assert re.search(r"(s\d+) = \(\(\(.*\) [<>] \1\) \?", text), "a min/max reduction in the scalar's type"
    column = r"for \(\w+ (i\d+) = 0; \1 < \d; \1\+\+\) \{\n\s+for [^\n]*\n\s+a\d+\[\1( \+ \d)?\] [-+^|&]?= "
    assert re.search(column, text), "a reduction into an element indexed by the outer loop"
    for seed, program in sources.items():
        for compiler in ("gcc", "clang-16"):
            run = build_and_run(program.render(), compiler, tmp_path / f"{seed}-{compiler}")
            assert run.clean, f"seed {seed}: {compiler}: {run.stderr[:2000]}"
            assert run.stdout == program.expected_output(), f"seed {seed}: {compiler}"


@pytest.mark.parametrize(
    ("argv", "remark"),
    [
        (["clang-22", "-O3", "-Rpass=loop-vectorize"], "remark: vectorized loop"),
        (["gcc-12", "-O3", "-fopt-info-vec-optimized"], "optimized: loop vectorized"),
    ],
)
def test_vector_nests_reach_the_loop_vectorizer(argv: list[str], remark: str, tmp_path: Path) -> None:
    """A majority of the programs with vectorizable nests get a vectorized loop; the same features without
    them fewer (seeds 1-10: clang-22 7 against 2, gcc-12 8 against 3 when written)."""
    without = dataclasses.replace(VECTOR, features=[f for f in VECTOR.features if f != "vector-nests"])
    reached = {
        params.features == VECTOR.features: [
            seed
            for seed in REACH_SEEDS
            if remark in _remarks(argv, generate_loops(seed, params).render(), tmp_path)
        ]
        for params in (VECTOR, without)
    }
    assert len(reached[True]) > len(REACH_SEEDS) / 2, f"{argv[0]}: vectorized a loop in seeds {reached[True]}"
    assert len(reached[True]) > len(reached[False]), f"{argv[0]}: {reached}"
