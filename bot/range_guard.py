"""Keeping the regression: a reduction stays on the bug it started from, not just on *a* failure.

A reduction keeps a failure's signature, not its release range. The quick start's llvm#70566 fails since
clang-15; one of its reductions failed with clang-16 only, another with clang-14 too: a miscompilation was
kept, perhaps another bug. So before reducing, the original's release range is learned (each release of the
compiler's ``[[bisect.releases]]`` series probed as the bisect stage probes it: a handful of compiles), and
every variant must give the original's verdict on both sides of each change of verdict — fail with the first
bad release and pass with the last good one of a regression, the other way round for a fix.

The boundary probes run in the *whole* predicate only: a reducer that speculates (reducer/speculation.py)
decides steps on the inner predicate's quick check and validates its chain with the range, so a step costs
no extra compile, and what is kept (and stored) always has the range. :meth:`RangeKeepingPredicate.audit`
says what each boundary release did on a text, for the report's validity list.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from reportsmith.app import App
from reportsmith.bisect import api as bisect
from reportsmith.bisection import BISECTED_VERDICTS, installed_releases, probe_flags, probe_predicate
from reportsmith.common.process import ScratchDir, scratch_dir, split_command
from reportsmith.reducer import Predicate
from reportsmith.reducer.wrong_code import CheckRecord
from reportsmith.store import Failure
from reportsmith.store.results import KeptRange

#: Makes the bisect predicate that judges a test file (the variant, written into a scratch directory).
Judge = Callable[[Path], bisect.Predicate]


@dataclass(frozen=True)
class Boundary:
    """One release next to a change of verdict, and the verdict the original has there."""

    release: bisect.Release
    verdict: bisect.Mark


def boundaries(report: bisect.ReleaseReport, compiler_under_test: Sequence[str]) -> list[Boundary]:
    """The releases on both sides of every change of verdict in ``report``, with their verdicts; the compiler
    under test itself is left out (the inner predicate already demands that it fails)."""
    names = {name for pair in (*report.regressions, *report.fixes) for name in pair}
    return [
        Boundary(release, report.verdicts[release.name])
        for release in report.releases
        if release.name in names and release.command[0] != compiler_under_test[0]
    ]


def kept_range(report: bisect.ReleaseReport, kept: Sequence[Boundary]) -> KeptRange:
    """What is stored with the reduction: the original's range and the releases each variant must match."""
    return KeptRange(
        summary=report.summary,
        verdicts=dict(report.verdicts),
        boundaries={b.release.name: b.verdict for b in kept},
    )


def parse_range(text: str) -> tuple[str, str]:
    """``--keep-range GOOD..BAD`` (a regression: passes with GOOD, fails with BAD); for a fix, BAD..GOOD is
    told apart by which of the two fails on the original (see :func:`check_boundaries`)."""
    first, sep, second = text.partition("..")
    if not sep or not first.strip() or not second.strip():
        raise ValueError(f"--keep-range: expected RELEASE..RELEASE (e.g. clang-14..clang-15), got {text!r}")
    for name in (first.strip(), second.strip()):
        if shutil.which(name) is None:
            raise ValueError(f"--keep-range: {name} is not an installed compiler (not found on PATH)")
    return first.strip(), second.strip()


class RangeKeepingPredicate:
    """``inner`` and, in the whole check, the original's verdict at every boundary release.

    It is always a staged predicate (``is_interesting_quick``): the quick check is the inner predicate's
    quick check (or its whole one), so the engine speculates and validates chains with the boundaries.
    """

    def __init__(
        self,
        inner: Predicate,
        kept: Sequence[Boundary],
        judge: Judge,
        flags: Sequence[str],
        file_name: str,
    ) -> None:
        self.inner = inner
        self.kept = list(kept)
        self.judge = judge
        self.flags = list(flags)
        self.file_name = Path(file_name).name
        # the engine asks a predicate for these when it has them (the after-crash pass, the bench's counts)
        self.crash_lines = getattr(inner, "crash_lines", None)

    def verdicts(self, variant: bytes, directory: Path) -> list[tuple[Boundary, bisect.Mark]]:
        """Each boundary release's verdict on ``variant``, up to the first unlike the original's."""
        test = directory / self.file_name
        test.write_bytes(variant)
        judged = []
        for boundary in self.kept:
            verdict = self.judge(test)(boundary.release.command, self.flags)
            judged.append((boundary, verdict))
            if verdict is not boundary.verdict:
                break
        return judged

    def keeps_range(self, variant: bytes) -> bool:
        with scratch_dir(prefix="reportsmith-range-") as scratch:
            return all(verdict is b.verdict for b, verdict in self.verdicts(variant, scratch.path))

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        return self.inner.is_interesting(variant, scratch) and self.keeps_range(variant)

    def is_interesting_quick(self, variant: bytes, scratch: ScratchDir) -> bool:
        quick = getattr(self.inner, "is_interesting_quick", self.inner.is_interesting)
        return bool(quick(variant, scratch))

    def audit(self, text: bytes) -> list[CheckRecord]:
        """The inner predicate's audit (when it has one), then what each boundary release did on ``text``."""
        records = list(self.inner.audit(text)) if hasattr(self.inner, "audit") else []
        with scratch_dir(prefix="reportsmith-range-") as scratch:
            judged = self.verdicts(text, scratch.path)
        for boundary, verdict in judged:
            expected = "fails" if boundary.verdict is bisect.Mark.BAD else "passes"
            check = f"it {expected} with {boundary.release.name}, as the original does"
            records.append(CheckRecord(check, verdict is boundary.verdict, f"{verdict.value}"))
        return records


def check_boundaries(
    judge: Judge, original: bytes, file_name: str, flags: Sequence[str], names: Sequence[str]
) -> list[Boundary]:
    """The boundaries ``--keep-range A..B`` names, with the verdicts the original has there: they must
    differ (one release fails, the other passes), or there is no range to keep."""
    releases = [bisect.Release.from_command(name) for name in names]
    with scratch_dir(prefix="reportsmith-range-") as scratch:
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


# -- the reduce stage's side: learn the original's range, then guard the predicate with it -----------------
def learn_range(app: App, failure: Failure) -> KeptRange | None:
    """The original's release range and its boundaries (None: no release series for its compiler, or
    ``[reduce] keep_range`` is off); a range learned by an earlier session of the reduction is reused."""
    if not app.config.reduce.keep_range or failure.verdict not in BISECTED_VERDICTS:
        return None
    earlier = failure.reduction.kept_range if failure.reduction is not None else None
    if earlier is not None:
        return earlier
    releases = installed_releases(app, failure)
    if releases is None or len(releases) < 2:
        return None
    with scratch_dir(prefix="reportsmith-range-") as scratch:
        test = scratch.path / failure.test_name
        test.write_bytes(failure.test_bytes)
        predicate = probe_predicate(app, failure, test, across_releases=True)
        report = bisect.first_bad_release(releases, predicate, probe_flags(failure))
    return kept_range(report, boundaries(report, split_command(failure.compiler_command)))


def guard(app: App, failure: Failure, inner: Predicate, kept: KeptRange | None) -> Predicate:
    """``inner``, demanding the original's verdict at ``kept``'s boundary releases (``inner`` itself when
    there is none)."""
    releases = installed_releases(app, failure)
    if kept is None or not kept.boundaries or releases is None:
        return inner
    by_name = {release.name: release for release in releases.releases}
    kept_boundaries = [
        Boundary(by_name[name], verdict)
        for name, verdict in kept.boundaries.items()
        if name in by_name
    ]
    return RangeKeepingPredicate(
        inner,
        kept_boundaries,
        lambda test: probe_predicate(app, failure, test, across_releases=True),
        probe_flags(failure),
        failure.test_name,
    )
