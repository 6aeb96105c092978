"""bench/distributed: fuzz throughput with 1 and 2 single-threaded workers, and the coordination overhead.

    .venv/bin/python bench/distributed/run.py [--shards 8] [--programs 5] [--noops 1000]

Starts a throw-away PostgreSQL (as bench/review does) and a redis-server on loopback, then for 1 and 2
``reportsmith worker --queues fuzz --concurrency 1`` processes:

* fuzz: enqueues SHARDS Csmith shards of PROGRAMS seeds each (tcc under test, gcc -O0 the reference, as
  bench/fuzz) and times until every shard is done: programs per second, and the speed-up of 2 workers;
* no-op: enqueues NOOPS tasks that do only what every task pays (heartbeat in Redis, claim in PostgreSQL,
  one store read) and times them: tasks per second through Redis + PostgreSQL.

Prints one line per measurement and a Markdown table for bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REPORTSMITH = Path(sys.executable).parent / "reportsmith"


def _review_bench():  # type: ignore[no-untyped-def]
    """bench/review/run.py, for its throw-away PostgreSQL server."""
    spec = importlib.util.spec_from_file_location("review_bench", ROOT / "bench" / "review" / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _config(folder: Path, database_url: str, broker_url: str) -> Path:
    fuzz = (ROOT / "bench" / "fuzz" / "config.toml").read_text(encoding="utf-8")
    config = folder / "reportsmith.toml"
    config.write_text(
        f'data_dir = "data"\ndatabase_url = "{database_url}"\n{fuzz}\n'
        f'[distributed]\nbroker_url = "{broker_url}"\nheartbeat_seconds = 2.0\n',
        encoding="utf-8",
    )
    return config


def _start_workers(config: Path, count: int, folder: Path) -> list[subprocess.Popen[bytes]]:
    workers = []
    for number in range(count):
        log = folder / f"worker-{count}-{number}.log"
        workers.append(subprocess.Popen(
            [str(REPORTSMITH), "worker", "--config", str(config), "--queues", "fuzz", "--concurrency", "1",
             "--loglevel", "WARNING"],
            stdout=open(log, "wb"), stderr=subprocess.STDOUT, start_new_session=True,
        ))  # fmt: skip
    from reportsmith.app import App
    from reportsmith.config import load_config
    from reportsmith.distributed.status import workers as answering

    app = App(load_config(config))
    deadline = time.monotonic() + 60
    while len(answering(app)) < count:
        if time.monotonic() > deadline:
            raise SystemExit(f"workers did not start: see {folder}")
        time.sleep(0.5)
    return workers


def _stop(workers: list[subprocess.Popen[bytes]]) -> None:
    for worker in workers:
        os.killpg(worker.pid, signal.SIGTERM)
    for worker in workers:
        worker.wait(30)


def _wait_done(broker_url: str) -> None:
    """Until the fuzz queue is empty, no message is out with a worker and no fuzz task (shard or no-op)
    beats. Shards enqueue the reduction of what they found on queues no bench worker consumes."""
    from reportsmith.distributed.heartbeat import client, in_flight
    from reportsmith.distributed.submit import UNACKED

    connection = client(broker_url)
    while connection.llen("fuzz") or connection.hlen(UNACKED) or any(
        task.key.startswith("fuzz-") for task in in_flight(connection)
    ):
        time.sleep(0.2)


def measure(config: Path, broker_url: str, count: int, folder: Path, arguments: argparse.Namespace,
            first_seed: int) -> tuple[float, float]:  # fmt: skip
    """(programs/s, no-op tasks/s) with ``count`` workers."""
    from reportsmith.app import App
    from reportsmith.config import load_config
    from reportsmith.distributed.submit import fuzz_shards
    from reportsmith.distributed.tasks import noop_task

    app = App(load_config(config))
    workers = _start_workers(config, count, folder)
    try:
        started = time.monotonic()
        fuzz_shards(app, arguments.shards, arguments.programs, first_seed=first_seed)
        _wait_done(broker_url)
        fuzz_rate = arguments.shards * arguments.programs / (time.monotonic() - started)
        started = time.monotonic()
        for number in range(arguments.noops):
            noop_task.apply_async(args=(number + 1,), task_id=f"noop-{count}-{number}", queue="fuzz")
        _wait_done(broker_url)
        noop_rate = arguments.noops / (time.monotonic() - started)
    finally:
        _stop(workers)
    return fuzz_rate, noop_rate


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--shards", type=int, default=8)
    parser.add_argument("--programs", type=int, default=5)
    parser.add_argument("--noops", type=int, default=1000)
    arguments = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="reportsmith-bench-distributed-"))
    url, run_as, bin_dir = _review_bench()._postgres(base)
    pg_ctl = [*run_as, str(bin_dir / "pg_ctl"), "-D", str(base / "pg")]
    redis = subprocess.Popen(
        ["redis-server", "--port", str(port := _port()), "--bind", "127.0.0.1", "--save", "", "--appendonly",
         "no", "--dir", str(base)], stdout=subprocess.DEVNULL,
    )  # fmt: skip
    broker_url = f"redis://127.0.0.1:{port}/0"
    try:
        time.sleep(0.5)
        config = _config(base, url, broker_url)
        results = {}
        for count in (1, 2):
            results[count] = measure(config, broker_url, count, base, arguments, first_seed=count * 100_000)
            print(f"{count} worker(s): fuzz {results[count][0]:.2f} programs/s; "
                  f"no-op {results[count][1]:.0f} tasks/s", flush=True)  # fmt: skip
        speedup = results[2][0] / results[1][0]
        print("\n| workers | fuzz programs/s | no-op tasks/s |\n|---|---|---|")
        for count, (fuzz, noop) in results.items():
            print(f"| {count} | {fuzz:.2f} | {noop:.0f} |")
        size = f"{arguments.shards} shards x {arguments.programs} programs, {arguments.noops} no-op tasks"
        print(f"\nfuzz speed-up with 2 workers: {speedup:.2f}x (target >= 1.8x); {size}")
    finally:
        redis.send_signal(signal.SIGTERM)
        redis.wait()
        subprocess.run([*pg_ctl, "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
