"""arith-constants: a constant's spelling shortened, its type suffix and value kept."""

from __future__ import annotations

from arith_program import variants


def test_constants_are_shortened() -> None:
    constants = variants("arith-constants")
    assert any(b"unsigned char c = 10U;" in v for v in constants)
    assert any(b"x3 = 422337203U" not in v and b"x3 = 422337203" in v for v in constants)
