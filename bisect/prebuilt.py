"""Bisection over prebuilt compilers: a third source beside installed releases and git history.

Two kinds of :class:`BuildSource` hold one build (an install prefix) per revision:

* :class:`BuildFolder`: a folder of installed builds named by revision, ``<folder>/<revision>/bin/gcc``
  (how GCC developers bisect with prebuilt binaries, e.g. marxin's gcc-bisect); a folder may be named by the
  full hash or by a unique prefix of it (at least 7 characters);
* :class:`~.archive.BuildArchive`: an HTTP archive of tarballs fetched on demand, checksummed and cached.

The order of the revisions comes from the compiler's git history (``repository``: the first-parent commits
from old to new, as :mod:`.git_history` bisects them), or else from the source's own list (an index file for
a folder, the archive's index). The search is the same engine as every other (:func:`.engine.search_range`:
ends first, skips, repeats and confidence, checkpoints): a revision without a build (missing from the folder
or the archive, or refused because its download is corrupt) is a *skip*, like a commit that does not build,
and the report says why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from reportsmith.bisect.archive import ArchiveError, BuildMissingError, names_revision
from reportsmith.bisect.engine import (
    DEFAULT_MAX_SKIPS,
    ProbeRecord,
    Status,
    TransitionResult,
    search_range,
    short,
)
from reportsmith.bisect.errors import BisectError
from reportsmith.bisect.git_history import CommitInfo, commit_info, commit_range
from reportsmith.bisect.predicate import BuildPredicate, predicate_output
from reportsmith.common.predicates import Mark
from reportsmith.common.process import split_command


class BuildSource(Protocol):
    """Where prebuilt compilers come from: an ordered list of revisions, and a prefix per revision."""

    def revisions(self) -> list[str]:
        """Revisions with a build, in the source's own order (oldest first)."""
        ...

    def prefix(self, revision: str) -> Path:
        """The install prefix of ``revision``'s build; :class:`BuildMissingError` when there is none."""
        ...


@dataclass
class BuildFolder:
    """A folder holding one installed build per revision, ``<folder>/<revision>/...``."""

    folder: Path
    #: A text file listing revisions oldest first (one a line, ``#`` comments); needed without a repository.
    order_file: Path | None = None

    def __post_init__(self) -> None:
        self.folder = Path(self.folder).expanduser().resolve()
        if not self.folder.is_dir():
            raise BisectError(f"{self.folder}: no such folder of prebuilt compilers")

    def revisions(self) -> list[str]:
        if self.order_file is None:
            raise BisectError(
                f"{self.folder}: a folder of builds has no order of its own; give the compiler's git "
                "repository or an order file (one revision a line, oldest first)"
            )
        try:
            lines = Path(self.order_file).expanduser().read_text().splitlines()
        except OSError as error:
            raise BisectError(f"{self.order_file}: cannot read the order file ({error.strerror})") from None
        return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]

    def prefix(self, revision: str) -> Path:
        exact = self.folder / revision
        if exact.is_dir():
            return exact
        matches = [
            child
            for child in self.folder.iterdir()
            if child.is_dir() and names_revision(child.name, revision)
        ]
        if len(matches) == 1:
            return matches[0]
        raise BuildMissingError(f"no build of {short(revision)} in {self.folder}")


def revision_range(source: BuildSource, old: str, new: str, repository: Path | None = None) -> list[str]:
    """The revisions from ``old`` to ``new``, both included, oldest first."""
    if repository is not None:
        return commit_range(repository, old, new)
    listed = source.revisions()

    def position(name: str, end: str) -> int:
        found = [
            i
            for i, revision in enumerate(listed)
            if names_revision(name, revision) or names_revision(revision, name)
        ]
        if len(found) != 1:
            what = "is not listed" if not found else f"matches {len(found)} revisions"
            raise BisectError(f"the {end} end {name!r} {what} in the builds' order ({len(listed)} revisions)")
        return found[0]

    first, last = position(old, "old"), position(new, "new")
    if first >= last:
        raise BisectError(f"{old} does not come before {new} in the builds' order; give the older one first")
    return listed[first : last + 1]


@dataclass
class PrebuiltReport:
    result: TransitionResult
    #: The candidate revisions (one when found); with ``commits`` when the order came from git.
    culprits: list[str]
    commits: list[CommitInfo] = field(default_factory=list)
    #: Revisions without a usable build, and why (missing, corrupt download): skipped.
    missing: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    @property
    def fix_search(self) -> bool:
        return self.result.old is Mark.BAD

    def _describe(self, index: int) -> str:
        return str(self.commits[index]) if self.commits else self.culprits[index]

    @property
    def summary(self) -> str:
        result, what = self.result, ("fixed" if self.fix_search else "first bad")
        if result.status is Status.FOUND:
            return f"{what} revision (prebuilt): {self._describe(0)}"
        if result.status is Status.AMBIGUOUS:
            listed = "; ".join(self._describe(i) for i in range(len(self.culprits)))
            count = len(self.culprits)
            return f"{what} revision is one of {count} (revisions without a build border it): {listed}"
        return f"interrupted; the change lies after {short(result.keys[result.last_old or 0])}"


def bisect_prebuilt(
    source: BuildSource,
    compiler: str,
    old: str,
    new: str,
    predicate: BuildPredicate,
    flags: Sequence[str] = (),
    *,
    repository: Path | None = None,
    old_verdict: Mark = Mark.GOOD,
    repeats: int = 1,
    validate: bool = False,
    checkpoint: str | Path | None = None,
    on_probe: Callable[[ProbeRecord], None] | None = None,
    max_skips: int | None = DEFAULT_MAX_SKIPS,
) -> PrebuiltReport:
    """Bisect the prebuilt builds from ``old`` to ``new``; ``compiler`` is the command in a build, with
    ``{prefix}`` (e.g. ``"{prefix}/bin/tcc"``)."""
    repository = Path(repository).expanduser() if repository is not None else None
    revisions = revision_range(source, old, new, repository)
    missing: dict[str, str] = {}

    def probe(revision: str) -> tuple[Mark, str]:
        """The verdict and what the predicate printed; a revision without a usable build is a skip."""
        try:
            prefix = source.prefix(revision)
        except (BuildMissingError, ArchiveError) as error:
            missing[revision] = str(error)
            return Mark.SKIP, f"(no usable build: {error})"
        verdict = predicate(split_command(compiler.format(prefix=prefix)), flags)
        return verdict, predicate_output(predicate)

    result = search_range(
        revisions,
        probe,
        old=old_verdict,
        repeats=repeats,
        validate=validate,
        checkpoint=checkpoint,
        on_probe=on_probe,
        max_skips=max_skips,
    )
    culprits = [revisions[i] for i in result.candidates]
    commits = [commit_info(repository, c) for c in culprits] if repository is not None else []
    report = PrebuiltReport(result, culprits, commits, missing, notes=list(result.notes))
    if result.confidence < 0.99:
        report.notes.append(f"low confidence ({result.confidence:.2f}): flaky or unverified probes")
    return report


def first_bad_prebuilt(
    source: BuildSource, compiler: str, good: str, bad: str, predicate: BuildPredicate, flags=(), **options
) -> PrebuiltReport:
    """The first prebuilt revision after ``good`` that shows the failure."""
    return bisect_prebuilt(source, compiler, good, bad, predicate, flags, old_verdict=Mark.GOOD, **options)


def first_fixed_prebuilt(
    source: BuildSource, compiler: str, bad: str, fixed: str, predicate: BuildPredicate, flags=(), **options
) -> PrebuiltReport:
    """The first prebuilt revision after ``bad`` that no longer shows the failure (fix search)."""
    return bisect_prebuilt(source, compiler, bad, fixed, predicate, flags, old_verdict=Mark.BAD, **options)
