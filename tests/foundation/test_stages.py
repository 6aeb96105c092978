"""The bot's stages after ingest, on real failures: reduce, tame, bisect, draft (bot/pipeline.py)."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.config import Bisect, ReleaseSeries, default_config_path, load_config
from reportsmith.pipeline import bisect_stage, draft_stage, ingest_stage, reduce_stage, tame_stage
from reportsmith.store.failures import get_failure, list_failures
from rich.console import Console

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


def _quiet() -> Console:
    return Console(file=open("/dev/null", "w"))  # noqa: SIM115


@pytest.fixture
def app(data_dir: Path, tmp_path: Path) -> App:
    """The default config with the pcc crash and the tcc rejects-valid example ingested (2 failures)."""
    config = load_config(default_config_path())
    config = replace(config, reduce=replace(config.reduce, jobs=2, max_seconds=120))
    app = App(config)
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for name in ("pcc-crash-label", "tcc-rejects-pragma-pack"):
        for suffix in (".c", ".toml"):
            shutil.copy(EXAMPLES / f"{name}{suffix}", inbox)
    ingest_stage(app, [inbox], _quiet())
    return app


def test_reduce_stage_shrinks_and_keeps_each_failure(app: App) -> None:
    summaries = reduce_stage(app, _quiet())
    assert len(summaries) == 2
    for failure in list_failures(app.store):
        assert failure.status == "reduced"
        assert failure.reduced_bytes is not None and len(failure.reduced_bytes) < 0.05 * len(
            failure.test_bytes
        )
        assert failure.reduction.complete is True
        assert failure.reduction.recheck.same is True, failure.reduction.recheck
        assert failure.reduction.size == len(failure.reduced_bytes)
        assert failure.reduction.validity_checks
        assert [e.kind for e in failure.events] == ["ingested", "state", "state", "reduced"]
        moves = [(e.data["to"], e.data["source"]) for e in failure.events if e.kind == "state"]
        assert moves == [("reducing", "reduce"), ("reduced", "reduce")]
    crash = next(f for f in list_failures(app.store) if f.verdict == "crash")
    assert "label 0 outside boundaries" in crash.reduction.compiler_output


def test_a_reduction_out_of_time_keeps_its_best_so_far(app: App) -> None:
    app.config = replace(app.config, reduce=replace(app.config.reduce, jobs=1, max_seconds=0.5))
    reduce_stage(app, _quiet())
    crash = next(f for f in list_failures(app.store) if f.verdict == "crash")
    assert crash.reduction.complete is False and "reduce.max_seconds" in crash.reduction.stopped
    assert crash.reduced_bytes is not None and len(crash.reduced_bytes) <= len(crash.test_bytes)
    assert crash.reduction.recheck.same is True


def test_tame_stage_ranks_and_known_bugs_become_seeds(app: App) -> None:
    tame_stage(app, _quiet())
    ranks = sorted(f.tame_rank for f in list_failures(app.store))
    assert ranks == [1, 2]
    first = next(f for f in list_failures(app.store) if f.tame_rank == 2)
    assert first.tame.nearest is not None and "nearest earlier" in first.tame.explanation
    # [tame] distance is "auto": chosen by what the failures have (here tests and compiler outputs).
    assert first.tame.distance_reason.startswith("default for tests, compiler outputs")
    # Someone labels the crash as a known bug: it becomes a seed and leaves the ranking.
    crash = next(f for f in list_failures(app.store) if f.verdict == "crash")
    with app.store.transaction() as session:
        from reportsmith.store import Failure

        stored = session.get(Failure, crash.id)
        stored.details = replace(stored.details, known_bug="pcc#1")
    tame_stage(app, _quiet())
    assert get_failure(app.store, crash.id).tame_rank is None
    other = next(f for f in list_failures(app.store) if f.id != crash.id)
    assert other.tame_rank == 1 and other.tame.nearest_is_known_bug is True
    assert other.tame.known_bug == "pcc#1"


def test_bisect_and_draft_stages_store_flags_releases_and_write_drafts(app: App) -> None:
    series = [ReleaseSeries("pcc", ["pcc"]), ReleaseSeries("tcc", ["tcc"])]
    app.config = replace(app.config, bisect=Bisect(releases=series))
    reduce_stage(app, _quiet())
    tame_stage(app, _quiet())
    bisect_stage(app, _quiet())
    for failure in list_failures(app.store):
        assert failure.bisection.test == "reduced"
        assert failure.bisection.minimal_flags == []  # pcc and tcc fail with no flags at all
        assert failure.bisection.releases.marks == {failure.compiler: "bad"}
        assert "every" in failure.bisection.summary or "fails" in failure.bisection.summary
    folder = draft_stage(app, _quiet())
    drafts = sorted(p.name for p in folder.iterdir())
    assert len(drafts) == 2 and drafts[0].startswith("001-") and drafts[1].startswith("002-")
    crash = next(f for f in list_failures(app.store) if f.verdict == "crash")
    text = next(folder.glob(f"*-failure{crash.id}-github.md")).read_text()
    assert "reduced by reportsmith" in text and "label 0 outside boundaries" in text


def test_tame_command_ranks_the_store_and_explains(app: App) -> None:
    import subprocess
    import sys

    run = subprocess.run(
        [sys.executable, "-m", "reportsmith", "tame", "--explain", "2"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert sorted(f.tame_rank for f in list_failures(app.store)) == [1, 2]
    failure = get_failure(app.store, 2)  # --explain takes an id first, then a position
    explanation, distance = run.stdout.strip().splitlines()
    assert explanation == failure.tame.explanation and explanation.startswith(f"{failure.tame_rank}. 2: ")
    assert distance == f"distance {failure.tame.distance}: {failure.tame.distance_reason}"
