"""Polling details on the local servers: labels, maintainers' closing and reopening, Bugzilla comments and
resolutions, and bad input (1 MB comments, garbage arguments, dup of a missing issue, malformed JSON, 5xx
and rate limits): a clear reply or log line, the poll goes on, nothing stored is lost."""

from __future__ import annotations

import dataclasses
import logging

import pytest
from fakes.local_http import Fault
from learn.helpers import bot_comments
from reportsmith.learn.poll import poll_trackers
from reportsmith.store.failures import get_failure

BOTH = ["github", "bugzilla"]


@pytest.fixture
def people(app, filed, servers):  # type: ignore[no-untyped-def]
    github, bugzilla = servers
    github.permissions["alice"] = "write"
    learn = dataclasses.replace(app.config.learn, allowed_users=["carol@example.org"])
    app.config = dataclasses.replace(app.config, learn=learn)
    return github, bugzilla


def test_labels_and_maintainers_closing_and_reopening(app, filed, people) -> None:
    github, _ = people
    github.label(1, "reportsmith:known", "alice")
    github.label(1, "unrelated", "alice")
    github.close(2, "not_planned", "alice")
    github.add_comment(3, "Duplicate of #1", "alice")
    github.close(3, "completed", "alice")
    poll_trackers(app, ["github"])
    crash = get_failure(app.store, filed["crash"])
    assert crash.status == "known" and crash.details.known_bug == crash.signature
    assert get_failure(app.store, filed["wrong-code"]).status == "invalid"
    assert get_failure(app.store, filed["wrong-code"]).details.invalid.reason == "closed as not planned"
    rejects = get_failure(app.store, filed["rejects-valid"])
    assert rejects.status == "duplicate" and rejects.details.duplicate_of.failure_id == filed["crash"]
    # the label is a command: one acknowledgement; maintainers' resolutions are not commands: no reply
    [acknowledged] = bot_comments(github, 1)
    assert acknowledged.startswith(f"reportsmith: known (from alice): F{filed['crash']} is an exemplar")
    assert bot_comments(github, 2) == bot_comments(github, 3) == []
    github.reopen(3, "alice")
    poll_trackers(app, ["github"])
    assert get_failure(app.store, filed["rejects-valid"]).status == "new"  # undup: back where it was


def test_closed_as_completed_is_fixed_and_reopened_is_unfixed(app, filed, people) -> None:
    github, _ = people
    github.close(1, "completed", "alice")
    poll_trackers(app, ["github"])
    assert get_failure(app.store, filed["crash"]).status == "fixed"
    github.reopen(1, "alice")
    poll_trackers(app, ["github"])
    assert get_failure(app.store, filed["crash"]).status == "new"
    github.label(1, "duplicate", "alice")  # closed as a duplicate, without saying of which issue
    github.close(1, "completed", "alice")
    poll_trackers(app, ["github"])
    crash = get_failure(app.store, filed["crash"])
    assert (crash.status, crash.details.known_bug) == ("known", "github#1")


def test_bugzilla_comments_from_allowed_users_and_resolutions(app, filed, people) -> None:
    _, bugzilla = people
    bugzilla.add_comment(1, "#reportsmith fixed tcc-0.9.28", "carol@example.org")
    bugzilla.add_comment(1, "#reportsmith invalid", "stranger@example.org")
    bugzilla.add_fault(
        Fault("PUT", r"/rest/bug/1", status=502, after=True)
    )  # the reply lands, its answer is lost
    [summary] = poll_trackers(app, ["bugzilla"])
    assert "reply on 1 stays pending" in summary.problems[0]
    [summary] = poll_trackers(app, ["bugzilla"])  # finds the reply by its marker: not posted again
    assert not summary.problems and summary.replies == 0
    failure = get_failure(app.store, filed["rejects-valid"])
    assert failure.status == "fixed" and failure.details.fixed.release == "tcc-0.9.28"
    replies = [c["text"] for c in bugzilla.comments[1] if c["creator"] == "bot@example.org"][1:]
    assert len(replies) == 2 and "stranger@example.org are not accepted" in replies[1]
    ack = f"reportsmith: fixed tcc-0.9.28 (from carol@example.org): F{filed['rejects-valid']} is fixed"
    assert replies[0].startswith(ack)
    bugzilla.resolve(1, "WONTFIX")
    poll_trackers(app, ["bugzilla"])
    assert get_failure(app.store, filed["rejects-valid"]).status == "invalid"
    poll_trackers(app, ["bugzilla"])
    events = [e for e in get_failure(app.store, filed["rejects-valid"]).events if e.kind == "action"]
    assert [e.data["verb"] for e in events] == ["fixed", "invalid"]


def test_bad_input_gets_a_reply_or_a_log_line_and_the_poll_goes_on(app, filed, people, caplog) -> None:
    github, _ = people
    caplog.set_level(logging.WARNING, "reportsmith.learn")
    github.add_comment(1, "#reportsmith known huge\n" + "x" * 1_000_000, "alice")
    github.add_comment(2, "#reportsmith known two words\n#reportsmith dup 99\n#reportsmith dup", "alice")
    github.label(3, "reportsmith:invalid", "alice")
    github.add_fault(Fault("GET", r"/repos/compilers/tcc/issues/events", status=200, body=b'{"oops": [1,'))
    github.add_fault(Fault("GET", r"/repos/compilers/tcc/issues/comments", status=502))
    github.rate_limit_once("GET", r"/repos/compilers/tcc/issues/comments", retry_after=1)
    [summary] = poll_trackers(app, ["github"])
    assert "only the first 65536 are read" in caplog.text
    assert get_failure(app.store, filed["crash"]).details.known_bug == "huge"
    [reply] = bot_comments(github, 2)
    assert "'two words' is not a name" in reply and "there is no issue 99 on github" in reply
    assert "dup: '' is not an issue" in reply
    assert get_failure(app.store, filed["wrong-code"]).status == "new"
    [problem] = summary.problems
    assert problem.startswith("github: issue events: the tracker's reply could not be used (JSONDecodeError")
    assert get_failure(app.store, filed["rejects-valid"]).status == "new"  # the label waits for the next poll
    poll_trackers(app, ["github"])
    assert get_failure(app.store, filed["rejects-valid"]).status == "invalid"
    assert get_failure(app.store, filed["crash"]).details.known_bug == "huge"  # nothing lost
    assert len(bot_comments(github, 2)) == 1


def test_comments_and_events_are_read_across_pages(app, filed, people) -> None:
    github, _ = people
    for number in range(60):
        github.add_comment(2, f"comment {number}", "alice")
        github.label(2, f"other-{number}", "alice")
    github.add_comment(2, "@Bot invalid flaky reference", "alice")  # a mention of the bot's login
    github.label(1, "reportsmith:known", "alice")
    poll_trackers(app, ["github"])
    assert get_failure(app.store, filed["wrong-code"]).status == "invalid"
    assert get_failure(app.store, filed["crash"]).status == "known"
    pages = {(s.path, s.query.get("page", ["1"])[0]) for s in github.seen if s.method == "GET"}
    assert ("/repos/compilers/tcc/issues/comments", "2") in pages
    assert ("/repos/compilers/tcc/issues/events", "2") in pages


def test_each_bugzilla_state_change_is_applied_once_with_its_own_reply(app, filed, people) -> None:
    _, bugzilla = people
    bugzilla.resolve(1, "DUPLICATE", dupe_of=99)  # no bug 99: refused, one reply
    poll_trackers(app, ["bugzilla"])
    poll_trackers(app, ["bugzilla"])
    bugzilla.reopen(1)
    bugzilla.resolve(1, "DUPLICATE", dupe_of=98)  # a new state: a new reply, not mistaken for the first
    poll_trackers(app, ["bugzilla"])
    poll_trackers(app, ["bugzilla"])
    replies = [c["text"] for c in bugzilla.comments[1] if c["creator"] == "bot@example.org"][1:]
    assert len(replies) == 2
    assert "there is no issue 99 on bugzilla" in replies[0]
    assert "there is no issue 98 on bugzilla" in replies[1]
    assert get_failure(app.store, filed["rejects-valid"]).status == "new"
