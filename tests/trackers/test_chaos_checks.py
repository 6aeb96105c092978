"""The chaos bench's checks (``bench/chaos/checks.py``) see what they are there to see: after a real filing to
the local trackers they find nothing wrong; then, each doctored in turn the way a bug would leave them, they
report a second issue or bug with one marker, a second bot comment with one marker, a failure gone, a best
that grew, a reduction resumed from less than its best, a second "filed" for one tracker, an illegal move,
and a lease left behind. A chaos run whose checks cannot fail would prove nothing."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import httpx
import sqlalchemy as sa
from reportsmith.app import App
from reportsmith.lifecycle import Actor
from reportsmith.report.drafting import draft_and_save
from reportsmith.review import approve, file_approved
from reportsmith.store import Failure
from reportsmith.store.failures import log_event
from reportsmith.store.leases import Lease
from reportsmith.store.models import Event, utcnow
from reportsmith.store.results import Reduction
from trackers.conftest import API_KEY, EXAMPLES

ROOT = Path(__file__).resolve().parents[2]
ALICE = Actor("alice", "test")


def _checks() -> ModuleType:
    spec = importlib.util.spec_from_file_location("chaos_checks", ROOT / "bench" / "chaos" / "checks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _end_checks(checks: ModuleType, app: App, github, bugzilla) -> list[str]:  # type: ignore[no-untyped-def]
    verdicts = checks.Verdicts()
    engine = app.store.engine
    checks.check_inbox(engine, EXAMPLES, verdicts)
    checks.check_trackers(github, bugzilla, engine, verdicts)
    checks.check_store(engine, verdicts)
    checks.check_lifecycle(engine, verdicts)
    return list(verdicts.problems)


def _filed(app: App, failure_id: int) -> None:
    for tracker in ("github", "bugzilla"):
        draft_and_save(app, failure_id, tracker)
    approve(app.store, failure_id, ALICE)
    for tracker in ("github", "bugzilla"):
        assert file_approved(app, failure_id, tracker, ALICE).status == "filed"


def test_the_end_checks_pass_a_clean_filing_and_fail_each_doctored_copy(app, ids, servers) -> None:
    github, bugzilla = servers
    checks = _checks()
    failure_id = ids["rejects-valid"]
    _filed(app, failure_id)
    assert _end_checks(checks, app, github, bugzilla) == []

    [issue] = github.issues["compilers/tcc"]
    github.open_issue(issue["title"], issue["body"])  # a second issue with the report's marker
    problems = _end_checks(checks, app, github, bugzilla)
    assert len(problems) == 1 and problems[0].startswith(
        "GitHub issues: 2 with the marker reportsmith-report-"
    )

    description = bugzilla.comments[1][0]["text"]
    created = httpx.post(
        f"{bugzilla.root}/rest/bug",
        headers={"X-BUGZILLA-API-KEY": API_KEY},
        json={"product": "tcc", "component": "c", "summary": "again", "version": "unspecified",
              "description": description},
    )  # fmt: skip
    assert created.status_code == 200, created.text
    assert any(
        p.startswith("Bugzilla bugs: 2 with the marker") for p in _end_checks(checks, app, github, bugzilla)
    )

    reply = "reportsmith: commands from mallory are not accepted\n\n<!-- reportsmith-reply github:1:c:7 -->"
    github.add_comment(1, reply, "bot")
    github.add_comment(1, reply, "bot")
    said = _end_checks(checks, app, github, bugzilla)
    assert "github #1: 2 comments with the marker reportsmith-reply github:1:c:7" in said

    log_event(app.store, failure_id, "filed", "again", tracker="github")  # a second filing recorded
    with app.store.transaction() as session:
        # held by a process on another machine that still beats: it did not give it back
        now = utcnow()
        session.add(Lease(key=f"file:{failure_id}:github", token="f" * 32, host="h", boot_id="b", pid=1,
                          process_start="1", purpose="filing", taken_at=now, heartbeat_at=now))  # fmt: skip
    said = _end_checks(checks, app, github, bugzilla)
    assert f"#{failure_id}: 2 'filed' events for github" in said
    assert any(p.startswith("leases still held by live processes after everything stopped") for p in said)


def test_the_end_checks_see_a_lost_inbox_entry_and_an_illegal_move(app, ids, servers) -> None:
    checks = _checks()
    failure_id = ids["crash"]
    with app.store.transaction() as session:  # a move the life cycle has no arrow for
        session.add(Event(failure_id=failure_id, kind="state", message="new -> filed",
                          data={"from": "new", "to": "filed"}))  # fmt: skip
    said = _end_checks(checks, app, *servers)
    assert any(p.startswith(f"#{failure_id}: ") and "new" in p and "filed" in p for p in said), said
    _forget(app, failure_id)
    said = _end_checks(checks, app, *servers)
    assert "inbox entry pcc-crash-label.c is not stored" in said


def _forget(app: App, failure_id: int) -> None:
    """The failure is gone from the store (its events and reports with it), as a lost failure would be."""
    with app.store.transaction() as session:
        session.execute(sa.delete(Failure).where(Failure.id == failure_id))


def _store_reduction(app: App, failure_id: int, size: int, **fields: object) -> None:
    with app.store.transaction() as session:
        failure = session.get(Failure, failure_id)
        assert failure is not None
        failure.reduced_bytes = failure.test_bytes[:size]
        failure.reduction = Reduction(original_size=len(failure.test_bytes), size=size, **fields)  # type: ignore[arg-type]


def test_the_snapshots_see_a_lost_failure_a_best_that_grew_and_a_resume_from_less_than_the_best(
    app, ids
) -> None:
    checks = _checks()
    engine = app.store.engine
    grows, resumes, lost = ids["rejects-valid"], ids["wrong-code"], ids["crash"]
    _store_reduction(app, grows, 40, complete=False, final=True, sessions=1)
    _store_reduction(app, resumes, 50, complete=False, final=True, sessions=1)
    before = checks.snapshot(engine)
    clean = checks.Verdicts()
    checks.compare(before, checks.snapshot(engine), clean)
    assert clean.problems == []

    _store_reduction(
        app, grows, 60, complete=False, final=True, sessions=1
    )  # the best replaced by a larger one
    _store_reduction(
        app, resumes, 45, complete=False, final=True, sessions=2, resumed_from=0
    )  # from the original
    _forget(app, lost)
    verdicts = checks.Verdicts()
    checks.compare(before, checks.snapshot(engine), verdicts)
    assert f"failure #{lost} disappeared" in verdicts.problems
    assert f"#{grows}: reduced size grew 40 -> 60" in verdicts.problems
    assert (
        f"#{resumes}: session 2 resumed from 0 B, the best stored before the kill was 50 B"
        in verdicts.problems
    )
    assert len(verdicts.problems) == 3

    resumed = checks.Verdicts()  # resumed from its best: what a correct run leaves
    after = checks.snapshot(engine)
    _store_reduction(app, resumes, 30, complete=False, final=True, sessions=3, resumed_from=45)
    checks.compare(after, checks.snapshot(engine), resumed)
    assert resumed.problems == [] and resumed.counts["resumes checked"] == 1
