"""Retest before filing, by hand, on real compilers and the local GitHub: the bundled clang-15 crash
(llvm#57169) no longer reproduces with clang-16, the newest installed release of its series, so its report
is not filed and the failure is marked fixed upstream in clang-16; a report whose bug still fails is filed
saying so, with the date; one that no longer fails even with the compiler under test is refused."""

from __future__ import annotations

import datetime as dt

import pytest
from reportsmith.errors import ReviewError
from reportsmith.lifecycle import Actor
from reportsmith.report.drafting import draft_and_save, get_report
from reportsmith.retest import RetestOutcome, newest_release, retest_before_filing
from reportsmith.review import approve, file_approved
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.models import Failure

ALICE = Actor("alice", "test")


def _by_name(app, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(f.id for f in list_failures(app.store) if f.test_name == name)


def _approved(app, failure_id: int) -> None:  # type: ignore[no-untyped-def]
    draft_and_save(app, failure_id, "github")
    approve(app.store, failure_id, ALICE)


def test_a_bug_fixed_in_the_newest_release_is_not_filed_and_is_marked_fixed_upstream(app, servers) -> None:
    github, _ = servers
    clang = _by_name(app, "clang-ubsan-assume-aligned.c")
    assert get_failure(app.store, clang).compiler == "clang-15"
    assert newest_release(app, "clang-15") == "clang-16"
    _approved(app, clang)
    outcome = file_approved(app, clang, "github", ALICE)
    assert outcome.status == "fixed-upstream"
    assert "passes with clang-16 (Debian clang version 16." in outcome.message
    assert github.issues["compilers/tcc"] == []  # nothing was sent
    failure = get_failure(app.store, clang)
    assert failure.status == "fixed" and failure.details.fixed.release == "clang-16"
    assert failure.details.fixed_upstream.release == "clang-16"
    assert failure.details.fixed_upstream.on == dt.datetime.now(dt.UTC).date().isoformat()
    [event] = [e for e in failure.events if e.kind == "fixed-upstream"]
    assert "fixed in clang-16" in event.message
    action = next(e for e in failure.events if e.kind == "action")
    assert (action.data["actor"], action.data["source"]) == ("reportsmith", "retest")
    assert get_report(app.store, clang, "github").status == "draft"  # kept, never sent
    with pytest.raises(ReviewError, match="not approved"):  # and not filed later by mistake
        file_approved(app, clang, "github", ALICE)


def test_a_bug_that_still_fails_is_filed_saying_so_and_one_that_is_gone_is_refused(app, servers) -> None:
    github, _ = servers
    pcc = _by_name(app, "pcc-crash-label.c")
    _approved(app, pcc)
    assert file_approved(app, pcc, "github", ALICE).status == "filed"
    [issue] = github.issues["compilers/tcc"]
    first, retested, rest = issue["body"].split("\n\n", 2)
    assert retested.startswith("Retested before filing: still fails with pcc (Portable C Compiler")
    assert rest.startswith("Signature:")  # after the first paragraph, the rest as drafted
    tcc = _by_name(app, "tcc-rejects-pragma-pack.c")
    with app.store.transaction() as session:  # as if the stored signature were of another bug
        session.get(Failure, tcc).signature = "tcc: rejects valid code: error: something else"
    assert retest_before_filing(app, get_failure(app.store, tcc)).outcome is RetestOutcome.GONE
    _approved(app, tcc)
    with pytest.raises(ReviewError, match="is not filed: it no longer fails with tcc, the compiler under"):
        file_approved(app, tcc, "github", ALICE)
    assert len(github.issues["compilers/tcc"]) == 1
