"""Built-in predicates: the ways reportsmith decides whether a compiler still shows a failure.

Each class is a :data:`~reportsmith.bisect.verdict.Predicate` built from a failing test file:

* :class:`ScriptPredicate` -- an interestingness script in the creduce convention (run in a fresh directory
  holding the test under its own name; exit 0 = the failure is there). The compiler and flags reach it in
  ``$REPORTSMITH_CC`` / ``$REPORTSMITH_CFLAGS`` (and ``$CC`` / ``$CFLAGS``); exit 125 means "cannot tell"
  (git bisect's convention), e.g. when the probed compiler cannot build the program for an unrelated reason.
* :class:`CrashPredicate` -- the compiler crashes with signature S (:mod:`reportsmith.common.signature`).
* :class:`RejectPredicate` -- the compiler rejects the program with the error signature S.
* :class:`AssemblyPredicate` -- the generated assembly matches a regular expression.
* :class:`OutputDiffersPredicate` -- the compiled program behaves differently from the same program built
  by a reference compiler (stdout and exit status).

A different crash or a different error is *good* (not this failure), not skip: bisection follows one bug.
"The same failure" is :func:`reportsmith.common.signature.same_failure`, as in the reducer and the oracle;
compiling, running and judging a compile is :mod:`reportsmith.common.probe`, in a :func:`scratch_dir`.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from reportsmith.bisect.errors import PredicateError
from reportsmith.bisect.verdict import Verdict
from reportsmith.common.probe import (
    Behaviour,
    CompileStatus,
    build_and_run,
    compile_variant,
    judge_compile,
)
from reportsmith.common.process import Limits, RunResult, run_limited, scratch_dir
from reportsmith.common.signature import same_failure

#: Exit status of an interestingness script that cannot decide (git bisect run's convention).
SKIP_STATUS = 125


def _test_path(test_file: str | os.PathLike[str]) -> Path:
    path = Path(test_file).resolve()
    if not path.is_file():
        raise PredicateError(f"{path}: test file not found")
    return path


@dataclass
class ScriptPredicate:
    script: Path
    test_file: Path
    timeout: float = 60.0
    #: stdout and stderr of the last run (quoted when an end or several probes in a row say skip).
    last_output: str = field(default="", init=False, repr=False)

    def __post_init__(self) -> None:
        self.script = Path(self.script).resolve()
        self.test_file = _test_path(self.test_file)
        if not os.access(self.script, os.X_OK):
            raise PredicateError(f"{self.script}: interestingness script missing or not executable")

    def __call__(self, compiler: Sequence[str], flags: Sequence[str]) -> Verdict:
        with scratch_dir(prefix="reportsmith-bisect-") as scratch:
            shutil.copy(self.test_file, scratch.path / self.test_file.name)
            cc, cflags = shlex.join(compiler), shlex.join(flags)
            env = {
                **scratch.env,
                "REPORTSMITH_CC": cc,
                "REPORTSMITH_CFLAGS": cflags,
                "CC": cc,
                "CFLAGS": cflags,
            }
            result = run_limited([str(self.script)], cwd=scratch.path, env=env, limits=Limits(self.timeout))
        if result.start_error:
            raise PredicateError(f"{self.script}: {result.start_error}")
        self.last_output = result.output + _stop_reason(result)
        if result.returncode == 0:
            return Verdict.BAD
        if result.returncode == SKIP_STATUS or result.stopped:
            return Verdict.SKIP
        return Verdict.GOOD


def _stop_reason(result: RunResult) -> str:
    if result.memory_exceeded:
        return f"\n[reportsmith: stopped over the memory limit ({result.peak_memory_mb:.0f} MiB resident)]"
    return "\n[reportsmith: stopped at the time limit]" if result.timed_out else ""


def _compile(
    compiler: Sequence[str], flags: Sequence[str], test: Path, directory: Path, output: str, timeout: float
) -> RunResult:
    # Flags after the file, so that libraries such as -lm come after the object that needs them.
    return compile_variant(compiler, test.name, directory, output=output, after=flags, limits=Limits(timeout))


def _compile_copy(
    compiler: Sequence[str], flags: Sequence[str], test_file: Path, timeout: float
) -> RunResult:
    """Compile a copy of ``test_file`` in a fresh scratch directory (removed afterwards)."""
    with scratch_dir(prefix="reportsmith-bisect-") as scratch:
        shutil.copy(test_file, scratch.path / test_file.name)
        return _compile(compiler, flags, test_file, scratch.path, "out.o", timeout)


@dataclass
class _CompileFailurePredicate:
    """Bad when compiling (``-c`` by default) ends in ``shows`` with ``signature`` (any such end when it
    is None); ``across_releases`` compares the signatures' release-invariant forms (:func:`same_failure`).
    A compiler that cannot be started is a skip; any other outcome is good (not this failure)."""

    shows: ClassVar[CompileStatus]
    test_file: Path
    signature: str | None = None
    compile_args: tuple[str, ...] = ("-c",)
    timeout: float = 60.0
    across_releases: bool = False

    def __post_init__(self) -> None:
        self.test_file = _test_path(self.test_file)

    def __call__(self, compiler: Sequence[str], flags: Sequence[str]) -> Verdict:
        result = _compile_copy(compiler, [*self.compile_args, *flags], self.test_file, self.timeout)
        judged = judge_compile(Path(compiler[0]).name, result, [self.test_file.name])
        if judged.status is CompileStatus.NOT_STARTED:
            return Verdict.SKIP
        if judged.status is not self.shows:
            return Verdict.GOOD
        if self.signature is None:
            return Verdict.BAD
        same = same_failure(judged.signature, self.signature, across_releases=self.across_releases)
        return Verdict.BAD if same else Verdict.GOOD


@dataclass
class CrashPredicate(_CompileFailurePredicate):
    """Bad when compiling crashes with the crash signature ``signature`` (any crash when it is None)."""

    shows: ClassVar[CompileStatus] = CompileStatus.CRASHED


@dataclass
class RejectPredicate(_CompileFailurePredicate):
    """Bad when compiling fails with the first error line normalizing to ``signature`` (any error if None)."""

    shows: ClassVar[CompileStatus] = CompileStatus.REJECTED


def run_program(
    compiler: Sequence[str], flags: Sequence[str], test: Path, timeout: float
) -> Behaviour | None:
    """Compile ``test`` and run it; None when it does not compile."""
    with scratch_dir(prefix="reportsmith-bisect-") as scratch:
        shutil.copy(test, scratch.path / test.name)
        _, behaviour = build_and_run(
            compiler, test.name, scratch.path, after=flags, run_limits=Limits(timeout), executable="prog"
        )
    return behaviour


@dataclass
class OutputDiffersPredicate:
    """Bad when the program built by the probed compiler behaves unlike the one ``reference`` builds.

    The reference behaviour is computed once. A probe whose compiler cannot build the program is a skip.
    """

    test_file: Path
    reference: tuple[str, ...]
    run_timeout: float = 10.0
    _expected: Behaviour | None = None

    def __post_init__(self) -> None:
        self.test_file = _test_path(self.test_file)
        self.reference = tuple(self.reference)

    def expected(self) -> Behaviour:
        if self._expected is None:
            behaviour = run_program(self.reference, (), self.test_file, self.run_timeout)
            if behaviour is None:
                raise PredicateError(
                    f"reference compiler {shlex.join(self.reference)} cannot build {self.test_file}"
                )
            if behaviour.timed_out:
                raise PredicateError(f"{self.test_file} built by the reference compiler does not terminate")
            self._expected = behaviour
        return self._expected

    def __call__(self, compiler: Sequence[str], flags: Sequence[str]) -> Verdict:
        expected = self.expected()
        behaviour = run_program(compiler, flags, self.test_file, self.run_timeout)
        if behaviour is None:
            return Verdict.SKIP
        return Verdict.GOOD if behaviour == expected else Verdict.BAD


_GLOBAL = re.compile(r"^\s*\.globl\s+(\w+)", re.MULTILINE)
_FUNCTION = re.compile(r"^\s*\.type\s+(\w+),\s*@function", re.MULTILINE)


def global_functions(assembly: str) -> set[str]:
    return set(_GLOBAL.findall(assembly)) & set(_FUNCTION.findall(assembly))


@dataclass
class AssemblyPredicate:
    """Bad when the assembly the compiler generates (``-S``) matches the regular expression ``pattern``.

    For failures that show in the code rather than in a crash (a missed or an unwanted transformation), and
    for constructing optimization-dependent failures to localise passes. Assembly that lacks a global
    function the same compiler emits at -O0 is a *skip*: code generation was switched off (e.g. by
    ``-fdisable-rtl-final``), which proves nothing about the failure.
    """

    test_file: Path
    pattern: str
    timeout: float = 60.0

    def __post_init__(self) -> None:
        self.test_file = _test_path(self.test_file)
        self._regex = re.compile(self.pattern, re.MULTILINE)
        self._baseline: dict[tuple[str, ...], set[str]] = {}

    def _assembly(self, compiler: Sequence[str], flags: Sequence[str]) -> str | None:
        with scratch_dir(prefix="reportsmith-bisect-") as scratch:
            shutil.copy(self.test_file, scratch.path / self.test_file.name)
            result = _compile(compiler, ["-S", *flags], self.test_file, scratch.path, "out.s", self.timeout)
            output = scratch.path / "out.s"
            return output.read_text(errors="replace") if result.ok and output.exists() else None

    def __call__(self, compiler: Sequence[str], flags: Sequence[str]) -> Verdict:
        key = tuple(compiler)
        if key not in self._baseline:
            self._baseline[key] = global_functions(self._assembly(compiler, ["-O0"]) or "")
        assembly = self._assembly(compiler, flags)
        if assembly is None or not self._baseline[key] <= global_functions(assembly):
            return Verdict.SKIP
        return Verdict.BAD if self._regex.search(assembly) else Verdict.GOOD
