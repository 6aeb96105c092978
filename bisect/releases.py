"""Release bisection: which installed compiler releases show the failure, and where it started (or stopped).

The input is a :class:`ReleaseList`, oldest first (e.g. clang-14, clang-15, clang-16). Release lists are
short, so every release is probed and the report is the full table: "passes with clang-14, clang-15; fails
since clang-16", "fails with every tested release", and each good->bad step marked as a regression (bad->good
as a fix). Lists longer than :data:`EXHAUSTIVE_LIMIT` are binary-searched with the engine instead.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from reportsmith.bisect.engine import ProbeRecord, Status, decide, find_transition
from reportsmith.bisect.predicate import BuildPredicate
from reportsmith.common.predicates import Mark
from reportsmith.common.process import split_command

EXHAUSTIVE_LIMIT = 12


@dataclass(frozen=True)
class Release:
    name: str
    command: tuple[str, ...]

    @classmethod
    def from_command(cls, command: str | Sequence[str], name: str | None = None) -> Release:
        argv = tuple(split_command(command))
        return cls(name or argv[0], argv)

    @property
    def installed(self) -> bool:
        return shutil.which(self.command[0]) is not None


@dataclass
class ReleaseList:
    """Compiler releases, oldest first."""

    releases: list[Release]

    @classmethod
    def of(cls, *commands: str | Sequence[str]) -> ReleaseList:
        return cls([Release.from_command(c) for c in commands])

    def installed(self) -> ReleaseList:
        return ReleaseList([r for r in self.releases if r.installed])

    def __len__(self) -> int:
        return len(self.releases)


@dataclass
class ReleaseReport:
    releases: list[Release]
    #: release name -> the predicate's mark (good, bad, skip)
    marks: dict[str, Mark]
    #: (last release with the old verdict, first with the new one) for each change of verdict, oldest first.
    regressions: list[tuple[str, str]] = field(default_factory=list)
    fixes: list[tuple[str, str]] = field(default_factory=list)
    probes: int = 0

    @property
    def summary(self) -> str:
        decided = [(r.name, self.marks.get(r.name)) for r in self.releases if r.name in self.marks]
        values = {v for _, v in decided if v is not Mark.SKIP}
        if not values:
            return "no release could be tested"
        if values == {Mark.BAD}:
            return "fails with every tested release (" + ", ".join(n for n, _ in decided) + ")"
        if values == {Mark.GOOD}:
            return "passes with every tested release (" + ", ".join(n for n, _ in decided) + ")"
        parts = []
        for good, bad in self.regressions:
            parts.append(f"regression: passes with {good}, fails since {bad}")
        for bad, good in self.fixes:
            parts.append(f"fixed: fails with {bad}, passes since {good}")
        return "; ".join(parts)


def _transitions(names: list[str], verdicts: dict[str, Mark]) -> tuple[list, list]:
    regressions, fixes = [], []
    previous: tuple[str, Mark] | None = None
    for name in names:
        verdict = verdicts.get(name)
        if verdict is None or verdict is Mark.SKIP:
            continue
        if previous and previous[1] is not verdict:
            (regressions if verdict is Mark.BAD else fixes).append((previous[0], name))
        previous = (name, verdict)
    return regressions, fixes


def first_bad_release(
    releases: ReleaseList,
    predicate: BuildPredicate,
    flags: Sequence[str] = (),
    *,
    repeats: int = 1,
    on_probe: Callable[[str, Mark], None] | None = None,
) -> ReleaseReport:
    """Probe the releases with ``predicate`` and report where the verdict changes."""
    items = releases.releases
    verdicts: dict[str, Mark] = {}
    probes = 0
    if len(items) <= EXHAUSTIVE_LIMIT:
        for release in items:
            runs = [predicate(release.command, flags) for _ in range(max(1, repeats))]
            probes += 1
            verdict, _ = decide(runs)
            verdicts[release.name] = verdict
            if on_probe:
                on_probe(release.name, verdict)
    else:

        def report(record: ProbeRecord) -> None:
            verdicts[record.key] = record.verdict
            if on_probe:
                on_probe(record.key, record.verdict)

        result = find_transition(
            [r.name for r in items],
            lambda i: predicate(items[i].command, flags),
            repeats=repeats,
            on_probe=report,
        )
        probes = result.probe_count
        if result.status is Status.FOUND and result.last_old is not None:
            # The search assumed one change; fill in what it implies for the releases it did not probe.
            for index, release in enumerate(items):
                verdicts.setdefault(release.name, Mark.GOOD if index <= result.last_old else Mark.BAD)
    regressions, fixes = _transitions([r.name for r in items], verdicts)
    return ReleaseReport(items, verdicts, regressions, fixes, probes)
