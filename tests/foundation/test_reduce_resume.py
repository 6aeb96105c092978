"""A reduction cut short is continued from its stored best by the next run, not restarted (issue 13 item 2).

The cut is made deterministic: the progress callback raises Ctrl-C's KeyboardInterrupt at the first
progress report whose best is smaller than the original (the reducer reports after every new best), so
the stored best is always a strict improvement and the first session never finishes."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.config import default_config_path, load_config
from reportsmith.pipeline import ingest_stage, reduce_stage
from reportsmith.reducer import Progress
from reportsmith.reduction import reduce_failure, resume_point
from reportsmith.stages import wants_reduction
from reportsmith.store import Failure
from reportsmith.store.failures import get_failure, list_failures
from rich.console import Console

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


def _quiet() -> Console:
    return Console(file=open("/dev/null", "w"))  # noqa: SIM115


@pytest.fixture
def app(data_dir: Path, tmp_path: Path) -> App:
    """The default config (2 jobs) with the pcc crash example ingested."""
    config = load_config(default_config_path())
    app = App(replace(config, reduce=replace(config.reduce, jobs=2, max_seconds=300)))
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for suffix in (".c", ".toml"):
        shutil.copy(EXAMPLES / f"pcc-crash-label{suffix}", inbox)
    ingest_stage(app, [inbox], _quiet())
    return app


def _interrupt_at_first_improvement(progress: Progress) -> None:
    if progress.best_size < progress.original_size:
        raise KeyboardInterrupt


def _interrupted(app: App) -> Failure:
    [failure] = list_failures(app.store)
    with pytest.raises(KeyboardInterrupt):
        reduce_failure(app, failure, _interrupt_at_first_improvement)
    return get_failure(app.store, failure.id)


def test_an_interrupted_reduction_continues_from_its_stored_best(app: App) -> None:
    cut = _interrupted(app)
    assert cut.reduction is not None and not cut.reduction.complete and cut.reduction.stopped == "interrupted"
    assert cut.reduced_bytes is not None and len(cut.reduced_bytes) < len(cut.test_bytes)
    assert cut.reduction.tests_run > 0  # what the cut-short session ran is counted (its last progress report)
    # and where those tests went: the per-pass table of a session cut short is stored as a finished one's
    assert (
        cut.reduction.passes
        and 0 < sum(p.tests for p in cut.reduction.passes.values()) <= cut.reduction.tests_run
    )
    assert cut.status == "new" and wants_reduction(app.config, cut) and resume_point(cut) == cut.reduced_bytes
    first_tests = cut.reduction.tests_run
    starts: list[int] = []

    def first_size(progress: Progress) -> None:
        if not starts:
            starts.append(progress.original_size)  # the size the session started from

    summary = reduce_failure(app, cut, first_size)
    assert starts == [len(cut.reduced_bytes)]  # the second session started at the stored best
    assert summary.complete and summary.sessions == 2 and summary.resumed_from == len(cut.reduced_bytes)
    assert summary.original_size == len(cut.test_bytes)  # still the original's size, for the report
    assert summary.tests_run > first_tests and summary.size <= len(cut.reduced_bytes)
    assert summary.recheck is not None and summary.recheck.same
    done = get_failure(app.store, cut.id)
    assert done.status == "reduced" and not wants_reduction(app.config, done)
    assert "resumed at" in [e for e in done.events if e.kind == "reduced"][-1].message


def test_the_next_run_picks_up_a_reduction_its_budget_cut_short(app: App) -> None:
    cut = _interrupted(app)
    # As the reduce stage leaves a reduction stopped by reduce.max_seconds: reduced, and not complete.
    with app.store.transaction() as session:
        stored = session.get(Failure, cut.id)
        assert stored is not None and stored.reduction is not None
        stored.reduction = replace(stored.reduction, final=True, stopped="time budget of 1 s")
        stored.status = "reduced"
    [summary] = reduce_stage(app, _quiet())
    assert summary.resumed_from == len(cut.reduced_bytes or b"") and summary.complete
    assert reduce_stage(app, _quiet()) == []  # finished: nothing left to continue


def test_a_stored_best_that_no_longer_fails_is_dropped_for_the_original(app: App) -> None:
    cut = _interrupted(app)
    with app.store.transaction() as session:
        stored = session.get(Failure, cut.id)
        assert stored is not None
        stored.reduced_bytes = b"int main(void) { return 0; }\n"  # pcc compiles this: not the crash
    summary = reduce_failure(app, get_failure(app.store, cut.id))
    assert summary.complete and summary.resumed_from == 0 and summary.sessions == 1
    events = get_failure(app.store, cut.id).events
    assert any(e.kind == "resume-refused" and "not interesting" in e.message for e in events)


def test_a_reducer_bug_keeps_the_best_so_far_checked_and_says_so(app: App) -> None:
    """A pass that raises (bench/validity saw 'overlapping replacements' end two reductions, and the draft
    then showed the last unchecked best): the session ends as a cut-short one, its best goes through the
    oracle's re-check and the final gate, the error is in the history with its traceback, and the next run
    continues from that best."""
    [failure] = list_failures(app.store)

    def pass_bug_at_first_improvement(progress: Progress) -> None:
        if progress.best_size < progress.original_size:
            raise ValueError("overlapping replacements (a pass's bug)")

    summary = reduce_failure(app, failure, pass_bug_at_first_improvement)
    assert not summary.complete and "the reducer failed (ValueError: overlapping" in summary.stopped
    assert summary.recheck is not None and summary.recheck.same and summary.valid
    stored = get_failure(app.store, failure.id)
    assert stored.reduced_bytes is not None and len(stored.reduced_bytes) < len(stored.test_bytes)
    assert stored.status == "reduced" and resume_point(stored) == stored.reduced_bytes
    [error] = [e for e in stored.events if e.kind == "reducer-error"]
    assert "ValueError: overlapping" in error.message
    assert "pass_bug_at_first_improvement" in error.data["traceback"]
