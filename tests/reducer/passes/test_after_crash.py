"""The after-crash pass: statements after each backtrace frame's line, from tcc's -bt backtrace.

The "compiler under test" is tcc given ``-DBUGGY``: the BUGGY block makes its executable die by SIGSEGV
inside ``step``, as a miscompilation would; the references (gcc, clang-16, no -DBUGGY) run the program.
"""

from __future__ import annotations

import shutil

import pytest
from reportsmith.common.process import scratch_dir
from reportsmith.reducer import Schedule, ScheduledPass, reduce
from reportsmith.reducer.passes import PassContext, create
from reportsmith.reducer.wrong_code import WrongCodePredicate

pytestmark = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("tcc", "gcc", "clang-16")), reason="needs tcc, gcc, clang-16"
)

PROGRAM = b"""#include <stdio.h>
int g, h[3] = {1, 2, 3};
int step(int x) {
  g += x;
#ifdef BUGGY
  if (x == 2) *(volatile int *)0 = x;
#endif
  h[0] = g;
  return g;
}
int main(void) {
  int i;
  for (i = 0; i < 3; i++)
    step(i);
  h[1] = 5;
  printf("%d %d %d\\n", g, h[0], h[1]);
  return 0;
}
"""


@pytest.fixture(scope="module")
def predicate() -> WrongCodePredicate:
    wanted = WrongCodePredicate(["tcc", "-w", "-DBUGGY"], references=["gcc", "clang-16"], use_msan=False)
    wanted.calibrate(PROGRAM)
    return wanted


def test_backtrace_lines_innermost_first(predicate: WrongCodePredicate) -> None:
    assert predicate.expected == "signal:SIGSEGV"
    assert predicate.crash_lines(PROGRAM) == [6, 14]


def test_statements_after_the_crash_go_but_returns_and_declarations_stay(predicate) -> None:  # type: ignore[no-untyped-def]
    context = PassContext(crash_lines=predicate.crash_lines)
    candidates = list(create("after-crash").candidates(PROGRAM, None, context))
    everything = candidates[0].edit.apply(PROGRAM)
    assert b"h[0] = g;" not in everything and b"return g;" in everything  # after line 6 in step
    assert b"h[1] = 5;" not in everything and b"printf" not in everything  # after line 14 in main
    assert b"return 0;" in everything and b"int i;" in everything and b"step(i);" in everything
    assert len(candidates) >= 3  # then halves of the four units


def test_no_backtrace_no_candidates(predicate: WrongCodePredicate) -> None:
    assert list(create("after-crash").candidates(PROGRAM, None, PassContext())) == []
    fixed = PROGRAM.replace(b"x == 2", b"x == 7")
    assert predicate.crash_lines(fixed) == []


def test_reduction_keeps_the_crash_and_stays_valid(predicate: WrongCodePredicate) -> None:
    schedule = Schedule(first=(ScheduledPass("after-crash"),))
    result = reduce(PROGRAM, predicate, jobs=2, schedule=schedule)
    assert b"printf" not in result.text and len(result.text) < len(PROGRAM)
    with scratch_dir() as scratch:
        assert predicate.check(result.text, scratch.path) is None
