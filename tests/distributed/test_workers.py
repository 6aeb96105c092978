"""Two real ``reportsmith worker`` processes on a real redis-server and the session's PostgreSQL, the small
bundled examples: every failure reduced, bisected and drafted once, also when a worker is killed with
``kill -9`` mid-reduction (its task goes to the other worker and resumes from the stored best) and when the
broker is killed mid-campaign (after a restart and ``reportsmith requeue`` nothing is lost or done twice)."""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path

import pytest
from distributed.conftest import Redis, Workers, reportsmith, wait_for, write_config
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.heartbeat import client, in_flight
from reportsmith.distributed.submit import idle
from reportsmith.report.drafting import list_reports
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.models import FailureState

pytestmark = pytest.mark.parametrize("store_url", ["postgresql"], indirect=True)
#: Generous: two cores shared with the rest of the machine; a normal run takes well under a minute.
DONE_WITHIN = 300


def _stored_best_while_running(app: App, failure_id: int) -> bool:
    failure = get_failure(app.store, failure_id)
    reducing = failure is not None and failure.status == FailureState.REDUCING
    return reducing and failure.reduced_bytes is not None


def _assert_each_step_once(app: App) -> None:
    """Every failure that reproduced was reduced, bisected and drafted, and each exactly once."""
    reports = Counter(report.failure_id for report in list_reports(app.store))
    failures = [f for f in list_failures(app.store) if f.status != FailureState.NOT_REPRODUCED]
    assert len(failures) == 2
    for failure in failures:
        kinds = Counter(event.kind for event in failure.events)
        assert failure.status == FailureState.DRAFTED, (failure.id, failure.status, kinds)
        assert (kinds["reduced"], kinds["bisected"], kinds["drafted"]) == (1, 1, 1), (failure.id, kinds)
        assert not [kind for kind in kinds if kind.endswith("-failed")], kinds
        assert reports[failure.id] == 1
        assert failure.reduced_bytes is not None and len(failure.reduced_bytes) < len(failure.test_bytes)


def _pcc(app: App) -> int:
    return next(f.id for f in list_failures(app.store) if f.compiler == "pcc")


def test_kill_9_of_a_worker_mid_reduction(
    tmp_path: Path, store_url: str, redis_server: Redis, workers: Workers
) -> None:
    config = write_config(tmp_path, store_url, redis_server.url)
    first, second = workers.start(config), workers.start(config)
    ran = reportsmith(config, "run")
    assert ran.returncode == 0, ran.stderr
    assert "enqueued 2 task(s)" in ran.stderr
    app = App(load_config(config))
    pcc = _pcc(app)
    wait_for(lambda: _stored_best_while_running(app, pcc), 120, f"failure #{pcc}'s first stored best")
    holder = next(t for t in in_flight(client(redis_server.url)) if t.key == f"reduce-{pcc}")
    victim, survivor = (first, second) if holder.pid == first.pid else (second, first)
    assert holder.pid == victim.pid
    workers.kill(victim)
    stored_best = len(get_failure(app.store, pcc).reduced_bytes or b"")

    wait_for(lambda: idle(app), DONE_WITHIN, "the surviving worker to finish every step", poll=1.0)
    _assert_each_step_once(app)
    reduced = get_failure(app.store, pcc)
    assert reduced.reduction is not None and reduced.reduction.sessions == 2
    assert 0 < reduced.reduction.resumed_from <= stored_best < len(reduced.test_bytes)
    log = workers.log(survivor)
    assert f"reduce failure F{pcc}: resuming from the stored best" in log  # the log names the failure
    status = reportsmith(config, "status", "--json")
    shape = json.loads(status.stdout)["distributed"]
    assert shape["reachable"] and shape["pending"] == 0 and shape["in_flight"] == [] and shape["stuck"] == []
    assert [name.split("@")[0] for name in shape["workers"]] == [f"reportsmith-{survivor.pid}"]


def test_kill_9_of_redis_mid_campaign_then_requeue(
    tmp_path: Path, store_url: str, redis_server: Redis, workers: Workers
) -> None:
    config = write_config(tmp_path, store_url, redis_server.url)
    workers.start(config)  # one worker first: it runs one reduction while the other waits in its queue
    ran = reportsmith(config, "run")
    assert ran.returncode == 0, ran.stderr
    app = App(load_config(config))
    pcc = _pcc(app)
    tcc = next(f.id for f in list_failures(app.store) if f.verdict == "rejects-valid")
    wait_for(lambda: _stored_best_while_running(app, pcc), 120, f"failure #{pcc}'s first stored best")
    assert client(redis_server.url).lrange("reduce.tcc", 0, -1)  # reduce-tcc is only in the broker
    redis_server.kill()  # every queue, message and heartbeat is gone
    time.sleep(2)
    redis_server.start()
    workers.start(config)
    requeued = reportsmith(config, "requeue")
    assert requeued.returncode == 0, requeued.stderr
    # The lost step is sent again; the running one (its claim is held) is not sent twice.
    assert f"reduce-{tcc}" in requeued.stdout and f"reduce-{pcc}" not in requeued.stdout, requeued.stdout

    wait_for(lambda: idle(app), DONE_WITHIN, "the workers to finish every step", poll=1.0)
    _assert_each_step_once(app)
