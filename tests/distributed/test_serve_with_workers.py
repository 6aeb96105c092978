"""Distributed workers share the store on purpose: with a ``serve`` holding the store (one per store), two
``reportsmith worker`` processes on the same PostgreSQL store run what it enqueues, and a second ``serve``
still refuses to start."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest
from distributed.conftest import REPORTSMITH, Redis, Workers, fuzz_shard_config, wait_for
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.shard_store import FuzzShard, unfinished_shards
from reportsmith.store.leases import holder_of
from sqlalchemy import func, select

pytestmark = pytest.mark.parametrize("store_url", ["postgresql"], indirect=True)


def _serve(config: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [str(REPORTSMITH), "serve", "--no-web", "--run-now", "nightly", "--config", str(config)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=config.parent,
        env={k: v for k, v in os.environ.items() if k != "REPORTSMITH_WEB_TOKEN"},
    )  # fmt: skip


def _shards(app: App) -> int:
    with app.store.transaction() as session:
        return int(session.scalar(select(func.count()).select_from(FuzzShard)) or 0)


def test_workers_share_the_store_with_the_one_serve(
    tmp_path: Path, store_url: str, redis_server: Redis, workers: Workers
) -> None:
    config = fuzz_shard_config(tmp_path, store_url, redis_server.url)
    app = App(load_config(config))
    for _ in range(2):
        workers.start(config, "--queues", "fuzz")
    serve = _serve(config)
    try:
        wait_for(lambda: holder_of(app.store, "serve"), 60, "serve to hold the store")
        wait_for(
            lambda: _shards(app) == 2 and not unfinished_shards(app), 240, "the workers to run both shards"
        )
        second = _serve(config)
        said = second.communicate(timeout=120)[0].decode()
        assert second.returncode == 2 and f"pid {serve.pid}" in said and "another reportsmith serve" in said
        assert serve.poll() is None
    finally:
        serve.terminate()
        serve.wait(30)
    assert serve.returncode == 0
    assert holder_of(app.store, "serve") is None
    logs = [workers.log(worker) for worker in workers.processes]
    ran = [
        line
        for log in logs
        for line in log.splitlines()
        if re.search(r"fuzz shard \d+\.\.\d+: 1 programs", line)
    ]
    assert len(ran) == 2  # each shard ran once, on a worker (a redelivered copy finds it finished)
