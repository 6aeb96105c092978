"""Expression trees of the arithmetic generator: variables, operator nodes, their random shape (seed 004
Fig. 6, ``make_expression(n, d)``), their C text and their *pattern* (the tree with the leaves abstracted,
which names a wrong-code failure)."""

from __future__ import annotations

import enum
import hashlib
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from reportsmith.fuzzers.ctypes_lp64 import CType

#: Binary operators the generator draws from (seed 004 §3: arithmetic, shifts, comparisons, bitwise, logical).
OPERATORS: tuple[str, ...] = (
    "+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^", "&&", "||",
)  # fmt: skip
COMPARISONS = frozenset({"<", ">", "<=", ">=", "==", "!="})
#: The complement of each comparison, used to flip a zero divisor into a one (seed 004 Table 1).
COMPLEMENT = {"<": ">=", ">=": "<", ">": "<=", "<=": ">", "==": "!=", "!=": "=="}
#: Longest pattern kept whole in a signature; longer ones are cut and end in a digest of the whole.
PATTERN_CHARS = 240


class Storage(enum.Enum):
    """Where a variable lives (seed 004 §2.2: scope and class specifier are chosen at random)."""

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
class Op:
    op: str
    left: Node
    right: Node


Node = Leaf | Op


def make_expression(
    rng: random.Random, size: int, depth: int, leaves: Sequence[Variable], operators: Sequence[str]
) -> Node:
    """A random tree of at most ``size`` operators and ``depth`` levels (seed 004 Fig. 6)."""
    if size == 0 or depth == 0:
        return Leaf(rng.choice(leaves))
    left_size = rng.randint(0, size - 1)
    left = make_expression(rng, left_size, depth - 1, leaves, operators)
    right = make_expression(rng, size - 1 - left_size, depth - 1, leaves, operators)
    return Op(rng.choice(operators), left, right)


def operators_in(node: Node) -> Iterator[Op]:
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, Op):
            yield current
            stack += [current.right, current.left]


def render(node: Node) -> str:
    """The expression's C text, fully parenthesized."""
    if isinstance(node, Leaf):
        return node.variable.name
    return f"({render(node.left)} {node.op} {render(node.right)})"


def pattern(node: Node) -> str:
    """The operator pattern: the tree with every leaf written ``_``; long ones cut, with a digest."""
    text = _pattern(node)
    if len(text) <= PATTERN_CHARS:
        return text
    digest = hashlib.sha1(text.encode()).hexdigest()[:10]
    return f"{text[:PATTERN_CHARS]}... [{digest}]"


def _pattern(node: Node) -> str:
    if isinstance(node, Leaf):
        return "_"
    return f"({_pattern(node.left)} {node.op} {_pattern(node.right)})"
