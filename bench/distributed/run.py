"""bench/distributed: fuzz throughput with 1 and 2 single-threaded workers, and the coordination overhead.

    .venv/bin/python bench/distributed/run.py [--shards 8] [--seconds 25] [--noops 1000] [--first-seed N]

Starts a throw-away PostgreSQL (as bench/review does) and a redis-server on loopback, then for 1 and 2
``reportsmith worker --queues fuzz --concurrency 1`` processes:

* no-op: enqueues NOOPS tasks that do only what every task pays (heartbeat in Redis, claim in PostgreSQL,
  one store read) and times them: tasks per second through Redis + PostgreSQL (this also warms the workers);
* fuzz: enqueues the same SHARDS Csmith shards (tcc under test, gcc -O0 the reference, as bench/fuzz), each
  a time slice of SECONDS over its own seed range, and times from the enqueue until the store says every
  shard finished: programs judged (from the store) per second of wall time.

Equal time slices divide the work evenly whatever each program costs: one worker runs the SHARDS slices one
after the other (about SHARDS x SECONDS), two workers run SHARDS / 2 each (half that), and the tail is at most
one program's overrun. Both runs judge the same seed ranges (the shards' rows are cleared in between), so
the speed-up compares the workers on the same programs, not on two random samples of programs of very
uneven cost. Prints one line per measurement with the load average, and a Markdown table row.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
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


def _wait_idle(broker_url: str) -> None:
    """Until the fuzz queue is empty, no message is out with a worker and no fuzz task (shard or no-op)
    beats. Shards enqueue the reduction of what they found on queues no bench worker consumes."""
    from reportsmith.distributed.heartbeat import client, in_flight
    from reportsmith.distributed.submit import UNACKED

    connection = client(broker_url)
    while (
        connection.llen("fuzz")
        or connection.hlen(UNACKED)
        or any(task.key.startswith("fuzz-") for task in in_flight(connection))
    ):
        time.sleep(0.2)


def _clear_shards(app, seeds: list[int]) -> None:  # type: ignore[no-untyped-def]
    """Forget the shards ``seeds`` so the next run judges the same seed ranges again."""
    import sqlalchemy as sa
    from reportsmith.distributed.shard_store import FuzzShard

    with app.store.transaction() as session:
        session.execute(sa.delete(FuzzShard).where(FuzzShard.first_seed.in_(seeds)))


def _load() -> str:
    return "/".join(f"{value:.1f}" for value in os.getloadavg())


def _cpu_seconds(pids: list[int]) -> float:
    """CPU seconds the worker processes used so far, with the compilers and programs they ran and reaped."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += sum(int(value) for value in fields[11:15])  # utime, stime, cutime, cstime
    return total / tick


def fuzz_rate(app, arguments: argparse.Namespace, first_seed: int,  # type: ignore[no-untyped-def]
              pids: list[int]) -> tuple[float, int, float, float]:  # fmt: skip
    """(programs/s, programs judged, wall seconds, the workers' CPU share) of the time-sliced shards from
    ``first_seed``. The CPU share (CPU seconds of the workers and what they ran, over wall seconds x
    workers) says how much of a core each worker got: below 1 the machine, not the design, held it back."""
    from reportsmith.distributed.shard_store import shard_totals
    from reportsmith.distributed.submit import fuzz_shards

    seeds = [first_seed + index * arguments.programs for index in range(arguments.shards)]
    _clear_shards(app, seeds)
    cpu = _cpu_seconds(pids)
    started = time.monotonic()
    fuzz_shards(app, arguments.shards, arguments.programs, first_seed=first_seed, seconds=arguments.seconds)
    while not (totals := shard_totals(app, seeds))[1]:
        time.sleep(0.2)
    wall = time.monotonic() - started
    share = (_cpu_seconds(pids) - cpu) / (wall * len(pids))
    return totals[0] / wall, totals[0], wall, share


def measure(config: Path, broker_url: str, count: int, folder: Path, arguments: argparse.Namespace,
            first_seed: int) -> tuple[float, float, float]:  # fmt: skip
    """(programs/s, no-op tasks/s, programs per worker CPU second) with ``count`` workers."""
    from reportsmith.app import App
    from reportsmith.config import load_config
    from reportsmith.distributed.tasks import noop_task

    app = App(load_config(config))
    workers = _start_workers(config, count, folder)
    try:
        load_before = _load()
        started = time.monotonic()
        for number in range(arguments.noops):
            noop_task.apply_async(args=(number + 1,), task_id=f"noop-{count}-{number}", queue="fuzz")
        _wait_idle(broker_url)
        noop_rate = arguments.noops / (time.monotonic() - started)
        rate, judged, wall, share = fuzz_rate(app, arguments, first_seed, [w.pid for w in workers])
        _wait_idle(broker_url)
    finally:
        _stop(workers)
    per_cpu = judged / (wall * share * count)
    print(f"{count} worker(s): fuzz {rate:.3f} programs/s ({judged} programs in {wall:.1f} s, CPU share "
          f"{share:.2f} of a core per worker, {per_cpu:.2f} programs per worker CPU second); no-op "
          f"{noop_rate:.0f} tasks/s; load average {load_before} before, {_load()} after",
          flush=True)  # fmt: skip
    return rate, noop_rate, per_cpu


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--shards", type=int, default=8, help="time-sliced shards (even)")
    parser.add_argument("--seconds", type=float, default=25.0, help="each shard's time slice")
    parser.add_argument("--programs", type=int, default=100_000, help="seeds each shard owns (a bound)")
    parser.add_argument("--noops", type=int, default=1000)
    parser.add_argument("--first-seed", type=int, default=None, help="default: random")
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
        first_seed = arguments.first_seed or random.SystemRandom().randrange(1, 2**30)
        print(f"load average at the start: {_load()}; seeds from {first_seed}", flush=True)
        results = {count: measure(config, broker_url, count, base, arguments, first_seed) for count in (1, 2)}
        speedup = results[2][0] / results[1][0]
        size = f"{arguments.shards} shards x {arguments.seconds:g} s, {arguments.noops} no-op tasks"
        print(f"\nfuzz speed-up with 2 workers: {speedup:.2f}x (target >= 1.8x); {size}")
        # Equal programs per CPU second: two workers lose nothing to coordination; a speed-up below 2x is
        # then the CPU the machine gave them (the CPU shares above), not the design.
        print(f"programs per worker CPU second, 2 workers / 1: {results[2][2] / results[1][2]:.2f}")
        print("| 1 worker: programs/s | 2 workers: programs/s | speed-up | no-op tasks/s (1 / 2 workers) |")
        print(f"| {results[1][0]:.3f} | {results[2][0]:.3f} | {speedup:.2f}x | "
              f"{results[1][1]:.0f} / {results[2][1]:.0f} |")  # fmt: skip
    finally:
        redis.send_signal(signal.SIGTERM)
        redis.wait()
        subprocess.run([*pg_ctl, "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
