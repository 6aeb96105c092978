"""The release range the bisect stage states is the original test's, and the reports say when the reduced
test's range differs (a reduction keeps the failure, not the release range: llvm#70566's reduction also
failed with clang-14, where the original passes).

Three "releases" wrap gcc: from mycc-2 on they miscompile ``x - y`` into ``x + y``; mycc-1 does too unless
the file still holds the code that kept it correct there (``guard``), which the "reduction" removed. The
stage must state mycc-2 as the first bad release, with the reduced test's range beside it.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.bisection import bisect_failure
from reportsmith.config import Bisect, ReleaseSeries, load_config
from reportsmith.pipeline import ingest_stage
from reportsmith.report.drafting import render_for
from reportsmith.store import Failure
from reportsmith.store.failures import list_failures
from rich.console import Console

RELEASE = """#!{python}
import re, subprocess, sys
args = sys.argv[1:]
for i, arg in enumerate(args):
    if arg.endswith(".c"):
        text = open(arg).read()
        if {version} >= 2 or "guard" not in text:
            out = arg[:-2] + "_opt.c"
            open(out, "w").write(re.sub(r"x - y", "x + y", text))
            args[i] = out
sys.exit(subprocess.call(["gcc", *args]))
"""
ORIGINAL = """#include <stdio.h>
static int guard(int v) { return v; }
int main(void) { int x = 7, y = 3; printf("%d\\n", guard(x - y)); return 0; }
"""
REDUCED = '#include <stdio.h>\nint main(void) { int x = 7, y = 3; printf("%d\\n", x - y); return 0; }\n'


@pytest.fixture
def app(data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for version in (1, 2, 3):
        release = bin_dir / f"mycc-{version}"
        release.write_text(RELEASE.format(python=sys.executable, version=version))
        release.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    (tmp_path / "reportsmith.toml").write_text(
        '[[compilers]]\nname = "mycc-3"\ncommand = "mycc-3"\nflag_sets = ["-O2"]\n\n'
        '[[references]]\nname = "gcc"\ncommand = "gcc"\nflag_sets = ["-O0 -w"]\n'
    )
    config = load_config(tmp_path / "reportsmith.toml")
    series = ReleaseSeries(compiler="mycc-3", releases=["mycc-1", "mycc-2", "mycc-3"])
    app = App(dataclasses.replace(config, bisect=Bisect(releases=[series], flags=False, passes=False)))
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "minus.c").write_text(ORIGINAL)
    (inbox / "minus.toml").write_text('compiler = "mycc-3"\nflags = "-O2"\nexpect = "wrong-code"\n')
    ingest_stage(app, [inbox], Console(quiet=True))
    return app


def _reduce_to(app: App, text: str) -> Failure:
    """What the reduce stage stores: the reduced test's bytes (this one keeps the failure)."""
    (failure,) = list_failures(app.store)
    assert failure.verdict == "wrong-code", failure.reason
    with app.store.transaction() as session:
        stored = session.get(Failure, failure.id)
        assert stored is not None
        stored.reduced_bytes = text.encode()
    (failure,) = list_failures(app.store)
    return failure


def test_the_stated_range_is_the_originals_and_reports_say_the_reduced_one_differs(app: App) -> None:
    found = bisect_failure(app, _reduce_to(app, REDUCED))
    assert found.releases is not None and found.releases.test == "original"
    assert found.releases.marks == {"mycc-1": "good", "mycc-2": "bad", "mycc-3": "bad"}
    assert found.reduced_releases is not None and found.reduced_releases.test == "reduced"
    assert found.reduced_releases.marks == {"mycc-1": "bad", "mycc-2": "bad", "mycc-3": "bad"}
    assert (found.regression, found.last_good, found.first_bad) == (True, "mycc-1", "mycc-2")
    assert found.summary == (
        "regression: passes with mycc-1, fails since mycc-2 (mycc-1: passes, mycc-2: fails, mycc-3: fails) "
        "with the original test; "
        "fails with every tested release (mycc-1, mycc-2, mycc-3) with the reduced test"
    )
    (stored,) = list_failures(app.store)
    assert stored.bisection == found
    bugzilla = render_for(app, stored, "bugzilla").body
    assert "Known to work: 1\nKnown to fail: 2 3\n" in bugzilla
    assert (
        "the reduced test case: fails with every tested release (mycc-1, mycc-2, mycc-3) (the reduction kept "
        "the failure, not the release range"
    ) in bugzilla
    github = render_for(app, stored, "github").body
    assert "the reduced test below: fails with every tested release" in github


def test_no_note_when_the_reduction_keeps_the_range(app: App) -> None:
    kept = REDUCED.replace("x - y", "guard(x - y)").replace(
        "int main", "int guard(int v) { return v; }\nint main"
    )
    found = bisect_failure(app, _reduce_to(app, kept))
    assert found.releases is not None and found.reduced_releases is not None
    assert found.reduced_releases.marks == found.releases.marks
    assert found.summary == (
        "regression: passes with mycc-1, fails since mycc-2 (mycc-1: passes, mycc-2: fails, mycc-3: fails)"
    )
    (stored,) = list_failures(app.store)
    assert "the reduced test case:" not in render_for(app, stored, "bugzilla").body
    assert "the reduced test below:" not in render_for(app, stored, "github").body
