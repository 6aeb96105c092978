"""Arithmetic passes ("Random Testing of Arithmetic Optimization" §5) on small programs, with real gcc builds
for the observed values."""

from __future__ import annotations

import subprocess
from pathlib import Path

from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext
from reportsmith.reducer.passes.arith_values import literal

PROGRAM = b"""#include <stdio.h>
int x1 = 5; int x2 = 7;
volatile long long x3 = 422337203685477580;
int main(void) {
  int t = (x1 + x2) / x1;
  long long big = (long long)x1 * 1000000000;
  unsigned char c = 0x0AU;
  int k;
  for (k = 0; k < 2; k++) t += k;
  if (t == 3) printf("%d %lld %u\\n", t, big, c);
  return 0;
}
"""


def variants(name: str, **options: object) -> list[bytes]:
    pass_ = passes.create(name, **options)
    return [c.edit.apply(PROGRAM) for c in pass_.candidates(PROGRAM, None, PassContext())]


def output(text: bytes, directory: Path, compiler: tuple[str, ...] = ("gcc",)) -> str:
    """The program's standard output; under ``clang-16 -fsanitize=memory`` a read of an uninitialised value
    aborts the run, so the result does not depend on what the stack happens to hold."""
    executable = directory / "program.out"
    built = subprocess.run([*compiler, "-x", "c", "-", "-o", str(executable)], input=text)
    assert built.returncode == 0
    ran = subprocess.run([str(executable)], capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
    return ran.stdout


MSAN = ("clang-16", "-w", "-g", "-fsanitize=memory")


def test_operand_replaces_operations_top_down() -> None:
    found = variants("arith-operand")
    assert any(b"int t = (x1 + x2);" in v for v in found)  # Fig. 12: / replaced by its left operand
    assert any(b"long long big = x1 * 1000000000;" in v for v in found)  # a cast dropped
    first_binary = found[0]
    assert b"int t = (x1 + x2);" in first_binary  # the outermost operation comes first


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


def test_statements_go_by_binary_search() -> None:
    found = variants("arith-statements", level=0)
    assert len(found) >= 5
    assert found[0].count(b";") < found[-1].count(b";")  # the first candidate removes the most


def test_constants_types_and_globals(tmp_path: Path) -> None:
    constants = variants("arith-constants")
    assert any(b"unsigned char c = 10U;" in v for v in constants)
    assert any(b"x3 = 422337203U" not in v and b"x3 = 422337203" in v for v in constants)
    types = variants("arith-types")
    assert any(b"volatile int x3" in v for v in types)
    assert any(b"unsigned c = 0x0AU;" in v for v in types)
    moved = variants("arith-global-to-local")
    expected = output(PROGRAM, tmp_path)
    assert any(b"int main(void) {static int x2 = 7;" in v and output(v, tmp_path) == expected for v in moved)


def test_a_global_moved_into_a_function_keeps_its_zero_initial_value(tmp_path: Path) -> None:
    # at file scope d is zero-initialized; as a plain local it would be read uninitialized
    program = b"""#include <stdio.h>
volatile char d;
int main(void) {
  int i = d & 1;
  printf("%d\\n", i);
  return 0;
}
"""
    pass_ = passes.create("arith-global-to-local")
    [moved] = [c.edit.apply(program) for c in pass_.candidates(program, None, PassContext())]
    assert b"static volatile char d;" in moved
    assert output(moved, tmp_path, ("clang-16", "-fsanitize=memory")) == output(program, tmp_path) == "0\n"
