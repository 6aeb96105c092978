"""With a broker the service's jobs enqueue instead of working in process; a worker runs what they sent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from distributed.conftest import Redis, Workers, fuzz_shard_config, wait_for
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.heartbeat import client, in_flight
from reportsmith.distributed.shard_store import unfinished_shards
from reportsmith.distributed.submit import UNACKED, distributed_specs, nightly_job
from reportsmith.schedule import job_specs

pytestmark = pytest.mark.parametrize("store_url", ["postgresql"], indirect=True)


def test_the_nightly_job_enqueues_fuzz_shards_that_a_worker_runs(
    tmp_path: Path, store_url: str, redis_server: Redis, workers: Workers
) -> None:
    config = fuzz_shard_config(tmp_path, store_url, redis_server.url)
    app = App(load_config(config))
    specs = {spec.id: spec for spec in distributed_specs(app, job_specs(app, str(config)), str(config))}
    assert specs["nightly"].func == "reportsmith.distributed.submit:nightly_job"
    assert specs["poll"].func == "reportsmith.schedule:run_job"  # the tracker poll stays in process
    assert specs["requeue"].args == ("requeue", str(config))

    nightly_job("nightly", str(config))  # what the schedule calls: it only enqueues
    broker = client(redis_server.url)
    messages = [json.loads(raw) for raw in broker.lrange("fuzz", 0, -1)]
    seeds = sorted(json.loads(_body(message))[0][0] for message in messages)
    assert len(seeds) == 2 and seeds[1] - seeds[0] == 1  # two shards of one seed each, one after the other
    assert sorted(m["headers"]["id"] for m in messages) == [f"fuzz-{seed}" for seed in seeds]

    worker = workers.start(config, "--queues", "fuzz")
    wait_for(lambda: not broker.llen("fuzz") and not broker.hlen(UNACKED) and not in_flight(broker), 240,
             "the worker to run both shards", poll=0.5)  # fmt: skip
    log = workers.log(worker)
    for seed in seeds:
        assert f"fuzz shard {seed}..{seed}: 1 programs" in log
    assert not unfinished_shards(app)  # the store says both finished: `requeue` has nothing to send


def _body(message: dict) -> str:  # type: ignore[type-arg]
    import base64

    return base64.b64decode(message["body"]).decode()
