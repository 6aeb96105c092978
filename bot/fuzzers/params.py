"""The arithmetic generator's parameters: the ``[arith]`` section of the configuration."""

from __future__ import annotations

from dataclasses import dataclass, field

from reportsmith.fuzzers.ctypes_lp64 import FLOAT_TYPES, TYPES
from reportsmith.fuzzers.expr import ALL_OPERATORS, OPERATORS

#: Deeper trees than this would overflow Python's recursion while printing and evaluating them.
MAX_DEPTH = 200


@dataclass(frozen=True)
class ArithParams:
    """Program shape ("ops × exprs" of "Random Testing of Arithmetic Optimization") and what the operators and
    types are drawn from."""

    #: Operators per expression at most, before undefined behaviour is removed (which may add some).
    ops: int = 20
    #: Expressions (t-variables) per program.
    exprs: int = 20
    #: Nesting depth of an expression at most.
    depth: int = 12
    #: Read-only variables (x-variables) per program.
    variables: int = 10
    #: Swarm testing: each program uses a random non-empty half (on average) of ``operators`` and ``types``.
    swarm: bool = True
    #: C spellings of the types variables may have: the integer types, and "float", "double",
    #: "long double" ("Random Testing of Arithmetic Optimization" §4: integer values only, rounding errors
    #: eliminated).
    types: list[str] = field(default_factory=lambda: [ctype.name for ctype in TYPES])
    #: Any of the binary operators of "Random Testing of Arithmetic Optimization", plus "max" and "min"
    #: (written ``(a > b ? a : b)``).
    operators: list[str] = field(default_factory=lambda: list(OPERATORS))
    #: Probability that a leaf is a literal constant rather than a variable ("Random Testing of Arithmetic
    #: Optimization" uses none: 0.0).
    constants: float = 0.0

    def problems(self) -> list[str]:
        """What is wrong with these parameters, one ``arith.KEY: ...`` line each (empty: they are fine)."""
        found = []
        for key, low, high in (("ops", 0, 10_000), ("exprs", 1, 10_000), ("depth", 1, MAX_DEPTH),
                               ("variables", 1, 10_000)):  # fmt: skip
            value = getattr(self, key)
            if not low <= value <= high:
                found.append(f"arith.{key}: expected an integer from {low} to {high}, got {value}")
        known_types = [ctype.name for ctype in TYPES + FLOAT_TYPES]
        if not 0.0 <= self.constants <= 1.0:
            found.append(f"arith.constants: expected a probability from 0.0 to 1.0, got {self.constants}")
        lists = (("types", self.types, known_types), ("operators", self.operators, ALL_OPERATORS))
        for key, names, known in lists:
            unknown = [name for name in names if name not in known]
            if unknown or not names:
                found.append(
                    f"arith.{key}: expected a non-empty list of {', '.join(repr(k) for k in known)}; "
                    f"got {', '.join(repr(u) for u in unknown) or 'an empty list'}"
                )
        return found


#: What a loop program may contain; swarm testing draws a random half of these per program.
LOOP_FEATURES = (
    "reductions", "conditional-stores", "compound-assignments", "casts", "shifts", "division", "select",
    "reverse-subscripts", "constant-subscripts", "triangular-loops", "runtime-bounds", "steps",
    "down-counting", "narrow-ivs", "unsigned-ivs", "uniform-arrays", "vector-nests", "strides",
)  # fmt: skip
#: The integer types the loop generator's arrays, scalars and casts are drawn from by default.
LOOP_TYPES = ("signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int", "long",
              "unsigned long")  # fmt: skip


@dataclass(frozen=True)
class LoopParams:
    """The ``[loops]`` section: the shape of the loop generator's programs (``reportsmith fuzz
    --generator loops``), each an upper bound a program draws below."""

    #: Arrays per program at most (at least 2), all of one length.
    arrays: int = 6
    #: Array length at most (at least 8).
    length: int = 64
    #: Array length at most of a program with vectorizable nests (feature ``vector-nests``), at least half
    #: of it: loops of more iterations than the 64 of ``length``, which LLVM would unroll fully before
    #: vectorizing.
    vector_length: int = 256
    #: Loop nests per program at most.
    nests: int = 3
    #: Loops in a nest at most.
    depth: int = 3
    #: Statements in a loop body at most (nested loops not counted).
    statements: int = 4
    #: Nesting depth of an expression at most.
    expression_depth: int = 3
    #: Statements a run of the program executes at most (the generator evaluates every one of them).
    iterations: int = 20_000
    #: Swarm testing: each program uses a random half (on average) of ``features`` and ``types``.
    swarm: bool = True
    types: list[str] = field(default_factory=lambda: list(LOOP_TYPES))
    features: list[str] = field(default_factory=lambda: list(LOOP_FEATURES))

    def problems(self) -> list[str]:
        """What is wrong with these parameters, one ``loops.KEY: ...`` line each (empty: they are fine)."""
        found = []
        for key, low, high in (("arrays", 2, 64), ("length", 8, 4096), ("vector_length", 8, 4096),
                               ("nests", 1, 64), ("depth", 1, 6),
                               ("statements", 1, 64), ("expression_depth", 0, 12),
                               ("iterations", 100, 10_000_000)):  # fmt: skip
            value = getattr(self, key)
            if not low <= value <= high:
                found.append(f"loops.{key}: expected an integer from {low} to {high}, got {value}")
        known_types = [ctype.name for ctype in TYPES]
        lists = (("types", self.types, known_types), ("features", self.features, LOOP_FEATURES))
        for key, names, known in lists:
            unknown = [name for name in names if name not in known]
            if unknown or (key == "types" and not names):
                got = ", ".join(repr(u) for u in unknown) or "an empty list"
                expected = (
                    f"{'non-empty ' if key == 'types' else ''}list of {', '.join(repr(k) for k in known)}"
                )
                found.append(f"loops.{key}: expected a {expected}; got {got}")
        return found
