"""A reduced test that the oracle's re-check says no longer fails the same way is never what a report
shows."""

from __future__ import annotations

import dataclasses

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
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
