"""Benchmark: what starting one command costs the reducer, by how much memory the starting process holds.

``run_limited`` (bot/common/process.py) starts every compiler and test program. Python forks when a
``preexec_fn`` is given and uses vfork otherwise; a fork copies the page tables of the whole process, and a
reducer holding libclang parses is 250 MB or more resident. This measures ``run_limited(["true"])`` from a
process holding ``--megabytes`` of touched memory, three ways: as it starts commands now (``setpriv
--pdeathsig``, no preexec_fn), the old way (``preexec_fn`` setting the core limit and the parent-death
signal), and a bare ``subprocess.run`` as the floor.

Run: ``.venv/bin/python bench/process/spawn.py [--megabytes 300] [--runs 50]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import time
from collections.abc import Callable
from unittest import mock

from reportsmith.common import process
from reportsmith.common.process import run_limited


def per_run_ms(start: Callable[[], object], runs: int) -> float:
    started = time.perf_counter()
    for _ in range(runs):
        start()
    return round((time.perf_counter() - started) / runs * 1000, 2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--megabytes", type=int, default=300)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args(argv)
    held = [bytearray(os.urandom(1024)) * 1024 for _ in range(args.megabytes)]  # touched: really resident
    results = {"megabytes_held": args.megabytes, "runs": args.runs, "setpriv": process._SETPRIV}
    for label, start in (
        ("run_limited (setpriv, vfork)", lambda: run_limited(["true"])),
        ("bare subprocess.run", lambda: subprocess.run(["true"], check=False)),
    ):
        results[label + " ms"] = per_run_ms(start, args.runs)
    with mock.patch.object(process, "_SETPRIV", None):  # the old way: preexec_fn, so Python forks
        results["run_limited (preexec_fn, fork) ms"] = per_run_ms(lambda: run_limited(["true"]), args.runs)
    results["date"] = time.strftime("%Y-%m-%d %H:%M")
    print(json.dumps(results, indent=1))
    del held
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
