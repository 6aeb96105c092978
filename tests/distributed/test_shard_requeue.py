"""Fuzz shards with a real redis-server, the session's PostgreSQL and real workers: kill -9 of redis-server
while one shard runs and another waits in the queue -> after a restart ``reportsmith requeue`` re-sends the
lost shard from the store (not the running one), and every shard runs to its end once."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from distributed.conftest import Redis, Workers, reportsmith, wait_for, write_config
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.heartbeat import client
from reportsmith.distributed.shard_store import load_shard, unfinished_shards
from reportsmith.distributed.submit import fuzz_shards

pytestmark = pytest.mark.parametrize("store_url", ["postgresql"], indirect=True)
FIRST, PROGRAMS = 31_000, 3


def _progress(app: App, first_seed: int):  # type: ignore[no-untyped-def]
    loaded = load_shard(app, first_seed)
    assert loaded is not None
    return loaded[1]


def test_kill_9_of_redis_mid_campaign_then_requeue_rebuilds_the_fuzz_queue(
    tmp_path: Path, store_url: str, redis_server: Redis, workers: Workers
) -> None:
    config = write_config(tmp_path, store_url, redis_server.url, examples=())
    app = App(load_config(config))
    first = workers.start(config, "--queues", "fuzz")  # one worker: one shard runs, the other waits
    seeds = (FIRST, FIRST + PROGRAMS)
    fuzz_shards(app, 2, PROGRAMS, first_seed=FIRST)
    started = wait_for(lambda: [s for s in seeds if _progress(app, s).next_seed > s], 120, "a first program")
    running, waiting = (started[0], next(seed for seed in seeds if seed != started[0]))
    broker = client(redis_server.url)
    assert [m for m in broker.lrange("fuzz", 0, -1)] and not _progress(app, waiting).finished
    redis_server.kill()  # the fuzz queue, its messages and heartbeats are gone; the store keeps the shards
    time.sleep(2)
    redis_server.start()
    second = workers.start(config, "--queues", "fuzz")
    requeued = reportsmith(config, "requeue")
    assert requeued.returncode == 0, requeued.stderr
    # The lost shard is sent again; the running one (its claim is held) is not sent twice.
    assert f"fuzz-{waiting}" in requeued.stdout and f"fuzz-{running}" not in requeued.stdout, requeued.stdout

    wait_for(lambda: not unfinished_shards(app), 300, "both shards to finish", poll=1.0)
    for seed in (running, waiting):
        progress = _progress(app, seed)
        assert progress.finished and progress.next_seed == seed + PROGRAMS
        assert progress.judged + progress.skipped == PROGRAMS
    logs = workers.log(first) + workers.log(second)
    for seed in (running, waiting):
        assert logs.count(f"fuzz shard {seed}..{seed + PROGRAMS - 1}: ") == 1, logs
    again = reportsmith(config, "requeue")
    assert again.returncode == 0 and again.stdout.strip() == "requeued 0 step(s): none", again.stdout
