"""Eight requests at once for one tracker write, from the review page and the CLI together: the tracker gets
it once. Filing an approved failure (GitHub and Bugzilla), a reply to a command, a verification comment.

Every create/comment request is slowed down by the local servers, so the first writer is still waiting for
the tracker while the others arrive: without the lease each of them would search, find nothing, and write.
"""

from __future__ import annotations

import dataclasses
import os
import re
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import httpx
from fakes.local_http import Fault
from learn.helpers import bot_comments
from reportsmith.config import Verify
from reportsmith.learn.poll import poll_trackers
from reportsmith.learn.verify import verify_reports
from reportsmith.lifecycle import Actor, FailureState, move_failure
from reportsmith.report.drafting import draft_and_save, get_report
from reportsmith.review import approve
from reportsmith.store.failures import get_failure
from reportsmith.store.leases import leases
from reportsmith.trackers.filing import Filer
from trackers.test_trackers_kill import _config
from web.served import serving

ALICE = Actor("alice", "test")
SLOW = 2.0  # seconds each create or comment request takes on the local servers
GITHUB_CREATE = r"/repos/compilers/tcc/issues"
GITHUB_COMMENT = r"/repos/compilers/tcc/issues/\d+/comments"


def cli(config: Path, data: Path, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    argv = [sys.executable, "-m", "reportsmith", *args, "--config", str(config)]
    return subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finished(process: subprocess.Popen[str]) -> str:
    out, err = process.communicate(timeout=300)
    assert process.returncode == 0, f"{process.args}: {process.returncode}\n{out}\n{err}"
    return out


def at_once(
    calls: list[Callable[[], str]], processes: Callable[[], list[subprocess.Popen[str]]]
) -> list[str]:
    """Run ``calls`` in threads released together, start the CLI ``processes`` at the same moment; what
    each said (threads first)."""
    barrier = threading.Barrier(len(calls) + 1)
    said: list[str] = [""] * len(calls)
    errors: list[BaseException] = []

    def run(index: int) -> None:
        barrier.wait()
        try:
            said[index] = calls[index]()
        except BaseException as error:  # reported below, with the others' results
            errors.append(error)

    threads = [threading.Thread(target=run, args=(index,)) for index in range(len(calls))]
    for thread in threads:
        thread.start()
    barrier.wait()
    started = processes()
    for thread in threads:
        thread.join(300)
    outputs = [finished(process) for process in started]
    assert not errors, errors
    return said + outputs


def page_filer(url: str, failure_id: int, tracker: str) -> Callable[[], str]:
    """A reviewer's browser: the page with its CSRF token now, the POST when called; the message shown."""
    client = httpx.Client(base_url=url, timeout=300)
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get(f"/failure/{failure_id}").text)
    assert csrf

    def post() -> str:
        try:
            posted = client.post(
                f"/failure/{failure_id}/file", data={"csrf": csrf.group(1), "tracker": tracker}
            )
            assert posted.status_code == 303
            shown = re.search(
                r'class="flash" role="status">([^<]*)<', client.get(f"/failure/{failure_id}").text
            )
            assert shown, "the page shows the outcome"
            return shown.group(1)
        finally:
            client.close()

    return post


def test_eight_file_requests_at_once_from_the_page_and_the_cli_file_once(app, ids, servers, tmp_path) -> None:
    github, bugzilla = servers
    failure_id = ids["rejects-valid"]
    for tracker in ("github", "bugzilla"):
        draft_and_save(app, failure_id, tracker)
    approve(app.store, failure_id, ALICE)
    github.add_fault(Fault("POST", GITHUB_CREATE, delay=SLOW, times=8))
    bugzilla.add_fault(Fault("POST", r"/rest/bug", delay=SLOW, times=8))
    config = _config(tmp_path / "reportsmith.toml", github, bugzilla)
    data = Path(app.config.data_path)
    with serving(app) as site:
        posts = [
            page_filer(site.url, failure_id, tracker) for tracker in ("github", "bugzilla") for _ in range(4)
        ]
        said = at_once(
            posts,
            lambda: [
                cli(config, data, "report", "file", str(failure_id), "--tracker", tracker)
                for tracker in ("github", "bugzilla")
                for _ in range(4)
            ],
        )
    assert len(github.issues["compilers/tcc"]) == 1 and len(bugzilla.bugs) == 1
    urls = {
        tracker: get_report(app.store, failure_id, tracker).remote_url for tracker in ("github", "bugzilla")
    }
    # Every one of the 16 requests reports the one issue or bug: the first filed it, the others found it.
    for index, text in enumerate(said):
        tracker = "github" if index % 8 < 4 else "bugzilla"
        assert f"filed {'#' if tracker == 'github' else 'PR '}1 {urls[tracker]} (" in text, (index, text)
    assert sum("(already filed)" in text for text in said) == 14
    failure = get_failure(app.store, failure_id)
    assert failure.status == "filed"
    assert sorted(e.data["tracker"] for e in failure.events if e.kind == "filed") == ["bugzilla", "github"]
    assert [e.message.split(":")[0] for e in failure.events if e.kind == "state"][-1:] == [
        "approved -> filed"
    ]
    assert sum(e.data.get("to") == "filed" for e in failure.events if e.kind == "state") == 1
    assert leases(app.store) == []  # every lease was given back


def test_eight_polls_at_once_reply_to_a_command_once(app, ids, servers, tmp_path) -> None:
    github, bugzilla = servers
    Filer(app, "github").file(ids["rejects-valid"])  # GitHub #1
    Filer(app, "bugzilla").file(ids["rejects-valid"])  # bug 1
    github.permissions["mallory"] = "read"
    github.add_comment(1, "#reportsmith known pragma-pack", "mallory")  # not allowed: one refusal reply
    bugzilla.add_comment(1, "#reportsmith invalid", "mallory@example.org")
    github.add_fault(Fault("POST", GITHUB_COMMENT, delay=SLOW, times=8))
    bugzilla.add_fault(Fault("POST", r"/rest/bug/\d+/comment", delay=SLOW, times=8))
    config = _config(tmp_path / "reportsmith.toml", github, bugzilla)

    def poll() -> str:  # what `reportsmith poll` prints of its problems
        return "".join(
            f"problem: {p}\n" for s in poll_trackers(app, ["github", "bugzilla"]) for p in s.problems
        )

    polls = [poll] * 4
    said = at_once(polls, lambda: [cli(config, Path(app.config.data_path), "poll") for _ in range(4)])
    [reply] = bot_comments(github, 1)
    assert reply.startswith("reportsmith: commands from mallory are not accepted")
    replies = [c["text"] for c in bugzilla.comments[1] if "reportsmith-reply" in c["text"]]
    assert len(replies) == 1 and "commands from mallory@example.org are not accepted" in replies[0]
    assert get_failure(app.store, ids["rejects-valid"]).status != "known"
    assert not any("problem:" in text for text in said), said
    assert leases(app.store) == []


def test_eight_verify_runs_at_once_comment_once(app, ids, servers, tmp_path) -> None:
    github, bugzilla = servers
    failure_id = ids["rejects-valid"]
    Filer(app, "github").file(failure_id)  # GitHub #1
    # Marked fixed, but Debian's tcc still rejects '#pragma pack(push)': verify says so, once.
    move_failure(app.store, failure_id, FailureState.FIXED, ALICE, "tcc")
    app.config = dataclasses.replace(app.config, verify=[Verify("tcc", "tcc")])
    github.add_fault(Fault("POST", GITHUB_COMMENT, delay=SLOW, times=8))
    config = _config(tmp_path / "reportsmith.toml", github)
    config.write_text(config.read_text() + '\n[[verify]]\ncompiler = "tcc"\nnewest = "tcc"\n')
    runs = [lambda: str(verify_reports(app)) for _ in range(4)]
    said = at_once(runs, lambda: [cli(config, Path(app.config.data_path), "verify") for _ in range(4)])
    [comment] = bot_comments(github, 1)
    assert comment.startswith("reportsmith: this was marked fixed, but the test still fails with tcc")
    assert all("still-fails" in text for text in said), said
    assert leases(app.store) == []
