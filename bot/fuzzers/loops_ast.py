"""The loop generator's expressions: C text, types and exact evaluation on LP64 x86-64, with undefined
behaviour detected while evaluating and removed by rewriting the node into a total form.

Every node knows its C type (``retype`` recomputes them bottom-up after a rewrite) and evaluates with C's
rules (:mod:`.ctypes_lp64`). Where an evaluation would be undefined (signed overflow of ``+ - *`` or unary
``-``; division by zero or ``MIN / -1``; a shift count out of range; a left shift of a negative or into
the sign of a signed value) it raises :class:`Undefined` naming the node. The generator then marks that node
``safe``, which renders it in a form that is defined for *every* operand value, so no later iteration of the
loop can bring the undefined behaviour back:

* ``a + b`` (signed) becomes ``((unsigned T)a + (unsigned T)b)``, likewise ``-`` ``*`` and unary ``-``;
* ``a / b``, ``a % b`` become ``((unsigned T)a / ((unsigned T)b | 1))``;
* ``a << b`` becomes ``((unsigned T)a << (b & (W - 1)))``, ``a >> b`` becomes ``(a >> (b & (W - 1)))``.

Conversions to a narrower signed type and ``>>`` of a negative value are implementation-defined, not
undefined: GCC and Clang define them as two's complement wrap and arithmetic shift, as :func:`convert` and
Python's ``>>`` compute.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportsmith.fuzzers.ctypes_lp64 import INT, CType, common_type, convert, literal, promote, unsigned_of

ARITHMETIC = ("+", "-", "*")
DIVISION = ("/", "%")
SHIFTS = ("<<", ">>")
BITWISE = ("&", "|", "^")
COMPARISONS = ("<", ">", "<=", ">=", "==", "!=")
LOGICAL = ("&&", "||")
BINARY = ARITHMETIC + DIVISION + SHIFTS + BITWISE + COMPARISONS + LOGICAL


class Undefined(Exception):
    """Evaluating ``node`` here would be undefined behaviour."""

    def __init__(self, node: Expr) -> None:
        super().__init__(type(node).__name__)
        self.node = node


@dataclass
class State:
    """The values the program holds: each array's elements, each scalar, each induction variable."""

    arrays: dict[str, list[int]] = field(default_factory=dict)
    scalars: dict[str, int] = field(default_factory=dict)
    ivs: dict[str, int] = field(default_factory=dict)

    def copy(self) -> State:
        return State({k: list(v) for k, v in self.arrays.items()}, dict(self.scalars), dict(self.ivs))


class Expr:
    ctype: CType = INT
    safe: bool = False

    def children(self) -> tuple[Expr, ...]:
        return ()

    def retype(self) -> CType:
        for child in self.children():
            child.retype()
        self.ctype = self._type()
        return self.ctype

    def _type(self) -> CType:
        return self.ctype

    def eval(self, state: State) -> int:
        raise NotImplementedError

    def render(self) -> str:
        raise NotImplementedError


@dataclass(eq=False)
class Const(Expr):
    value: int
    of: CType

    def _type(self) -> CType:
        return promote(self.of)

    def eval(self, state: State) -> int:
        return self.value

    def render(self) -> str:
        return literal(self.value, self.of)


@dataclass(eq=False)
class Var(Expr):
    """A scalar variable or an induction variable (``iv``)."""

    name: str
    of: CType
    iv: bool = False

    def _type(self) -> CType:
        return promote(self.of)

    def eval(self, state: State) -> int:
        return state.ivs[self.name] if self.iv else state.scalars[self.name]

    def render(self) -> str:
        return self.name


@dataclass(eq=False)
class Index:
    """An array subscript: ``offset + scale * iv`` (``scale`` -1, 1, or a stride 2 or 3; no ``iv``: a
    constant). The generator picks ``offset`` from the induction variable's range so that it is in bounds."""

    iv: Var | None
    scale: int
    offset: int

    def eval(self, state: State) -> int:
        return self.offset if self.iv is None else self.offset + self.scale * state.ivs[self.iv.name]

    def render(self) -> str:
        if self.iv is None:
            return str(self.offset)
        if self.scale < 0:
            return f"{self.offset} - {self.iv.name}"
        term = self.iv.name if self.scale == 1 else f"{self.scale} * {self.iv.name}"
        return term if self.offset == 0 else f"{term} {'+' if self.offset > 0 else '-'} {abs(self.offset)}"


@dataclass(eq=False)
class Elem(Expr):
    array: str
    of: CType
    index: Index

    def _type(self) -> CType:
        return promote(self.of)

    def eval(self, state: State) -> int:
        elements, at = state.arrays[self.array], self.index.eval(state)
        if not 0 <= at < len(elements):  # the generator's bounds are wrong: never write such a program
            raise IndexError(f"{self.render()}: index {at} out of bounds")
        return elements[at]

    def render(self) -> str:
        return f"{self.array}[{self.index.render()}]"


@dataclass(eq=False)
class Cast(Expr):
    to: CType
    operand: Expr

    def children(self) -> tuple[Expr, ...]:
        return (self.operand,)

    def _type(self) -> CType:
        return promote(self.to)

    def eval(self, state: State) -> int:
        return convert(self.operand.eval(state), self.to)

    def render(self) -> str:
        return f"(({self.to.name}){self.operand.render()})"


@dataclass(eq=False)
class Unary(Expr):
    op: str  # "-", "~", "!"
    operand: Expr
    safe: bool = False

    def children(self) -> tuple[Expr, ...]:
        return (self.operand,)

    def _type(self) -> CType:
        if self.op == "!":
            return INT
        operand = promote(self.operand.ctype)
        return unsigned_of(operand) if self.safe and self.op == "-" else operand

    def eval(self, state: State) -> int:
        value = self.operand.eval(state)
        if self.op == "!":
            return int(value == 0)
        value = convert(value, self.ctype)
        if self.op == "~":
            return convert(~value, self.ctype)
        if self.ctype.signed and not self.ctype.holds(-value):
            raise Undefined(self)
        return convert(-value, self.ctype)

    def render(self) -> str:
        if self.safe and self.op == "-":
            return f"(-({self.ctype.name}){self.operand.render()})"
        operand = self.operand.render()
        return f"({self.op} {operand})" if operand.startswith("-") else f"({self.op}{operand})"  # not --1


@dataclass(eq=False)
class Binary(Expr):
    op: str
    left: Expr
    right: Expr
    safe: bool = False

    def children(self) -> tuple[Expr, ...]:
        return (self.left, self.right)

    def _type(self) -> CType:
        if self.op in COMPARISONS or self.op in LOGICAL:
            return INT
        if self.op in SHIFTS:
            left = promote(self.left.ctype)
            return unsigned_of(left) if self.safe and self.op == "<<" else left
        common = common_type(self.left.ctype, self.right.ctype)
        return unsigned_of(common) if self.safe else common

    def eval(self, state: State) -> int:
        op = self.op
        if op in LOGICAL:  # C evaluates the right operand only when needed: so do we
            left = self.left.eval(state) != 0
            if left == (op == "||"):
                return int(left)
            return int(self.right.eval(state) != 0)
        left, right = self.left.eval(state), self.right.eval(state)
        if op in SHIFTS:
            return self._shift(left, right)
        if op in COMPARISONS:
            common = common_type(self.left.ctype, self.right.ctype)
            return int(_compare(op, convert(left, common), convert(right, common)))
        ctype = self.ctype
        a, b = convert(left, ctype), convert(right, ctype)
        if op in DIVISION:
            if self.safe:
                b |= 1
            elif b == 0 or (ctype.signed and a == ctype.min and b == -1):
                raise Undefined(self)
            quotient = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
            return quotient if op == "/" else a - b * quotient
        if op in BITWISE:
            return convert(a & b if op == "&" else a | b if op == "|" else a ^ b, ctype)
        exact = a + b if op == "+" else a - b if op == "-" else a * b
        if ctype.signed and not ctype.holds(exact):
            raise Undefined(self)
        return convert(exact, ctype)

    def _shift(self, left: int, count: int) -> int:
        ctype, width = self.ctype, promote(self.left.ctype).bits
        if self.safe:
            count &= width - 1
        elif not 0 <= count < width:
            raise Undefined(self)
        value = convert(left, ctype)
        if self.op == ">>":
            return value >> count
        if ctype.signed and (value < 0 or (value << count) > ctype.max):
            raise Undefined(self)
        return convert(value << count, ctype)

    def render(self) -> str:
        left, right = self.left.render(), self.right.render()
        if self.safe:
            width = promote(self.left.ctype).bits
            if self.op in SHIFTS:
                cast = f"({self.ctype.name})" if self.op == "<<" else ""
                return f"({cast}{left} {self.op} ({right} & {width - 1}))"
            if self.op in DIVISION:
                return f"(({self.ctype.name}){left} {self.op} (({self.ctype.name}){right} | 1))"
            return f"(({self.ctype.name}){left} {self.op} ({self.ctype.name}){right})"
        return f"({left} {self.op} {right})"


@dataclass(eq=False)
class Select(Expr):
    """``(cond ? a : b)``; C evaluates only the chosen operand."""

    cond: Expr
    then: Expr
    other: Expr

    def children(self) -> tuple[Expr, ...]:
        return (self.cond, self.then, self.other)

    def _type(self) -> CType:
        return common_type(self.then.ctype, self.other.ctype)

    def eval(self, state: State) -> int:
        chosen = self.then if self.cond.eval(state) != 0 else self.other
        return convert(chosen.eval(state), self.ctype)

    def render(self) -> str:
        return f"({self.cond.render()} ? {self.then.render()} : {self.other.render()})"


def _compare(op: str, a: int, b: int) -> bool:
    return {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b, "==": a == b, "!=": a != b}[op]


def nodes(expr: Expr) -> list[Expr]:
    """Every node of ``expr``, itself first."""
    found = [expr]
    for child in expr.children():
        found.extend(nodes(child))
    return found
