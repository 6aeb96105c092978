"""Auto-filing by policy on the local GitHub, from real failures: the bundled examples reduced (the report
tests' reductions, re-checked by the oracle), ranked and drafted, plus a look-alike of the tcc pragma bug.

With ``checked`` the run files, best-ranked first, the drafts that pass every check, never more than
``report.daily_limit`` a day, each once (also with two runs at once); ``--dry-run`` lists the same decisions
with the reason each other draft is held, writing nothing; the clang-15 crash fixed in clang-16 is marked
fixed upstream, never filed. With ``approved`` only what a person approved is filed."""

from __future__ import annotations

import dataclasses
import shutil
import threading
from pathlib import Path

import pytest
from report.conftest import DATA, REDUCED
from reportsmith.app import App
from reportsmith.autofile import auto_file, plan
from reportsmith.cli import main
from reportsmith.config import AutoFilePolicy, load_config
from reportsmith.lifecycle import Actor
from reportsmith.pipeline import ingest_stage
from reportsmith.reduction import recheck_reduced
from reportsmith.review import approve
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.models import EventKind
from reportsmith.store.results import Reduction
from rich.console import Console
from trackers.conftest import EXAMPLES, make_app
from web.conftest import rank_and_draft
from web.served import dump

ALIKE = "#pragma pack(push)\nint f(void){return 0;}\nint main(void){return f();}\n"


@pytest.fixture(scope="session")
def reviewed_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Ingested, reduced (to a fixpoint, re-checked), ranked, drafted for GitHub: what a morning finds."""
    data = tmp_path_factory.mktemp("autofile-store")
    app = App(dataclasses.replace(load_config(), data_dir=str(data)))
    inbox = data / "alike"
    inbox.mkdir()
    (inbox / "pragma-alike.c").write_text(ALIKE)
    (inbox / "pragma-alike.toml").write_text('compiler = "tcc"\nflags = "-w"\nexpect = "rejects-valid"\n')
    quiet = Console(quiet=True)
    ingest_stage(app, [EXAMPLES, inbox], quiet)
    reduced = {**REDUCED, "pragma-alike.c": None}
    with app.store.transaction() as session:
        for failure in list_failures(app.store):
            if failure.test_name not in reduced:
                continue
            stored = session.merge(failure)
            name = reduced[failure.test_name]
            stored.reduced_bytes = (DATA / name).read_bytes() if name else failure.test_bytes
            done = Reduction(final=True, complete=True, original_size=len(failure.test_bytes),
                             size=len(stored.reduced_bytes))  # fmt: skip
            stored.reduction = recheck_reduced(app, failure, stored.reduced_bytes, done)
    rank_and_draft(app)
    app.store.close()
    return data


def _app(reviewed_store: Path, tmp_path: Path, servers, policy: str, limit: int) -> App:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    shutil.copytree(reviewed_store, data)
    app = make_app(data, *servers)
    report = dataclasses.replace(app.config.report, auto_file=AutoFilePolicy(policy), daily_limit=limit)
    return App(dataclasses.replace(app.config, report=report))


def _ids(app: App) -> dict[str, int]:
    return {f.test_name: f.id for f in list_failures(app.store)}


def _issues(github) -> list[str]:  # type: ignore[no-untyped-def]
    return [issue["title"] for issue in github.issues["compilers/tcc"]]


def test_checked_files_what_qualifies_within_the_daily_limit_once_and_says_why_the_rest_waits(
    reviewed_store, tmp_path, servers, monkeypatch, capsys
) -> None:
    github, _ = servers
    app = _app(reviewed_store, tmp_path, servers, "checked", 2)
    ids = _ids(app)
    before = dump(app)
    decisions = {d.failure_id: d for d in plan(app, "github")}
    assert dump(app) == before  # the dry run's decisions write nothing
    reasons = {name: decisions[ids[name]].reason for name in ids if ids[name] in decisions}
    assert reasons["clang-wrong-code-O3.c"] == "not reduced"
    fixed = "retest: it fixed upstream: passes with clang-16"
    assert reasons["clang-ubsan-assume-aligned.c"].startswith(fixed)
    filing = [d for d in decisions.values() if d.file]
    assert len(filing) == 2 and all("every check passed; it still fails with" in d.reason for d in filing)
    assert sum("daily limit is reached (2 per UTC day" in r for r in reasons.values()) >= 2

    config = tmp_path / "reportsmith.toml"  # the same through the command, as a person runs it
    from trackers.test_trackers_kill import _config

    policy = '[report]\nauto_file = "checked"\ndaily_limit = 2\n'
    _config(config, github).write_text(config.read_text() + policy)
    monkeypatch.setenv("REPORTSMITH_DATA", str(app.config.data_path))
    assert main(["report", "file", "--auto", "--dry-run", "--config", str(config)]) == 0
    shown = capsys.readouterr().out
    assert "github: policy checked; 0 of 2 automatic filings used today" in shown
    assert f"F{ids['clang-wrong-code-O3.c']} (github, policy checked): held: not reduced" in shown
    assert shown.count(": would file: every check passed") == 2 and _issues(github) == []

    done = auto_file(app, ["github"])
    assert [d.status for d in done if d.status != "fixed-upstream"] == ["filed", "filed"]
    filed = [d.decision.failure_id for d in done if d.status == "filed"]
    assert filed == [d.failure_id for d in filing] and len(_issues(github)) == 2
    for failure_id in filed:
        failure = get_failure(app.store, failure_id)
        assert failure.status == "filed"
        [event] = [e for e in failure.events if e.kind == EventKind.AUTO_FILED]
        assert event.data["policy"] == "checked" and "by policy checked" in event.message
        approved = next(e for e in failure.events if e.kind == "state" and e.data["to"] == "approved")
        assert approved.data["source"] == "auto-file (checked)"  # the bot approved it, and says why
    clang = get_failure(app.store, ids["clang-ubsan-assume-aligned.c"])
    assert clang.status == "fixed" and clang.details.fixed_upstream.release == "clang-16"
    for body in (issue["body"] for issue in github.issues["compilers/tcc"]):
        assert "Retested before filing: still fails with" in body

    assert auto_file(app, ["github"]) == []  # the day's two are used: nothing more, nothing twice
    assert len(_issues(github)) == 2

    more = App(dataclasses.replace(app.config, report=dataclasses.replace(app.config.report, daily_limit=10)))
    auto_file(more, ["github"])  # a larger limit: the rest that qualifies, and no look-alike of a filed bug
    titles = _issues(github)
    assert len(titles) == len(set(titles)) == 4
    alike = {d.failure_id: d for d in plan(more, "github")}[ids["pragma-alike.c"]]
    assert not alike.file and "a look-alike of a known bug: looks like #" in alike.reason
    assert get_failure(app.store, ids["pragma-alike.c"]).status == "drafted"


def test_two_runs_at_once_file_each_draft_once_within_the_limit(reviewed_store, tmp_path, servers) -> None:
    github, _ = servers
    app = _app(reviewed_store, tmp_path, servers, "checked", 3)
    runs = [threading.Thread(target=auto_file, args=(app, ["github"])) for _ in range(2)]
    for run in runs:
        run.start()
    for run in runs:
        run.join(300)
    titles = _issues(github)
    assert len(titles) == 3 and len(set(titles)) == 3
    events = [e for f in list_failures(app.store) for e in f.events if e.kind == EventKind.AUTO_FILED]
    assert len(events) == 3


def test_approved_files_only_what_a_person_approved(reviewed_store, tmp_path, servers) -> None:
    github, _ = servers
    app = _app(reviewed_store, tmp_path, servers, "approved", 3)
    ids = _ids(app)
    approve(app.store, ids["tcc-rejects-pragma-pack.c"], Actor("alice", "test"))
    decisions = plan(app, "github")
    held = [d for d in decisions if not d.file]
    assert all("not approved by a person" in d.reason for d in held) and len(held) == len(decisions) - 1
    done = auto_file(app, ["github"])
    assert [(d.decision.failure_id, d.status) for d in done] == [(ids["tcc-rejects-pragma-pack.c"], "filed")]
    assert len(_issues(github)) == 1
    events = get_failure(app.store, ids["tcc-rejects-pragma-pack.c"]).events
    [event] = [e for e in events if e.kind == EventKind.AUTO_FILED]
    assert event.data["policy"] == "approved"
    report = dataclasses.replace(app.config.report, auto_file=AutoFilePolicy.OFF)
    off = App(dataclasses.replace(app.config, report=report))
    assert auto_file(off, ["github"]) == [] and all(not d.file for d in plan(off, "github"))


def test_a_serve_run_files_by_policy_on_its_schedule(reviewed_store, tmp_path, servers) -> None:
    """``reportsmith serve`` itself: its poll job (every 3 s here) files what ``checked`` allows, 2 a day."""
    import sqlalchemy as sa
    from reportsmith.schedule import JOB_RUNS
    from trackers.test_trackers_kill import _config
    from web.served import serve_process, stop, wait_for

    github, _ = servers
    app = _app(reviewed_store, tmp_path, servers, "checked", 2)
    config = _config(tmp_path / "serve.toml", github)
    text = config.read_text().replace("poll_minutes = 30.0", "poll_minutes = 0.05")
    config.write_text(text + '[report]\nauto_file = "checked"\ndaily_limit = 2\n')

    def polls() -> int:
        with app.store.transaction() as session:
            query = sa.select(JOB_RUNS.c.outcome).where(JOB_RUNS.c.job_id == "poll")
            return sum(1 for outcome in session.scalars(query) if outcome == "ok")

    process = serve_process(config, app.config.data_path, "--no-web")
    try:
        wait_for(lambda: len(_issues(github)) == 2, "two reports filed by the policy", process, timeout=300)
        wait_for(lambda: polls() >= 2, "a second scheduled run", process, timeout=300)
    finally:
        assert stop(process) == 0
    titles = _issues(github)
    assert len(titles) == len(set(titles)) == 2  # the limit holds across runs, and nothing twice
    events = [e for f in list_failures(app.store) for e in f.events if e.kind == EventKind.AUTO_FILED]
    assert sorted(e.data["policy"] for e in events) == ["checked", "checked"]


LIMIT_SAID = (
    "report.daily_limit: expected automatic filings per tracker and UTC day from 0 to trackers.daily_limit "
    "(10, which caps all filing), got 11"
)


@pytest.mark.parametrize(
    ("added", "said"),
    [
        ('[report]\nauto_file = "always"\n', "report.auto_file: expected one of off, approved, checked"),
        ("[report]\nauto_file = true\n", "report.auto_file: expected a string, got a boolean"),
        ("[report]\ndaily_limit = 11\n", LIMIT_SAID),
        ("[report]\ndaily_limit = -1\n", "report.daily_limit: expected automatic filings"),
        ('[trackers.github]\nauto_file = "checkd"\n', "trackers.github.auto_file: expected one of off"),
    ],
)
def test_the_policy_keys_are_checked_when_the_configuration_is_read(
    tmp_path: Path, added: str, said: str
) -> None:
    from reportsmith.config import default_config_path
    from reportsmith.errors import ConfigError

    path = tmp_path / "bad.toml"
    path.write_text(default_config_path().read_text() + added)
    with pytest.raises(ConfigError) as error:
        load_config(path, check_path=False)
    assert str(error.value).startswith(f"{path}: ") and said in str(error.value)


def test_checked_holds_a_failure_the_bot_found_likely_the_same_bug_as_an_earlier_one(
    reviewed_store, tmp_path, servers
) -> None:
    """Two tcc failures whose bisections end at the same first bad commit: the later-ranked one is held for
    a person (its texts differ too much for the fuzzy match, and its signature may be a coarse one)."""
    from reportsmith.store import Failure
    from reportsmith.store.results import Bisection, Commit

    app = _app(reviewed_store, tmp_path, servers, "checked", 10)
    ids = _ids(app)
    pair = [ids["tcc-rejects-pragma-pack.c"], ids["tcc-wrong-csmith-20042.c"]]
    culprit = Commit("c0ffee" + "0" * 34, "c0ffee0 tccgen: a change")
    with app.store.transaction() as session:
        for failure_id in pair:
            stored = session.get(Failure, failure_id)
            assert stored is not None and stored.tame_rank is not None
            stored.bisection = Bisection(culprit=culprit)
    first, later = sorted(pair, key=lambda i: get_failure(app.store, i).tame_rank)
    decisions = {d.failure_id: d for d in plan(app, "github")}
    assert not decisions[later].file
    assert decisions[later].reason == (
        f"likely the same bug as F{first}, ranked before it (same first bad commit c0ffee000000)"
    )
    assert "likely the same bug" not in decisions[first].reason
