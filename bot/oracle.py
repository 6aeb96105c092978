"""The oracle: is this program a compiler bug, and which kind?

Given a test program and a build (compiler + flags) under test, :meth:`Oracle.judge` returns a
:class:`Judgement` (a :class:`~reportsmith.common.kinds.FailureKind` with its evidence), cheapest evidence
first:

1. build with the compiler under test: an internal-error message or a death by signal is a *crash* (the
   signature comes from :mod:`reportsmith.common.signature`), labelled ``details.ice_on`` "valid" when
   every reference accepts the program with -fsyntax-only and the compiler printed no error before crashing,
   else "invalid" (with ``invalid_because``); a compile that takes ``hog_ratio`` x the slowest reference with
   the same flags (at least ``hog_min_seconds``), or runs out of time where the references finish, is a
   *compile-time hog* (both times stored); a timeout the references share is a *hang*;
2. it rejects the program: build with every reference; if they all accept it, *rejects-valid*, else *pass*
   (the program is invalid, not the compiler);
3. the flags say compile only (-c, -S, -E, -fsyntax-only): *pass*;
4. build and run the references, then the program under test: the references must agree with each other
   (else the program likely has undefined behaviour: *pass*); if the program under test dies by a signal,
   prints something else or exits otherwise, *wrong-code*; if it runs out of time while the references
   finish, *hang*. A program the references cannot finish is a *hang* that is not a compiler bug.

In a campaign (``drop_hangs``), :meth:`Oracle.judge_all` builds and runs the references *first*: a program
they run past the run limit is judged a hang that is not a compiler bug for every build that would run it,
and those builds are not even compiled (13% of Csmith's programs are such hangs; compiling them with every
build under test bought nothing but, rarely, a crash that a later program finds too). Elsewhere (ingest, a
given failing test) the order above stands: a crash is a crash whatever the program does when run. The
references, then the builds under test, are compiled ``parallel`` at a time.

Every compile and run is bounded in time and memory, happens in its own scratch directory and has its whole
process group killed on timeout; compiling and judging the compile is :mod:`reportsmith.common.probe`, the
core the reducer and bisect use too.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from reportsmith.common.kinds import FailureKind
from reportsmith.common.probe import (
    Behaviour,
    CompileStatus,
    compile_variant,
    judge_compile,
    run_program,
)
from reportsmith.common.process import (
    DEFAULT_COMPILE_TIMEOUT,
    DEFAULT_MEMORY_MB,
    DEFAULT_RUN_TIMEOUT,
    Limits,
    RunResult,
    scratch_dir,
)
from reportsmith.common.signature import error_before_crash, first_error, same_failure
from reportsmith.common.syntax_check import invalid_because, language_flags, syntax_check_command
from reportsmith.errors import OracleError
from reportsmith.store.details import FailureDetails, IceOn
from reportsmith.store.failures import NewFailure
from reportsmith.store.models import FailureState

COMPILE_ONLY_FLAGS = frozenset({"-c", "-S", "-E", "-fsyntax-only"})
#: Kept of each compiler's and program's output in a verdict (the store holds these).
KEPT_OUTPUT_CHARS = 20_000

_T = TypeVar("_T")
_R = TypeVar("_R")


@dataclass(frozen=True)
class Build:
    """A compiler command and the flags of one build, e.g. ``Build("tcc", ["tcc"], ["-w"])``."""

    name: str
    command: list[str]
    flags: list[str] = field(default_factory=list)

    @property
    def compile_only(self) -> bool:
        return any(flag in COMPILE_ONLY_FLAGS for flag in self.flags)

    def describe(self) -> str:
        return " ".join([self.name, *self.flags])


@dataclass(frozen=True)
class OracleLimits:
    compile_timeout: float = DEFAULT_COMPILE_TIMEOUT
    run_timeout: float = DEFAULT_RUN_TIMEOUT
    memory_mb: int = DEFAULT_MEMORY_MB
    #: A compile is a compile-time hog when it takes this many times the slowest reference (same flags) ...
    hog_ratio: float = 10.0
    #: ... and at least this long (below it, start-up noise decides the ratio).
    hog_min_seconds: float = 5.0


@dataclass
class Judgement:
    """What the oracle concluded, with the evidence."""

    verdict: FailureKind
    signature: str = ""
    reason: str = ""
    compiler_output: str = ""
    program_output: str = ""
    reference_output: str = ""
    details: FailureDetails = field(default_factory=FailureDetails)

    @property
    def is_failure(self) -> bool:
        return self.verdict.is_failure

    def shows(self, verdict: FailureKind, signature: str | None, *, across_releases: bool = False) -> bool:
        """Is this the failure of ``verdict`` with ``signature`` (compared by :func:`same_failure`; another
        release of the compiler: ``across_releases``)?"""
        same = same_failure(self.signature, signature, across_releases=across_releases)
        return self.verdict == verdict and same

    def new_failure(
        self,
        build: Build,
        test_name: str,
        test_bytes: bytes,
        *,
        origin: str,
        details: FailureDetails,
        status: FailureState = FailureState.NEW,
        reason: str | None = None,
        language: str = "c",
    ) -> NewFailure:
        """The store's record of this judgement of the test ``test_name`` built by ``build``, as the finders
        (fuzz, ingest) store it; ``reason`` defaults to the judgement's."""
        return NewFailure(
            test_name=test_name,
            test_bytes=test_bytes,
            compiler=build.name,
            compiler_command=" ".join(build.command),
            flags=list(build.flags),
            verdict=self.verdict,
            signature=self.signature,
            status=status,
            origin=origin,
            reason=self.reason if reason is None else reason,
            compiler_output=self.compiler_output,
            program_output=self.program_output,
            reference_output=self.reference_output,
            language=language,
            details=details,
        )


@dataclass
class _Work:
    """One program being judged: its scratch directory and the reference results computed so far."""

    directory: Path
    name: str
    env: dict[str, str]
    cache: dict[tuple[str, int, bool], Any] = field(default_factory=dict)


def _optimisation(flags: list[str]) -> str:
    levels = [flag for flag in flags if flag.startswith("-O")]
    return levels[-1] if levels else "-O0"


def _clip(text: str) -> str:
    return text if len(text) <= KEPT_OUTPUT_CHARS else text[:KEPT_OUTPUT_CHARS] + "\n[... output clipped]\n"


class Oracle:
    """Judges programs against a fixed set of reference builds."""

    def __init__(
        self,
        references: list[Build],
        limits: OracleLimits = OracleLimits(),
        common_flags: list[str] | None = None,
        link_flags: list[str] | None = None,
        parallel: int = 1,
        drop_hangs: bool = False,
    ) -> None:
        if not references:
            raise OracleError(
                "the oracle needs at least one reference compiler ([[references]] in the config)"
            )
        self.references = references
        self.limits = limits
        self.common_flags = list(common_flags or [])
        self.link_flags = list(link_flags or [])
        #: Compiles of one program run at once (:meth:`judge_all`); the campaign sets it from its cores.
        self.parallel = max(1, parallel)
        #: Judge a program the references cannot finish a hang for every build without compiling it.
        self.drop_hangs = drop_hangs

    def map(self, work: Callable[[_T], _R], items: Iterable[_T]) -> list[_R]:
        """``work`` on each item, :attr:`parallel` at a time (threads: the work is in subprocesses)."""
        items = list(items)
        if self.parallel == 1 or len(items) < 2:
            return [work(item) for item in items]
        with concurrent.futures.ThreadPoolExecutor(min(self.parallel, len(items))) as pool:
            return list(pool.map(work, items))

    # -- running --------------------------------------------------------------------------------------

    def _compile(self, build: Build, work: _Work, output: str, compile_only: bool) -> RunResult:
        only = ["-c"] if compile_only and not build.compile_only else []
        result = compile_variant(
            [*build.command, *only, *build.flags, *self.common_flags],
            work.name,
            work.directory,
            output=output,
            after=[] if compile_only else self.link_flags,
            limits=Limits(timeout=self.limits.compile_timeout, memory_mb=self.limits.memory_mb),
            env=work.env,
        )
        if result.start_error:
            raise OracleError(f"{build.name}: {result.start_error}")
        return result

    def _run(self, work: _Work, program: str) -> Behaviour:
        limits = Limits(timeout=self.limits.run_timeout, memory_mb=self.limits.memory_mb)
        return run_program(work.directory / program, limits=limits, env=work.env)

    def _reference_check(self, work: _Work, index: int, tested: Build) -> RunResult:
        """Does reference ``index`` accept the program, in the tested build's language (its
        :func:`language_flags`: ``-std=``, ``-D``, ``-x``...)? C++20 code is judged as C++20, as the crash
        validity check and the reducer judge it, not in the reference's default dialect (which would call
        a valid C++20 test invalid, and a compiler's rejection of it no bug)."""
        reference = self.references[index]
        reference = replace(reference, flags=[*reference.flags, *language_flags(tested.flags)])
        key = ("check", index, tested.compile_only, tuple(reference.flags))
        if key not in work.cache:
            name = f"reference{index}.check"
            work.cache[key] = self._compile(reference, work, name, tested.compile_only)
        return work.cache[key]

    def _reference_build_and_run(self, work: _Work, index: int) -> tuple[RunResult, Behaviour | None]:
        # Built with the reference's own flags, as the reducer's wrong-code predicate builds them.
        key = ("run", index, False)
        if key not in work.cache:
            program = f"reference{index}.out"
            built = self._compile(self.references[index], work, program, compile_only=False)
            ran = self._run(work, program) if built.returncode == 0 and not built.timed_out else None
            work.cache[key] = (built, ran)
        return work.cache[key]

    # -- judging --------------------------------------------------------------------------------------

    def judge(self, source: bytes, name: str, build: Build) -> Judgement:
        """The verdict on program ``source`` (to be compiled as file ``name``) built by ``build``."""
        return self.judge_all(source, name, [build])[0]

    def judge_all(self, source: bytes, name: str, builds: list[Build]) -> list[Judgement]:
        """Verdicts for several builds of one program; reference builds and runs are done once for all."""
        name = Path(name).name
        with scratch_dir(prefix="reportsmith-oracle-") as scratch:
            (scratch.path / name).write_bytes(source)
            work = _Work(scratch.path, name, scratch.env)
            hanging = None
            if self.drop_hangs and any(not build.compile_only for build in builds):
                self.map(partial(self._reference_build_and_run, work), range(len(self.references)))
                hanging = self._hanging_reference(work)
            wanted = [(i, b) for i, b in enumerate(builds) if hanging is None or b.compile_only]
            outputs = {i: f"tested{i}.o" if b.compile_only else f"tested{i}.out" for i, b in wanted}

            def compile_one(item: tuple[int, Build]) -> RunResult:
                return self._compile(item[1], work, outputs[item[0]], item[1].compile_only)

            compiled = dict(zip(outputs, self.map(compile_one, wanted), strict=True))
            verdicts = []
            for i, build in enumerate(builds):
                if i in compiled:
                    verdicts.append(self._judge(work, build, compiled[i], outputs[i]))
                else:
                    assert hanging is not None
                    verdicts.append(self._judge_nontermination(build, hanging, "", built=False))
            return verdicts

    def _hanging_reference(self, work: _Work) -> Build | None:
        """The first reference whose build of the program runs past the run limit, if any."""
        for index, reference in enumerate(self.references):
            _, ran = self._reference_build_and_run(work, index)
            if ran is not None and ran.timed_out:
                return reference
        return None

    def _judge(self, work: _Work, build: Build, tested: RunResult, program: str) -> Judgement:
        output = _clip(tested.output)
        described = build.describe()
        judged = judge_compile(build.name, tested, [work.name])
        if judged.status in (CompileStatus.TIMED_OUT, CompileStatus.BUILT):
            hog = self._judge_hog(work, build, tested, output)
            if hog is not None:
                return hog
        if judged.status in (CompileStatus.TIMED_OUT, CompileStatus.OUT_OF_MEMORY):
            return self._judge_stopped_compiler(build, judged.status, tested, output)
        if judged.status is CompileStatus.CRASHED:
            validity = self._crash_validity(work, build, tested)
            return Judgement(
                FailureKind.CRASH,
                judged.signature or "",
                f"{described} crashed on {validity.ice_on} code",
                output,
                details=replace(validity, exit=tested.returncode),
            )
        if judged.status is CompileStatus.REJECTED:
            return self._judge_rejection(work, build, tested)
        if build.compile_only:
            return Judgement(
                FailureKind.PASS, reason=f"{described} compiles it (compile-only flags: nothing to run)"
            )
        return self._judge_behaviour(work, build, output, program)

    def _judge_stopped_compiler(
        self, build: Build, status: CompileStatus, tested: RunResult, output: str
    ) -> Judgement:
        """The compiler under test was killed at the time or the (resident) memory limit."""
        if status is CompileStatus.TIMED_OUT:
            what, limit = "timeout", f"ran longer than {self.limits.compile_timeout:g} s"
            details = FailureDetails()
        else:
            what, limit = "out of memory", f"used more than {self.limits.memory_mb} MiB of resident memory"
            details = FailureDetails(peak_memory_mb=tested.peak_memory_mb)
        return Judgement(
            FailureKind.HANG,
            f"{build.name}: compiler {what}",
            f"{build.describe()} {limit} and was killed",
            output,
            details=details,
        )

    def _judge_hog(self, work: _Work, build: Build, tested: RunResult, output: str) -> Judgement | None:
        """A compile-time hog: the compile ran out of time, or took ``hog_ratio`` × the slowest reference
        with the same flags (compile only), while every reference (other than the compiler under test itself)
        compiled it. Both figures are stored."""
        if not tested.timed_out and tested.duration < self.limits.hog_min_seconds:
            return None
        # The compiler under test as its own reference (clang-16 under test, clang-16 -O0 as a reference) says
        # nothing about its speed: with the same flags it is as slow. Only the other compilers are compared.
        others = [(i, ref) for i, ref in enumerate(self.references) if ref.command != build.command]
        if not others:
            return None
        slowest = 0.0
        for index, reference in others:
            timed = compile_variant(
                [*reference.command, *build.flags, *self.common_flags, "-c"],
                work.name,
                work.directory,
                output=f"reference{index}.hog.o",
                limits=Limits(timeout=self.limits.compile_timeout, memory_mb=self.limits.memory_mb),
                env=work.env,
            )
            if not timed.ok:
                return None  # a reference cannot compile it in time either: no hog verdict
            slowest = max(slowest, timed.duration)
        seconds = self.limits.compile_timeout if tested.timed_out else tested.duration
        if not tested.timed_out and seconds < self.limits.hog_ratio * slowest:
            return None
        ratio = seconds / max(slowest, 0.01)
        at_least = "at least " if tested.timed_out else ""
        return Judgement(
            FailureKind.HOG,
            f"{build.name}: compile-time hog at {_optimisation(build.flags)}",
            f"{build.describe()} takes {at_least}{seconds:.1f} s to compile it; the slowest reference "
            f"takes {slowest:.2f} s with the same flags ({at_least}{ratio:.0f}x)",
            output,
            details=FailureDetails(
                seconds=round(seconds, 2),
                reference_seconds=round(slowest, 2),
                ratio=round(ratio, 1),
                cut_short=tested.timed_out,
            ),
        )

    def _crash_validity(self, work: _Work, build: Build, tested: RunResult) -> FailureDetails:
        """Is the crashing program valid (``ice_on: valid``: every reference accepts it with -fsyntax-only in
        the test's language, and the compiler printed no error first) or not (``ice_on: invalid``, with why)?
        The reducer keeps an ice-on-valid valid; reports say which one it is."""
        error = error_before_crash(tested.output, [work.name])
        if error is not None:
            why = f"{build.name} reports '{error}' before crashing"
            return FailureDetails(ice_on=IceOn.INVALID, invalid_because=why)
        checks = []
        for reference in self.references:
            command = syntax_check_command([*reference.command, *reference.flags], build.flags)
            checked = compile_variant(
                [*command, *self.common_flags],
                work.name,
                work.directory,
                limits=Limits(timeout=self.limits.compile_timeout, memory_mb=self.limits.memory_mb),
                env=work.env,
            )
            checks.append((reference.describe(), checked))
        why = invalid_because(checks, [work.name])
        if why is not None:
            return FailureDetails(ice_on=IceOn.INVALID, invalid_because=why)
        return FailureDetails(ice_on=IceOn.VALID)

    def _judge_rejection(self, work: _Work, build: Build, tested: RunResult) -> Judgement:
        error = first_error(tested.output, [work.name]) or f"exit status {tested.returncode}"
        for index, reference in enumerate(self.references):
            result = self._reference_check(work, index, build)
            if result.returncode != 0 or result.timed_out:
                why = first_error(result.output, [work.name]) or "it fails"
                return Judgement(
                    FailureKind.PASS,
                    reason=f"invalid program: reference {reference.describe()} rejects it too ({why})",
                    compiler_output=_clip(tested.output),
                )
        accepted_by = ", ".join(reference.describe() for reference in self.references)
        return Judgement(
            FailureKind.REJECTS_VALID,
            f"{build.name}: rejects valid code: {error}",
            f"{build.describe()} rejects the program; {accepted_by} accept(s) it",
            _clip(tested.output),
        )

    def _judge_behaviour(self, work: _Work, build: Build, compiler_output: str, program: str) -> Judgement:
        runs: list[tuple[Build, Behaviour]] = []
        for index, reference in enumerate(self.references):
            built, ran = self._reference_build_and_run(work, index)
            if ran is None:
                why = first_error(built.output, [work.name]) or "it fails"
                return Judgement(
                    FailureKind.PASS, reason=f"reference {reference.describe()} cannot build it ({why})"
                )
            runs.append((reference, ran))
        first_reference, expected = runs[0]
        for reference, run in runs:
            if run.timed_out:
                return self._judge_nontermination(build, reference, compiler_output)
            if run.result.signal is not None:
                return Judgement(
                    FailureKind.PASS,
                    reason=f"invalid program: the {reference.describe()} build dies by {run.ending}",
                )
            if run != expected:
                return Judgement(
                    FailureKind.PASS,
                    reason=f"references disagree ({first_reference.describe()} vs {reference.describe()}): "
                    "the program likely has undefined behaviour",
                )
        actual = self._run(work, program)
        described = build.describe()
        evidence = {
            "compiler_output": compiler_output,
            "program_output": _clip(actual.result.out),
            "reference_output": _clip(expected.result.out),
        }
        if actual.timed_out:
            return Judgement(
                FailureKind.HANG,
                f"{described}: program timeout (references finish)",
                f"the program built by {described} ran longer than {self.limits.run_timeout:g} s; "
                "the reference builds finish",
                **evidence,
            )
        if actual.result.signal is not None:
            return Judgement(
                FailureKind.WRONG_CODE,
                f"{described}: wrong code: crash at run time ({actual.ending})",
                f"the program built by {described} dies by {actual.ending}; the reference builds run clean",
                **evidence,
                details=FailureDetails(signal=actual.ending),
            )
        if actual != expected:
            return Judgement(
                FailureKind.WRONG_CODE,
                f"{described}: wrong code: wrong output",
                f"the program built by {described} prints/exits differently from the reference builds "
                f"(exit {actual.result.returncode} vs {expected.result.returncode})",
                **evidence,
                details=FailureDetails(
                    exit=actual.result.returncode, expected_exit=expected.result.returncode
                ),
            )
        return Judgement(FailureKind.PASS, reason=f"{described} and the references agree")

    def _judge_nontermination(
        self, build: Build, reference: Build, compiler_output: str, *, built: bool = True
    ) -> Judgement:
        # No expected output exists, so no differential verdict is possible: the build under test is not
        # even run (judge_all does not even build it). (Csmith writes such programs often; running them
        # twice cost a campaign a quarter of its time.)
        done = "was not run" if built else "was not built"
        return Judgement(
            FailureKind.HANG,
            f"{build.describe()}: program timeout (references too)",
            f"the {reference.describe()} build does not finish within {self.limits.run_timeout:g} s: a "
            f"property of the program, not a compiler bug (the build under test {done})",
            compiler_output,
            details=FailureDetails(not_a_compiler_bug=True),
        )
