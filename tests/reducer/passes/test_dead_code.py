"""dead-code: statements a run of the program never reaches (gcov) removed, all at once first; the returns
stay so that the result compiles without the warnings the wrong-code predicate refuses."""

from __future__ import annotations

import subprocess

from reportsmith.reducer.passes import PassContext, create


def test_dead_code_removes_what_the_run_never_reaches():
    program = b"""#include <stdio.h>
int g;
int main(void) {
  int x = 3;
  if (x > 5) {
    g = 7;
    printf("never\\n");
  }
  g = x;
  printf("%d\\n", g);
  return 0;
}
"""
    candidates = list(create("dead-code").candidates(program, None, PassContext(file_name="dead.c")))
    assert candidates, "gcov found no never-executed statement"
    first = candidates[0].edit.apply(program)
    assert b"never" not in first and b"g = 7" not in first
    assert b"g = x;" in first and b'printf("%d\\n", g);' in first


def test_dead_code_keeps_returns_so_the_first_candidate_stays_warning_free(tmp_path):
    # pick()'s second return is never reached; removing it would make clang's -Wreturn-type fire, which
    # the wrong-code predicate refuses: the all-at-once candidate must keep it and remove the rest.
    program = b"""#include <stdio.h>
int g;
static int pick(int x) {
  if (x > 5) {
    g = 9;
    return 1;
  } else {
    g = 2;
    return 0;
  }
}
int main(void) {
  printf("%d\\n", pick(1));
  return 0;
}
"""
    candidates = list(create("dead-code").candidates(program, None, PassContext(file_name="dead.c")))
    assert candidates, "gcov found no never-executed statement"
    first = candidates[0].edit.apply(program)
    assert b"g = 9;" not in first and b"return 1;" in first and b"g = 2;" in first
    source = tmp_path / "dead.c"
    source.write_bytes(first)
    checked = subprocess.run(
        ["clang-16", "-fsyntax-only", "-Werror=return-type", str(source)], capture_output=True
    )
    assert checked.returncode == 0, checked.stderr.decode()
