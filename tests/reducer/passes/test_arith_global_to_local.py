"""arith-global-to-local: a global used in one function moved into it as a static local, same output."""

from __future__ import annotations

from pathlib import Path

from arith_program import PROGRAM, output, variants
from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext


def test_a_global_moves_into_the_function_that_uses_it(tmp_path: Path) -> None:
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
