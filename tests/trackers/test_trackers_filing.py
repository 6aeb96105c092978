"""Filing end to end against the local servers, with PyGithub and python-bugzilla unmodified: the issue/bug
has the title, body, labels and attachments; faults; duplicates; the daily limit; no credential leaks."""

from __future__ import annotations

import base64
import dataclasses
import json
import logging
import time

import httpx
import pytest
from fakes.local_http import Fault
from reportsmith.app import App
from reportsmith.bisection import bisect_failure
from reportsmith.errors import DailyLimitReached, PermanentTrackerError
from reportsmith.report.drafting import get_report, render_for
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.models import failure_identity
from reportsmith.trackers.filing import Filer
from sqlalchemy import text
from trackers.conftest import API_KEY


def issues(github):  # type: ignore[no-untyped-def]
    return github.issues["compilers/tcc"]


def test_github_issue_has_title_body_and_labels(app, ids, servers) -> None:
    github, _ = servers
    outcome = Filer(app, "github").file(ids["crash"])
    draft = render_for(app, get_failure(app.store, ids["crash"]), "github")
    [issue] = issues(github)
    assert (issue["title"], issue["body"]) == (draft.title, draft.body)
    assert issue["labels"] == ["bug", "crash"]
    assert outcome.status == "filed" and outcome.remote_url.endswith("/compilers/tcc/issues/1")
    assert Filer(app, "github").file(ids["crash"]).message == "already filed"
    assert len(issues(github)) == 1


def test_bugzilla_bug_has_fields_description_and_attachments(app, ids, servers) -> None:
    _, bugzilla = servers
    Filer(app, "bugzilla").file(ids["rejects-valid"])
    [bug] = bugzilla.bugs
    failure = get_failure(app.store, ids["rejects-valid"])
    draft = render_for(app, failure, "bugzilla")
    assert (bug["summary"], bug["product"], bug["component"]) == (draft.title, "tcc", "c")
    assert bugzilla.comments[1][0]["text"] == draft.body
    attached = {a["file_name"]: base64.b64decode(a["data"]) for a in bugzilla.attachments[1]}
    assert attached["tcc-rejects-pragma-pack.c"] == failure.test_bytes
    assert attached["compiler-output.txt"] == failure.compiler_output.encode()
    assert get_report(app.store, failure.id, "bugzilla").attached == list(attached)


@pytest.mark.parametrize("after", [False, True], ids=["refused", "created-then-502"])
def test_502_then_200_files_once(app, ids, servers, after) -> None:
    github, bugzilla = servers
    github.add_fault(Fault("POST", r"/repos/compilers/tcc/issues", status=502, after=after))
    bugzilla.add_fault(Fault("POST", r"/rest/bug", status=502, after=after))
    for tracker in ("github", "bugzilla"):
        assert Filer(app, tracker).file(ids["crash"]).status == "filed"
    assert len(issues(github)) == 1 and len(bugzilla.bugs) == 1
    posts = [s.status for s in github.seen if s.method == "POST"]
    assert posts == ([502] if after else [502, 201])


def test_rate_limit_403_with_retry_after_waits_then_files(app, ids, servers) -> None:
    github, bugzilla = servers
    github.rate_limit_once("POST", r"/repos/compilers/tcc/issues", retry_after=1)
    bugzilla.rate_limit_once("POST", r"/rest/bug", retry_after=1)
    for tracker in ("github", "bugzilla"):
        started = time.monotonic()
        assert Filer(app, tracker).file(ids["wrong-code"]).status == "filed"
        assert time.monotonic() - started >= 0.9  # Retry-After was obeyed
    assert len(issues(github)) == 1 and len(bugzilla.bugs) == 1
    assert [s.status for s in github.seen if s.method == "POST"] == [403, 201]


def test_slow_replies_are_waited_for(app, ids, servers) -> None:
    github, _ = servers
    github.add_fault(Fault("POST", r"/repos/compilers/tcc/issues", delay=1.0))
    assert Filer(app, "github").file(ids["crash"]).status == "filed"
    assert len(issues(github)) == 1


def _another_failure(app: App, like: int, content_hash: str, test: bytes) -> int:
    """A copy of failure ``like`` (its verdict and signature) on another test and flags."""
    with app.store.transaction() as session:
        row = session.execute(text("SELECT * FROM failures WHERE id = :id"), {"id": like}).mappings().one()
        values = {k: v for k, v in row.items() if k != "id"}
        flags = ["-c", "-w", "-O1"]
        values.update(
            content_hash=content_hash, test_bytes=test, flags=json.dumps(flags),
            identity=failure_identity(content_hash, values["compiler"], flags),
        )  # fmt: skip
        columns, placeholders = ", ".join(values), ", ".join(":" + k for k in values)
        session.execute(text(f"INSERT INTO failures ({columns}) VALUES ({placeholders})"), values)
        return session.execute(text("SELECT max(id) FROM failures")).scalar_one()


def test_open_issue_with_same_signature_gets_a_comment(app, ids, servers) -> None:
    github, _ = servers
    Filer(app, "github").file(ids["crash"])
    # Another failure of the same bug: the same signature (pcc's own message) on another test.
    other = _another_failure(app, ids["crash"], "0" * 64, b"void f(){goto*&&a;a:;}\n")
    outcome = Filer(app, "github").file(other)
    assert outcome.status == "commented" and outcome.remote_id == "1"
    assert len(issues(github)) == 1
    [comment] = github.comments[("compilers/tcc", 1)]
    assert get_report(app.store, other, "github").marker in comment["body"]


def test_a_signature_that_names_no_bug_is_not_taken_for_a_duplicate(app, ids, servers) -> None:
    """ "tcc -w: wrong code: crash at run time (SIGSEGV)" is every tcc miscompilation that segfaults: another
    test with it is filed as its own issue, not commented onto the first; the same test again still is."""
    github, _ = servers
    Filer(app, "github").file(ids["wrong-code"])
    first = get_failure(app.store, ids["wrong-code"])
    assert first is not None and first.signature.endswith("wrong code: crash at run time (SIGSEGV)")
    other = _another_failure(app, ids["wrong-code"], "1" * 64, b"int main(void){return *(int*)0;}\n")
    assert Filer(app, "github").file(other).status == "filed"
    assert len(issues(github)) == 2 and github.comments.get(("compilers/tcc", 1), []) == []
    again = _another_failure(app, ids["wrong-code"], first.content_hash, first.test_bytes)  # other flags
    outcome = Filer(app, "github").file(again)
    assert (outcome.status, outcome.remote_id) == ("commented", "1")


def test_daily_limit(app, ids, servers) -> None:
    github, _ = servers
    limited = dataclasses.replace(
        app.config, trackers=dataclasses.replace(app.config.trackers, daily_limit=1)
    )
    app.config = limited
    Filer(app, "github").file(ids["crash"])
    with pytest.raises(DailyLimitReached):
        Filer(app, "github").file(ids["wrong-code"])
    assert len(issues(github)) == 1


def test_credentials_never_in_logs_errors_or_store(app, ids, servers, caplog, secrets) -> None:
    github, bugzilla = servers
    TOKEN, API_KEY = secrets  # noqa: N806
    caplog.set_level(logging.DEBUG)
    github.add_fault(Fault("POST", r"/repos/compilers/tcc/issues", status=502, after=True))
    github.rate_limit_once("GET", r"/search/issues")
    bugzilla.add_fault(Fault("POST", r"/rest/bug/\d+/attachment", status=502, after=True))
    Filer(app, "github").file(ids["crash"])
    Filer(app, "bugzilla").file(ids["crash"])
    messages = []
    bad = dataclasses.replace(app.config.trackers.bugzilla, product="")  # refused: 400 from the server
    app.config = dataclasses.replace(
        app.config, trackers=dataclasses.replace(app.config.trackers, bugzilla=bad)
    )
    with app.store.transaction() as session:
        session.execute(text("UPDATE reports SET status = 'draft' WHERE tracker = 'bugzilla'"))
    try:
        Filer(app, "bugzilla").file(ids["rejects-valid"])
    except Exception as error:  # noqa: BLE001
        messages.append(str(error))
    assert messages, "the refused filing should have raised"
    assert any("DEBUG" == r.levelname for r in caplog.records)
    logged = "\n".join(r.getMessage() for r in caplog.records) + caplog.text
    with app.store.transaction() as session:
        tables = [r[0] for r in session.execute(text("SELECT name FROM sqlite_master WHERE type='table'"))]
        stored = "\n".join(
            repr(tuple(row)) for t in tables for row in session.execute(text(f"SELECT * FROM {t}"))
        )
    for secret in (TOKEN, API_KEY):
        assert secret not in logged and secret not in stored and all(secret not in m for m in messages)
    # the servers did receive them: the scan above would have seen a leak
    assert any(s.headers.get("Authorization", "").endswith(TOKEN) for s in github.seen)
    assert any(s.headers.get("X-BUGZILLA-API-KEY") == API_KEY for s in bugzilla.seen)


def test_refused_filing_is_recorded_failed(app, ids, servers) -> None:
    github, _ = servers
    github.add_fault(
        Fault("POST", r"/repos/compilers/tcc/issues", status=422, body={"message": "Validation Failed"})
    )
    with pytest.raises(PermanentTrackerError, match="422"):
        Filer(app, "github").file(ids["crash"])
    assert get_report(app.store, ids["crash"], "github").status == "failed"
    assert Filer(app, "github").file(ids["crash"]).status == "filed"


def test_gcc_bug_is_filed_with_keywords_and_known_to_work_and_fail(app, servers) -> None:
    """GCC's Bugzilla form: the keyword and "Known to work"/"Known to fail" (its custom fields) are sent."""
    _, bugzilla = servers
    (failure,) = [f for f in list_failures(app.store) if f.test_name == "gcc-lambda-alias-template.cpp"]
    quick = dataclasses.replace(app.config.bisect, flags=False, passes=False)
    bisection = bisect_failure(App(dataclasses.replace(app.config, bisect=quick)), failure)
    with app.store.transaction() as session:
        session.merge(failure).bisection = bisection
    Filer(app, "bugzilla").file(failure.id)
    [bug] = bugzilla.bugs
    assert bug["keywords"] == ["ice-on-valid-code"]
    # Debian's gcc-11 and gcc-12 both crash on it (msys2/MINGW-packages#9525): no release is known to work.
    assert (bug["cf_known_to_fail"], bug["cf_known_to_work"]) == ("11 12", "")
    assert bug["summary"] == "ICE: Segmentation fault"
    assert "names no frame of cc1plus itself" in bugzilla.comments[1][0]["text"]


def test_local_bugzilla_refuses_a_field_it_does_not_have(servers) -> None:
    """Like Bugzilla: a field neither Bug.create's nor one of the instance's custom fields is an error."""
    _, bugzilla = servers
    bug = {"product": "gcc", "component": "c", "summary": "s", "version": "12.0", "cf_nonsense": "x"}
    reply = httpx.post(f"{bugzilla.root}/rest/bug", json=bug, headers={"X-BUGZILLA-API-KEY": API_KEY})
    assert (reply.status_code, reply.json()["code"]) == (400, 108) and not bugzilla.bugs
