"""A reduced test that the oracle's re-check says no longer fails the same way is never what a report
shows."""

from __future__ import annotations

import dataclasses

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.reducer.wrong_code import WrongCodePredicate
from reportsmith.reduction import final_checks
from reportsmith.report.rendering import render
from reportsmith.store.failures import get_failure
from reportsmith.store.results import Recheck


def test_a_reduction_that_lost_the_bug_is_not_shown(
    report_app: App, failures_by_verdict: dict[str, int]
) -> None:
    failure = get_failure(report_app.store, failures_by_verdict["rejects-valid"])
    assert failure is not None and failure.reduction is not None and failure.reduction.recheck is not None
    references = list(report_app.config.references)
    trusted = render(failure, "github", references=references)
    assert failure.reduced_bytes is not None and failure.reduced_bytes.decode() in trusted.body
    # As when the reducer kept a variant the references reject (e.g. implicit int under clang-16).
    lost = Recheck(FailureKind.PASS, "", False, "invalid program: clang-16 rejects it")
    failure.reduction = dataclasses.replace(failure.reduction, recheck=lost)
    shown = render(failure, "github", references=references)
    assert "Test case (not reduced)" in shown.body and "struct packed" in shown.body
    assert [a.description for a in shown.attachments if "reduced" in a.description] == []


def test_a_wrong_code_draft_lists_only_the_checks_that_ran_on_its_text(
    report_app: App, failures_by_verdict: dict[str, int]
) -> None:
    failure = get_failure(report_app.store, failures_by_verdict["wrong-code"])
    assert failure is not None and failure.reduction is not None and failure.reduced_bytes is not None
    references = list(report_app.config.references)
    checked = render(failure, "github", references=references).body
    section = checked.split("### Validity checks the test passed", 1)[1]
    assert "Frama-C Eva, run as an interpreter, finds no undefined behaviour" in section
    assert "Not checked" not in section
    # The same reduced text judged without the semantics check (semantics_checker = "none"): the final gate's
    # audit says Frama-C did not run, and the draft says so instead of claiming it.
    predicate = WrongCodePredicate(
        ["tcc", "-w"], file_name=failure.test_name, link_flags=["-lm"], use_frama_c=False,
        expected="signal:SIGSEGV",
    )  # fmt: skip
    gate = final_checks(predicate, failure.reduced_bytes)
    failure.reduction = dataclasses.replace(failure.reduction, checks=gate, valid=True)
    unchecked = render(failure, "github", references=references).body
    section = unchecked.split("### Validity checks the test passed", 1)[1]
    passed, not_checked = section.split("Not checked:", 1)
    assert "Frama-C" not in passed and "a clang-16 -fsanitize=memory build runs clean" in passed
    assert "Frama-C Eva, run as an interpreter, finds no undefined behaviour: turned off" in not_checked
    # A text that failed the gate is not shown: the draft falls back to the original and says why.
    failure.reduction = dataclasses.replace(failure.reduction, valid=False)
    fallback = render(failure, "github", references=references).body
    assert "the reduced test did not pass the final check" in fallback
    assert failure.reduced_bytes.decode() not in fallback


def test_a_test_filed_already_reduced_is_not_said_to_be_reduced_or_shown_twice(
    report_app: App, failures_by_verdict: dict[str, int]
) -> None:
    """The reduction removed nothing (another fuzzer's reduced test, or the bot's own reduced test filed
    again): not "reduced from 57 to 57 bytes" above the same text as the "unreduced" test."""
    failure = get_failure(report_app.store, failures_by_verdict["rejects-valid"])
    assert failure is not None and failure.reduced_bytes is not None
    references = list(report_app.config.references)
    failure.test_bytes = failure.reduced_bytes
    for tracker in ("github", "bugzilla"):
        shown = render(failure, tracker, references=references)
        text = shown.body
        assert "Test case (reportsmith's reduction removed nothing)" in text, tracker
        assert "reduced by reportsmith from" not in text and "Unreduced test case" not in text
        assert failure.reduced_bytes.decode() in text
    attached = [a.description for a in shown.attachments if "test case" in a.description]
    assert attached == ["test case (reportsmith's reduction removed nothing)"]  # once, on Bugzilla
