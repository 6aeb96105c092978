"""Each report to its project's tracker (issue 39), with both local trackers configured and their default
``families``: clang's failures go to GitHub (LLVM's issues), gcc's and g++'s to Bugzilla (GCC's), and tcc's
and pcc's nowhere: drafted, never filed automatically, with the reason in the dry run.

The bundled examples, ingested by the real oracle and retested with the real newest releases before
filing: the g++-12 ICE still fails with gcc-12; the clang-15 crash passes since clang-16 (fixed upstream).
The dry run's plan is what the real run files, asserted on the trackers; a run with the daily limit reached
says the fixed-upstream failure is fixed upstream, not held by the limit.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.cli import main
from reportsmith.config import default_config_path, load_config
from reportsmith.lifecycle import Actor
from reportsmith.report.drafting import draft_reports, list_reports
from reportsmith.review import ReviewError, approve, file_approved
from reportsmith.store.failures import get_failure, list_failures

ALICE = Actor("alice", "test")
CLANG, GCC, TCC = "clang-ubsan-assume-aligned.c", "gcc-lambda-alias-template.cpp", "tcc-rejects-pragma-pack.c"
#: The clang -O3 miscompilation: still fails with clang-16, the newest release the test configures for it.
LLVM = "clang-wrong-code-O3.c"


def _ids(app: App) -> dict[str, int]:
    return {f.test_name: f.id for f in list_failures(app.store)}


def _config(path: Path, servers, daily_limit: int) -> Path:  # type: ignore[no-untyped-def]
    """Both local trackers with the default families, auto-filing what people approved."""
    github, bugzilla = servers
    path.write_text(
        default_config_path().read_text()
        + f"""
[report]
auto_file = "approved"
daily_limit = {daily_limit}
[trackers]
backoff = 0.01
[trackers.github]
api_url = "{github.root}"
repository = "compilers/tcc"  # the repository the local GitHub serves
seconds_between_requests = 0.0
seconds_between_writes = 0.0
[trackers.bugzilla]
url = "{bugzilla.url}"
product = "gcc"
component = "c"
# The newest release the -O3 miscompile is retested with, pinned: clang-22 no longer has the bug, and the
# test is about routing, not about which later clang is installed.
[[verify]]
compiler = "clang-16"
newest = "clang-16"
"""
    )
    return path


def _cli(capsys, *argv: str) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out + captured.err


def test_each_failure_is_drafted_once_for_its_compilers_tracker(app: App) -> None:
    ids = _ids(app)
    failing = [f.id for f in list_failures(app.store) if f.verdict != "pass"]
    draft_reports(app, failing)
    routes = {(r.failure_id, r.tracker) for r in list_reports(app.store)}
    assert len(routes) == len(failing)  # one draft each
    clang = [f.id for f in list_failures(app.store) if f.compiler.startswith("clang") and f.id in failing]
    assert clang and all((i, "github") in routes for i in clang)
    assert (ids[GCC], "bugzilla") in routes and (ids[GCC], "github") not in routes
    assert (ids[TCC], "github") in routes  # a draft to read (its project's form); routed nowhere


def test_filing_by_hand_to_the_other_tracker_needs_force(
    app: App, servers, tmp_path, monkeypatch, capsys
) -> None:  # type: ignore[no-untyped-def]
    github, bugzilla = servers
    gcc = _ids(app)[GCC]
    config = _config(tmp_path / "routed.toml", servers, 3)
    monkeypatch.setenv("REPORTSMITH_DATA", str(app.config.data_path))
    status, out = _cli(capsys, "report", "draft", f"F{gcc}", "--config", str(config))  # to its route
    assert status == 0 and "title: ICE: Segmentation fault on valid C++20 lambda in alias template" in out
    assert [r.tracker for r in list_reports(app.store) if r.failure_id == gcc] == ["bugzilla"]
    approve(app.store, gcc, ALICE)
    with pytest.raises(ReviewError) as refused:
        file_approved(app, gcc, "github", ALICE)
    said = str(refused.value)
    assert said.startswith(f"F{gcc} is a gcc failure (gcc-12): its reports go to bugzilla")
    assert said.endswith("File it to bugzilla, or to github anyway with --force.")
    status, out = _cli(capsys, "report", "file", f"F{gcc}", "--tracker", "github", "--config", str(config))
    assert status != 0 and "--force" in out and github.issues.get("compilers/tcc", []) == []
    status, out = _cli(capsys, "report", "file", f"F{gcc}", "--tracker", "bugzilla", "--config", str(config))
    assert status == 0 and f"F{gcc}: filed" in out, out
    [bug] = bugzilla.bugs
    assert bug["summary"] == "ICE: Segmentation fault on valid C++20 lambda in alias template"
    assert bug["component"] == "c++"  # GCC files C++ front-end bugs under c++
    assert get_failure(app.store, gcc).status == "filed"


def _would_file(out: str) -> set[tuple[int, str]]:
    return {(int(m[1]), m[2]) for m in re.finditer(r"Would file F(\d+) to (\w+) ", out)}


def test_the_dry_run_is_the_real_run_and_the_real_reason_comes_first(
    app: App, servers, tmp_path, monkeypatch, capsys
) -> None:  # type: ignore[no-untyped-def]
    github, bugzilla = servers
    ids = _ids(app)
    chosen = [ids[CLANG], ids[GCC], ids[TCC], ids[LLVM]]
    draft_reports(app, chosen)
    for failure_id in chosen:
        approve(app.store, failure_id, ALICE)
    monkeypatch.setenv("REPORTSMITH_DATA", str(app.config.data_path))

    # The daily limit reached (0 a day): the fixed-upstream failure is said to be fixed upstream, tcc's to
    # have no tracker; only gcc's, which would be filed, waits for the limit.
    full = _config(tmp_path / "full.toml", servers, 0)
    status, dry = _cli(capsys, "report", "file", "--auto", "--dry-run", "--config", str(full))
    assert status == 0 and _would_file(dry) == set()
    fixed = (
        rf"Would hold F{ids[CLANG]} for github \(policy approved\): it is fixed upstream: it passes with "
        r"clang-\d+ .*\(fixed in clang-16\), so it is marked fixed and never filed\."
    )  # with the newest installed release of its series, whichever that is
    assert re.search(fixed, dry), dry
    assert (
        f"Would hold F{ids[GCC]} for bugzilla (policy approved): it qualifies, but the daily limit of 0"
        in dry
    )
    assert f"Would hold F{ids[TCC]} for github (policy approved): F{ids[TCC]}'s compiler tcc (tcc) has no " \
           "tracker: no configured tracker takes its family" in dry  # fmt: skip
    assert "never filed automatically." in dry
    status, real = _cli(capsys, "report", "file", "--auto", "--config", str(full))
    assert real.rstrip().splitlines()[-1] == "filed 0, held 4 (2 daily limit, 1 fixed upstream, 1 not routed)"
    assert f"Held F{ids[CLANG]} for github (policy approved): it is fixed upstream" in real
    assert "would" not in real.lower()
    assert get_failure(app.store, ids[CLANG]).status == "fixed"  # marked as such, never filed

    # Room for one a tracker: the plan files the LLVM miscompile to GitHub and the g++ ICE to Bugzilla, and
    # the real run files exactly that, each only there.
    room = _config(tmp_path / "room.toml", servers, 1)
    status, dry = _cli(capsys, "report", "file", "--auto", "--dry-run", "--config", str(room))
    planned = _would_file(dry)
    assert planned == {(ids[LLVM], "github"), (ids[GCC], "bugzilla")}
    status, real = _cli(capsys, "report", "file", "--auto", "--config", str(room))
    assert status == 0, real
    assert re.search(rf"Filed F{ids[GCC]} to bugzilla as PR \d+ \(policy approved\)", real), real
    assert re.search(rf"Filed F{ids[LLVM]} to github as #\d+ \(policy approved\)", real), real
    assert real.rstrip().splitlines()[-1] == "filed 2, held 2 (1 not approved, 1 not routed)"
    [issue] = github.issues["compilers/tcc"]  # the LLVM one only
    assert "wrong code at -O3" in issue["title"] or "miscompile at -O3" in issue["title"]
    assert [bug["summary"] for bug in bugzilla.bugs] == [
        "ICE: Segmentation fault on valid C++20 lambda in alias template"
    ]
    filed = {(r.failure_id, r.tracker) for r in list_reports(app.store) if r.status == "filed"}
    assert filed == planned
    assert get_failure(app.store, ids[TCC]).status == "approved"  # never filed automatically
    load_config(room)  # the configuration the test wrote is a valid one
