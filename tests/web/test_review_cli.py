"""``reportsmith review`` and the refusal of ``report file`` for unapproved drafts, run as a user would."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest
from reportsmith.cli import main
from reportsmith.report.drafting import get_report
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.report_edits import edit_info
from web.conftest import make_app


@pytest.fixture
def data(drafted_store: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    copy = tmp_path / "data"
    shutil.copytree(drafted_store, copy)
    monkeypatch.setenv("REPORTSMITH_DATA", str(copy))
    monkeypatch.delenv("REPORTSMITH_CONFIG", raising=False)
    return copy


def _crash_id(data: Path) -> int:
    return next(f.id for f in list_failures(make_app(data).store) if f.verdict == "crash")


def test_list_and_show(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    crash = _crash_id(data)
    crashes = sum(1 for f in list_failures(make_app(data).store) if f.verdict == "crash")
    assert main(["review", "list", "--verdict", "crash"]) == 0
    out = capsys.readouterr().out
    assert f"{crashes} failures" in out and "crash" in out and "wrong-code" not in out
    statuses = [f.status for f in list_failures(make_app(data).store)]
    assert main(["review", "list", "--status", statuses[0]]) == 0  # the same option as `list --status`
    assert f"{statuses.count(statuses[0])} failures" in capsys.readouterr().out
    assert main(["review", "show", str(crash)]) == 0
    title = get_report(make_app(data).store, crash, "github").title
    assert f"title: {title}" in capsys.readouterr().out


def test_edit_with_title_and_body_file_keeps_the_generated_text(data: Path, tmp_path: Path) -> None:
    crash = _crash_id(data)
    store = make_app(data).store
    generated = get_report(store, crash, "github")
    body = tmp_path / "body.md"
    body.write_text("A shorter body.\n")
    assert (
        main(["review", "edit", str(crash), "--title", "pcc crashes on a label", "--body-file", str(body)])
        == 0
    )
    report = get_report(store, crash, "github")
    assert (report.title, report.body) == ("pcc crashes on a label", "A shorter body.\n")
    info = edit_info(store, report.id)
    assert info.generated_title == generated.title and info.edited_by


def test_edit_in_the_editor(data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    crash = _crash_id(data)
    script = tmp_path / "editor.py"
    script.write_text("import sys\np = sys.argv[1]\nopen(p, 'w').write('New title\\n\\nNew body\\n')\n")
    monkeypatch.setenv("EDITOR", f"{sys.executable} {script}")
    monkeypatch.delenv("VISUAL", raising=False)
    assert main(["review", "edit", str(crash)]) == 0
    report = get_report(make_app(data).store, crash, "github")
    assert (report.title, report.body) == ("New title", "New body\n")


def test_report_file_refuses_an_unapproved_draft(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    crash = _crash_id(data)
    assert main(["report", "file", str(crash), "--tracker", "github"]) != 0
    assert "not approved" in capsys.readouterr().err
    assert get_report(make_app(data).store, crash, "github").status == "draft"


def test_approve_then_reject_with_a_reason(data: Path) -> None:
    crash = _crash_id(data)
    assert main(["review", "approve", str(crash)]) == 0
    assert get_failure(make_app(data).store, crash).status == "approved"
    assert main(["review", "reject", str(crash), "--reason", "duplicate of PR7 in disguise"]) == 0
    failure = get_failure(make_app(data).store, crash)
    assert failure.status == "rejected"
    assert failure.events[-1].data["reason"] == "duplicate of PR7 in disguise"
    assert main(["review", "approve", "99999"]) != 0


def test_the_comment_command_actions_from_the_cli(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    crash = _crash_id(data)
    assert main(["review", "known", str(crash), "pcc-goto-label"]) == 0
    failure = get_failure(make_app(data).store, crash)
    assert failure.status == "known" and failure.details.known_bug == "pcc-goto-label"
    action = next(e for e in reversed(failure.events) if e.kind == "action")
    assert action.data["source"] == "cli"
    assert main(["review", "invalid", str(crash), "undefined", "behaviour"]) == 0
    assert get_failure(make_app(data).store, crash).status == "invalid"
    capsys.readouterr()
    assert main(["review", "dup", str(crash)]) != 0  # dup needs the issue it duplicates
    assert "dup" in capsys.readouterr().err


def test_tables_print_titles_and_config_keys_as_written(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rich markup is not applied to what the tables show: LLVM's "[clang] ..." titles and the bisection's
    "([[bisect.releases]], ...)" keep their brackets."""
    from reportsmith.store.models import Failure
    from reportsmith.store.results import Bisection

    app = make_app(data)
    clang = next(f for f in list_failures(app.store) if f.test_name == "clang-ubsan-assume-aligned.c")
    said = "no release series configured for clang-15 ([[bisect.releases]], [[bisect.git]] in the config)"
    with app.store.transaction() as session:
        session.get(Failure, clang.id).bisection = Bisection(summary=said)
    assert main(["report", "list"]) == 0
    listed = capsys.readouterr().out
    assert "[clang] crash in clang::CodeGen::CodeGenFunction::emitAlignmentAssumptionCheck" in listed
    assert f"F{clang.id} " in listed and "#" not in listed.split("\n", 2)[2].split()[0]
    assert main(["review", "list", "--status", "all"]) == 0
    reviewed = capsys.readouterr().out
    assert "[[bisect.releases]]" in reviewed and "([], [] in" not in reviewed
    drafted = sum(f.status == "drafted" for f in list_failures(app.store))  # every bundled failing example
    views = f"other views (--status): to do (the default) {drafted}, drafted {drafted}, not-reproduced 1"
    assert views in reviewed  # the correct program the bundle has is counted too


def test_tracker_and_status_options_are_parsed_once_and_a_bad_value_named(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["report", "list", "--tracker", "github", "--status", "draft", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["reports"]
    assert rows and all((row["tracker"], row["status"]) == ("github", "draft") for row in rows)
    trackers = "(expected github or bugzilla)"
    states = "(expected one of: draft, filing, filed, commenting, commented, duplicate, failed)"
    for argv, said in (
        (["report", "draft", "1", "--tracker", "gitlab"], f"unknown tracker 'gitlab' {trackers}"),
        (["review", "show", "1", "--tracker", "GitHub"], f"unknown tracker 'GitHub' {trackers}"),
        (["report", "list", "--status", "sent"], f"unknown report status 'sent' {states}"),
    ):
        with pytest.raises(SystemExit):
            main(argv)
        assert said in capsys.readouterr().err
