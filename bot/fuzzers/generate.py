"""Generating one arithmetic program from a seed ("Random Testing of Arithmetic Optimization" §3): random
variables, random expressions, undefined behaviour removed while the expected values are computed. The seed
alone decides the program."""

from __future__ import annotations

import random

from reportsmith.fuzzers.ctypes_lp64 import BY_NAME, CType, convert, promote
from reportsmith.fuzzers.expr import Const, Leaf, Node, Storage, Variable, make_expression
from reportsmith.fuzzers.params import ArithParams
from reportsmith.fuzzers.program import ArithProgram, Assignment
from reportsmith.fuzzers.ubfree import Evaluator


def swarm_choice(rng: random.Random, items: list[str]) -> list[str]:
    """A random subset, each item kept with probability 1/2, never empty (Groce et al., swarm testing)."""
    kept = [item for item in items if rng.random() < 0.5]
    return kept or [rng.choice(items)]


def random_value(rng: random.Random, ctype: CType) -> int:
    """A value of ``ctype``: small, at a boundary, or anywhere in the range (boundaries find most bugs)."""
    kind = rng.random()
    if kind < 0.4:
        value = rng.randint(-20, 20)
    elif kind < 0.7:
        edge = rng.choice((ctype.min, ctype.max, 1 << rng.randrange(ctype.bits), ctype.max >> 1))
        value = edge + rng.randint(-2, 2)
    else:
        value = rng.randint(ctype.min, ctype.max)
    if ctype.floating:  # integers the type holds exactly ("Random Testing of Arithmetic Optimization" §4)
        return min(max(value, ctype.min), ctype.max)
    return convert(value, ctype)


def _storage(rng: random.Random) -> Storage:
    return rng.choice(list(Storage))


def generate_program(seed: int, params: ArithParams) -> ArithProgram:
    rng = random.Random(seed)
    operators, type_names = list(params.operators), list(params.types)
    if params.swarm:
        operators, type_names = swarm_choice(rng, operators), swarm_choice(rng, type_names)
    types = [BY_NAME[name] for name in type_names]
    variables: list[Variable] = []

    def new_variable(prefix: str, ctype: CType, initial: int, assigned: bool = False) -> Variable:
        storage = _storage(rng)
        const = not assigned and rng.random() < 0.25
        variable = Variable(f"{prefix}{len(variables)}", ctype, storage, const, rng.random() < 0.2, initial)
        variables.append(variable)
        return variable

    xs = [
        new_variable("x", ctype, random_value(rng, ctype)) for ctype in rng.choices(types, k=params.variables)
    ]
    ts = [
        new_variable("t", ctype, random_value(rng, ctype), assigned=True)
        for ctype in rng.choices(types, k=params.exprs)
    ]
    evaluator = Evaluator(rng, lambda ctype, value: new_variable("k", ctype, value))
    readable = xs + ts

    def leaf() -> Node:
        if params.constants and rng.random() < params.constants:
            ctype = promote(rng.choice(types))  # a literal has at least int's rank
            return Const(random_value(rng, ctype), ctype)
        return Leaf(rng.choice(readable))

    assignments = []
    for target in ts:
        size = rng.randint(1, max(params.ops, 1)) if params.ops else 0
        tree = make_expression(rng, size, params.depth, leaf, operators)
        result = evaluator.evaluate(tree)
        tree, result = evaluator.fit(tree, result, target.ctype)
        target.value = convert(result.value, target.ctype)  # assignment converts (6.5.16.1)
        assignments.append(Assignment(target, tree, target.value))
    header = (
        f"reportsmith arith generator (Random Testing of Arithmetic Optimization): seed {seed}; "
        f"operators {' '.join(operators)}; types {', '.join(type_names)}"
    )
    return ArithProgram(
        seed, variables, assignments, header, evaluator.changes.flips, evaluator.changes.insertions
    )
