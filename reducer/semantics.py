"""The C semantics check: Frama-C's Eva, run as close to an interpreter as it can be, on a closed program.

Compiler warnings and sanitizers miss undefined behaviour that reductions introduce: in Regehr et al.,
"Test-Case Reduction for C Compiler Bugs" (PLDI 2012), §7.5, 12 of 41 wrong-code reductions checked by
warnings, the static analyzer and Valgrind (29%) still executed undefined behaviour. reportsmith saw the same
two kinds on its own quick start: an uninitialized volatile local read that MSan missed, and calls with the
wrong number of arguments to a function declared without a prototype. Frama-C finds both at once.

How it is run, and why (same paper, §5.2.2):

* **As an interpreter.** Csmith's and the arithmetic generator's programs are *closed* (no input), so Eva
  with an unbounded ``-eva-slevel`` never joins states: it follows the one execution, precisely, to the end.
  ``-Dvolatile=`` keeps it precise: a volatile read is otherwise "any value", which turns every later use
  into a false alarm; nobody outside a closed program writes its volatiles. (An uninitialized volatile local
  then reads as what it is: an uninitialized local.)
* **The run a test is run with.** ``main(argc, argv)`` is analysed as called with one argument, the program's
  name, as every build of a test is run; Eva's default (any argc) would alarm on ``argv[1]``.
* **GCC's C.** The programs are built by gcc and clang, so Eva reads them as GCC does on x86_64
  (``-machdep gcc_x86_64``: GNU extensions such as statement expressions are C here). GNU's empty
  initializer ``= {}``, which reductions make by the hundred when they empty braces, is given to Frama-C as
  ``= {0}``, the same zero initialization: Frama-C 25 fails on ``{}`` for a union ("Can initialize only
  one field for union"), and refusing it cost 181 of 611 tests on the Csmith example.
* **First alarm ends it** (``-eva-stop-at-nth-alarm 1``): a variant with undefined behaviour costs little.
* **Bounded like the original.** The caller gives a timeout derived from the time the original took (the
  paper stopped Frama-C 3 s past the original's time); a variant over it is not clean.
* **IEEE floats.** gcc and clang on x86_64 follow IEEE 754 (C's Annex F): an infinity or a NaN is a value,
  not undefined behaviour, so Eva does not alarm on one (``-warn-special-float none``); converting an
  out-of-range float to an integer still is, and still alarms.
* **What it cannot follow, it does not vouch for.** ``long double`` is computed as ``double`` by Eva (and
  some of its operations stop the analysis): a program that uses it is not analysed. An execution whose
  ``main`` does not return — except by ``exit`` — took another path than the real one (an ``abort`` the
  real run never reaches, a loop it leaves): not clean either.

The verdict (:class:`SemanticsFinding`) is ``clean`` only when the analysis parsed the program, analysed
``main`` itself, called no function it has neither code nor a specification for, and raised no alarm.
Everything else says what happened, so that a report can say why a check did not count.
"""

from __future__ import annotations

import enum
import re
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportsmith.common.process import run_limited
from reportsmith.reducer.validity import cpu_limits

#: The analysis's entry when main takes (argc, argv): main called as ``./test`` calls it.
ENTRY_FUNCTION = "__reportsmith_entry"
ENTRY_FILE = "__reportsmith_entry.c"
_ENTRY_SOURCE = f"""\
int main(int, char **);
int {ENTRY_FUNCTION}(void)
{{
  static char name[] = "test";
  static char *argv[] = {{name, 0}};
  return main(1, argv);
}}
"""
#: Eva options: one execution followed to the end (no join), stop at the first alarm, x86_64 like the builds.
EVA_OPTIONS = (
    "-eva",
    "-eva-slevel", "1000000000",
    "-eva-no-show-progress",
    "-eva-stop-at-nth-alarm", "1",
    "-warn-special-float", "none",
    "-machdep", "gcc_x86_64",
)  # fmt: skip
#: Languages Frama-C analyses (by the test file's suffix).
C_SUFFIXES = (".c", ".i")

_MAIN_WITH_PARAMETERS = re.compile(rb"\bmain\s*\(\s*(?!void\s*\)|\))")
_LONG_DOUBLE = re.compile(rb"\blong\s+double\b")
_EMPTY_INITIALIZER = re.compile(rb"=(\s*)\{[ \t]*\}")  # within a line: alarms keep their line numbers
_ALARM = re.compile(r"^\[eva:alarm\] (\S+?:\d+): Warning:\s*\n?\s*(.+)$", re.MULTILINE)
_USER_ERROR = re.compile(r"^\[[\w:-]+\] (?:(\S+?:\d+): )?User Error:\s*\n?\s*(.*)$", re.MULTILINE)
_ALARM_COUNT = re.compile(r"(\d+) alarms? generated")
#: Kernel warnings that mean the analysis did not follow the program's real execution.
_INCOMPLETE = (
    ("Neither code nor specification for function", "calls a function Frama-C has no code for"),
    ("Incompatible declaration for main", "main's declaration is not int main(int, char **)"),
)


class SemanticsStatus(enum.Enum):
    CLEAN = "clean"
    ALARM = "alarm"  # undefined behaviour on the program's execution (or what Eva cannot rule out)
    UNPARSABLE = "unparsable"  # Frama-C refuses the program (a typing error such as a prototype mismatch)
    INCOMPLETE = "incomplete"  # the analysis ran but did not cover the program's execution
    TIMEOUT = "timeout"
    UNAVAILABLE = "unavailable"  # frama-c not installed, or not a C program


@dataclass(frozen=True)
class SemanticsFinding:
    """Frama-C's finding on one program: ``detail`` is the first alarm or error, ``seconds`` the time."""

    status: SemanticsStatus
    detail: str = ""
    seconds: float = 0.0

    @property
    def clean(self) -> bool:
        return self.status is SemanticsStatus.CLEAN

    def describe(self) -> str:
        """One line for messages and reports, e.g. ``alarm at test.c:5: accessing uninitialized ...``."""
        return f"{self.status.value}: {self.detail}" if self.detail else self.status.value


def frama_c_available() -> bool:
    return shutil.which("frama-c") is not None


def main_takes_parameters(source: bytes) -> bool:
    """Whether ``main`` is declared with parameters (``main(int argc, char **argv)``), not ``()`` or
    ``(void)``."""
    return _MAIN_WITH_PARAMETERS.search(source) is not None


class FramaC:
    """Frama-C Eva as the semantics checker of closed C programs built with ``flags`` (their ``-I``/``-D``
    reach the preprocessor; the rest are the compiler's business)."""

    def __init__(self, flags: Sequence[str] = (), *, executable: str = "frama-c") -> None:
        self.executable = executable
        self.cpp_flags = ["-Dvolatile=", *(f for f in flags if f.startswith(("-I", "-D", "-U")))]

    @property
    def available(self) -> bool:
        return shutil.which(self.executable) is not None

    def command(self, source: Path, with_entry: bool) -> list[str]:
        # one -cpp-extra-args argument: a separate "-I..." would be read as a Frama-C option
        command = [self.executable, *EVA_OPTIONS, f"-cpp-extra-args={' '.join(self.cpp_flags)}"]
        # absolute paths: frama-c resolves relative ones against $PWD, not the working directory
        command.append(str(source.resolve()))
        if with_entry:
            command += ["-main", ENTRY_FUNCTION, str((source.parent / ENTRY_FILE).resolve())]
        return command

    def check(self, source: Path, *, timeout: float) -> SemanticsFinding:
        """Analyse ``source`` (a file in a scratch directory: the entry file, when needed, goes beside it)."""
        if not self.available:
            return SemanticsFinding(SemanticsStatus.UNAVAILABLE, f"{self.executable} is not installed")
        if source.suffix not in C_SUFFIXES:
            return SemanticsFinding(SemanticsStatus.UNAVAILABLE, "Frama-C analyses C only")
        text = source.read_bytes()
        if _LONG_DOUBLE.search(text):
            return SemanticsFinding(SemanticsStatus.UNAVAILABLE, "Eva computes long double as double")
        with_entry = main_takes_parameters(text)
        # A copy of its own, under the same name (alarms name the test's file and lines, which are kept).
        analysed = source.parent / "frama-c" / source.name
        analysed.parent.mkdir(exist_ok=True)
        analysed.write_bytes(_EMPTY_INITIALIZER.sub(rb"=\1{0}", text))
        if with_entry:
            (analysed.parent / ENTRY_FILE).write_text(_ENTRY_SOURCE)
        started = time.monotonic()
        limits = cpu_limits(timeout)  # CPU time: a busy machine must not turn a verdict into a timeout
        result = run_limited(self.command(analysed, with_entry), cwd=analysed.parent, limits=limits)
        seconds = round(time.monotonic() - started, 2)
        if result.timed_out:
            return SemanticsFinding(SemanticsStatus.TIMEOUT, f"no verdict within {timeout:g} s", seconds)
        return SemanticsFinding(*judge_output(result.output, result.returncode), seconds)


def judge_output(output: str, returncode: int | None) -> tuple[SemanticsStatus, str]:
    """The status and the first alarm or error in what ``frama-c -eva`` printed."""
    alarm = _ALARM.search(output)
    if alarm is not None:
        return SemanticsStatus.ALARM, f"at {Path(alarm.group(1)).name}: {alarm.group(2).strip()}"
    for marker, meaning in _INCOMPLETE:
        if marker in output:
            line = next(line for line in output.splitlines() if marker in line).strip()
            return SemanticsStatus.INCOMPLETE, f"{meaning} ({line})"
    error = _USER_ERROR.search(output)
    if error is not None or returncode != 0:
        where = f"at {Path(error.group(1)).name}: " if error is not None and error.group(1) else ""
        what = error.group(2).strip() if error is not None else f"exit status {returncode}"
        return SemanticsStatus.UNPARSABLE, f"{where}{what or 'a user error'}"
    count = _ALARM_COUNT.search(output)
    if count is None or count.group(1) != "0":
        return SemanticsStatus.INCOMPLETE, "no analysis summary in Frama-C's output"
    if "NON TERMINATING FUNCTION" in output and not _exits_only(output):
        return SemanticsStatus.INCOMPLETE, "main does not return on Eva's execution" + _reached(output)
    return SemanticsStatus.CLEAN, ""


_SPECIFIED = re.compile(r"^\[eva\] using specification for function (\w+)", re.MULTILINE)
_ENDS_PROGRAM = ("exit", "_exit", "_Exit")
_STOPS_PROGRAM = ("abort", "__assert_fail", "__builtin_trap", "quick_exit")


def _exits_only(output: str) -> bool:
    """Eva's run ended by ``exit`` (a program may end that way) and reached nothing that aborts it."""
    reached = set(_SPECIFIED.findall(output))
    return bool(reached & set(_ENDS_PROGRAM)) and not reached & set(_STOPS_PROGRAM)


def _reached(output: str) -> str:
    stops = sorted(set(_SPECIFIED.findall(output)) & set(_STOPS_PROGRAM))
    return f" (it calls {', '.join(stops)})" if stops else ""
