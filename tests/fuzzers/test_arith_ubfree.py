"""Undefined behaviour is removed the way "Random Testing of Arithmetic Optimization" Table 1 says, and the
changed expressions are UB-free and evaluate to the computed value when gcc and clang run them under the
sanitizers."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from reportsmith.fuzzers.ctypes_lp64 import DOUBLE, FLOAT, INT, LLONG, SCHAR, UINT, ULLONG, CType, convert
from reportsmith.fuzzers.expr import Leaf, Op, Storage, Variable, render
from reportsmith.fuzzers.program import ArithProgram, Assignment
from reportsmith.fuzzers.sanitized import build_and_run
from reportsmith.fuzzers.ubfree import Evaluator


def _var(name: str, ctype: CType, value: int) -> Variable:
    return Variable(name, ctype, Storage.LOCAL, False, False, value)


def _evaluate(tree: Op, seed: int = 0) -> tuple[Evaluator, int, list[Variable]]:
    inserted: list[Variable] = []

    def new_variable(ctype: CType, value: int) -> Variable:
        inserted.append(_var(f"k{len(inserted)}", ctype, value))
        return inserted[-1]

    evaluator = Evaluator(random.Random(seed), new_variable)
    return evaluator, evaluator.evaluate(tree).value, inserted


def test_signed_overflow_flips_the_operation() -> None:
    big, one = _var("a", INT, 2**31 - 1), _var("b", INT, 1)
    tree = Op("+", Leaf(big), Leaf(one))
    evaluator, value, inserted = _evaluate(tree)
    assert (tree.op, value, inserted, evaluator.changes.flips) == ("-", 2**31 - 2, [], 1)
    tree = Op("*", Leaf(big), Leaf(_var("c", INT, 3)))
    assert _evaluate(tree)[1] == (2**31 - 1) // 3 and tree.op == "/"


def test_zero_divisor_from_a_comparison_flips_the_comparison() -> None:
    a, b = _var("a", INT, 5), _var("b", INT, 7)
    tree = Op("/", Leaf(a), Op("<", Leaf(b), Leaf(a)))
    _, value, inserted = _evaluate(tree)
    assert (render(tree), value, inserted) == ("(a / (b >= a))", 5, [])


def test_other_zero_divisors_and_min_by_minus_one_get_an_inserted_addition() -> None:
    low, minus_one = _var("a", LLONG, -(2**63)), _var("b", SCHAR, -1)
    tree = Op("%", Leaf(low), Leaf(minus_one))
    _, value, (k,) = _evaluate(tree)
    divisor = -1 + k.initial
    assert render(tree) == "(a % (b + k0))" and k.ctype == INT and divisor >= 1
    assert value == -((2**63) % divisor)  # C's remainder has the dividend's sign


def test_shift_counts_out_of_range_get_an_unsigned_addition() -> None:
    value, count = _var("a", UINT, 3), _var("b", INT, -5)
    tree = Op("<<", Leaf(value), Leaf(count))
    _, result, (k,) = _evaluate(tree)
    assert render(tree) == "(a << (b + k0))" and k.ctype == UINT
    shift = (-5 + k.initial) % 2**32
    assert 0 <= shift < 32 and result == (3 << shift) % 2**32


@pytest.mark.parametrize("seed", [1, 2])
def test_overflowing_signed_left_shift_is_flipped_or_made_to_fit(seed: int) -> None:
    tree = Op("<<", Leaf(_var("a", INT, -7)), Leaf(_var("b", INT, 30)))
    evaluator, value, inserted = _evaluate(tree, seed)
    if tree.op == ">>":
        assert value == -1 and not inserted
    else:
        (k,) = inserted
        assert k.ctype == UINT and value == ((-7 + k.initial) % 2**32) << 30 and value < 2**32


def test_the_changed_expressions_run_clean_under_the_sanitizers(tmp_path: Path) -> None:
    rng = random.Random(3)
    types = [SCHAR, INT, UINT, LLONG]
    values = [0, -1, 1, 2**31 - 1, -(2**31), 40, 70]
    xs = [_var(f"x{i}", t, convert(rng.choice(values), t)) for i, t in enumerate(rng.choices(types, k=8))]
    ts = [_var(f"t{i}", INT, 0) for i in range(12)]
    inserted: list[Variable] = []

    def new_variable(ctype: CType, value: int) -> Variable:
        inserted.append(Variable(f"k{len(inserted)}", ctype, Storage.GLOBAL, False, False, value))
        return inserted[-1]

    evaluator = Evaluator(rng, new_variable)
    assignments = []
    for target, op in zip(ts, ["+", "-", "*", "/", "%", "<<", ">>", "/", "%", "<<", "*", "-"], strict=True):
        inner = Op(rng.choice(["+", "*", "<<"]), Leaf(rng.choice(xs)), Leaf(rng.choice(xs)))
        tree = Op(op, inner, Leaf(rng.choice(xs)))
        target.value = convert(evaluator.evaluate(tree).value, INT)
        assignments.append(Assignment(target, tree, target.value))
    assert evaluator.changes.flips + evaluator.changes.insertions >= 5  # the cases above did happen
    source = ArithProgram(0, [*xs, *ts, *inserted], assignments).render()
    for compiler in ("gcc", "clang-16"):
        run = build_and_run(source, compiler, tmp_path / compiler)
        assert run.clean, run.stderr
        assert run.stdout == "arith: 0 of 12 checks failed\n"


def test_floating_point_stays_integral_and_exact() -> None:
    # "Random Testing of Arithmetic Optimization" §4: a fraction gets (a + k) / b, k = -fmod(a, b);
    # integer-only operators cast to long long; an integer too large for float gets + k into range; an
    # overflowing product is flipped to a quotient.
    a, b, big = _var("a", FLOAT, 25), _var("b", DOUBLE, 9), _var("c", ULLONG, 2**40)
    tree = Op("/", Leaf(a), Leaf(b))
    _, value, (k,) = _evaluate(tree)
    assert (render(tree), value, k.initial, k.ctype) == ("((a + k0) / b)", 2, -7, DOUBLE)
    tree = Op("%", Leaf(a), Leaf(_var("d", INT, 7)))
    assert _evaluate(tree)[1] == 4 and render(tree) == "(((long long)a) % d)"
    tree = Op("+", Leaf(big), Leaf(a))
    _, value, (k,) = _evaluate(tree)
    assert render(tree) == "((c + k0) + a)" and k.ctype == ULLONG and 25 <= value <= 25 + (1 << 16)
    tree = Op("*", Leaf(_var("e", FLOAT, 2**22)), Leaf(_var("f", FLOAT, 4)))
    assert _evaluate(tree)[1] == 2**20 and tree.op == "/"


def test_a_fraction_of_an_integer_dividend_gets_a_floating_k() -> None:
    # INT_MIN / 3.0 (found by Hypothesis): an int k = 0 - INT_MIN would not fit; a double k does.
    tree = Op("/", Leaf(_var("a", INT, -(2**31))), Leaf(_var("b", DOUBLE, 3)))
    _, value, (k,) = _evaluate(tree)
    assert (k.ctype, k.initial, value) == (DOUBLE, 2, -(2**31 - 2) // 3)
