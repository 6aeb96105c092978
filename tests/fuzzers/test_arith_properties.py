"""Property tests (Hypothesis) of the arithmetic generator: a seed reproduces its program; every program is
free of undefined behaviour (gcc and clang at -O0 under ``-fsanitize=undefined,address
-fno-sanitize-recover=all`` run it clean) and its expected values are right (those -O0 builds of both
references print no mismatch). Few examples here, each a program of hundreds of operations; bench/arith runs
thousands of seeds."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reportsmith.fuzzers.ctypes_lp64 import FLOAT_TYPES, TYPES
from reportsmith.fuzzers.expr import ALL_OPERATORS, CONDITIONALS, MAX_NESTED_CONDITIONALS, Op
from reportsmith.fuzzers.generate import generate_program
from reportsmith.fuzzers.params import ArithParams
from reportsmith.fuzzers.sanitized import build_and_run

SEEDS = st.integers(min_value=0, max_value=2**32)
#: The operators that can be undefined, so that removal by flipping and insertion is exercised hard.
UB_PRONE = ("+", "-", "*", "/", "%", "<<", ">>", "<", "==")


@st.composite
def params(draw: st.DrawFn, operators: tuple[str, ...] = ALL_OPERATORS) -> ArithParams:
    return ArithParams(
        ops=draw(st.integers(0, 40)),
        exprs=draw(st.integers(1, 30)),
        depth=draw(st.integers(1, 14)),
        variables=draw(st.integers(1, 12)),
        swarm=draw(st.booleans()),
        types=draw(st.lists(st.sampled_from([t.name for t in TYPES + FLOAT_TYPES]), min_size=1, unique=True)),
        operators=draw(st.lists(st.sampled_from(operators), min_size=1, unique=True)),
        constants=draw(st.sampled_from([0.0, 0.0, 0.3, 1.0])),
    )


def _assert_clean_and_right(seed: int, chosen: ArithParams) -> None:
    program = generate_program(seed, chosen)
    source = program.render()
    with tempfile.TemporaryDirectory() as folder:  # hypothesis runs many examples per test: no tmp_path
        for compiler in ("gcc", "clang-16"):
            run = build_and_run(source, compiler, Path(folder) / compiler)
            assert run.clean, f"seed {seed} {chosen}: {compiler}: {run.stderr[:2000]}"
            assert run.stdout == f"arith: 0 of {chosen.exprs} checks failed\n", f"seed {seed} {chosen}"


@settings(max_examples=40, deadline=None)
@given(SEEDS, params())
def test_a_seed_reproduces_its_program(seed: int, chosen: ArithParams) -> None:
    first = generate_program(seed, chosen)
    assert first.render() == generate_program(seed, chosen).render()
    assert len(first.assignments) == chosen.exprs and first.operations >= 0


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS, params())
def test_programs_are_ub_free_and_their_expected_values_right(seed: int, chosen: ArithParams) -> None:
    _assert_clean_and_right(seed, chosen)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS, params(UB_PRONE))
def test_ub_prone_operators_are_made_safe(seed: int, chosen: ArithParams) -> None:
    _assert_clean_and_right(seed, chosen)


def _nesting(node: object) -> int:
    if not isinstance(node, Op):
        return 0
    inner = max(_nesting(node.left), _nesting(node.right))
    return inner + (node.op in CONDITIONALS)


@settings(max_examples=30, deadline=None)
@given(SEEDS)
def test_conditionals_nest_at_most_three_deep(seed: int) -> None:
    program = generate_program(seed, ArithParams(ops=60, exprs=5, depth=20, operators=["max", "min", "+"]))
    assert max(_nesting(a.expression) for a in program.assignments) <= MAX_NESTED_CONDITIONALS


def test_different_seeds_give_different_programs_and_remove_ub() -> None:
    programs = [generate_program(seed, ArithParams(ops=30, exprs=30)) for seed in range(20)]
    assert len({program.render() for program in programs}) == 20
    assert sum(program.flips for program in programs) > 0 and sum(p.insertions for p in programs) > 0
