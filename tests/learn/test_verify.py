"""Fix verification with real compilers: clang-14 crashes on a real report's test (llvm#57169, from
../shared/bench/real) that clang-16 compiles. The filed report gets "verified fixed" once and is closed;
a report marked fixed that still fails gets one comment with the command and the output."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from learn.helpers import bot_comments
from reportsmith.cli import main
from reportsmith.config import Compiler, Verify
from reportsmith.errors import VerifyConfigError
from reportsmith.learn.poll import poll_trackers
from reportsmith.learn.verify import verify_report, verify_reports
from reportsmith.pipeline import ingest_stage
from reportsmith.report.drafting import list_reports
from reportsmith.store.failures import get_failure
from reportsmith.trackers.filing import Filer
from rich.console import Console
from trackers.test_trackers_kill import _config

#: The bundled copy of ../shared/bench/real/clang-ubsan-assume-aligned-crash/gh57169.c (the same bytes), so
#: the test does not depend on where the checkout sits next to the shared folder.
REAL_TEST = Path(__file__).resolve().parents[2] / "config" / "examples" / "clang-ubsan-assume-aligned.c"


VERIFY_TOML = """
[[compilers]]
name = "clang-14"
command = "clang-14"
flag_sets = ["-fsanitize=alignment -c"]

[[verify]]
compiler = "clang-14"
newest = "clang-16"
close = true

[[verify]]
compiler = "tcc"
newest = "tcc"
"""


def _clang14_failure(app, tmp_path: Path) -> int:  # type: ignore[no-untyped-def]
    folder = tmp_path / "real"
    folder.mkdir()
    (folder / "gh57169.c").write_bytes(REAL_TEST.read_bytes())
    (folder / "gh57169.toml").write_text('compiler = "clang-14"\nflags = "-fsanitize=alignment -c"\n')
    [outcome] = ingest_stage(app, [folder], Console(quiet=True))
    assert get_failure(app.store, outcome.failure_id).verdict == "crash"
    return int(outcome.failure_id)


def test_verified_fixed_once_and_closed_and_still_failing_once(
    app, filed, servers, tmp_path, monkeypatch, capsys
) -> None:
    github, bugzilla = servers
    clang14 = Compiler("clang-14", "clang-14", ["-fsanitize=alignment -c"])
    verify = [Verify("clang-14", "clang-16", close=True), Verify("tcc", "tcc")]
    app.config = dataclasses.replace(app.config, compilers=[*app.config.compilers, clang14], verify=verify)
    failure_id = _clang14_failure(app, tmp_path)
    Filer(app, "github").file(failure_id)  # GitHub #4
    github.permissions["alice"] = "write"
    github.add_comment(3, "#reportsmith fixed", "alice")  # tcc's pragma pack: Debian's tcc still rejects it
    poll_trackers(app, ["github"])

    outcomes = {o.failure_id: o.result for o in verify_reports(app)}
    assert outcomes[failure_id] == "fixed" and outcomes[filed["rejects-valid"]] == "still-fails"
    [verified] = bot_comments(github, 4)
    assert verified.startswith("reportsmith: verified fixed with clang-16 (Debian clang version 16.")
    assert "compiles it" in verified
    assert github.issues["compilers/tcc"][3]["state"] == "closed"
    assert github.issues["compilers/tcc"][3]["state_reason"] == "completed"
    assert get_failure(app.store, failure_id).status == "closed"
    acknowledged, still = bot_comments(github, 3)  # alice's command, then what verify found
    assert acknowledged.startswith(f"reportsmith: fixed (from alice): F{filed['rejects-valid']} is fixed")
    assert "still fails with tcc" in still and "$ tcc -w" in still and "',' expected" in still

    config = _config(tmp_path / "reportsmith.toml", github, bugzilla)
    config.write_text(config.read_text() + VERIFY_TOML)
    monkeypatch.setenv("REPORTSMITH_DATA", str(app.config.data_path))
    assert main(["verify", "--config", str(config)]) == 0  # the command, from the same store: nothing new
    shown = capsys.readouterr().out
    # wrong-code (still failing, not marked fixed) and rejects-valid on GitHub and on Bugzilla; #4 is closed
    assert f"F{filed['rejects-valid']} (github #3): still-fails" in shown
    assert "3 filed reports verified" in shown
    poll_trackers(app, ["github"])  # the bot's own close is not a maintainer's resolution
    assert len(bot_comments(github, 4)) == 1 and len(bot_comments(github, 3)) == 2
    assert get_failure(app.store, failure_id).status == "closed"

    # One report at a time (a distributed verify task): the same outcome, and nothing said twice.
    reports = {r.failure_id: r.id for r in list_reports(app.store) if r.tracker == "github"}
    assert verify_report(app, reports[filed["rejects-valid"]]).result == "still-fails"
    assert verify_report(app, reports[failure_id]).result == "skipped"  # closed
    assert len(bot_comments(github, 3)) == 2


def test_a_verify_entry_for_a_compiler_not_under_test_is_one_clear_error(app) -> None:
    app.config = dataclasses.replace(app.config, verify=[Verify("clang-99", "clang-16")])
    with pytest.raises(
        VerifyConfigError, match=r"verify\[0\]\.compiler: 'clang-99' is not a \[\[compilers\]\] name"
    ):
        verify_reports(app)


#: llvm#54760 from bench/real: clang-14 crashes in CoroSplitPass; clang-13 rejects the same program (its
#: <coroutine> wants -fcoroutines) where the references accept it. Verified "with clang-13" (the [[verify]]
#: entry names any compiler) the test fails, but not as reported.
CORO_TEST = Path(__file__).resolve().parents[2] / "bench" / "real" / "clang14-coro-split-while-loop"


def test_a_test_that_now_fails_differently_is_neither_fixed_nor_still_failing(app, servers, tmp_path) -> None:
    github, _ = servers
    clang14 = Compiler("clang-14", "clang-14", ["-std=c++20 -O2 -c"])
    verify = [Verify("clang-14", "clang-13")]
    app.config = dataclasses.replace(app.config, compilers=[*app.config.compilers, clang14], verify=verify)
    folder = tmp_path / "coro"
    folder.mkdir()
    (folder / "gh54760.cpp").write_bytes((CORO_TEST / "gh54760.cpp").read_bytes())
    (folder / "gh54760.toml").write_text('compiler = "clang-14"\nflags = "-std=c++20 -O2 -c"\n')
    [ingested] = ingest_stage(app, [folder], Console(quiet=True))
    failure_id = int(ingested.failure_id)
    assert get_failure(app.store, failure_id).verdict == "crash"
    number = int(Filer(app, "github").file(failure_id).remote_id)

    [outcome] = verify_reports(app)
    assert outcome.result == "changed" and "no longer fails as reported (crash: clang-14:" in outcome.message
    assert bot_comments(github, number) == []  # not marked fixed: nothing to correct on the issue
    assert get_failure(app.store, failure_id).status != "fixed"

    github.permissions["alice"] = "write"
    github.add_comment(number, "#reportsmith fixed", "alice")
    poll_trackers(app, ["github"])
    assert [o.result for o in verify_reports(app)] == ["changed"]
    assert [o.result for o in verify_reports(app)] == ["changed"]  # said once per mark
    acknowledged, changed = bot_comments(github, number)
    assert acknowledged.startswith("reportsmith: fixed (from alice)")
    assert "it fails differently" in changed and "rejects-valid" in changed and "still fails" not in changed
