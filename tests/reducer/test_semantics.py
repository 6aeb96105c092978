"""Frama-C Eva as the semantics checker (reducer/semantics.py), on real programs.

The invalid programs are the kinds a reduction produced on the quick start and the sanitizers let through:
each test also shows that the clang-16 MSan build runs it clean, so what catches it here is Frama-C.
frama-c-base and clang-16 are installed by .ci/setup.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from reportsmith.reducer.semantics import FramaC, SemanticsStatus, main_takes_parameters

pytestmark = pytest.mark.skipif(
    not (shutil.which("frama-c") and shutil.which("clang-16")), reason="needs frama-c and clang-16"
)

VALID = b"""#include <stdio.h>
int a[4] = {1, 2, 3, 4};
int main(int argc, char *argv[]) {
  int s = 0;
  for (int i = 0; i < 4; i++) s += a[i];
  if (argc > 1) printf("%s\\n", argv[1]);  /* not taken: the test is run without arguments */
  printf("%d\\n", s);
  return 0;
}
"""
#: A volatile local read before it is written, on a loop's first iteration; only its low bit is used after
#: masking, so MSan (which reports uses, not reads) runs it clean.
UNINITIALIZED_VOLATILE = b"""#include <stdio.h>
int main(void) {
  volatile char d;
  int c = 0;
  for (int b = 0; b < 3; b++) {
    int i = d;
    c += i & 0;
    d = 1;
  }
  printf("%d\\n", c);
  return 0;
}
"""
#: Declared without a prototype, called with one argument, defined with two (C11 6.5.2.2p6).
WRONG_ARGUMENT_COUNT = b"""#include <stdio.h>
static short bq();
int g;
int main(void) { g = bq(1); printf("%d\\n", g & 0); return 0; }
static short bq(int a, int b) { return a + b; }
"""


def check(tmp_path: Path, text: bytes, name: str = "test.c", timeout: float = 120.0):  # type: ignore[no-untyped-def]
    source = tmp_path / name
    source.write_bytes(text)
    return FramaC().check(source, timeout=timeout)


def msan_runs_clean(tmp_path: Path, text: bytes) -> bool:
    source = tmp_path / "msan.c"
    source.write_bytes(text)
    binary = tmp_path / "msan.out"
    subprocess.run(["clang-16", "-w", "-O0", "-fsanitize=memory", str(source), "-o", str(binary)], check=True)
    return subprocess.run([str(binary)], capture_output=True).returncode == 0


def test_a_valid_program_with_main_argc_argv_is_clean(tmp_path: Path) -> None:
    assert main_takes_parameters(VALID)
    verdict = check(tmp_path, VALID)
    assert verdict.status is SemanticsStatus.CLEAN, verdict.describe()
    assert verdict.seconds > 0


def test_an_uninitialized_volatile_local_that_msan_misses_is_an_alarm(tmp_path: Path) -> None:
    assert msan_runs_clean(tmp_path, UNINITIALIZED_VOLATILE)
    verdict = check(tmp_path, UNINITIALIZED_VOLATILE)
    assert verdict.status is SemanticsStatus.ALARM
    assert "test.c:6" in verdict.detail and "uninitialized" in verdict.detail


def test_a_call_with_the_wrong_number_of_arguments_is_refused(tmp_path: Path) -> None:
    assert msan_runs_clean(tmp_path, WRONG_ARGUMENT_COUNT)
    verdict = check(tmp_path, WRONG_ARGUMENT_COUNT)
    assert verdict.status is SemanticsStatus.UNPARSABLE
    assert "different number of arguments" in verdict.detail


#: Small programs and Frama-C's verdict: (program, status, a phrase the detail must hold).
VERDICTS = {
    "out of bounds is an alarm": (
        b"int a[4];\nint main(void) { for (int i = 0; i <= 4; i++) a[i] = i; return a[1] - 1; }\n",
        SemanticsStatus.ALARM,
        "",
    ),
    "signed overflow is an alarm": (
        b"int g = 2147483647;\nint main(void) { g = g + 1; return 0; }\n",
        SemanticsStatus.ALARM,
        "overflow",
    ),
    "a call it cannot follow is not clean": (
        b"int external_thing(int);\nint main(void) { return external_thing(0); }\n",
        SemanticsStatus.INCOMPLETE,
        "",
    ),
    "an execution that aborts is not clean": (
        b"#include <stdlib.h>\nint g = 3;\nint main(void) { if (g == 3) abort(); return 0; }\n",
        SemanticsStatus.INCOMPLETE,
        "abort",
    ),
    "an execution that exits is clean": (
        b"#include <stdlib.h>\nint g = 3;\nint main(void) { if (g == 3) exit(0); return 1; }\n",
        SemanticsStatus.CLEAN,
        "",
    ),
    "long double is not analysed": (
        b"long double x = 1.1L;\nint main(void) { return (int)(x * 3.0L) - 3; }\n",
        SemanticsStatus.UNAVAILABLE,
        "long double",
    ),
    "infinity is a value": (
        b'#include <stdio.h>\ndouble big = 1e308;\nint main(void) { printf("%g", big * 10); }\n',
        SemanticsStatus.CLEAN,
        "",
    ),
    "infinity converted to int is an alarm": (
        b"double big = 1e308;\nint main(void) { int i = (int)big; return i & 0; }\n",
        SemanticsStatus.ALARM,
        "",
    ),
}


@pytest.mark.parametrize("case", VERDICTS)
def test_the_verdict_on_a_small_program(tmp_path: Path, case: str) -> None:
    text, status, phrase = VERDICTS[case]
    verdict = check(tmp_path, text)
    assert verdict.status is status, verdict.describe()
    assert phrase in verdict.detail


def test_a_cpp_program_is_not_analysed(tmp_path: Path) -> None:
    assert check(tmp_path, b"int main() { return 0; }\n", "test.cpp").status is SemanticsStatus.UNAVAILABLE


def test_a_run_over_its_time_is_a_timeout(tmp_path: Path) -> None:
    endless = b"int main(void) { unsigned x = 0; for (;;) x++; }\n"
    verdict = check(tmp_path, endless, timeout=3.0)
    assert verdict.status is SemanticsStatus.TIMEOUT


def test_gnu_empty_initializers_are_zero_initialization(tmp_path: Path) -> None:
    """Reductions empty braces into ``= {}``; Frama-C 25 cannot parse that for a union, so it is analysed as
    ``= {0}``, the same zero initialization."""
    empty = b"union U { long f; };\nstatic union U g = {};\nint a[2] = {};\n"
    empty += b"int main(void) { return a[1] + (int)g.f; }\n"
    assert check(tmp_path, empty).status is SemanticsStatus.CLEAN
    local = b"int main(void) {\n  int a[2] = {};\n  int b[2];\n  return a[1] + b[a[0]];\n}\n"
    verdict = check(tmp_path, local)
    assert verdict.status is SemanticsStatus.ALARM and "test.c:4" in verdict.detail  # b[0] uninitialized
