"""bench/arith/ubfree.py: thousands of seeds of the arithmetic generator, each built with gcc and clang-16
at -O0 under ``-fsanitize=undefined,address -fno-sanitize-recover=all`` (plus float-cast-overflow and
float-divide-by-zero) and run: how many run clean and
print no mismatch (the property tests in tests/fuzzers run a few dozen). Prints a Markdown block for
bench/RESULTS.md; exits 1 and lists the seeds when any program is not clean.

    .venv/bin/python bench/arith/ubfree.py [--seeds 2000] [--first 1] [--jobs 2] [--ops 20] [--exprs 10]
                                           [--extensions]   (also max/min, constants = 0.3, floating types)
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import os
import signal
import sys
import tempfile
import time
from pathlib import Path

from reportsmith.fuzzers.ctypes_lp64 import FLOAT_TYPES, TYPES
from reportsmith.fuzzers.expr import ALL_OPERATORS
from reportsmith.fuzzers.generate import generate_program
from reportsmith.fuzzers.params import ArithParams
from reportsmith.fuzzers.sanitized import build_and_run

COMPILERS = ("gcc", "clang-16")


def check(seed: int, params: ArithParams, folder: Path) -> tuple[int, int, int, int, list[str]]:
    """(operations, flips, insertions, checks, problems) of one seed."""
    program = generate_program(seed, params)
    source = program.render()
    problems = []
    for compiler in COMPILERS:
        run = build_and_run(source, compiler, folder / f"{seed}-{compiler}")
        if not run.clean or run.stdout != f"arith: 0 of {params.exprs} checks failed\n":
            problems.append(f"seed {seed} {compiler}: {(run.stderr or run.stdout)[:300]!r}")
    return program.operations, program.flips, program.insertions, len(program.assignments), problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=2000)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)))
    parser.add_argument("--ops", type=int, default=20)
    parser.add_argument("--exprs", type=int, default=10)
    parser.add_argument("--extensions", action="store_true", help="also max/min, constants, floating types")
    arguments = parser.parse_args()
    params = ArithParams(ops=arguments.ops, exprs=arguments.exprs)
    if arguments.extensions:
        every_type = [ctype.name for ctype in TYPES + FLOAT_TYPES]
        params = dataclasses.replace(params, operators=list(ALL_OPERATORS), constants=0.3, types=every_type)
    load, started = os.getloadavg()[0], time.monotonic()
    totals = [0, 0, 0, 0]
    problems: list[str] = []
    seeds = range(arguments.first, arguments.first + arguments.seeds)
    done = 0
    # `timeout` sends SIGTERM: stop there and report the seeds checked so far.
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    pool = concurrent.futures.ThreadPoolExecutor(arguments.jobs)
    with tempfile.TemporaryDirectory(prefix="bench-arith-") as folder:
        try:
            for result in pool.map(lambda seed: check(seed, params, Path(folder)), seeds):
                *counts, found = result
                totals = [total + count for total, count in zip(totals, counts, strict=True)]
                problems += found
                done += 1
                if done % 100 == 0:
                    print(f"{done} seeds, {len(problems)} problems", file=sys.stderr)
        except KeyboardInterrupt:
            print(f"stopped after {done} seeds", file=sys.stderr)
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
    seconds = time.monotonic() - started
    operations, flips, insertions, checks = totals
    day = time.strftime("%Y-%m-%d", time.gmtime())
    print(f"### {day}: {os.cpu_count()} cores, load {load:.1f} at start, {os.getloadavg()[0]:.1f} at end")
    extensions = ", with max/min, constants 0.3 and float/double/long double" if arguments.extensions else ""
    shape = f"ops {params.ops} x exprs {params.exprs}{extensions}"
    print(
        f"seeds {seeds.start}..{seeds.start + done - 1}, {shape}, swarm, "
        f"{' and '.join(COMPILERS)} -O0 -fsanitize=undefined,address -fno-sanitize-recover=all\n"
    )
    print(
        "| seeds | builds run | not clean or mismatching | expressions checked | operations | "
        "UB removed by flipping | by insertion | seconds |"
    )
    print("|---|---|---|---|---|---|---|---|")
    builds = done * len(COMPILERS)
    print(
        f"| {done} | {builds} | {len(problems)} | {checks} | {operations} | {flips} | "
        f"{insertions} | {seconds:.0f} |"
    )
    for problem in problems:
        print(f"- {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
