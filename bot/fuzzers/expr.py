"""Expression trees of the arithmetic generator: variables, constants, operator nodes, their random shape
("Random Testing of Arithmetic Optimization" Fig. 6, ``make_expression(n, d)``), their C text and their
*pattern* (the tree with the leaves abstracted, which names a wrong-code failure).

Besides the binary operators of "Random Testing of Arithmetic Optimization" there are two optional ones,
``max`` and ``min``, written with the conditional operator (``(a > b ? a : b)``): GCC folds that shape into
MAX_EXPR/MIN_EXPR, where arithmetic folds have gone wrong (bench/arith/known_bug.py). Their operands appear
twice in the text, so they nest at most :data:`MAX_NESTED_CONDITIONALS` deep.
"""

from __future__ import annotations

import enum
import hashlib
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from reportsmith.fuzzers.ctypes_lp64 import CType, literal

#: Binary operators the generator draws from ("Random Testing of Arithmetic Optimization" §3: arithmetic,
#: shifts, comparisons, bitwise, logical).
OPERATORS: tuple[str, ...] = (
    "+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^", "&&", "||",
)  # fmt: skip
CONDITIONALS = ("max", "min")
#: Every operator the configuration may name.
ALL_OPERATORS = OPERATORS + CONDITIONALS
MAX_NESTED_CONDITIONALS = 3
COMPARISONS = frozenset({"<", ">", "<=", ">=", "==", "!="})
#: The complement of each comparison, used to flip a zero divisor into a one ("Random Testing of Arithmetic
#: Optimization" Table 1).
COMPLEMENT = {"<": ">=", ">=": "<", ">": "<=", "<=": ">", "==": "!=", "!=": "=="}
#: Longest pattern kept whole in a signature; longer ones are cut and end in a digest of the whole.
PATTERN_CHARS = 240


class Storage(enum.Enum):
    """Where a variable lives ("Random Testing of Arithmetic Optimization" §2.2: scope and class specifier are
    chosen at random)."""

    GLOBAL = "global"
    STATIC_GLOBAL = "static global"
    LOCAL = "local"
    STATIC_LOCAL = "static local"

    @property
    def is_global(self) -> bool:
        return self in (Storage.GLOBAL, Storage.STATIC_GLOBAL)

    @property
    def is_static(self) -> bool:
        return self in (Storage.STATIC_GLOBAL, Storage.STATIC_LOCAL)


@dataclass
class Variable:
    """A program variable: x-variables are read only, t-variables receive one expression each, k-variables
    are inserted to remove undefined behaviour. ``value`` is its current value during evaluation."""

    name: str
    ctype: CType
    storage: Storage
    const: bool
    volatile: bool
    initial: int

    def __post_init__(self) -> None:
        self.value = self.initial


@dataclass
class Leaf:
    variable: Variable


@dataclass
class Const:
    """A literal constant of a promoted type (int, unsigned int, long, ...)."""

    value: int
    ctype: CType


@dataclass
class Op:
    op: str
    left: Node
    right: Node


@dataclass
class Cast:
    """``((long long)operand)``: inserted where an integer-only operator meets a floating operand."""

    ctype: CType
    operand: Node


Node = Leaf | Const | Op | Cast


def make_expression(
    rng: random.Random, size: int, depth: int, leaf: Callable[[], Node], operators: Sequence[str],
    nested: int = 0,
) -> Node:  # fmt: skip
    """A random tree of at most ``size`` operators and ``depth`` levels ("Random Testing of Arithmetic
    Optimization" Fig. 6); ``leaf()`` makes each leaf, ``nested`` is the number of conditionals above."""
    usable = [o for o in operators if nested < MAX_NESTED_CONDITIONALS or o not in CONDITIONALS]
    if size == 0 or depth == 0 or not usable:
        return leaf()
    op = rng.choice(usable)
    nested += op in CONDITIONALS
    left_size = rng.randint(0, size - 1)
    left = make_expression(rng, left_size, depth - 1, leaf, operators, nested)
    right = make_expression(rng, size - 1 - left_size, depth - 1, leaf, operators, nested)
    return Op(op, left, right)


def operators_in(node: Node) -> Iterator[Op]:
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, Cast):
            stack.append(current.operand)
        elif isinstance(current, Op):
            yield current
            stack += [current.right, current.left]


def render(node: Node) -> str:
    """The expression's C text, fully parenthesized."""
    if isinstance(node, Leaf):
        return node.variable.name
    if isinstance(node, Const):
        return literal(node.value, node.ctype)
    if isinstance(node, Cast):
        return f"(({node.ctype.name}){render(node.operand)})"
    left, right = render(node.left), render(node.right)
    if node.op in CONDITIONALS:
        return f"({left} {'>' if node.op == 'max' else '<'} {right} ? {left} : {right})"
    return f"({left} {node.op} {right})"


def pattern(node: Node) -> str:
    """The operator pattern: the tree with every leaf written ``_``; long ones cut, with a digest."""
    text = _pattern(node)
    if len(text) <= PATTERN_CHARS:
        return text
    digest = hashlib.sha1(text.encode()).hexdigest()[:10]
    return f"{text[:PATTERN_CHARS]}... [{digest}]"


def _pattern(node: Node) -> str:
    if isinstance(node, Cast):
        return f"(({node.ctype.name}){_pattern(node.operand)})"
    if not isinstance(node, Op):
        return "_"
    if node.op in CONDITIONALS:
        return f"{node.op}({_pattern(node.left)}, {_pattern(node.right)})"
    return f"({_pattern(node.left)} {node.op} {_pattern(node.right)})"
