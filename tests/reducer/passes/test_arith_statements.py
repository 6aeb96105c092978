"""arith-statements: statements removed by binary search."""

from __future__ import annotations

from arith_program import variants


def test_statements_go_by_binary_search() -> None:
    found = variants("arith-statements", level=0)
    assert len(found) >= 5
    assert found[0].count(b";") < found[-1].count(b";")  # the first candidate removes the most
