"""Git bisection of a compiler: the first commit that shows the failure (or the first that fixes it).

The range is the first-parent history from the old end to the new end (``git rev-list --first-parent``), so
merged side branches count as one step, as in a project's own history. Each probed commit is built by the
:class:`~reportsmith.bisect.build_cache.BuildCache`; a commit that does not build is a skip (its log is kept
and reported). The culprit is reported with hash, author, date and subject.

Both ends are probed first (:mod:`.engine`): an end that says skip, or shows the wrong verdict, is refused
with :class:`~.errors.EndpointError` quoting what the script printed there (or the build log), before any
commit in between is built.

Range validation: after the search, ``check_before`` commits just before the old end are probed too. If any
of them already shows the new verdict, the failure is intermittent in history (or the old end was chosen
badly) and the report says its confidence is low.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.bisect.build_cache import BuildCache, GitBuildRecipe
from reportsmith.bisect.engine import (
    DEFAULT_MAX_SKIPS,
    ProbeRecord,
    Status,
    TransitionResult,
    search_range,
    short,
)
from reportsmith.bisect.errors import GitError
from reportsmith.bisect.predicate import BuildPredicate, output_tail, predicate_output
from reportsmith.common.predicates import Mark
from reportsmith.common.process import Limits, run_limited


def git(repository: Path, *args: str) -> str:
    result = run_limited(
        ["git", "-C", str(repository), *args], limits=Limits(timeout=300, output_bytes=64 << 20)
    )
    if not result.ok:
        raise GitError(
            f"git {' '.join(args)} failed in {repository}: {(result.err or result.start_error or '').strip()}"
        )
    return result.out


@dataclass(frozen=True)
class CommitInfo:
    hash: str
    author: str
    date: str
    subject: str

    def __str__(self) -> str:
        return f"{short(self.hash)} {self.date} {self.author}: {self.subject}"


def commit_info(repository: Path, revision: str) -> CommitInfo:
    fields = (
        git(repository, "show", "-s", "--format=%H%x00%an <%ae>%x00%aI%x00%s", revision).strip().split("\0")
    )
    return CommitInfo(*fields)


def resolve(repository: Path, revision: str) -> str:
    return git(repository, "rev-parse", "--verify", f"{revision}^{{commit}}").strip()


def commit_range(repository: Path, old: str, new: str) -> list[str]:
    """The first-parent commits from ``old`` to ``new``, both included, oldest first."""
    old_hash, new_hash = resolve(repository, old), resolve(repository, new)
    check = run_limited(["git", "-C", str(repository), "merge-base", "--is-ancestor", old_hash, new_hash])
    if check.returncode != 0:
        raise GitError(f"{old} is not an ancestor of {new} in {repository}; give the older revision first")
    between = git(repository, "rev-list", "--first-parent", "--reverse", f"{old_hash}..{new_hash}").split()
    return [old_hash, *between]


@dataclass
class GitBisectReport:
    result: TransitionResult
    culprits: list[CommitInfo]
    #: Commits that did not build, with their build logs.
    unbuildable: dict[str, Path] = field(default_factory=dict)
    #: Verdicts of the commits just before the range (range validation).
    before_range: dict[str, Mark] = field(default_factory=dict)
    builds: int = 0
    cache_hits: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def fix_search(self) -> bool:
        return self.result.old is Mark.BAD

    @property
    def summary(self) -> str:
        result, what = self.result, ("fixed" if self.fix_search else "first bad")
        if result.status is Status.FOUND:
            return f"{what} commit: {self.culprits[0]}"
        if result.status is Status.AMBIGUOUS:
            return (
                f"{what} commit is one of {len(self.culprits)} (skipped commits border the change): "
                + "; ".join(str(c) for c in self.culprits)
            )
        return f"interrupted; the change lies after {short(result.keys[result.last_old or 0])}"


def bisect_history(
    recipe: GitBuildRecipe,
    old: str,
    new: str,
    predicate: BuildPredicate,
    flags: Sequence[str] = (),
    *,
    old_verdict: Mark = Mark.GOOD,
    repeats: int = 1,
    checkpoint: str | Path | None = None,
    check_before: int = 0,
    on_probe: Callable[[ProbeRecord], None] | None = None,
    max_skips: int | None = DEFAULT_MAX_SKIPS,
) -> GitBisectReport:
    """Bisect the first-parent history from ``old`` to ``new``; see :func:`first_bad_revision`."""
    commits = commit_range(recipe.repository, old, new)
    cache = BuildCache(recipe)
    unbuildable: dict[str, Path] = {}

    def probe_commit(commit: str) -> tuple[Mark, str]:
        """The verdict, and what the script printed (or the failed build's log)."""
        build = cache.get(commit)
        if not build.ok:
            unbuildable[commit] = build.log
            log = build.log.read_text(errors="replace") if build.log.exists() else ""
            return Mark.SKIP, f"(the build failed; log {build.log})\n{output_tail(log)}"
        assert build.prefix is not None
        verdict = predicate(recipe.compiler_command(build.prefix), flags)
        return verdict, predicate_output(predicate)

    result = search_range(
        commits,
        probe_commit,
        old=old_verdict,
        repeats=repeats,
        checkpoint=checkpoint,
        on_probe=on_probe,
        max_skips=max_skips,
    )
    culprits = [commit_info(recipe.repository, commits[i]) for i in result.candidates]
    report = GitBisectReport(result, culprits, unbuildable, notes=list(result.notes))
    if check_before and result.status in (Status.FOUND, Status.AMBIGUOUS):
        # The old end and up to check_before commits before it; `old^` would fail on a root commit.
        ancestry = git(
            recipe.repository, "rev-list", "--first-parent", f"--max-count={check_before + 1}", commits[0]
        )
        for commit in ancestry.split()[1:]:
            report.before_range[commit] = probe_commit(commit)[0]
        wrong = [c for c, v in report.before_range.items() if v is result.new]
        if wrong:
            report.notes.append(
                "low confidence: commit(s) before the range already show "
                f"'{result.new.value}': {', '.join(short(c) for c in wrong)}"
            )
    if result.confidence < 0.99:
        report.notes.append(f"low confidence ({result.confidence:.2f}): flaky or unverified probes")
    report.builds, report.cache_hits = cache.builds_run, cache.cache_hits
    return report


def first_bad_revision(
    recipe: GitBuildRecipe,
    good: str,
    bad: str,
    predicate: BuildPredicate,
    flags: Sequence[str] = (),
    **options,
) -> GitBisectReport:
    """The first commit after ``good`` whose build shows the failure (``predicate`` says BAD)."""
    return bisect_history(recipe, good, bad, predicate, flags, old_verdict=Mark.GOOD, **options)


def first_fixed_revision(
    recipe: GitBuildRecipe,
    bad: str,
    fixed: str,
    predicate: BuildPredicate,
    flags: Sequence[str] = (),
    **options,
) -> GitBisectReport:
    """The first commit after ``bad`` whose build no longer shows the failure (fix search)."""
    return bisect_history(recipe, bad, fixed, predicate, flags, old_verdict=Mark.BAD, **options)
