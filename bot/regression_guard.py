"""Keeping the regression: a reduction stays on the bug it started from, not just on *a* failure.

A reduction keeps a failure's signature, not its release range. The quick start's llvm#70566 fails since
clang-15; one of its reductions failed with clang-16 only, another with clang-14 too: a miscompilation was
kept, perhaps another bug. So before reducing, what identifies the regression is learned from the original,
as the bisect stage would learn it:

* the release range: each release of the compiler's ``[[bisect.releases]]`` series probed (a handful of
  compiles); every variant must then give the original's verdict on both sides of each change of verdict —
  fail with the first bad release and pass with the last good one of a regression, the other way round for a
  fix;
* the guilty pass, for clang's wrong code: the LLVM pass run whose ``-opt-bisect-limit`` makes the failure
  appear; every variant's guilty pass must have the same name. (A crash's signature already names the
  function that crashes; a pass search per validation, a dozen compiles, would buy it little.)

These probes run in the *whole* predicate only: a reducer that speculates (reducer/speculation.py) decides
steps on the inner predicate's quick check and validates its chain with them, so a step costs no extra
compile, and what is kept (and stored) always has the original's range and pass. :meth:`RegressionGuard.audit`
says what each probe found on a text, for the report's validity list.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from reportsmith.app import App
from reportsmith.bisect import api as bisect
from reportsmith.bisection import BISECTED_VERDICTS, installed_releases, probe_flags, probe_predicate
from reportsmith.common.family import CompilerFamily
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import ScratchDir, scratch_dir, split_command
from reportsmith.reducer import CheckRecord, Predicate
from reportsmith.store import Failure
from reportsmith.store.results import KeptRegression

#: Makes the bisect predicate that judges a test file (the variant, written into a scratch directory).
Judge = Callable[[Path], bisect.BuildPredicate]


@dataclass(frozen=True)
class Boundary:
    """One release next to a change of verdict, and the verdict the original has there."""

    release: bisect.Release
    verdict: bisect.Mark


@dataclass(frozen=True)
class PassProbe:
    """The compiler under test, its flags and the name of the original's guilty pass (opt-bisect)."""

    compiler: tuple[str, ...]
    flags: tuple[str, ...]
    name: str


def boundaries(report: bisect.ReleaseReport, compiler_under_test: Sequence[str]) -> list[Boundary]:
    """The releases on both sides of every change of verdict in ``report``, with their verdicts; the compiler
    under test itself is left out (the inner predicate already demands that it fails)."""
    names = {name for pair in (*report.regressions, *report.fixes) for name in pair}
    return [
        Boundary(release, report.marks[release.name])
        for release in report.releases
        if release.name in names and release.command[0] != compiler_under_test[0]
    ]


def kept_regression(
    report: bisect.ReleaseReport | None, kept: Sequence[Boundary], guilty_pass: str = ""
) -> KeptRegression:
    """What is stored with the reduction: the original's range, the releases each variant must match, and
    the guilty pass each variant must keep."""
    return KeptRegression(
        summary=report.summary if report is not None else "",
        marks=dict(report.marks) if report is not None else {},
        boundaries={b.release.name: b.verdict for b in kept},
        guilty_pass=guilty_pass,
    )


def parse_range(text: str) -> tuple[str, str]:
    """``--keep-range A..B``: two installed releases (which one fails is read from the original)."""
    first, sep, second = text.partition("..")
    if not sep or not first.strip() or not second.strip():
        raise ValueError(f"--keep-range: expected RELEASE..RELEASE (e.g. clang-14..clang-15), got {text!r}")
    for name in (first.strip(), second.strip()):
        if shutil.which(name) is None:
            raise ValueError(f"--keep-range: {name} is not an installed compiler (not found on PATH)")
    return first.strip(), second.strip()


def guilty_pass_name(probe: PassProbe, test: Path, judge: Judge) -> str:
    """The name of the pass whose opt-bisect limit makes the failure appear on ``test`` ("" when none).

    The original's pass is confirmed first by the two limits around its first run (cheap: a chain's
    validation asks this every time); only when that does not hold does the whole search run."""
    compiler, flags = list(probe.compiler), list(probe.flags)
    try:
        if bisect.shows_guilty_pass(compiler, flags, test, judge(test), probe.name):
            return probe.name
        found = bisect.guilty_pass(compiler, flags, test, judge(test))
    except bisect.BisectError:
        return ""
    return found.guilty.name if found.guilty is not None else ""


class RegressionGuard:
    """``inner`` and, in the whole check, the original's verdict at every boundary release and the original's
    guilty pass.

    It is always a staged predicate (``is_interesting_quick``): the quick check is the inner predicate's
    quick check (or its whole one), so the engine speculates and validates chains with the guard.
    """

    def __init__(
        self,
        inner: Predicate,
        kept: Sequence[Boundary],
        judge: Judge,
        flags: Sequence[str],
        file_name: str,
        guilty_pass: PassProbe | None = None,
    ) -> None:
        self.inner = inner
        self.kept = list(kept)
        self.judge = judge
        self.flags = list(flags)
        self.file_name = Path(file_name).name
        self.guilty_pass = guilty_pass
        # the engine asks a predicate for these when it has them (the after-crash pass, the bench's counts)
        self.crash_lines = getattr(inner, "crash_lines", None)

    @property
    def layout_insensitive(self) -> bool:
        """The inner predicate's (reducer/layout.py): the releases build the same tokens at the same flags,
        so whitespace cannot change their verdicts either. Read when asked: calibration sets the inner's."""
        return bool(getattr(self.inner, "layout_insensitive", False))

    def probes(self, variant: bytes, directory: Path) -> list[CheckRecord]:
        """What each boundary release, then the pass search, says of ``variant``, up to the first probe unlike
        the original."""
        test = directory / self.file_name
        test.write_bytes(variant)
        records = []
        for boundary in self.kept:
            verdict = self.judge(test)(boundary.release.command, self.flags)
            expected = "fails" if boundary.verdict is bisect.Mark.BAD else "passes"
            check = f"it {expected} with {boundary.release.name}, as the original does"
            records.append(CheckRecord(check, verdict is boundary.verdict, verdict.value))
            if verdict is not boundary.verdict:
                return records
        if self.guilty_pass is not None:
            name = guilty_pass_name(self.guilty_pass, test, self.judge)
            check = f"its guilty pass (opt-bisect) is {self.guilty_pass.name}, as the original's"
            records.append(CheckRecord(check, name == self.guilty_pass.name, name or "none found"))
        return records

    def keeps_regression(self, variant: bytes) -> bool:
        with scratch_dir(prefix="reportsmith-regression-") as scratch:
            return all(record.passed for record in self.probes(variant, scratch.path))

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        return self.inner.is_interesting(variant, scratch) and self.keeps_regression(variant)

    def is_interesting_quick(self, variant: bytes, scratch: ScratchDir) -> bool:
        quick = getattr(self.inner, "is_interesting_quick", self.inner.is_interesting)
        return bool(quick(variant, scratch))

    def audit(self, text: bytes) -> list[CheckRecord]:
        """The inner predicate's audit (when it has one), then what each probe found on ``text``."""
        records = list(self.inner.audit(text)) if hasattr(self.inner, "audit") else []
        with scratch_dir(prefix="reportsmith-regression-") as scratch:
            return records + self.probes(text, scratch.path)


def check_boundaries(
    judge: Judge, original: bytes, file_name: str, flags: Sequence[str], names: Sequence[str]
) -> list[Boundary]:
    """The boundaries ``--keep-range A..B`` names, with the verdicts the original has there: they must
    differ (one release fails, the other passes), or there is no range to keep."""
    releases = [bisect.Release.from_command(name) for name in names]
    with scratch_dir(prefix="reportsmith-regression-") as scratch:
        test = scratch.path / Path(file_name).name
        test.write_bytes(original)
        kept = [Boundary(release, judge(test)(release.command, flags)) for release in releases]
    if {b.verdict for b in kept} != {bisect.Mark.GOOD, bisect.Mark.BAD}:
        said = ", ".join(f"{b.release.name}: {b.verdict.value}" for b in kept)
        raise ValueError(
            "--keep-range: the original must fail with one of the two releases and pass with the other "
            f"({said})"
        )
    return kept


# -- the reduce stage's side: learn the original's regression, then guard the predicate with it -------------
def _judge(app: App, failure: Failure) -> Judge:
    return lambda test: probe_predicate(app, failure, test, across_releases=True)


def _pass_probe(app: App, failure: Failure, name: str) -> PassProbe:
    compiler = tuple(split_command(failure.compiler_command))
    return PassProbe(compiler, tuple(probe_flags(failure)), name)


def _searches_pass(app: App, failure: Failure) -> bool:
    wrong_code = failure.verdict == FailureKind.WRONG_CODE
    family = app.config.compiler_family(failure.compiler, failure.compiler_command)
    return wrong_code and app.config.bisect.passes and family is CompilerFamily.CLANG


def learn_regression(app: App, failure: Failure) -> KeptRegression | None:
    """The original's release range with its boundaries and, for clang's wrong code, its guilty pass (None:
    nothing to learn, or ``[reduce] keep_regression`` is off); what an earlier session of the reduction
    learned is reused."""
    if not app.config.reduce.keep_regression or failure.verdict not in BISECTED_VERDICTS:
        return None
    earlier = failure.reduction.kept_regression if failure.reduction is not None else None
    if earlier is not None:
        return earlier
    releases = installed_releases(app, failure)
    report, kept = None, []
    compiler = split_command(failure.compiler_command)
    with scratch_dir(prefix="reportsmith-regression-") as scratch:
        test = scratch.path / failure.test_name
        test.write_bytes(failure.test_bytes)
        if releases is not None and len(releases) >= 2:
            predicate = probe_predicate(app, failure, test, across_releases=True)
            report = bisect.first_bad_release(releases, predicate, probe_flags(failure))
            kept = boundaries(report, compiler)
        name = ""
        if _searches_pass(app, failure):
            name = guilty_pass_name(_pass_probe(app, failure, ""), test, _judge(app, failure))
    if report is None and not name:
        return None
    return kept_regression(report, kept, name)


def guard(app: App, failure: Failure, inner: Predicate, kept: KeptRegression | None) -> Predicate:
    """``inner``, demanding the original's verdict at ``kept``'s boundary releases and its guilty pass
    (``inner`` itself when there is nothing to keep)."""
    if kept is None:
        return inner
    releases = installed_releases(app, failure)
    by_name = {release.name: release for release in (releases.releases if releases is not None else [])}
    kept_boundaries = [
        Boundary(by_name[name], verdict) for name, verdict in kept.boundaries.items() if name in by_name
    ]
    probe = _pass_probe(app, failure, kept.guilty_pass) if kept.guilty_pass else None
    if not kept_boundaries and probe is None:
        return inner
    return RegressionGuard(
        inner, kept_boundaries, _judge(app, failure), probe_flags(failure), failure.test_name, probe
    )
