"""arith-operand: an operation replaced by one of its operands, outermost first."""

from __future__ import annotations

from arith_program import variants


def test_operand_replaces_operations_top_down() -> None:
    found = variants("arith-operand")
    assert any(b"int t = (x1 + x2);" in v for v in found)  # Fig. 12: / replaced by its left operand
    assert any(b"long long big = x1 * 1000000000;" in v for v in found)  # a cast dropped
    first_binary = found[0]
    assert b"int t = (x1 + x2);" in first_binary  # the outermost operation comes first
