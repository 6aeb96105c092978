"""Generating one loop program from a seed: arrays of mixed integer types, nests of counted loops over them,
each nest evaluated as soon as it is made, with undefined behaviour removed where the evaluation meets it.

A nest is made whole (loops, subscripts, statements), then run on the values the program holds at that
point (:class:`.loops_ast.State`). Every subscript is in bounds by construction: it is ``iv + c`` or
``K - iv`` with ``c``/``K`` picked from the induction variable's range. When an operation would be undefined
in some iteration, that node is rewritten into its total form (:mod:`.loops_ast`) and the nest is run again
from the same starting values, until it runs clean; so every iteration of the final program is defined,
and the values the nest leaves are the program's. A nest that would run more than the program's remaining
statement budget is made again smaller. The seed alone decides the program.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from reportsmith.fuzzers.ctypes_lp64 import (
    BY_NAME,
    INT,
    LONG,
    SCHAR,
    SHORT,
    UCHAR,
    UINT,
    ULONG,
    USHORT,
    CType,
)
from reportsmith.fuzzers.generate import random_value, swarm_choice
from reportsmith.fuzzers.loops_ast import (
    ARITHMETIC,
    BITWISE,
    COMPARISONS,
    DIVISION,
    LOGICAL,
    SHIFTS,
    Binary,
    Cast,
    Const,
    Elem,
    Expr,
    Index,
    Select,
    State,
    Unary,
    Undefined,
    Var,
)
from reportsmith.fuzzers.loops_program import Array, Assign, Loop, LoopProgram, Statement
from reportsmith.fuzzers.loops_vector import STRIDES, VectorPlan, draw_plan, span
from reportsmith.fuzzers.params import LoopParams

MIN_LENGTH = 8
#: Iterations of a loop of a nest not made vectorizable at most, however long the arrays.
REGULAR_TRIPS = 64
#: Swarm testing keeps each feature with probability 1/2, except these.
SWARM_KEEP = {"vector-nests": 0.9}
#: Of a program with the feature, the share of nests made vectorizable after its first (always).
VECTOR_NESTS = 0.6
#: Of the innermost loops of vectorizable nests, the share with 4, 8 or 16 iterations (whole vectors for SLP).
SHORT_LOOPS = 0.2
#: Of the two-loop vectorizable nests, the share whose sinks are indexed by the outer induction variable.
COLUMNS = 0.35
#: Largest shift count of a vectorizable nest: a constant (SSE2 has no per-lane variable shifts).
VECTOR_SHIFT = 7


class _TooLong(Exception):
    """The nest runs more statements than the program has left."""


@dataclass
class _Scope:
    """Where an expression is made: the induction variables around it with their ranges, and the subscript
    of the statement's target (reads reuse it often: ``a[i] = b[i] + c[i]`` is what vectorizers look for)."""

    ivs: list[tuple[Var, int, int]] = field(default_factory=list)
    target: Index | None = None
    #: In a vectorizable nest, its rules (:mod:`.loops_vector`).
    plan: VectorPlan | None = None


class _Maker:
    def __init__(self, seed: int, params: LoopParams) -> None:
        self.rng = rng = random.Random(seed)
        self.params = params
        features, types = list(params.features), list(params.types)
        if params.swarm:
            features = [f for f in features if rng.random() < SWARM_KEEP.get(f, 0.5)]
            types = swarm_choice(rng, types)
        self.features = frozenset(features)
        self.types = [BY_NAME[name] for name in types]
        vector = self.has(
            "vector-nests"
        )  # longer arrays: loops LLVM will not unroll fully before vectorizing
        longest = max(MIN_LENGTH, params.vector_length if vector else params.length)
        self.length = rng.randint(max(MIN_LENGTH, longest // 2) if vector else MIN_LENGTH, longest)
        #: Operators of vectorizable nests: no short-circuit (branches), no division (scalar divides).
        self.vector_operators = [*ARITHMETIC, *BITWISE, *COMPARISONS] + [*SHIFTS] * self.has("shifts")
        self.operators = [*self.vector_operators, *LOGICAL] + [*DIVISION] * self.has("division")
        self.arrays = [self._array(n) for n in range(rng.randint(2, params.arrays))]
        scalars = rng.randint(1, 3) if "reductions" in self.features else 0
        self.scalars = [Var(f"s{n}", rng.choice(self.types)) for n in range(scalars)]
        #: runtime trip counts: globals the compiler cannot see through
        self.bounds: list[tuple[Var, int]] = []
        self.ivs = 0
        #: Nests made so far.
        self.made = 0
        #: Iterations of one loop at most (lowered to fit a first nest into a small statement budget).
        self.trips = self.length

    def has(self, feature: str) -> bool:
        return feature in self.features

    def _array(self, number: int) -> Array:
        narrow = [t for t in self.types if t.bits < INT.bits]  # the types today's loop bugs are about
        share = 0.7 if self.has("vector-nests") else 0.5
        ctype = self.rng.choice(narrow if narrow and self.rng.random() < share else self.types)
        if self.has("uniform-arrays") and self.rng.random() < 0.5:  # YARPGen's uniform values
            values = [random_value(self.rng, ctype)] * self.length
        else:
            values = [random_value(self.rng, ctype) for _ in range(self.length)]
        return Array(f"a{number}", ctype, values)

    # -- loops ----------------------------------------------------------------------------------------------

    def nest(self, depth: int, scope: _Scope) -> Loop:
        rng = self.rng
        if not scope.ivs and self.has("vector-nests") and (not self.made or rng.random() < VECTOR_NESTS):
            return self.vector_nest(depth)
        iv = self._new_iv()
        lo = rng.randint(0, self.length // 3)
        hi = rng.randint(lo + 1, min(self.length, lo + min(self.trips, REGULAR_TRIPS)))
        step = rng.choice((1, 1, 1, 2, 3, 4)) if self.has("steps") else 1
        outer = scope.ivs[-1] if scope.ivs and self.has("triangular-loops") and rng.random() < 0.5 else None
        down = self.has("down-counting") and iv.of.signed and rng.random() < 0.4
        if down:  # for (iv = start; iv >= lo; iv -= step)
            if outer is not None:
                start: Expr = outer[0]
                lowest, highest = lo, max(outer[2], lo)
            else:
                start, lowest, highest = Const(hi - 1, INT), lo, hi - 1
            test = Binary(">=", iv, Const(lo, INT))
        else:  # for (iv = lo; iv < limit; iv += step)
            start = Const(lo, INT)
            if outer is not None:
                limit: Expr = outer[0]
                lowest, highest = lo, max(lo, outer[2] - 1)
            elif self.has("runtime-bounds") and rng.random() < 0.5:
                limit = Var(f"n{len(self.bounds)}", INT)
                self.bounds.append((limit, hi))
                lowest, highest = lo, hi - 1
            else:
                limit, lowest, highest = Const(hi, INT), lo, hi - 1
            test = Binary("<", iv, limit)
        inner = _Scope([*scope.ivs, (iv, lowest, highest)])
        body: list[Statement] = []
        for _ in range(rng.randint(1, self.params.statements)):
            body.append(self.statement(inner))
        if depth > 1 and rng.random() < 0.7:
            body.insert(rng.randint(0, len(body)), self.nest(depth - 1, inner))
        return Loop(iv, start, test, -step if down else step, body)

    def _new_iv(self) -> Var:
        self.ivs += 1
        return Var(f"i{self.ivs - 1}", self._iv_type(), iv=True)

    def vector_nest(self, depth: int) -> Loop:
        """A nest made vectorizable on purpose (:mod:`.loops_vector`): an innermost loop, alone or inside
        one outer loop of a few iterations."""
        rng = self.rng
        if depth == 1 or rng.random() < 0.5:
            return self._vector_loop(_Scope())
        iv = self._new_iv()
        trips = rng.randint(min(2, self.trips), min(4, self.trips))
        inner = self._vector_loop(_Scope([(iv, 0, trips - 1)]), column=rng.random() < COLUMNS)
        return Loop(iv, Const(0, INT), Binary("<", iv, Const(trips, INT)), 1, [inner])

    def _vector_loop(self, scope: _Scope, column: bool = False) -> Loop:
        rng = self.rng
        iv = self._new_iv()
        scale = rng.choice(STRIDES) if self.has("strides") else 1
        if scale == 1 and self.has("reverse-subscripts") and rng.random() < 0.3:
            scale = -1
        room = span(self.length, scale)
        lo = rng.randint(0, min(3, room - 1))
        top = min(room, lo + self.trips)
        if rng.random() < SHORT_LOOPS:  # fully unrolled, then straight-line code for the SLP vectorizer
            hi = min(top, lo + rng.choice((4, 8, 16)))
        else:
            hi = rng.randint(max(lo + 1, (lo + top) // 2), top)
        limit: Expr = Const(hi, INT)
        if self.has("down-counting") and iv.of.signed and rng.random() < 0.3:  # iv = hi - 1; iv >= lo; iv--
            start, test, step = Const(hi - 1, INT), Binary(">=", iv, Const(lo, INT)), -1
        else:
            if self.has("runtime-bounds") and rng.random() < 0.3:
                limit = Var(f"n{len(self.bounds)}", INT)
                self.bounds.append((limit, hi))
            step = 2 if self.has("steps") and rng.random() < 0.1 else 1
            start, test = Const(lo, INT), Binary("<", iv, limit)
        plan = draw_plan(rng, (iv, lo, hi - 1), scale, self.arrays, self.scalars, self.length)
        statements = rng.randint(1, self.params.statements)
        if column:  # the sinks at the outer induction variable: reductions into memory (an interchanged nest)
            plan.to_columns(rng, scope.ivs[-1])
            statements = min(statements, len(plan.sinks) + len(plan.accumulators))
        inner = _Scope([*scope.ivs, (iv, lo, hi - 1)], plan=plan)
        body: list[Statement] = [self.statement(inner) for _ in range(statements)]
        return Loop(iv, start, test, step, body)

    def _iv_type(self) -> CType:
        choices = [INT, INT, INT]
        if self.has("narrow-ivs"):
            choices += [SCHAR, SHORT, UCHAR, USHORT]
        if self.has("unsigned-ivs"):
            choices += [UINT, ULONG]
        # a narrow induction variable must hold every value it takes, up to the length plus a step
        return self.rng.choice([t for t in [*choices, LONG] if t.max >= self.length + 4])

    # -- statements -----------------------------------------------------------------------------------------

    def statement(self, scope: _Scope) -> Assign:
        rng, plan = self.rng, scope.plan
        if plan is not None:  # each accumulator reduced into once; stores to the sinks only
            free = plan.free_accumulators()
            columns = [name for name in sorted(plan.sinks) if plan.column and name not in plan.reduced]
            if free and (not columns or rng.random() < 0.35):
                scalar = rng.choice(free)
                plan.reduced.add(scalar.name)
                return self._reduction(scope, scalar)
            name = rng.choice(columns or sorted(plan.sinks))
            array = next(a for a in self.arrays if a.name == name)
            if columns:  # a[j] += e over i, once per sink
                plan.reduced.add(name)
                return self._reduction(scope, Elem(name, array.ctype, plan.sinks[name]))
            return self._store(scope, array, plan.sinks[name])
        if self.scalars and rng.random() < 0.3:
            return self._reduction(scope, rng.choice(self.scalars))
        array = rng.choice(self.arrays)
        return self._store(scope, array, self.index(scope))

    def _store(self, scope: _Scope, array: Array, index: Index) -> Assign:
        rng = self.rng
        target = Elem(array.name, array.ctype, index)
        scope = _Scope(scope.ivs, index, scope.plan)
        cond, select = None, False
        if self.has("conditional-stores") and rng.random() < 0.35:
            cond = Binary(rng.choice(COMPARISONS), self.expression(scope, 1), self.expression(scope, 1))
            select = scope.plan is not None and rng.random() < 0.7  # a[i] = (c ? e : a[i])
        rhs = self._anchored(scope, self.expression(scope, self.params.expression_depth))
        if self.has("compound-assignments") and rng.random() < 0.4:
            op = rng.choice([o for o in self.operators if o in ARITHMETIC + BITWISE + SHIFTS])
            if op in SHIFTS and scope.plan is not None:
                rhs = Const(rng.randint(0, VECTOR_SHIFT), INT)
            return Assign(target, Binary(op, Elem(array.name, array.ctype, index), rhs), op, cond, select)
        return Assign(target, rhs, "", cond, select)

    def _reduction(self, scope: _Scope, into: Var | Elem) -> Assign:
        """``into op= e`` or ``into = (e > into ? e : into)``: into a scalar, or an element."""
        rng = self.rng
        rhs = self._anchored(scope, self.expression(scope, max(1, self.params.expression_depth - 1)))
        if self.has("select") and rng.random() < 0.3:  # s = (e > s ? e : s): a max/min reduction
            if scope.plan is not None:  # in the scalar's own type: a min/max the vectorizers recognise
                rhs = Cast(into.of, rhs)
            keep = Binary(rng.choice((">", "<")), rhs, into)
            return Assign(into, Select(keep, rhs, into))
        op = rng.choice(("+", "+", "^", "|", "&", "-"))
        again = Var(into.name, into.of) if isinstance(into, Var) else Elem(into.array, into.of, into.index)
        return Assign(into, Binary(op, again, rhs), op)

    def _anchored(self, scope: _Scope, rhs: Expr) -> Expr:
        plan = scope.plan
        return rhs if plan is None else plan.anchored(self.rng, rhs, self.arrays, self.vector_operators)

    def index(self, scope: _Scope) -> Index:
        rng = self.rng
        last = self.length - 1
        if not scope.ivs or (self.has("constant-subscripts") and rng.random() < 0.1):
            return Index(None, 1, rng.randint(0, last))
        # the innermost induction variable most often
        iv, lowest, highest = scope.ivs[-1] if rng.random() < 0.6 else rng.choice(scope.ivs)
        if self.has("reverse-subscripts") and rng.random() < 0.3:  # K - iv, K in [highest, last + lowest]
            return Index(iv, -1, rng.randint(highest, last + lowest))
        low, high = -lowest, last - highest  # iv + c, c in [low, high]
        small = [c for c in (0, 0, 0, 1, -1, 2, -2) if low <= c <= high]
        return Index(iv, 1, rng.choice(small) if small and rng.random() < 0.8 else rng.randint(low, high))

    # -- expressions ----------------------------------------------------------------------------------------

    def expression(self, scope: _Scope, depth: int) -> Expr:
        rng = self.rng
        if depth <= 0 or rng.random() < 0.25:
            return self.leaf(scope)
        kind = rng.random()
        if kind < 0.15 and self.has("casts"):
            return Cast(rng.choice(self.types), self.expression(scope, depth - 1))
        if kind < 0.22:
            return Unary(rng.choice(("-", "~", "!")), self.expression(scope, depth - 1))
        if kind < 0.3 and self.has("select"):
            cond = Binary(rng.choice(COMPARISONS), self.expression(scope, depth - 1), self.leaf(scope))
            return Select(cond, self.expression(scope, depth - 1), self.expression(scope, depth - 1))
        op = rng.choice(self.operators if scope.plan is None else self.vector_operators)
        if op in SHIFTS and scope.plan is not None:
            return Binary(op, self.expression(scope, depth - 1), Const(rng.randint(0, VECTOR_SHIFT), INT))
        return Binary(op, self.expression(scope, depth - 1), self.expression(scope, depth - 1))

    def leaf(self, scope: _Scope) -> Expr:
        rng, plan = self.rng, scope.plan
        kind = rng.random()
        if kind < 0.6:
            array = rng.choice(self.arrays if plan is None else plan.readable_arrays(self.arrays))
            if plan is not None:  # a sink at its one subscript; a source mostly at the plan's scale
                index = plan.sinks.get(array.name) or (
                    plan.index(rng) if rng.random() < 0.85 else self.index(scope)
                )
            else:
                index = scope.target if scope.target is not None and rng.random() < 0.5 else self.index(scope)
            return Elem(array.name, array.ctype, index)
        if kind < 0.75 and scope.ivs:
            return rng.choice(scope.ivs)[0]
        scalars = [s for s in self.scalars if plan is None or plan.readable(s)]
        if kind < 0.85 and scalars:
            scalar = rng.choice(scalars)
            return Var(scalar.name, scalar.of)
        ctype = rng.choice(self.types)
        return Const(random_value(rng, ctype), ctype)


def _execute(statement: Statement, state: State, budget: list[int]) -> None:
    if isinstance(statement, Assign):
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooLong
        statement.execute(state)
        return
    statement.run(state, lambda inner: _execute(inner, state, budget))


def _settle(loop: Loop, state: State, budget: int) -> tuple[State, int, int]:
    """Run ``loop`` from ``state``, rewriting each undefined node into its total form until the run is clean;
    the state after it, the statements it executed and the nodes rewritten."""
    rewritten = 0
    while True:
        trial, left = state.copy(), [budget]
        try:
            _execute(loop, trial, left)
        except Undefined as undefined:
            undefined.node.safe = True
            loop.retype()
            rewritten += 1
            continue
        return trial, budget - left[0], rewritten


def generate_loops(seed: int, params: LoopParams) -> LoopProgram:
    maker = _Maker(seed, params)
    rng = maker.rng
    state = State({a.name: list(a.values) for a in maker.arrays}, {s.name: 0 for s in maker.scalars})
    initial_scalars = {}
    for scalar in maker.scalars:
        initial_scalars[scalar.name] = state.scalars[scalar.name] = random_value(rng, scalar.of)
    nests: list[Loop] = []
    budget, rewritten = params.iterations, 0
    for _ in range(rng.randint(1, params.nests)):
        # too long: again, shallower; the first nest at last with one loop of fewer and fewer iterations
        shapes = [(depth, maker.length) for depth in range(rng.randint(1, params.depth), 0, -1)]
        for depth, maker.trips in shapes + ([(1, 8), (1, 1)] if not nests else []):
            bounds = len(maker.bounds)
            loop = maker.nest(depth, _Scope())
            loop.retype()
            for bound, value in maker.bounds[bounds:]:
                state.scalars[bound.name] = value
            try:
                state, executed, changed = _settle(loop, state, budget)
            except _TooLong:
                del maker.bounds[bounds:]
                continue
            budget -= executed
            rewritten += changed
            nests.append(loop)
            maker.made += 1
            break
    return LoopProgram(seed, sorted(maker.features), maker.length, maker.arrays, maker.scalars,
                       initial_scalars, maker.bounds, nests, state, rewritten)  # fmt: skip
