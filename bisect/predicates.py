"""Bisect's own predicates: the ways to decide whether a compiler shows a failure that only bisect needs.

Each class is a :data:`~reportsmith.bisect.predicate.BuildPredicate` built from a failing test file:

* :class:`AssemblyPredicate` -- the generated assembly matches a regular expression.
* :class:`OutputDiffersPredicate` -- the compiled program behaves differently from the same program built
  by a reference compiler (stdout and exit status).

The predicates the reducer shares -- :class:`~reportsmith.common.predicates.CrashPredicate`,
:class:`~reportsmith.common.predicates.RejectPredicate` and
:class:`~reportsmith.common.predicates.ScriptPredicate` (give each its ``test_file``) -- are defined once in
:mod:`reportsmith.common.predicates`; :mod:`reportsmith.bisect.api` offers them with these.
Compiling, running and judging a compile is :mod:`reportsmith.common.probe`, in a :func:`scratch_dir`.
"""

from __future__ import annotations

import re
import shlex
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportsmith.common.predicates import Mark, PredicateError, test_path
from reportsmith.common.probe import Behaviour, build_and_run, compile_variant
from reportsmith.common.process import Limits, scratch_dir


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
        self.test_file = test_path(self.test_file)
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

    def __call__(self, compiler: Sequence[str], flags: Sequence[str]) -> Mark:
        expected = self.expected()
        behaviour = run_program(compiler, flags, self.test_file, self.run_timeout)
        if behaviour is None:
            return Mark.SKIP
        return Mark.GOOD if behaviour == expected else Mark.BAD


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
        self.test_file = test_path(self.test_file)
        self._regex = re.compile(self.pattern, re.MULTILINE)
        self._baseline: dict[tuple[str, ...], set[str]] = {}

    def _assembly(self, compiler: Sequence[str], flags: Sequence[str]) -> str | None:
        with scratch_dir(prefix="reportsmith-bisect-") as scratch:
            shutil.copy(self.test_file, scratch.path / self.test_file.name)
            # Flags after the file, so that libraries such as -lm come after the object that needs them.
            result = compile_variant(
                compiler, self.test_file.name, scratch.path, output="out.s", after=["-S", *flags],
                limits=Limits(self.timeout),
            )  # fmt: skip
            output = scratch.path / "out.s"
            return output.read_text(errors="replace") if result.ok and output.exists() else None

    def __call__(self, compiler: Sequence[str], flags: Sequence[str]) -> Mark:
        key = tuple(compiler)
        if key not in self._baseline:
            self._baseline[key] = global_functions(self._assembly(compiler, ["-O0"]) or "")
        assembly = self._assembly(compiler, flags)
        if assembly is None or not self._baseline[key] <= global_functions(assembly):
            return Mark.SKIP
        return Mark.BAD if self._regex.search(assembly) else Mark.GOOD
