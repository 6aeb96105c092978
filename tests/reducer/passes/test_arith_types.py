"""arith-types: a variable's type made simpler (narrower, or without its qualifiers)."""

from __future__ import annotations

from arith_program import variants


def test_types_are_simplified() -> None:
    types = variants("arith-types")
    assert any(b"volatile int x3" in v for v in types)
    assert any(b"unsigned c = 0x0AU;" in v for v in types)
