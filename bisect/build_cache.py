"""Building a compiler at a commit, with a cache of builds keyed by commit hash under a disk budget.

A :class:`GitBuildRecipe` says how to build: shell commands with the placeholders ``{src}`` (a fresh git
worktree of the commit), ``{prefix}`` (where to install) and ``{jobs}``, and a compiler command template
(``"{prefix}/bin/tcc"``). :class:`BuildCache` builds each commit at most once:

* every build runs in its own ``git worktree add --detach`` checkout, removed afterwards, so the user's
  checkout is never touched and builds cannot see each other's object files;
* a successful build's install prefix stays in ``<cache>/builds/<hash>``; the index (:class:`DiskIndex`,
  ``index.json``, written atomically; the archive cache of :mod:`.archive` uses the same) remembers size and
  last use, and the least recently used builds are evicted when the total exceeds the budget (the build in
  use is never evicted);
* a failed build is remembered as failed (the commit is a *skip*, never rebuilt) and its log is kept in
  ``<cache>/logs/<hash>.log`` for the report.
"""

from __future__ import annotations

import enum
import json
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from string import Formatter

from reportsmith.bisect.checkpoint import write_json_atomically
from reportsmith.bisect.engine import short
from reportsmith.bisect.errors import GitError, RecipeError
from reportsmith.common.process import Limits, remove_tree, run_limited, split_command

PLACEHOLDERS = frozenset({"src", "prefix", "jobs"})


def _check_template(template: str, allowed: frozenset[str], where: str) -> None:
    try:
        names = {name for _, name, _, _ in Formatter().parse(template) if name is not None}
    except ValueError as error:
        raise RecipeError(f"{where}: malformed template {template!r} ({error})") from error
    unknown = names - allowed
    if unknown:
        raise RecipeError(
            f"{where}: unknown placeholder(s) {', '.join(sorted(unknown))} in {template!r}; "
            f"allowed: {', '.join('{' + n + '}' for n in sorted(allowed))}"
        )


class BuildStatus(enum.StrEnum):
    """A cached build, as ``index.json`` records it."""

    OK = "ok"
    FAILED = "failed"  # the commit does not build: a skip, remembered so it is not built again


@dataclass
class GitBuildRecipe:
    """How to build and run a compiler from its git repository."""

    repository: Path
    #: Shell commands run in order in the worktree; placeholders {src} {prefix} {jobs}.
    build: list[str]
    #: The compiler command once built, e.g. "{prefix}/bin/tcc"; placeholders {prefix} {src}.
    compiler: str
    cache_dir: Path
    cache_budget_mb: int = 4096
    jobs: int = 2
    build_timeout: float = 1800.0

    def __post_init__(self) -> None:
        self.repository = Path(self.repository).expanduser().resolve()
        self.cache_dir = Path(self.cache_dir).expanduser().resolve()
        if not self.build:
            raise RecipeError("build recipe: 'build' needs at least one shell command")
        for index, command in enumerate(self.build):
            _check_template(command, PLACEHOLDERS, f"build recipe: build[{index}]")
        _check_template(self.compiler, frozenset({"prefix", "src"}), "build recipe: compiler")
        if not (self.repository / ".git").exists() and not (self.repository / "HEAD").exists():
            raise GitError(f"{self.repository}: not a git repository")

    def compiler_command(self, prefix: Path) -> list[str]:
        return split_command(self.compiler.format(prefix=prefix, src=prefix))


@dataclass
class BuildOutcome:
    commit: str
    prefix: Path | None
    log: Path
    cached: bool
    seconds: float

    @property
    def ok(self) -> bool:
        return self.prefix is not None


def tree_size(path: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_size
            except OSError:
                pass
    return total


class DiskIndex:
    """Builds kept on disk by name, with their size and last use, in ``index.json`` (written atomically);
    the least recently used builds are evicted when the total exceeds a budget.

    Shared by :class:`BuildCache` (builds from git) and :class:`~.archive.BuildArchive` (unpacked downloads):
    one eviction rule. Entries whose ``status`` is not ``"ok"`` (a build that failed) take no space and stay.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.entries: dict[str, dict] = {}
        if path.exists():
            try:
                self.entries = json.loads(path.read_text())
            except ValueError:
                self.entries = {}  # a damaged index only costs rebuilds or downloads

    def save(self) -> None:
        write_json_atomically(self.path, self.entries)

    def touch(self, name: str) -> None:
        """Mark ``name`` used now (and save)."""
        self.entries[name]["last_used"] = time.time()
        self.save()

    def evict(self, budget_bytes: int, keep: str, remove: Callable[[str], None]) -> list[str]:
        """Remove (``remove(name)``, then from the index) the least recently used builds until what stays
        fits ``budget_bytes``; ``keep`` (the build in use) is never evicted. Returns the names removed."""
        built = sorted(
            (entry["last_used"], name)
            for name, entry in self.entries.items()
            if entry.get("status", BuildStatus.OK) == BuildStatus.OK
        )
        total = sum(self.entries[name]["size"] for _, name in built)
        evicted = []
        for _, name in built:
            if total <= budget_bytes:
                break
            if name == keep:
                continue
            total -= self.entries[name]["size"]
            remove(name)
            del self.entries[name]
            evicted.append(name)
        return evicted


@dataclass
class BuildCache:
    recipe: GitBuildRecipe
    builds_run: int = 0
    builds_failed: int = 0
    cache_hits: int = 0
    evictions: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.root = self.recipe.cache_dir
        for sub in ("builds", "logs", "worktrees"):
            (self.root / sub).mkdir(parents=True, exist_ok=True)
        self.lru = DiskIndex(self.root / "index.json")
        self.index = self.lru.entries

    def prefix_of(self, commit: str) -> Path:
        return self.root / "builds" / commit

    def log_of(self, commit: str) -> Path:
        return self.root / "logs" / f"{commit}.log"

    def get(self, commit: str) -> BuildOutcome:
        """The installed build of ``commit``, building it first when it is not cached."""
        entry = self.index.get(commit)
        if entry and (entry["status"] == BuildStatus.FAILED or self.prefix_of(commit).is_dir()):
            self.cache_hits += 1
            self.lru.touch(commit)
            prefix = self.prefix_of(commit) if entry["status"] == BuildStatus.OK else None
            return BuildOutcome(commit, prefix, self.log_of(commit), True, 0.0)
        return self._build(commit)

    def _git(self, *args: str) -> None:
        result = run_limited(["git", "-C", str(self.recipe.repository), *args], limits=Limits(timeout=600))
        if not result.ok:
            raise GitError(f"git {' '.join(args)} failed in {self.recipe.repository}: {result.err.strip()}")

    def _build(self, commit: str) -> BuildOutcome:
        started = time.monotonic()
        worktree = self.root / "worktrees" / commit
        prefix = self.prefix_of(commit)
        for stale in (worktree, prefix):
            if stale.exists():
                remove_tree(stale)
        self._git("worktree", "prune")
        self._git("worktree", "add", "--detach", "--force", str(worktree), commit)
        ok = True
        with self.log_of(commit).open("w") as log:
            try:
                for template in self.recipe.build:
                    command = template.format(src=worktree, prefix=prefix, jobs=self.recipe.jobs)
                    log.write(f"$ {command}\n")
                    result = run_limited(
                        ["sh", "-c", command],
                        cwd=worktree,
                        limits=Limits(
                            timeout=self.recipe.build_timeout, memory_mb=None, output_bytes=1 << 20
                        ),
                    )
                    log.write(result.output)
                    if not result.ok:
                        status = "timed out" if result.timed_out else f"exit status {result.returncode}"
                        log.write(f"\n[reportsmith] build step failed ({status})\n")
                        ok = False
                        break
            finally:
                self._git("worktree", "remove", "--force", str(worktree))
        seconds = time.monotonic() - started
        self.builds_run += 1
        if ok and not prefix.is_dir():
            with self.log_of(commit).open("a") as log:
                log.write(f"\n[reportsmith] the build did not create the prefix {prefix}\n")
            ok = False
        if not ok:
            self.builds_failed += 1
            if prefix.exists():
                remove_tree(prefix)
            self.index[commit] = {
                "status": BuildStatus.FAILED, "size": 0, "last_used": time.time(), "seconds": seconds
            }
            self.lru.save()
            return BuildOutcome(commit, None, self.log_of(commit), False, seconds)
        self.index[commit] = {
            "status": BuildStatus.OK,
            "size": tree_size(prefix),
            "last_used": time.time(),
            "seconds": seconds,
        }
        budget = self.recipe.cache_budget_mb * 1024 * 1024
        self.evictions += self.lru.evict(budget, keep=commit, remove=lambda c: remove_tree(self.prefix_of(c)))
        self.lru.save()
        return BuildOutcome(commit, prefix, self.log_of(commit), False, seconds)

    def cached_commits(self) -> list[str]:
        return sorted(
            c for c, e in self.index.items() if e["status"] == BuildStatus.OK and self.prefix_of(c).is_dir()
        )


__all__: Sequence[str] = ["BuildCache", "BuildOutcome", "DiskIndex", "GitBuildRecipe", "short"]
