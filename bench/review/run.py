"""Review page speed with 10,000 failures: the list page and a failure page, SQLite and PostgreSQL.

    .venv/bin/python bench/review/run.py [--failures 10000] [--requests 20] [--postgres]

Fills a fresh store (in a temporary directory; with --postgres also a throw-away PostgreSQL server from
Debian's package, on a Unix socket) with synthetic failures shaped like real ones (a few KB of C each, a
drafted report, three events, ranks for nine in ten), runs ANALYZE as autovacuum would (unless
--no-analyze), serves the page with uvicorn on 127.0.0.1 and times
sequential GETs from httpx. Prints the median and the 90th percentile of each page; the goals are a list
page under 300 ms and a failure page under 200 ms (median of 20).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.store.models import Event, Failure
from reportsmith.store.report_models import Report
from sqlalchemy import insert, text

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests"))
from web.served import serving  # noqa: E402

COMPILERS = ["gcc", "gcc-12", "clang-15", "clang-16", "tcc", "pcc"]
VERDICTS = ["crash", "rejects-valid", "wrong-code", "hang"]
STATES = ["new", "reduced", "bisected", "drafted", "approved", "filed", "rejected"]


def _program(rng: random.Random, size: int) -> bytes:
    lines, total = [], 0
    while total < size:
        name, factor = rng.randrange(10**6), rng.randrange(1000)
        line = f"int f{name}(int x) {{ return x * {factor} + {rng.randrange(99)}; }}"
        lines.append(line)
        total += len(line) + 1
    return ("\n".join(lines) + "\nint main(void) { return 0; }\n").encode()


def fill(app: App, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    body = "Steps to reproduce\n\n```sh\ncc -O2 t.c\n```\n\n" + "Compiler output line.\n" * 80
    batch = 500
    with app.store.engine.begin() as connection:
        for start in range(0, count, batch):
            rows = []
            for number in range(start, min(count, start + batch)):
                test = _program(rng, rng.randrange(1500, 8000))
                rows.append({
                    "id": number + 1, "content_hash": f"{number:064x}", "test_name": f"t{number}.c",
                    "test_bytes": test, "language": "c", "origin": "bench", "compiler": rng.choice(COMPILERS),
                    "compiler_command": "cc", "flags": rng.choice(["-O0", "-O2", "-O3 -march=native"]),
                    "verdict": rng.choice(VERDICTS), "signature": f"signature {rng.randrange(count // 8)}",
                    "status": rng.choice(STATES), "reason": "", "compiler_output": "error\n" * 20,
                    "program_output": "", "reference_output": "", "details": {},
                    "reduced_bytes": test[: rng.randrange(100, 600)] if rng.random() < 0.8 else None,
                    "reduction": None, "bisection": {"last_good": "gcc-11", "first_bad": "gcc-12"}
                    if rng.random() < 0.5 else None,
                    "tame_rank": number + 1 if number < count * 9 // 10 else None, "tame": None,
                })  # fmt: skip
            connection.execute(insert(Failure), rows)
            connection.execute(insert(Event), [
                {"failure_id": row["id"], "kind": kind, "message": f"{kind} by the bench", "data": {}}
                for row in rows for kind in ("ingested", "reduced", "drafted")
            ])  # fmt: skip
            connection.execute(insert(Report), [
                {"failure_id": row["id"], "tracker": "github", "marker": f"m{row['id']}",
                 "signature_key": f"k{row['id']}", "title": f"crash {row['id']}", "body": body, "fields": {},
                 "attachments": [], "status": "draft", "attached": [], "attempts": 0, "last_error": ""}
                for row in rows
            ])  # fmt: skip


def _times(client: httpx.Client, paths: list[str]) -> list[float]:
    timings = []
    for path in paths:
        started = time.perf_counter()
        response = client.get(path)
        timings.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, (path, response.status_code)
    return timings


def measure(app: App, requests: int, count: int) -> dict[str, list[float]]:
    rng = random.Random(2)
    with serving(app) as site, httpx.Client(base_url=site.url, timeout=60) as client:
        client.get("/")  # warm-up: templates compiled, connections opened
        return {
            "list page 1": _times(client, ["/"] * requests),
            "list, filtered + deep page": _times(
                client, [f"/?verdict=crash&page={rng.randrange(1, 40)}" for _ in range(requests)]
            ),
            "failure page": _times(
                client, [f"/failure/{rng.randrange(1, count + 1)}" for _ in range(requests)]
            ),
        }


def _postgres(base: Path) -> tuple[str, list[str], Path]:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        raise SystemExit("PostgreSQL is not installed (apt-get install postgresql)")
    bin_dir, data, sock = found[-1].parent, base / "pg", base / "sock"
    sock.mkdir()
    run_as: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(base, "postgres")
        shutil.chown(sock, "postgres")
        os.chmod(base, 0o755)
        run_as = ["runuser", "-u", "postgres", "--"]
    subprocess.run([*run_as, str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"],
                   check=True, capture_output=True)  # fmt: skip
    subprocess.run([*run_as, str(bin_dir / "pg_ctl"), "-D", str(data), "-o",
                    f"-k {sock} -c listen_addresses='' -c fsync=off", "-w", "start", "-l", str(base / "log")],
                   check=True, capture_output=True)  # fmt: skip
    return f"postgresql+psycopg://postgres@/postgres?host={sock}", run_as, bin_dir


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--failures", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=20)
    parser.add_argument("--postgres", action="store_true")
    parser.add_argument("--no-analyze", action="store_true", help="measure before the planner has statistics")
    arguments = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="reportsmith-bench-review-"))
    stop: list[str] = []
    try:
        url = ""
        if arguments.postgres:
            url, run_as, bin_dir = _postgres(base)
            stop = [*run_as, str(bin_dir / "pg_ctl"), "-D", str(base / "pg"), "-m", "immediate", "stop"]
        config = load_config()
        app = App(dataclasses.replace(config, data_dir=str(base / "data"), database_url=url))
        started = time.perf_counter()
        fill(app, arguments.failures)
        if not arguments.no_analyze:  # what autovacuum (PostgreSQL) does to a table that just grew
            with app.store.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
                connection.execute(text("ANALYZE"))
        print(f"{app.store.engine.dialect.name}: {arguments.failures} failures stored in "
              f"{time.perf_counter() - started:.1f} s")  # fmt: skip
        for name, timings in measure(app, arguments.requests, arguments.failures).items():
            timings.sort()
            p90 = timings[int(len(timings) * 0.9) - 1]
            print(f"  {name:28s} median {statistics.median(timings):7.1f} ms   p90 {p90:7.1f} ms   "
                  f"(n={len(timings)})")  # fmt: skip
        app.store.close()
    finally:
        if stop:
            subprocess.run(stop, capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
