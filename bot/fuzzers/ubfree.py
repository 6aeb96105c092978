"""Evaluation with undefined-behaviour elimination ("Random Testing of Arithmetic Optimization" §3.1, Table
1).

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

Floating point ("Random Testing of Arithmetic Optimization" §4): values are integers within ``±(2^(m-1) - 1)``
(``m`` the mantissa's bits), so nothing rounds. A sum, difference or product out of that range is flipped as a
signed overflow is; a quotient with a fraction gets ``(a + k) / b`` with k = -fmod(a, b); an integer operand
too large for the floating type gets ``+ k`` (k unsigned) into range; an integer-only operator (``% << >> & |
^``) casts its floating operands to ``long long``; :meth:`Evaluator.fit` brings a value into the range of the
variable it is assigned to.

Every change removes the undefined behaviour it addresses, so evaluation ends after at most four changes
per operation.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from dataclasses import dataclass

from reportsmith.fuzzers.ctypes_lp64 import INT, LLONG, CType, common_type, convert, promote, unsigned_of
from reportsmith.fuzzers.expr import (
    COMPARISONS,
    COMPLEMENT,
    CONDITIONALS,
    Cast,
    Const,
    Leaf,
    Node,
    Op,
    Variable,
)

#: Makes a new k-variable of the given type and initial value (the program decides its name and storage).
NewVariable = Callable[[CType, int], Variable]


class Undefined(enum.Enum):
    OVERFLOW = "signed overflow"
    DIVIDE_BY_ZERO = "division by zero"
    MIN_BY_MINUS_ONE = "MIN / -1"
    SHIFT_COUNT = "shift count out of range"
    SHIFT_BASE = "negative or overflowing left shift"
    FRACTION = "floating quotient with a fraction"
    INEXACT_LEFT = "left integer operand not exact in the floating type"
    INEXACT_RIGHT = "right integer operand not exact in the floating type"
    NOT_INTEGER = "floating operand of an integer-only operator"


INTEGER_ONLY = frozenset({"%", "<<", ">>", "&", "|", "^"})
#: Largest divisor or in-range target inserted where floating types are involved: exact even in float.
FLOAT_SAFE = 1 << 16


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
    if op in INTEGER_ONLY and (left.ctype.floating or right.ctype.floating):
        return Undefined.NOT_INTEGER
    if op in ("<<", ">>"):
        return _shift(op, left, right)
    ctype = common_type(left.ctype, right.ctype)
    if ctype.floating:
        for operand, problem in ((left, Undefined.INEXACT_LEFT), (right, Undefined.INEXACT_RIGHT)):
            if not ctype.holds(operand.value):
                return problem
    a, b = convert(left.value, ctype), convert(right.value, ctype)
    if op in CONDITIONALS:  # (a > b ? a : b): both operands converted to their common type (6.5.15)
        return Value(max(a, b) if op == "max" else min(a, b), ctype)
    if op in COMPARISONS:
        truth = {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b, "==": a == b, "!=": a != b}[op]
        return Value(int(truth), INT)
    if op in ("/", "%"):
        if b == 0:
            return Undefined.DIVIDE_BY_ZERO
        if ctype.signed and a == ctype.min and b == -1 and not ctype.floating:
            return Undefined.MIN_BY_MINUS_ONE
        quotient = truncated_quotient(a, b)
        if ctype.floating and quotient * b != a:
            return Undefined.FRACTION
        result = quotient if op == "/" else a - quotient * b
    else:
        result = {"+": a + b, "-": a - b, "*": a * b, "&": a & b, "|": a | b, "^": a ^ b}[op]
    if ctype.signed and not ctype.holds(result):
        return Undefined.OVERFLOW
    return Value(convert(result, ctype), ctype)


def truncated_quotient(a: int, b: int) -> int:
    """C's integer quotient: truncated toward zero."""
    return abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)


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


_FLOATING = frozenset(
    {Undefined.NOT_INTEGER, Undefined.FRACTION, Undefined.INEXACT_LEFT, Undefined.INEXACT_RIGHT}
)


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
        if isinstance(node, Cast):  # only ever made around an operand already evaluated
            return Value(self.evaluate(node.operand).value, node.ctype)
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
            limit = FLOAT_SAFE if common_type(left.ctype, right.ctype).floating else 1 << 31
            target = self.rng.randint(1, min(ctype.max - 1, limit, 1 << self.rng.choice((4, 8, 16, 31))))
            node.right, right = self._insert(node.right, right, ctype, target)
            return left, right
        if undefined in _FLOATING:
            return self._remove_floating(node, undefined, left, right)
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

    def _remove_floating(
        self, node: Op, undefined: Undefined, left: Value, right: Value
    ) -> tuple[Value, Value]:
        if undefined is Undefined.NOT_INTEGER:
            self.changes.insertions += 1
            if left.ctype.floating:
                node.left, left = Cast(LLONG, node.left), Value(left.value, LLONG)
            if right.ctype.floating:
                node.right, right = Cast(LLONG, node.right), Value(right.value, LLONG)
            return left, right
        if undefined is Undefined.FRACTION:  # (a + k) / b with k = -fmod(a, b): |k| <= |a|, exact, in range
            whole = truncated_quotient(left.value, right.value) * right.value
            floating = common_type(left.ctype, right.ctype)  # k floating even when a is an integer
            node.left, left = self._insert(node.left, left, floating, whole)
            return left, right
        # an integer operand out of the floating type's exact range: + k (unsigned) brings it into range
        target = self.rng.randint(0, FLOAT_SAFE)
        if undefined is Undefined.INEXACT_LEFT:
            node.left, left = self._insert(node.left, left, unsigned_of(left.ctype), target)
        else:
            node.right, right = self._insert(node.right, right, unsigned_of(right.ctype), target)
        return left, right

    def fit(self, tree: Node, value: Value, target: CType) -> tuple[Node, Value]:
        """``tree`` (of ``value``) changed, if need be, so that assigning it to a ``target`` is exact and
        defined: a floating value within the target's range, an integer exact in a floating target."""
        if value.ctype.floating and not target.holds(value.value):
            low, high = max(target.min, value.ctype.min), min(target.max, value.ctype.max)
            wanted = min(max(value.value, low), high)  # between 0 and the value: k = wanted - value fits
            return self._insert(tree, value, value.ctype, wanted)
        if target.floating and not value.ctype.floating and not target.holds(value.value):
            return self._insert(tree, value, unsigned_of(value.ctype), self.rng.randint(0, FLOAT_SAFE))
        return tree, value

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
