"""Fuzz shards as rows in the store, run in this process (no broker): a shard redelivered after its worker
died resumes at the first seed not judged, one that finished does nothing, and a time slice ends it."""

from __future__ import annotations

from pathlib import Path

from distributed.conftest import write_config
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.routing import Kind, Work
from reportsmith.distributed.shard_store import (
    ShardProgress,
    ShardSpec,
    load_shard,
    record_shards,
    save_progress,
    unfinished_shards,
)
from reportsmith.distributed.shards import run_shard


def _app(tmp_path: Path) -> App:
    config = write_config(tmp_path, f"sqlite:///{tmp_path}/store.db", "redis://127.0.0.1:1/0", examples=())
    return App(load_config(config))


def test_a_redelivered_shard_resumes_and_a_finished_one_does_nothing(tmp_path: Path) -> None:
    app = _app(tmp_path)
    spec = ShardSpec(first_seed=700, programs=2)
    record_shards(app, [spec])
    record_shards(app, [ShardSpec(700, 99, 5.0)])  # stored already: keeps its definition
    assert unfinished_shards(app) == [Work(Kind.FUZZ, 700)]
    # The worker that ran it died after seed 700: its progress says so.
    save_progress(app, 700, ShardProgress(next_seed=701, judged=1, skipped=0, elapsed=2.0, finished=False))

    stats = run_shard(app, 700)
    assert stats is not None and stats.programs + stats.skipped == 1  # seed 701 only
    loaded = load_shard(app, 700)
    assert loaded is not None
    stored, progress = loaded
    assert stored == spec
    assert (progress.next_seed, progress.judged + progress.skipped, progress.finished) == (702, 2, True)
    assert progress.elapsed > 2.0
    assert unfinished_shards(app) == []
    assert run_shard(app, 700) is None  # a copy delivered after it finished
    assert load_shard(app, 700) == loaded


def test_a_time_slice_ends_the_shard_before_its_seeds(tmp_path: Path) -> None:
    app = _app(tmp_path)
    record_shards(app, [ShardSpec(900, 10_000, seconds=2.0), ShardSpec(20_000, 10_000, seconds=30.0)])
    stats = run_shard(app, 900)
    assert stats is not None and 1 <= stats.programs + stats.skipped < 10_000
    _, progress = load_shard(app, 900) or (None, None)
    assert progress is not None and progress.finished and progress.elapsed >= 2.0
    # A shard whose slice was spent by the worker that died: finished without judging anything.
    save_progress(app, 20_000, ShardProgress(20_005, 5, 0, 30.0, finished=False))
    assert run_shard(app, 20_000) is None
    _, progress = load_shard(app, 20_000) or (None, None)
    assert progress is not None and progress.finished and progress.next_seed == 20_005
