"""Recurrence on real failures: a new pcc crash with the signature of a report the maintainers closed as
fixed is drafted as "... (2)" linking the old issue and filed as a new issue; a new tcc failure with the
signature of a known bug is stored and counted, not drafted."""

from __future__ import annotations

from pathlib import Path

from reportsmith.actions import apply_action, parse_action
from reportsmith.learn.poll import poll_trackers
from reportsmith.lifecycle import Actor
from reportsmith.pipeline import ingest_stage
from reportsmith.report.drafting import render_for, save_draft
from reportsmith.report.recurrence import Disposition, classify, mark_recurrence, suppressed_counts, to_draft
from reportsmith.store.failures import get_failure
from reportsmith.trackers.filing import Filer
from rich.console import Console

EXAMPLE = Path(__file__).resolve().parents[2] / "config" / "examples" / "tcc-rejects-pragma-pack.c"


def _ingest(app, tmp_path: Path, name: str, text: str, compiler: str) -> int:  # type: ignore[no-untyped-def]
    folder = tmp_path / name
    folder.mkdir()
    (folder / f"{name}.c").write_text(text)
    (folder / f"{name}.toml").write_text(f'compiler = "{compiler}"\nflags = "-w"\n')
    [outcome] = ingest_stage(app, [folder], Console(quiet=True))
    return int(outcome.failure_id)


def test_a_fixed_bug_that_comes_back_is_a_new_report_numbered_2(app, filed, servers, tmp_path) -> None:
    github, _ = servers
    github.close(1, "completed", "alice")  # the maintainers fixed the pcc crash (GitHub #1)
    poll_trackers(app, ["github"])
    assert get_failure(app.store, filed["crash"]).status == "fixed"
    again = _ingest(
        app, tmp_path, "again", "void f(void){goto *&&a;a:;}\nint main(void){f();return 0;}\n", "pcc"
    )
    failure = get_failure(app.store, again)
    assert failure.signature == get_failure(app.store, filed["crash"]).signature
    assert classify(app, failure).disposition is Disposition.RECURRENCE

    plain = render_for(app, failure, "github")
    draft = mark_recurrence(app, failure, plain)
    old = github.issues["compilers/tcc"][0]
    assert draft.title == f"{plain.title} (2)"
    assert f"{old['title']}: {github.root}/compilers/tcc/issues/1" in draft.body
    save_draft(app.store, draft)
    outcome = Filer(app, "github").file(again)
    assert (outcome.status, outcome.remote_id) == ("filed", "4")  # a new issue, not a comment on closed #1
    assert github.comments.get(("compilers/tcc", 1), []) == []


def test_a_known_bug_look_alike_is_counted_not_drafted(app, filed, tmp_path) -> None:
    actor = Actor("alice", "cli")
    apply_action(app, filed["rejects-valid"], parse_action("known", "pragma-pack"), actor)
    variant = EXAMPLE.read_text().replace("packed", "record").replace("42", "7")
    alike = _ingest(app, tmp_path, "alike", variant, "tcc")
    failures = [get_failure(app.store, i) for i in (filed["crash"], filed["wrong-code"], alike)]
    assert [f.id for f in to_draft(app, failures)] == [filed["crash"], filed["wrong-code"]]
    to_draft(app, failures)  # counted once, however often the stage runs
    assert [e.kind for e in get_failure(app.store, alike).events].count("suppressed") == 1
    assert list(suppressed_counts(app).values()) == [1]
    assert "pragma-pack" in next(iter(suppressed_counts(app)))
