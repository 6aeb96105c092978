"""C integer types on LP64 x86-64, with the exact C rules the generator evaluates by.

Integer promotions (C11 6.3.1.1), the usual arithmetic conversions (6.3.1.8), conversion of a value to a
type (6.3.1.3: modulo 2^N to unsigned; to a narrower signed type the implementation-defined wrap that GCC,
Clang, tcc and pcc all document on x86-64), and a literal that denotes a value of a type in C source.

Floating types ("Random Testing of Arithmetic Optimization" §4) hold only integers of at most ``bits - 1``
bits (``bits`` is the mantissa's width), so every value, sum, difference, product and exact quotient in range
is exact in any evaluation precision: the generator keeps its values there (:mod:`.ubfree`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CType:
    """An integer type: its spelling, width in bits, signedness and conversion rank (6.3.1.1)."""

    name: str
    bits: int  # of a floating type: its mantissa
    signed: bool
    rank: int
    floating: bool = False

    @property
    def min(self) -> int:
        if self.floating:
            return -self.max
        return -(1 << (self.bits - 1)) if self.signed else 0

    @property
    def max(self) -> int:
        return (1 << (self.bits - 1)) - 1 if self.signed else (1 << self.bits) - 1

    def holds(self, value: int) -> bool:
        return self.min <= value <= self.max

    def __str__(self) -> str:
        return self.name


CHAR = CType("char", 8, True, 1)  # plain char is signed on x86-64 (psABI)
SCHAR = CType("signed char", 8, True, 1)
UCHAR = CType("unsigned char", 8, False, 1)
SHORT = CType("short", 16, True, 2)
USHORT = CType("unsigned short", 16, False, 2)
INT = CType("int", 32, True, 3)
UINT = CType("unsigned int", 32, False, 3)
LONG = CType("long", 64, True, 4)
ULONG = CType("unsigned long", 64, False, 4)
LLONG = CType("long long", 64, True, 5)
ULLONG = CType("unsigned long long", 64, False, 5)

TYPES: tuple[CType, ...] = (CHAR, SCHAR, UCHAR, SHORT, USHORT, INT, UINT, LONG, ULONG, LLONG, ULLONG)
FLOAT = CType("float", 24, True, 10, True)
DOUBLE = CType("double", 53, True, 11, True)
LDOUBLE = CType("long double", 64, True, 12, True)  # x87 extended precision on x86-64
FLOAT_TYPES: tuple[CType, ...] = (FLOAT, DOUBLE, LDOUBLE)
BY_NAME = {ctype.name: ctype for ctype in TYPES + FLOAT_TYPES}
_UNSIGNED_OF = {INT: UINT, LONG: ULONG, LLONG: ULLONG, UINT: UINT, ULONG: ULONG, ULLONG: ULLONG}
_SUFFIX = {INT: "", UINT: "U", LONG: "L", ULONG: "UL", LLONG: "LL", ULLONG: "ULL", FLOAT: ".0f", DOUBLE: ".0",
           LDOUBLE: ".0L"}  # fmt: skip


def promote(ctype: CType) -> CType:
    """The integer promotion: every type of rank below int fits in int on LP64, so becomes int."""
    return INT if ctype.rank < INT.rank else ctype


def unsigned_of(ctype: CType) -> CType:
    """The unsigned type of the same rank as promoted ``ctype``."""
    return _UNSIGNED_OF[promote(ctype)]


def common_type(left: CType, right: CType) -> CType:
    """The usual arithmetic conversions: the type both operands of a binary operator are converted to."""
    if left.floating or right.floating:  # the wider floating type (6.3.1.8)
        return max((t for t in (left, right) if t.floating), key=lambda t: t.rank)
    left, right = promote(left), promote(right)
    if left == right:
        return left
    if left.signed == right.signed:
        return left if left.rank > right.rank else right
    unsigned, signed = (left, right) if not left.signed else (right, left)
    if unsigned.rank >= signed.rank:
        return unsigned
    if signed.bits > unsigned.bits:  # the signed type represents every value of the unsigned one
        return signed
    return _UNSIGNED_OF[signed]


def convert(value: int, ctype: CType) -> int:
    """``value`` converted to ``ctype``: modulo 2^N, read back as two's complement for signed types; to a
    floating type unchanged (the callers keep values exactly representable)."""
    if ctype.floating:
        assert ctype.holds(value), (value, ctype)
        return value
    value &= (1 << ctype.bits) - 1
    if ctype.signed and value > ctype.max:
        value -= 1 << ctype.bits
    return value


def literal(value: int, ctype: CType) -> str:
    """A C expression of type ``promote(ctype)`` with value ``value`` (which ``ctype`` holds)."""
    assert ctype.holds(value), (value, ctype)
    promoted = promote(ctype)
    suffix = _SUFFIX[promoted]
    if promoted.signed and value == promoted.min and not promoted.floating:  # -2147483648 would be long
        return f"({value + 1}{suffix} - 1)"
    return f"{value}{suffix}"


def printf_format(ctype: CType) -> tuple[str, str]:
    """(conversion, cast) that print a value of ``ctype`` exactly: ``printf("%lld", (long long)x)``."""
    if ctype.floating:
        return "%.1Lf", "long double"
    return ("%lld", "long long") if ctype.signed else ("%llu", "unsigned long long")
