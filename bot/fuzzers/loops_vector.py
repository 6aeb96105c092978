"""Nests the vectorizers can take (feature ``vector-nests``): the shapes LLVM's and GCC's loop and SLP
vectorizers, SCEV and loop unrolling look for, and nothing of what they reject.

What clang-22 reported as blocking the generator's other nests (bench/RESULTS.md, issue 38) decides the
rules of a *vector plan*, drawn once per nest:

* one innermost loop with a canonical induction variable (step 1, or counting down by 1; ``steps`` may
  make it 2), a trip count that is a constant (a long one, or a short one that full unrolling turns into
  straight-line code for the SLP vectorizer) or read from a global (runtime bounds), optionally inside one
  outer loop of a few iterations;
* *sinks*: the arrays the nest writes, each at one subscript (``i + c``, ``s * i + c`` for a stride ``s``
  of 2 or 3: interleaved groups, or ``K - i``), and read in the nest at that subscript only, so no
  loop-carried dependence ("unsafe dependent memory operations");
* *sources*: every other array, read only, at the same scale with small offsets (``b[i + 1] + b[i]``:
  reads ahead and behind), at the outer induction variable or at a constant;
* *accumulators*: scalars the nest reduces into (``+ - ^ | &``, or max/min written as a select), each
  updated once and never read in the nest ("value that could not be identified as reduction");
* in a third of the two-loop nests, *columns*: the sinks indexed by the outer induction variable, each
  reduced into once by the inner loop (``a[j + 1] += b[i]``: an interchanged nest, a reduction into memory
  that LICM promotes), and then read nowhere else in the nest;
* every stored or reduced value reads some array at the innermost induction variable (else it is joined
  to such a read), so it varies per iteration rather than folding to a constant (a ``memset``);
* no short-circuit ``&& ||`` and no division (branches and scalar divides); a conditional store is written
  either ``if (c) a[i] = e;`` (a masked store) or ``a[i] = (c ? e : a[i]);`` (a select).

The expression kinds, and the evaluation that removes undefined behaviour, are the generator's own
(:mod:`.loops_gen`): a plan narrows what it may pick, never how a value is computed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from reportsmith.fuzzers.loops_ast import Binary, Elem, Expr, Index, Var, nodes
from reportsmith.fuzzers.loops_program import Array

#: Strides of the innermost subscripts (1 most often; 2 and 3 make interleaved groups).
STRIDES = (1, 1, 1, 2, 3)


@dataclass
class VectorPlan:
    """One vectorizable nest's rules: the innermost induction variable and its range, the subscript scale,
    the sinks with their one subscript each, the accumulators and those already reduced into."""

    iv: Var
    lowest: int
    highest: int
    scale: int
    last: int  # the arrays' last index
    sinks: dict[str, Index] = field(default_factory=dict)
    accumulators: list[Var] = field(default_factory=list)
    #: Accumulators, and sinks in columns, already reduced into.
    reduced: set[str] = field(default_factory=set)
    #: The sinks are at the outer induction variable: each reduced into once, never read otherwise.
    column: bool = False

    def index(self, rng: random.Random) -> Index:
        """A subscript of the innermost induction variable at the plan's scale, in bounds for its range:
        ``K - iv`` (scale -1), else ``scale * iv + c``, with a small ``c`` most often."""
        if self.scale < 0:
            return Index(self.iv, -1, rng.randint(self.highest, self.last + self.lowest))
        low, high = -self.scale * self.lowest, self.last - self.scale * self.highest
        small = [c for c in (0, 0, 1, -1, 2, 3) if low <= c <= high]
        return Index(self.iv, self.scale, rng.choice(small) if small else rng.randint(low, high))

    def to_columns(self, rng: random.Random, outer: tuple[Var, int, int]) -> None:
        """Index the sinks by the ``outer`` induction variable (over [lowest, highest]): ``a[j + c] += e``
        in the inner loop is a reduction into one element per outer iteration (an interchanged nest)."""
        iv, lowest, highest = outer
        for name in self.sinks:
            low, high = -lowest, self.last - highest
            self.sinks[name] = Index(iv, 1, rng.choice([c for c in (0, 1, 2) if low <= c <= high] or [low]))
        self.column = True

    def readable_arrays(self, arrays: list[Array]) -> list[Array]:
        """The arrays an expression may read: all (a sink at its subscript), or in columns the sources."""
        return [array for array in arrays if not self.column or array.name not in self.sinks]

    def anchored(self, rng: random.Random, rhs: Expr, arrays: list[Array], operators: list[str]) -> Expr:
        """``rhs`` reading an array at the innermost induction variable: joined to such a read when it has
        none (a value that varies per iteration, not one folded to a constant)."""
        if any(isinstance(node, Elem) and node.index.iv is self.iv for node in nodes(rhs)):
            return rhs
        array = rng.choice(self.readable_arrays(arrays))
        read = Elem(array.name, array.ctype, self.sinks.get(array.name) or self.index(rng))
        return Binary(rng.choice(operators), read, rhs)

    def readable(self, scalar: Var) -> bool:
        return all(scalar.name != accumulator.name for accumulator in self.accumulators)

    def free_accumulators(self) -> list[Var]:
        return [scalar for scalar in self.accumulators if scalar.name not in self.reduced]


def draw_plan(rng: random.Random, iv: tuple[Var, int, int], scale: int, arrays: list[Array],
              scalars: list[Var], length: int) -> VectorPlan:  # fmt: skip
    """The plan of a nest whose innermost loop runs ``iv`` over [lowest, highest]: one or two sinks, the
    other arrays sources (at least one when there are three arrays), about half the scalars accumulators."""
    plan = VectorPlan(iv[0], iv[1], iv[2], scale, length - 1)
    sinks = rng.sample(arrays, 1 if len(arrays) < 3 or rng.random() < 0.6 else 2)
    for array in sinks:
        plan.sinks[array.name] = plan.index(rng)
    plan.accumulators = [scalar for scalar in scalars if rng.random() < 0.6]
    return plan


def span(length: int, scale: int) -> int:
    """Iterations ``scale * iv`` may take within ``length`` elements."""
    return (length - 1) // abs(scale) + 1
