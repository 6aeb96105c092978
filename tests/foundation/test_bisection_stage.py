"""The bisect stage through ``bot/bisection.py`` on a real git history: a tiny "compiler" (a Python wrapper
around gcc) whose history introduces a miscompilation at a known commit, only at -O2, hidden by disabling one
GCC pass. The stage must name the commit, the minimal flags and the pass, store them, and the drafted report
must say them in the right places."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.config import Bisect, GitRecipe, load_config
from reportsmith.pipeline import ingest_stage
from reportsmith.report.drafting import render_for
from reportsmith.store.failures import list_failures
from rich.console import Console

#: gcc, except that a buggy version at -O2 "optimizes" 'x - y' into 'x + y', unless tree-vrp1 is disabled.
COMPILER = """#!{python}
import re, subprocess, sys
BUGGY = {buggy}
args = sys.argv[1:]
if BUGGY and "-O2" in args and "-fdisable-tree-vrp1" not in args:
    for i, arg in enumerate(args):
        if arg.endswith(".c"):
            out = arg[:-2] + "_opt.c"
            open(out, "w").write(re.sub(r"x - y", "x + y", open(arg).read()))
            args[i] = out
sys.exit(subprocess.call(["gcc", *args]))
"""
BUILD = 'mkdir -p "$1/bin" && cp cc.py "$1/bin/cc" && chmod +x "$1/bin/cc"\n'
TEST = '#include <stdio.h>\nint main(void) { int x = 7, y = 3; printf("%d\\n", x - y); return 0; }\n'
#: commit 5 of 9 brings the bug
STATES = ["ok"] * 5 + ["bug"] * 4


def _history(root: Path) -> list[str]:
    repo = root / "compiler"
    repo.mkdir()
    env = {**os.environ, "GIT_COMMITTER_DATE": "2024-01-01T10:00:00"}

    def git(*args: str) -> str:
        run = subprocess.run(
            ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=env
        )
        return run.stdout.strip()

    git("init", "-q", "-b", "main")
    git("config", "user.name", "Ada Tester")
    git("config", "user.email", "ada@example.org")
    (repo / "build.sh").write_text(BUILD)
    hashes = []
    for number, state in enumerate(STATES):
        (repo / "cc.py").write_text(COMPILER.format(python=sys.executable, buggy=state == "bug"))
        (repo / "VERSION").write_text(f"{number}\n")
        git("add", "-A")
        git("commit", "-q", "-m", f"change {number}: {'fold x - y' if state == 'bug' else 'tidy'}")
        hashes.append(git("rev-parse", "HEAD"))
    return hashes


@pytest.fixture
def app_with_history(data_dir: Path, tmp_path: Path) -> tuple[App, list[str]]:
    hashes = _history(tmp_path)
    newest = tmp_path / "cc"  # the compiler under test: the newest commit, built
    newest.write_text((tmp_path / "compiler" / "cc.py").read_text())
    newest.chmod(0o755)
    config_text = f"""
[[compilers]]
name = "mycc"
command = "{newest}"
flag_sets = ["-O2"]

[[references]]
name = "gcc"
command = "gcc"
flag_sets = ["-O0 -w"]
"""
    (tmp_path / "reportsmith.toml").write_text(config_text)
    config = load_config(tmp_path / "reportsmith.toml")
    recipe = GitRecipe(
        compiler="mycc",
        repository=str(tmp_path / "compiler"),
        build=["sh {src}/build.sh {prefix}"],
        binary="{prefix}/bin/cc",
        old=hashes[2],  # two older commits: the stage probes check_before=2 commits before the range
        new=hashes[-1],
    )
    app = App(dataclasses.replace(config, bisect=Bisect(git=[recipe], flags=True, passes=True)))
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "minus.c").write_text(TEST)
    (inbox / "minus.toml").write_text('compiler = "mycc"\nflags = "-O2"\nexpect = "wrong-code"\n')
    ingest_stage(app, [inbox], Console(quiet=True))
    return app, hashes


def test_bisect_stage_names_commit_flags_and_pass_and_the_report_says_them(app_with_history) -> None:
    from reportsmith.bisection import bisect_failure

    app, hashes = app_with_history
    (failure,) = list_failures(app.store)
    assert failure.verdict == "wrong-code", failure.reason
    found = bisect_failure(app, failure)
    assert found.culprit is not None and found.culprit.commit == hashes[5], found.notes
    assert "change 5: fold x - y" in found.culprit.summary
    assert found.git is not None and found.git.search == "regression" and found.git.builds >= 2
    assert found.minimal_flags == ["-O2"]
    assert "tree-vrp1" in found.hiding_passes, found
    assert f"culprit: {found.culprit.summary}" in found.summary and "tree-vrp1" in found.summary
    (stored,) = list_failures(app.store)
    assert stored.bisection == found  # stored typed, read back typed
    body = render_for(app, stored, "github").body
    flags_section = body[body.index("### Flags") : body.index("### Regression range")]
    range_section = body[body.index("### Regression range") :].split("\n### ", 1)[0]
    assert "minimal flags that still fail: `-O2`" in flags_section
    assert f"culprit: `{hashes[5]} " in range_section and "change 5: fold x - y`" in range_section
    assert "hidden by disabling GCC passes: `tree-vrp1`" in range_section
    assert "not bisected" not in body
