"""Evaluation with undefined-behaviour elimination (seed 004 §3.1, Table 1).

An expression is evaluated bottom-up with C's exact integer semantics (:mod:`.ctypes_lp64`). When an
operation would be undefined, the tree is changed *there* and the operation evaluated again:

=====================================  ====================================================================
undefined                              change
=====================================  ====================================================================
signed ``a + b`` / ``a - b`` overflow  flip to ``a - b`` / ``a + b`` (same signs cannot overflow a
                                       subtraction, opposite signs cannot overflow an addition)
signed ``a * b`` overflow              flip to ``a / b`` (b is not 0: the product overflowed)
``a / (b cmp c)``, cmp false           flip cmp to its complement: the divisor becomes 1
``a / b``, ``a % b``: b == 0, or       insert ``a / (b + k)`` with a new variable k, so b + k is a random
``MIN / -1``, ``MIN % -1``             positive value
``a << b``, ``a >> b``: b < 0 or       insert ``a << (b + k)``, k of b's unsigned type, so b + k is a
b >= width                             random valid shift count
signed ``a << b``: a < 0 or the        flip to ``a >> b``, or insert ``(a + k) << b`` with k of a's unsigned
result does not fit                    type, so a + k is a random value whose shift fits
=====================================  ====================================================================

Every change removes the undefined behaviour it addresses, so evaluation ends after at most three changes
per operation.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from dataclasses import dataclass

from reportsmith.fuzzers.ctypes_lp64 import INT, CType, common_type, convert, promote, unsigned_of
from reportsmith.fuzzers.expr import COMPARISONS, COMPLEMENT, CONDITIONALS, Const, Leaf, Node, Op, Variable

#: Makes a new k-variable of the given type and initial value (the program decides its name and storage).
NewVariable = Callable[[CType, int], Variable]


class Undefined(enum.Enum):
    OVERFLOW = "signed overflow"
    DIVIDE_BY_ZERO = "division by zero"
    MIN_BY_MINUS_ONE = "MIN / -1"
    SHIFT_COUNT = "shift count out of range"
    SHIFT_BASE = "negative or overflowing left shift"


@dataclass(frozen=True)
class Value:
    value: int
    ctype: CType


@dataclass
class Changes:
    """How many operations were flipped and inserted, by kind of undefined behaviour."""

    flips: int = 0
    insertions: int = 0


def apply(op: str, left: Value, right: Value) -> Value | Undefined:
    """``left op right`` in C, or the undefined behaviour it would have."""
    if op in ("&&", "||"):
        a, b = left.value != 0, right.value != 0
        truth = (a and b) if op == "&&" else (a or b)
        return Value(int(truth), INT)
    if op in ("<<", ">>"):
        return _shift(op, left, right)
    ctype = common_type(left.ctype, right.ctype)
    a, b = convert(left.value, ctype), convert(right.value, ctype)
    if op in CONDITIONALS:  # (a > b ? a : b): both operands converted to their common type (6.5.15)
        return Value(max(a, b) if op == "max" else min(a, b), ctype)
    if op in COMPARISONS:
        truth = {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b, "==": a == b, "!=": a != b}[op]
        return Value(int(truth), INT)
    if op in ("/", "%"):
        if b == 0:
            return Undefined.DIVIDE_BY_ZERO
        if ctype.signed and a == ctype.min and b == -1:
            return Undefined.MIN_BY_MINUS_ONE
        quotient = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)  # C truncates toward zero
        result = quotient if op == "/" else a - quotient * b
    else:
        result = {"+": a + b, "-": a - b, "*": a * b, "&": a & b, "|": a | b, "^": a ^ b}[op]
    if ctype.signed and not ctype.holds(result):
        return Undefined.OVERFLOW
    return Value(convert(result, ctype), ctype)


def _shift(op: str, left: Value, right: Value) -> Value | Undefined:
    ctype = promote(left.ctype)  # the result has the promoted left type; the right operand is promoted alone
    count = right.value
    if count < 0 or count >= ctype.bits:
        return Undefined.SHIFT_COUNT
    if op == ">>":
        return Value(left.value >> count, ctype)  # arithmetic shift of negatives: implementation-defined
    if not ctype.signed:
        return Value(convert(left.value << count, ctype), ctype)
    if left.value < 0 or left.value << count > ctype.max:
        return Undefined.SHIFT_BASE
    return Value(left.value << count, ctype)


class Evaluator:
    """Evaluates trees, changing them where they would be undefined; ``changes`` counts the changes."""

    def __init__(self, rng: random.Random, new_variable: NewVariable) -> None:
        self.rng = rng
        self.new_variable = new_variable
        self.changes = Changes()

    def evaluate(self, node: Node) -> Value:
        if isinstance(node, Leaf):
            return Value(node.variable.value, node.variable.ctype)
        if isinstance(node, Const):
            return Value(node.value, node.ctype)
        left, right = self.evaluate(node.left), self.evaluate(node.right)
        for _ in range(4):
            result = apply(node.op, left, right)
            if isinstance(result, Value):
                return result
            left, right = self._remove(node, result, left, right)
        raise AssertionError(f"undefined behaviour left in {node.op} after 4 changes")  # a generator bug

    def _remove(self, node: Op, undefined: Undefined, left: Value, right: Value) -> tuple[Value, Value]:
        """Change ``node`` so that ``undefined`` does not happen; the operands' new values."""
        if undefined is Undefined.OVERFLOW:
            self.changes.flips += 1
            node.op = {"+": "-", "-": "+", "*": "/"}[node.op]
            return left, right
        if undefined in (Undefined.DIVIDE_BY_ZERO, Undefined.MIN_BY_MINUS_ONE):
            if isinstance(node.right, Op) and node.right.op in COMPARISONS and right.value == 0:
                self.changes.flips += 1
                node.right.op = COMPLEMENT[node.right.op]
                return left, Value(1, INT)
            ctype = promote(right.ctype)
            target = self.rng.randint(1, min(ctype.max - 1, 1 << self.rng.choice((4, 8, 16, 31))))
            node.right, right = self._insert(node.right, right, ctype, target)
            return left, right
        if undefined is Undefined.SHIFT_COUNT:
            width = promote(left.ctype).bits
            target = self.rng.randrange(width)
            node.right, right = self._insert(node.right, right, unsigned_of(right.ctype), target)
            return left, right
        # Undefined.SHIFT_BASE: a signed, negative or overflowing left shift
        if self.rng.random() < 0.5:
            self.changes.flips += 1
            node.op = ">>"
            return left, right
        limit = promote(left.ctype).max >> right.value
        node.left, left = self._insert(node.left, left, unsigned_of(left.ctype), self.rng.randint(0, limit))
        return left, right

    def _insert(self, operand: Node, value: Value, ctype: CType, target: int) -> tuple[Node, Value]:
        """``operand + k`` with a new k of type ``ctype`` such that the sum, of type ``ctype``, is ``target``.

        ``ctype`` is the operand's promoted type, or its unsigned version (then the sum wraps, never
        overflows); for a signed ``ctype`` the callers pass targets with ``target - value`` in range.
        """
        self.changes.insertions += 1
        wanted = convert(target - value.value, ctype) if not ctype.signed else target - value.value
        assert ctype.holds(wanted), (ctype, target, value)
        k = self.new_variable(ctype, wanted)
        result = apply("+", value, Value(wanted, ctype))
        assert isinstance(result, Value) and result.value == target, (result, target)
        return Op("+", operand, Leaf(k)), result
