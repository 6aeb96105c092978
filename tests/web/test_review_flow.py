"""reportsmith.review on a real store: the re-draft hook keeps a person's edit, the moves it needs are legal,
and editing an approved draft sends it back to review."""

from __future__ import annotations

import pytest
from reportsmith.app import App
from reportsmith.errors import IllegalTransition, ReviewError
from reportsmith.lifecycle import Actor, FailureState, check_transition
from reportsmith.report.drafting import draft_and_save, get_report
from reportsmith.review import approve, edit_draft, reject
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.report_edits import edit_info, keep_edit
from reportsmith.store.report_models import Report

ALICE = Actor("alice", "test")


def _crash(app: App) -> int:
    return next(f.id for f in list_failures(app.store) if f.verdict == "crash")


def test_a_redraft_through_the_hook_keeps_the_edit_and_refreshes_the_generated_text(app: App) -> None:
    crash = _crash(app)
    report = get_report(app.store, crash, "github")
    with app.store.transaction() as session:  # not edited: the re-draft may replace the text
        assert keep_edit(session, session.get(Report, report.id), "t", "b") is False
    edit_draft(app.store, crash, "github", "edited title", "edited body", ALICE)
    with app.store.transaction() as session:
        assert keep_edit(session, session.get(Report, report.id), "regenerated title", "regenerated body")
    info = edit_info(app.store, report.id)
    assert (info.generated_title, info.generated_body) == ("regenerated title", "regenerated body")
    stored = get_report(app.store, crash, "github")
    assert (stored.title, stored.body) == ("edited title", "edited body")


def test_the_draft_stage_redrafting_an_edited_report_files_the_edit(app: App) -> None:
    crash = _crash(app)
    generated = get_report(app.store, crash, "github")
    edit_draft(app.store, crash, "github", "edited title", "edited body", ALICE)
    draft_and_save(app, crash, "github")  # what the nightly draft stage does
    stored = get_report(app.store, crash, "github")
    assert (stored.title, stored.body) == ("edited title", "edited body")
    info = edit_info(app.store, stored.id)
    assert (info.generated_title, info.generated_body) == (generated.title, generated.body)


def test_editing_an_approved_draft_says_it_withdraws_the_approval_then_sends_it_back(app: App) -> None:
    crash = _crash(app)
    approve(app.store, crash, ALICE)
    before = get_report(app.store, crash, "github")
    with pytest.raises(ReviewError, match="withdraws the approval"):  # said before anything is done
        edit_draft(app.store, crash, "github", "a better title", "a better body", ALICE)
    unchanged = get_report(app.store, crash, "github")
    assert (unchanged.title, get_failure(app.store, crash).status) == (before.title, "approved")
    edit_draft(app.store, crash, "github", "a better title", "a better body", ALICE, withdraw_approval=True)
    failure = get_failure(app.store, crash)
    assert failure.status == "drafted"
    assert failure.events[-2].data["reason"].startswith("the approved draft was edited")


def test_bad_edits_and_drafts_without_a_report_are_refused(app: App) -> None:
    crash = _crash(app)
    with pytest.raises(ReviewError, match="title must be 1 to 256"):
        edit_draft(app.store, crash, "github", "   ", "body", ALICE)
    with pytest.raises(ReviewError, match="no bugzilla draft"):
        edit_draft(app.store, crash, "bugzilla", "t", "b", ALICE)
    passing = next(f.id for f in list_failures(app.store) if f.verdict == "pass")
    with pytest.raises(ReviewError, match="has no draft yet"):
        approve(app.store, passing, ALICE)
    reject(app.store, crash, ALICE, "wrong flags")
    with pytest.raises(IllegalTransition):  # rejected -> filed is not a move
        check_transition(FailureState.REJECTED, FailureState.FILED)


def test_new_to_drafted_is_legal_because_reduction_is_optional() -> None:
    check_transition(FailureState.NEW, FailureState.DRAFTED)
