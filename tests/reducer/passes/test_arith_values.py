"""arith-values: expressions replaced by the values a reference run observes, keeping the output."""

from __future__ import annotations

from pathlib import Path

from arith_program import MSAN, PROGRAM, output, variants
from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext
from reportsmith.reducer.passes.arith_values import literal


def test_values_are_observed_in_a_reference_run_and_keep_the_output(tmp_path: Path) -> None:
    found = variants("arith-values", reference="gcc -w -O0")
    assert found, "no expression value was observed"
    everything = found[0]  # binary search: everything at once first
    assert b"int t = 2;" in everything and b"5000000000LL" in everything
    assert output(everything, tmp_path, MSAN) == output(PROGRAM, tmp_path, MSAN) == "3 5000000000 10\n"
    assert len(found) > 2  # then halves, ..., then one by one


def test_values_never_replace_an_expression_with_side_effects() -> None:
    """``k = 0`` has the value 0 in every run, but replacing it by ``0`` drops the assignment (issue 10)."""
    tail = b"  int s = 0; s += 4; s++; int u = (s = 9) - 4; return u - s + 4;"
    program = PROGRAM.replace(b"  return 0;", tail)
    pass_ = passes.create("arith-values", reference="gcc -w -O0")
    found = [c.edit.apply(program) for c in pass_.candidates(program, None, PassContext())]
    assert found and any(b"int t = 2;" in v for v in found)  # values were observed
    for variant in found:
        assert b"for (k = 0; k < 2; k++)" in variant
        assert b"s += 4; s++; int u = (s = 9) - 4;" in variant


def test_values_of_a_program_that_does_not_build_give_nothing() -> None:
    pass_ = passes.create("arith-values")
    broken = b"int main(void) { int t = undeclared + 1; return t; }\n"
    assert list(pass_.candidates(broken, None, PassContext())) == []


def test_literal_spelling_keeps_type_and_sign() -> None:
    assert literal(2**32 - 1, "INT") == b"(-1)"
    assert literal(2**32 - 1, "UINT") == b"4294967295U"
    assert literal(5000000000, "LONGLONG") == b"5000000000LL"
