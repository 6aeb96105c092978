"""Does a compile show the failure? The predicates the reducer and bisect share, each defined once here.

Both libraries ask the same question of a compiler, a list of flags and a test: is the failure still there
(:attr:`Mark.BAD`), gone (:attr:`Mark.GOOD`), or can this probe not tell (:attr:`Mark.SKIP`: the
compiler cannot be started, the script said 125)? They vary different things:

* the reducer keeps the compiler (``compiler``, the command under test with its flags) and varies the test:
  ``is_interesting(variant, scratch)`` is True when :meth:`check` says BAD;
* bisect keeps the test (``test_file``) and varies the compiler and flags: ``predicate(compiler, flags)``
  returns :meth:`check`'s verdict (the :data:`reportsmith.bisect.predicate.Predicate` protocol).

The predicates:

* :class:`CrashPredicate` -- the compile crashes with ``signature`` (any crash when it is None);
* :class:`RejectPredicate` -- the compile stops with the first error ``signature`` (any error when None) and,
  with ``reference``, a reference compiler still accepts the text (rejects-valid);
* :class:`ScriptPredicate` -- an interestingness script in the creduce/cvise convention (run in a fresh
  directory holding the test under its own name; exit 0 = the failure is there, 125 = cannot tell, git
  bisect's convention). It gets the probed compiler and flags in ``$REPORTSMITH_CC`` / ``$REPORTSMITH_CFLAGS``
  (and ``$CC`` / ``$CFLAGS``) when there are any.

A different crash or a different error is GOOD (not this failure): reduction keeps one bug, bisection follows
one bug. "The same failure" is :func:`reportsmith.common.signature.same_failure`; compiling and judging one
compile is :mod:`reportsmith.common.probe`, shared with the oracle.
"""

from __future__ import annotations

import enum
import os
import shlex
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from reportsmith.common.errors import PredicateError
from reportsmith.common.probe import (
    CompileStatus,
    JudgedCompile,
    compile_variant,
    judge_compile,
    write_variant,
)
from reportsmith.common.process import (
    DEFAULT_MEMORY_MB,
    Limits,
    RunResult,
    ScratchDir,
    run_limited,
    scratch_dir,
    split_command,
)
from reportsmith.common.signature import same_failure

#: A command or its arguments, one string each.
Argv = Sequence[str]
#: Exit status of an interestingness script that cannot decide (git bisect run's convention).
SKIP_STATUS = 125
_COMPILE_OUTPUT_BYTES = 256 * 1024
_SCRIPT_OUTPUT_BYTES = 64 * 1024


class Mark(enum.StrEnum):
    """What one probe says about one compiler and test, as ``git bisect`` marks a commit: the failure is
    there (bad), absent (good), or the probe cannot tell (skip). (A failure's *verdict* is another thing:
    its :class:`~reportsmith.common.kinds.FailureKind`.)"""

    GOOD = "good"
    BAD = "bad"
    #: The probe cannot tell (the compiler does not build, the test does not compile for another reason).
    SKIP = "skip"

    def opposite(self) -> Mark:
        if self is Mark.SKIP:
            return self
        return Mark.BAD if self is Mark.GOOD else Mark.GOOD


def test_path(test_file: str | os.PathLike[str]) -> Path:
    """``test_file`` resolved; :class:`PredicateError` when it is not a file."""
    path = Path(test_file).resolve()
    if not path.is_file():
        raise PredicateError(f"{path}: test file not found")
    return path


@dataclass(kw_only=True)
class _Probe:
    """What every predicate holds: the compiler under test (the reducer's), the test (bisect's), the name
    the test is written under in the scratch directory, and the limits of one run."""

    compiler: Sequence[str] | str = ()
    test_file: Path | None = None
    file_name: str = ""
    timeout: float = 60.0
    #: Resident memory of the process group: sanitizer builds survive it.
    memory_mb: int | None = DEFAULT_MEMORY_MB

    def __post_init__(self) -> None:
        self.compiler = split_command(self.compiler) if self.compiler else []
        if self.test_file is not None:
            self.test_file = test_path(self.test_file)
        name = self.file_name or (self.test_file.name if self.test_file is not None else "test.c")
        self.file_name = os.path.basename(name)

    def check(
        self, compiler: Sequence[str], flags: Sequence[str], source: bytes, scratch: ScratchDir
    ) -> Mark:
        raise NotImplementedError

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        """The reducer's question: does ``variant``, compiled by ``compiler``, still show the failure?"""
        return self.check(self.compiler, (), variant, scratch) is Mark.BAD

    def __call__(self, compiler: Sequence[str], flags: Sequence[str]) -> Mark:
        """Bisect's question: does ``compiler`` with ``flags`` show the failure on ``test_file``?"""
        if self.test_file is None:
            raise PredicateError(f"{type(self).__name__}: no test_file to probe compilers with")
        with scratch_dir(prefix="reportsmith-probe-") as scratch:
            return self.check(compiler, flags, self.test_file.read_bytes(), scratch)


@dataclass(kw_only=True)
class _CompileFailurePredicate(_Probe):
    """Bad when compiling ends in ``shows`` with ``signature`` (any such end when it is None): ``compiler
    FILE [-o output] compile_args... flags...`` (flags after the file, so libraries come after the object
    that needs them). ``across_releases`` compares the signatures' release-invariant forms."""

    shows: ClassVar[CompileStatus]
    signature: str | None = None
    compile_args: Sequence[str] = ()
    output: str | None = None
    across_releases: bool = False

    @property
    def limits(self) -> Limits:
        return Limits(timeout=self.timeout, memory_mb=self.memory_mb, output_bytes=_COMPILE_OUTPUT_BYTES)

    def judge(
        self, source: bytes, scratch: ScratchDir, compiler: Argv | None = None, flags: Argv = ()
    ) -> JudgedCompile:
        """Write ``source`` into ``scratch``, compile it with ``compiler`` (default: the one under test) and
        ``flags``, and judge the compile."""
        argv = list(compiler or self.compiler)
        write_variant(scratch.path, self.file_name, source)
        result = compile_variant(
            argv, self.file_name, scratch.path, output=self.output, after=[*self.compile_args, *flags],
            limits=self.limits, env=scratch.env,
        )  # fmt: skip
        return judge_compile(Path(argv[0]).name if argv else "", result, [self.file_name])

    def compile_with(self, command: Argv, scratch: ScratchDir) -> RunResult:
        """Compile the text :meth:`judge` wrote with another ``command`` (a reference), as it is."""
        return compile_variant(command, self.file_name, scratch.path, limits=self.limits, env=scratch.env)

    def signature_of(self, source: bytes, scratch: ScratchDir) -> str | None:
        """The signature the compile under test shows (a crash's, or a rejection's first error), or None
        when it ends another way."""
        judged = self.judge(source, scratch)
        return judged.signature if judged.status is self.shows else None

    def check(
        self, compiler: Sequence[str], flags: Sequence[str], source: bytes, scratch: ScratchDir
    ) -> Mark:
        return self.mark(self.judge(source, scratch, compiler, flags))

    def mark(self, judged: JudgedCompile) -> Mark:
        """What one judged compile says: it ended as this failure with its signature (bad), another way
        (good), or the compiler could not be started (skip)."""
        if judged.status is CompileStatus.NOT_STARTED:
            return Mark.SKIP
        if judged.status is not self.shows:
            return Mark.GOOD
        if self.signature is None:
            return Mark.BAD
        same = same_failure(judged.signature, self.signature, across_releases=self.across_releases)
        return Mark.BAD if same else Mark.GOOD


@dataclass(kw_only=True)
class CrashPredicate(_CompileFailurePredicate):
    """Bad when the compile crashes with the crash signature ``signature`` (as ``crash_signature`` computes
    it; the compiler's name in it is ignored), any crash when it is None."""

    shows: ClassVar[CompileStatus] = CompileStatus.CRASHED


@dataclass(kw_only=True)
class RejectPredicate(_CompileFailurePredicate):
    """Bad when the compile fails with the first error ``signature`` (as ``first_error`` normalises it; any
    error when None) and, when ``reference`` is given, that command accepts the text (rejects-valid)."""

    shows: ClassVar[CompileStatus] = CompileStatus.REJECTED
    reference: Sequence[str] | str | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        self.reference = split_command(self.reference) if self.reference is not None else None

    def check(
        self, compiler: Sequence[str], flags: Sequence[str], source: bytes, scratch: ScratchDir
    ) -> Mark:
        mark = super().check(compiler, flags, source, scratch)
        if mark is not Mark.BAD or self.reference is None:
            return mark
        return Mark.BAD if self.compile_with(self.reference, scratch).ok else Mark.GOOD


@dataclass(kw_only=True)
class ScriptPredicate(_Probe):
    """Run ``script`` in the scratch directory holding the test as ``file_name``: exit 0 = bad (the failure
    is there), 125 or stopped by a limit = skip, anything else = good."""

    script: Path | str
    timeout: float = 300.0
    #: stdout and stderr of the last run (bisect quotes it when an end or several probes in a row say skip).
    last_output: str = field(default="", init=False, repr=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.script = Path(self.script).resolve()
        if not os.access(self.script, os.X_OK):
            raise PredicateError(f"{self.script}: interestingness script missing or not executable")

    @property
    def limits(self) -> Limits:
        return Limits(timeout=self.timeout, memory_mb=self.memory_mb, output_bytes=_SCRIPT_OUTPUT_BYTES)

    def run(
        self, source: bytes, scratch: ScratchDir, compiler: Sequence[str] = (), flags: Sequence[str] = ()
    ) -> RunResult:
        write_variant(scratch.path, self.file_name, source)
        env = dict(scratch.env)
        if compiler:
            cc, cflags = shlex.join(compiler), shlex.join(flags)
            env.update(REPORTSMITH_CC=cc, REPORTSMITH_CFLAGS=cflags, CC=cc, CFLAGS=cflags)
        return run_limited([str(self.script)], cwd=scratch.path, env=env, limits=self.limits)

    def check(
        self, compiler: Sequence[str], flags: Sequence[str], source: bytes, scratch: ScratchDir
    ) -> Mark:
        result = self.run(source, scratch, compiler, flags)
        if result.start_error:
            raise PredicateError(f"{self.script}: {result.start_error}")
        self.last_output = result.output + _stop_reason(result)
        if result.returncode == 0 and not result.stopped:
            return Mark.BAD
        if result.returncode == SKIP_STATUS or result.stopped:
            return Mark.SKIP
        return Mark.GOOD


def _stop_reason(result: RunResult) -> str:
    if result.memory_exceeded:
        return f"\n[reportsmith: stopped over the memory limit ({result.peak_memory_mb:.0f} MiB resident)]"
    return "\n[reportsmith: stopped at the time limit]" if result.timed_out else ""
