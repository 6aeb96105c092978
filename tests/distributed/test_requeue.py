"""``requeue`` and ``status`` on a real redis-server and PostgreSQL, no worker: a step is sent again exactly
when it is neither queued nor in flight (a live heartbeat, or a held claim)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from distributed.conftest import Redis, write_config
from reportsmith.app import App
from reportsmith.cli import main
from reportsmith.config import load_config
from reportsmith.distributed.claims import claim
from reportsmith.distributed.heartbeat import beating, client
from reportsmith.distributed.steps import pending_work

pytestmark = pytest.mark.parametrize("store_url", ["postgresql"], indirect=True)


def _cli(capsys: pytest.CaptureFixture[str], config: Path, *arguments: str) -> str:
    """The command's stdout, run in this process (the same code as the command line, without a start-up)."""
    capsys.readouterr()
    assert main([*arguments, "--config", str(config)]) == 0
    return capsys.readouterr().out


def _status(capsys: pytest.CaptureFixture[str], config: Path) -> dict:  # type: ignore[type-arg]
    return json.loads(_cli(capsys, config, "status", "--json"))["distributed"]


def test_requeue_sends_what_is_lost_or_stuck_and_nothing_else(
    tmp_path: Path, store_url: str, redis_server: Redis, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_config(tmp_path, store_url, redis_server.url)
    _cli(capsys, config, "run")
    app = App(load_config(config))
    pcc, tcc = sorted(pending_work(app), key=lambda work: work.compiler)
    assert (pcc.queue, tcc.queue) == ("reduce.pcc", "reduce.tcc")
    state = _status(capsys, config)
    assert state["queues"] == {"reduce.pcc": 1, "reduce.tcc": 1} and state["stuck"] == []
    assert state["workers"] == {} and state["pending"] == 2

    again = _cli(capsys, config, "requeue")
    assert again.strip() == "requeued 0 step(s): none"  # both are queued: nothing sent twice

    broker = client(redis_server.url)
    broker.delete("reduce.pcc", "reduce.tcc")  # the broker lost its queues
    settings = app.config.distributed
    with beating(settings.broker_url, pcc.key, settings.heartbeat_seconds), claim(app, tcc) as held:
        assert held
        # pcc beats (a worker runs it), tcc's claim is held (a worker holds it): neither is stuck
        assert _status(capsys, config)["stuck"] == []
        assert _cli(capsys, config, "requeue").strip() == "requeued 0 step(s): none"
        assert [task["key"] for task in _status(capsys, config)["in_flight"]] == [pcc.key]
    # Both gone silent (their worker died): both are stuck, and requeue sends both, once.
    assert sorted(_status(capsys, config)["stuck"]) == sorted([pcc.key, tcc.key])
    sent = _cli(capsys, config, "requeue").strip()
    assert sent.startswith("requeued 2 step(s): ")
    assert set(sent.split(": ")[1].split(", ")) == {pcc.key, tcc.key}
    assert broker.llen("reduce.pcc") == 1 and broker.llen("reduce.tcc") == 1
    assert _status(capsys, config)["stuck"] == []
