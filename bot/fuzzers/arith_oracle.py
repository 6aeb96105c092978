"""The arithmetic programs' own oracle: a program that checks itself needs no reference build.

Each build under test compiles the program and runs it once. The program prints ``NG tN VALUE`` for every
t-variable whose value differs from the one the generator computed (:mod:`.program`) and ends with a summary
line. So:

* clean compile, clean run, summary line, no ``NG``: *pass*, decided without any reference compiler;
* a ``NG`` line: *wrong-code*, whose signature names the first differing expression's operator pattern
  (``gcc -O2: wrong code: ((_ + _) << _)``), so failures of one pattern dedupe;
* anything else (the compiler times out, crashes or rejects the program; the program times out, dies by a
  signal or stops early): the campaign's :class:`reportsmith.oracle.Oracle` judges it as it judges Csmith's
  programs (crash, hang, rejects-valid, or wrong-code at run time), with its reference builds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import Limits, RunResult, run_limited, scratch_dir
from reportsmith.fuzzers.program import MISMATCH_PREFIX
from reportsmith.oracle import Build, Judgement, Oracle
from reportsmith.store.details import FailureDetails

KEPT_OUTPUT_CHARS = 20_000


def mismatches(output: str) -> list[str]:
    """The t-variables a run reports as differing from their expected values, in order."""
    return [line.split()[1] for line in output.splitlines() if line.startswith(MISMATCH_PREFIX)]


def finished(output: str, checks: int) -> bool:
    """Whether the run got to its summary line."""
    return any(line.startswith("arith: ") and line.endswith(f" of {checks} checks failed")
               for line in output.splitlines())  # fmt: skip


class ArithOracle:
    """Judges self-checking programs; ``oracle`` supplies the flags, the limits and the fallback verdicts."""

    def __init__(self, oracle: Oracle) -> None:
        self.oracle = oracle

    def judge_all(
        self, source: bytes, name: str, builds: Sequence[Build], patterns: Mapping[str, str]
    ) -> list[Judgement]:
        """A judgement per build; ``patterns`` maps each t-variable to its expression's operator pattern."""
        name = Path(name).name
        judgements = []
        with scratch_dir(prefix="reportsmith-arith-") as scratch:
            (scratch.path / name).write_bytes(source)
            for build in builds:
                judgement = self._judge(scratch.path, scratch.env, name, build, patterns)
                judgements.append(judgement or self.oracle.judge(source, name, build))
        return judgements

    def _judge(
        self, directory: Path, env: dict[str, str], name: str, build: Build, patterns: Mapping[str, str]
    ) -> Judgement | None:
        """The verdict when the program built and ran to its end, else None (the full oracle decides)."""
        limits = self.oracle.limits
        argv = [*build.command, *build.flags, *self.oracle.common_flags, name, "-o", "tested.out",
                *self.oracle.link_flags]  # fmt: skip
        compiled = run_limited(argv, cwd=directory, env=env,
                               limits=Limits(timeout=limits.compile_timeout, memory_mb=limits.memory_mb))
        if compiled.start_error or compiled.timed_out or compiled.returncode != 0 or build.compile_only:
            return None
        ran = run_limited([str(directory / "tested.out")], cwd=directory, env=env,
                          limits=Limits(timeout=limits.run_timeout, memory_mb=limits.memory_mb))
        if ran.timed_out or ran.returncode != 0 or not finished(ran.out, len(patterns)):
            return None
        differing = mismatches(ran.out)
        described = build.describe()
        if not differing:
            return Judgement(FailureKind.PASS, reason=f"{described}: every expression has its expected value")
        return _wrong_code(described, compiled, ran, differing, patterns)


def _wrong_code(
    described: str, compiled: RunResult, ran: RunResult, differing: list[str], patterns: Mapping[str, str]
) -> Judgement:
    first = differing[0]
    return Judgement(
        FailureKind.WRONG_CODE,
        f"{described}: wrong code: {patterns.get(first, '?')}",
        f"the program built by {described} computes {len(differing)} of {len(patterns)} expressions wrong "
        f"({', '.join(differing[:10])}{', ...' if len(differing) > 10 else ''}); the generator computed "
        "the expected values (no reference build)",
        compiled.output[:KEPT_OUTPUT_CHARS],
        ran.out[:KEPT_OUTPUT_CHARS],
        details=FailureDetails(mismatches=differing, first_pattern=patterns.get(first, "")),
    )
