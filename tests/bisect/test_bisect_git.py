"""Git bisection on tiny repositories the tests create: a "compiler" (a Python script wrapping gcc) whose
history introduces a miscompilation at a known commit, with unbuildable commits and a flaky probe."""

from __future__ import annotations

import math
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from reportsmith.bisect.build_cache import BuildCache, GitBuildRecipe
from reportsmith.bisect.engine import Status, probe_bound
from reportsmith.bisect.errors import EndpointError, TooManySkipsError
from reportsmith.bisect.git_history import first_bad_revision, first_fixed_revision
from reportsmith.bisect.predicates import OutputDiffersPredicate
from reportsmith.common.predicates import Mark

# The "compiler": gcc, except that a buggy version "optimizes" 'x - y' into 'x + y' in the source it is given.
COMPILER = """#!{python}
import os, re, subprocess, sys
BUGGY = {buggy}
args = sys.argv[1:]
if BUGGY:
    for i, arg in enumerate(args):
        if arg.endswith(".c"):
            text = re.sub(r"x - y", "x + y", open(arg).read())
            out = arg[:-2] + "_opt.c"
            open(out, "w").write(text)
            args[i] = out
sys.exit(subprocess.call(["gcc", *args]))
"""
BUILD = """#!/bin/sh
set -e
[ -e BROKEN ] && {{ echo "error: this revision does not build"; exit 1; }}
mkdir -p "$1/bin"
cp cc.py "$1/bin/cc"
chmod +x "$1/bin/cc"
"""
TEST = '#include <stdio.h>\nint main(void) { int x = 7, y = 3; printf("%d\\n", x - y); return 0; }\n'


def make_history(root: Path, states: Sequence[str]) -> list[str]:
    """One commit per state: "ok", "bug" (miscompiles) or "broken" (does not build). Returns the hashes."""
    repo = root / "compiler"
    repo.mkdir()

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
        ).stdout.strip()

    git("init", "-q", "-b", "main")
    git("config", "user.name", "Ada Tester")
    git("config", "user.email", "ada@example.org")
    (repo / "build.sh").write_text(BUILD.format())
    hashes = []
    buggy = False
    for number, state in enumerate(states):
        buggy = state == "bug" or (buggy and state == "broken")
        (repo / "cc.py").write_text(COMPILER.format(python=sys.executable, buggy=buggy))
        broken = repo / "BROKEN"
        if state == "broken":
            broken.write_text("x\n")
        else:
            broken.unlink(missing_ok=True)
        (repo / "VERSION").write_text(f"{number}\n")
        git("add", "-A")
        date = f"2024-01-{number % 28 + 1:02d}T10:00:00"
        git("commit", "-q", "-m", f"change {number}: {state}", "--date", date)
        hashes.append(git("rev-parse", "HEAD"))
    return hashes


def recipe(root: Path, budget_mb: int = 64) -> GitBuildRecipe:
    return GitBuildRecipe(
        repository=root / "compiler",
        build=["sh {src}/build.sh {prefix}"],
        compiler="{prefix}/bin/cc",
        cache_dir=root / "cache",
        cache_budget_mb=budget_mb,
    )


@pytest.fixture
def test_program(tmp_path: Path) -> Path:
    path = tmp_path / "minus.c"
    path.write_text(TEST)
    return path


def predicate_for(test_program: Path) -> OutputDiffersPredicate:
    return OutputDiffersPredicate(test_program, ("gcc",))


def test_culprit_found_with_exact_probe_bound(tmp_path: Path, test_program: Path) -> None:
    hashes = make_history(tmp_path, ["ok"] * 13 + ["bug"] * 8)  # 21 commits, the 14th miscompiles
    report = first_bad_revision(recipe(tmp_path), hashes[0], hashes[-1], predicate_for(test_program))
    assert report.result.status is Status.FOUND
    assert report.culprits[0].hash == hashes[13]
    assert report.culprits[0].author == "Ada Tester <ada@example.org>"
    assert report.culprits[0].subject == "change 13: bug" and report.culprits[0].date.startswith("2024-01-14")
    assert report.result.probe_count <= probe_bound(len(hashes)) == math.ceil(math.log2(20)) + 2
    assert report.builds == len({p.key for p in report.result.probes})  # each commit built once
    assert "first bad commit: " + hashes[13][:12] in report.summary


def test_unbuildable_commit_is_skipped_with_its_log(tmp_path: Path, test_program: Path) -> None:
    # The first midpoint (index 10) does not build: the search probes a neighbour and still pins the culprit.
    hashes = make_history(tmp_path, ["ok"] * 10 + ["broken"] + ["ok"] * 2 + ["bug"] * 8)
    report = first_bad_revision(recipe(tmp_path), hashes[0], hashes[-1], predicate_for(test_program))
    assert report.result.status is Status.FOUND and report.culprits[0].hash == hashes[13]
    assert list(report.unbuildable) == [hashes[10]]
    assert "this revision does not build" in report.unbuildable[hashes[10]].read_text()
    assert report.result.skipped == [10]


def test_unbuildable_commit_bordering_the_change_gives_an_ambiguous_range(
    tmp_path: Path, test_program: Path
) -> None:
    hashes = make_history(tmp_path, ["ok"] * 12 + ["broken", "bug"] + ["bug"] * 7)
    report = first_bad_revision(recipe(tmp_path), hashes[0], hashes[-1], predicate_for(test_program))
    assert report.result.status is Status.AMBIGUOUS
    assert [c.hash for c in report.culprits] == [hashes[12], hashes[13]]
    assert "one of 2" in report.summary


def test_flaky_probe_is_outvoted_and_reported(tmp_path: Path, test_program: Path) -> None:
    hashes = make_history(tmp_path, ["ok"] * 13 + ["bug"] * 8)
    truth = predicate_for(test_program)
    calls: dict[str, int] = {}

    def flaky(compiler: Sequence[str], flags: Sequence[str]) -> Mark:
        verdict = truth(compiler, flags)
        calls[compiler[0]] = calls.get(compiler[0], 0) + 1
        if hashes[10] in compiler[0] and calls[compiler[0]] == 1:  # the first probe of commit 10 lies
            return verdict.opposite()
        return verdict

    report = first_bad_revision(recipe(tmp_path), hashes[0], hashes[-1], flaky, repeats=3)
    assert report.culprits[0].hash == hashes[13]
    assert report.result.flaky == [10]
    assert report.result.confidence < 1.0
    assert any("low confidence" in note for note in report.notes)


def test_fix_search_and_range_validation(tmp_path: Path, test_program: Path) -> None:
    # Bug from commit 2 to 11 (fixed in 12); a bisection from 6 looks fine but commits 2-5 before it are bad.
    hashes = make_history(tmp_path, ["ok", "ok"] + ["bug"] * 10 + ["ok"] * 8)
    report = first_fixed_revision(
        recipe(tmp_path), hashes[6], hashes[-1], predicate_for(test_program), check_before=3
    )
    assert report.culprits[0].hash == hashes[12] and report.fix_search
    assert report.summary.startswith("fixed commit: ")
    assert report.before_range == {hashes[5]: Mark.BAD, hashes[4]: Mark.BAD, hashes[3]: Mark.BAD}
    assert not any("low confidence" in note for note in report.notes)  # bad before a fix range is expected
    with pytest.raises(EndpointError, match=f"the new end {hashes[-1][:12]} shows 'good', not 'bad'"):
        first_bad_revision(recipe(tmp_path), hashes[12], hashes[-1], predicate_for(test_program))


def test_unbuildable_commits_in_a_row_stop_the_search_with_the_build_log(
    tmp_path: Path, test_program: Path
) -> None:
    hashes = make_history(tmp_path, ["ok"] * 4 + ["broken"] * 13 + ["bug"] * 4)
    with pytest.raises(TooManySkipsError, match="(?s)3 probes in a row.*this revision does not build"):
        first_bad_revision(recipe(tmp_path), hashes[0], hashes[-1], predicate_for(test_program))
    report = first_bad_revision(
        recipe(tmp_path), hashes[0], hashes[-1], predicate_for(test_program), max_skips=None
    )
    assert report.result.status is Status.AMBIGUOUS
    assert [c.hash for c in report.culprits] == hashes[4:18]


def test_cache_reuses_builds_and_respects_the_budget(tmp_path: Path, test_program: Path) -> None:
    hashes = make_history(tmp_path, ["ok"] * 13 + ["bug"] * 8)
    first = first_bad_revision(recipe(tmp_path), hashes[0], hashes[-1], predicate_for(test_program))
    second = first_bad_revision(recipe(tmp_path), hashes[0], hashes[-1], predicate_for(test_program))
    assert first.builds > 0 and second.builds == 0
    assert second.cache_hits >= len({p.key for p in second.result.probes})
    cache = BuildCache(recipe(tmp_path, budget_mb=0))  # nothing fits: every build but the newest is evicted
    for commit in hashes[:3]:
        assert cache.get(commit).ok
    assert cache.cached_commits() == [hashes[2]]
    assert set(hashes[:2]) <= set(cache.evictions)


def test_range_validation_from_the_root_commit_checks_what_exists(tmp_path: Path, test_program: Path) -> None:
    # The old end is the repository's first commit: there is nothing before it to check, and that is no error
    # (`old^` used to fail there and the whole git search was lost).
    hashes = make_history(tmp_path, ["ok", "ok", "ok", "bug", "bug"])
    report = first_bad_revision(
        recipe(tmp_path), hashes[0], hashes[-1], predicate_for(test_program), check_before=2
    )
    assert report.culprits[0].hash == hashes[3]
    assert report.before_range == {}
    report = first_bad_revision(
        recipe(tmp_path), hashes[1], hashes[-1], predicate_for(test_program), check_before=2
    )
    assert report.before_range == {hashes[0]: Mark.GOOD}
