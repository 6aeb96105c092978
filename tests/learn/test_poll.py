"""The Show's end-to-end test on the local servers: three reports filed from real failures, commands from an
allowed user, a stranger, a quoted command, an unknown verb, a command on an issue the bot did not file, a
Bugzilla bug resolved as DUPLICATE; one poll applies exactly the allowed ones, answers every command once
(what changed, or why not) and ranks again by itself: the known bug's look-alikes sink with no 'tame'."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from learn.helpers import bot_comments
from reportsmith.cli import main
from reportsmith.config import DuplicatePolicy
from reportsmith.learn.poll import poll_trackers
from reportsmith.pipeline import ingest_stage
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.taming import tame_failures
from reportsmith.trackers.filing import Filer
from rich.console import Console

EXAMPLE = Path(__file__).resolve().parents[2] / "config" / "examples" / "tcc-rejects-pragma-pack.c"


def _look_alikes(app, tmp_path: Path) -> list[int]:  # type: ignore[no-untyped-def]
    """Three more tests tcc rejects for the same '#pragma pack(push)' bug (other names and values)."""
    folder = tmp_path / "alikes"
    folder.mkdir()
    text = EXAMPLE.read_text()
    for index, (name, value) in enumerate([("record", 7), ("pair", 1234), ("cell", 99)]):
        variant = text.replace("packed", name).replace("42", str(value)).replace("tag", f"tag{index}")
        (folder / f"alike{index}.c").write_text(variant)
        (folder / f"alike{index}.toml").write_text(
            'compiler = "tcc"\nflags = "-w"\nexpect = "rejects-valid"\n'
        )
    outcomes = ingest_stage(app, [folder], Console(quiet=True))
    ids = sorted(o.failure_id for o in outcomes if o.failure_id)
    assert len(ids) == 3 and all(get_failure(app.store, i).verdict == "rejects-valid" for i in ids)
    return ids


def _action_events(app) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for f in list_failures(app.store) for e in f.events if e.kind == "action")


@pytest.fixture
def scene(app, ids, servers, tmp_path):  # type: ignore[no-untyped-def]
    github, bugzilla = servers
    trackers = dataclasses.replace(app.config.trackers, on_duplicate=DuplicatePolicy.FILE)
    app.config = dataclasses.replace(app.config, trackers=trackers)
    alikes = _look_alikes(app, tmp_path)
    for verdict in ("crash", "wrong-code", "rejects-valid"):  # GitHub #1, #2, #3
        Filer(app, "github").file(ids[verdict])
    Filer(app, "bugzilla").file(ids["rejects-valid"])  # bug 1
    Filer(app, "bugzilla").file(alikes[0])  # bug 2
    github.permissions.update(alice="write", mallory="read")
    return github, bugzilla, alikes


def test_one_poll_applies_exactly_the_allowed_commands_answers_each_once_and_ranks_again(
    app, ids, scene, monkeypatch, capsys
) -> None:
    github, bugzilla, alikes = scene
    tame_failures(app)
    before = {f.id: f.tame_rank for f in list_failures(app.store) if f.tame_rank}
    # Unlabelled, the bug ranks early: among the first of each distinct failing example.
    distinct_examples = len(before) - len(alikes)
    assert min(before[i] for i in [ids["rejects-valid"], *alikes]) <= distinct_examples

    stranger = github.open_issue("a bug someone else found")  # not filed by the bot
    github.add_comment(3, "Confirmed, we know this one.\n#reportsmith known pragma-pack\n", "alice")
    github.add_comment(3, "#reportsmith known pragma-pack", "mallory")
    github.add_comment(1, "> #reportsmith invalid\nI do not agree with the above.", "alice")
    github.add_comment(2, "#reportsmith frobnicate", "alice")
    github.add_comment(stranger, "#reportsmith known some-bug\n#reportsmith retest", "alice")
    bugzilla.resolve(2, "DUPLICATE", dupe_of=1)
    summaries = poll_trackers(app, ["github", "bugzilla"])
    assert all(not s.problems for s in summaries), summaries

    rejects, alike = get_failure(app.store, ids["rejects-valid"]), get_failure(app.store, alikes[0])
    assert (rejects.status, rejects.details.known_bug) == ("known", "pragma-pack")
    assert (alike.status, alike.details.known_bug) == ("duplicate", "pragma-pack")
    [taught] = [e.data for e in rejects.events if e.kind == "action"]
    assert taught["actor"] == "alice" and "/compilers/tcc/issues/3#issuecomment-" in taught["where"]
    monkeypatch.setenv("REPORTSMITH_DATA", str(app.config.data_path))
    assert main(["show", str(rejects.id)]) == 0  # which comment taught what
    shown = capsys.readouterr().out
    assert "action: known pragma-pack by alice (github-comment" in shown and "issues/3#issuecomment-" in shown
    for verdict in ("crash", "wrong-code"):
        assert get_failure(app.store, ids[verdict]).details.known_bug is None
        assert get_failure(app.store, ids[verdict]).status == "new"
    assert _action_events(app) == 2
    # Every command gets exactly one line, in one reply per comment, in the bot's voice.
    acknowledged, refusal = bot_comments(github, 3)
    assert acknowledged.startswith(
        f"reportsmith: known pragma-pack (from alice): F{rejects.id} is an exemplar of the known bug "
        "pragma-pack (was new, now known)"
    )
    assert "commands from mallory are not accepted" in refusal
    [unknown] = bot_comments(github, 2)
    assert "unknown command 'frobnicate'" in unknown
    assert bot_comments(github, 1) == []  # a quoted command is not one
    [not_ours] = bot_comments(github, stranger)
    assert f"#{stranger} is not an issue reportsmith filed" in not_ours
    assert "'known some-bug', 'retest' changed nothing" in not_ours

    poll_trackers(app, ["github", "bugzilla"])  # nothing new: nothing applied or posted again
    assert _action_events(app) == 2
    assert [len(bot_comments(github, n)) for n in (1, 2, 3, stranger)] == [0, 1, 2, 1]

    # No 'reportsmith tame': the poll ranked again, the exemplars seed the ranking, their look-alikes sink.
    ranks = {f.id: f.tame_rank for f in list_failures(app.store)}
    distinct = [ranks[ids["crash"]], ranks[ids["wrong-code"]]]
    assert ranks[ids["rejects-valid"]] is None and ranks[alikes[0]] is None
    assert all(ranks[i] > max(distinct) for i in alikes[1:])
