"""The small program the arithmetic-pass tests ("Random Testing of Arithmetic Optimization" §5) work on, a
pass's variants of it, and its output from a real build."""

from __future__ import annotations

import subprocess
from pathlib import Path

from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext

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
