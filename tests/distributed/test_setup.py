"""The distributed set-up's parts that need no worker: no Celery without a broker, the [distributed] section's
checks, routing by compiler, claims that die with their holder (PostgreSQL and SQLite)."""

from __future__ import annotations

import dataclasses
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from distributed.conftest import REPORTSMITH, write_config
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.claims import claim
from reportsmith.distributed.routing import Kind, Work, parse_kinds, worker_queues
from reportsmith.distributed.worker import plan
from reportsmith.errors import ConfigError, RoutingError
from reportsmith.store.failures import list_failures


def test_without_a_broker_nothing_imports_celery(tmp_path: Path) -> None:
    script = textwrap.dedent(
        """
        import sys
        import reportsmith.cli
        assert reportsmith.cli.main(["status"]) == 0
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("celery", "kombu", "redis"))
        print("loaded:", loaded)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "REPORTSMITH_DATA": str(tmp_path / "data")},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "loaded: []" in result.stdout


def test_requeue_without_a_broker_says_what_is_missing(tmp_path: Path) -> None:
    result = subprocess.run(
        [str(REPORTSMITH), "requeue"], capture_output=True, text=True, cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "REPORTSMITH_DATA": str(tmp_path / "data")},
    )  # fmt: skip
    assert result.returncode != 0
    assert "distributed.broker_url is empty" in result.stderr


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('broker_url = "amqp://host"', "distributed.broker_url: expected a Redis URL"),
        ('broker_url = "redis://h:1/0"\nfuzz_shards = 0', "distributed.fuzz_shards: expected a number > 0"),
        ("shard_seconds = -1.0", "distributed.shard_seconds: expected a number >= 0"),
        ("compilers = 3", "distributed.compilers: expected an array of strings"),
        ("brokr_url = 'redis://x'", "distributed.brokr_url: unknown key"),
    ],
)
def test_bad_distributed_section_is_one_clear_error(tmp_path: Path, line: str, message: str) -> None:
    config = write_config(tmp_path, "sqlite:///x.db", "redis://127.0.0.1:1/0")
    text = config.read_text().replace('broker_url = "redis://127.0.0.1:1/0"', line)
    config.write_text(text)
    with pytest.raises(ConfigError) as error:
        load_config(config)
    assert str(config) in str(error.value) and message in str(error.value)


def test_tasks_needing_a_compiler_only_reach_workers_that_have_it(tmp_path: Path) -> None:
    config = load_config(write_config(tmp_path, "sqlite:///x.db", "redis://127.0.0.1:1/0"))
    assert Work(Kind.REDUCE, 7, "pcc").queue == "reduce.pcc" and Work(Kind.REDUCE, 7, "pcc").key == "reduce-7"
    only_tcc = worker_queues(config, parse_kinds("fuzz,reduce,bisect"), ["tcc", "gcc"])
    assert only_tcc == ["reduce.tcc", "reduce.gcc", "bisect.tcc", "bisect.gcc"]  # no fuzz: pcc is missing
    both = worker_queues(config, [Kind.FUZZ, Kind.REDUCE], ["tcc", "pcc"])
    assert both == ["fuzz", "reduce.tcc", "reduce.pcc"]
    assert plan(config, [Kind.REDUCE], ["pcc"], 2).pool == "threads"
    with pytest.raises(RoutingError, match="compiler 'icc' is not configured"):
        plan(config, [Kind.REDUCE], ["icc"], 1)
    with pytest.raises(RoutingError, match="unknown queue 'reduse'"):
        parse_kinds("reduce,reduse")
    settings = dataclasses.replace(config.distributed, broker_url="")
    no_broker = dataclasses.replace(config, distributed=settings)
    with pytest.raises(RoutingError, match="broker_url is empty"):
        plan(no_broker, [Kind.REDUCE], ["pcc"], 1)


HOLD = """
import sys, time
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.claims import claim
from reportsmith.distributed.routing import Kind, Work
app = App(load_config(sys.argv[1], check_path=False))
with claim(app, Work(Kind.REDUCE, 5, "pcc")) as held:
    print("held" if held else "refused", flush=True)
    time.sleep(600)
"""


def test_a_claim_is_exclusive_and_dies_with_its_holder(tmp_path: Path, store_url: str) -> None:
    config = write_config(tmp_path, store_url, "redis://127.0.0.1:1/0")
    app = App(load_config(config))
    app.store  # noqa: B018 -- creates the schema before the holder starts
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(config)], stdout=subprocess.PIPE, cwd=tmp_path)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"held"
        with claim(app, Work(Kind.REDUCE, 5, "pcc")) as held:
            assert not held  # another process holds it
        with claim(app, Work(Kind.REDUCE, 6, "pcc")) as held:
            assert held  # another key is free
        holder.send_signal(signal.SIGKILL)
        holder.wait()
        with claim(app, Work(Kind.REDUCE, 5, "pcc"), wait=True) as held:
            assert held  # released by the holder's death, with nothing to expire
    finally:
        holder.kill()
        holder.wait()


def test_a_reduction_cut_short_is_continued_once_whatever_the_copies(tmp_path: Path) -> None:
    """``run`` continues a reduction its budget cut short; a redelivered copy of that step does nothing."""
    from reportsmith.distributed.steps import resumable_work, run_step
    from reportsmith.pipeline import ingest_stage
    from reportsmith.reduction import reduce_failure
    from reportsmith.store.failures import get_failure
    from rich.console import Console

    config = write_config(tmp_path, f"sqlite:///{tmp_path}/store.db", "redis://127.0.0.1:1/0",
                          examples=("pcc-crash-label",), max_seconds=1.0)  # fmt: skip
    app = App(load_config(config))
    ingest_stage(app, [tmp_path / "inbox"], Console(file=open(tmp_path / "ingest.log", "w")))
    (failure,) = [f for f in list_failures(app.store) if f.compiler == "pcc"]
    first = reduce_failure(app, failure)
    assert not first.complete and first.sessions == 1  # 1 s is far from enough for this one
    (work,) = resumable_work(app)
    assert work == Work(Kind.REDUCE, failure.id, "pcc", session=1)
    run_step(app, work)
    run_step(app, work)  # a redelivered copy
    continued = get_failure(app.store, failure.id)
    assert continued is not None and [e.kind for e in continued.events].count("reduced") == 2
