"""Benchmark: the bundled wrong-code example reduced under the main job's whole WrongCodePredicate.

The predicate is built as ``reportsmith run`` builds it (bot/reduction.py: the compiler under test with the
case's common flags, the config's references gcc and clang-16, the expected signal, ``calibrate`` on the
original), the reduction runs with 2 jobs under a wall-clock budget (as ``reduce.max_seconds`` does: the
progress callback stops it), and the result is re-checked by a fresh predicate. Printed: size over time,
the per-pass profile (tests, seconds, bytes), the per-stage rejection counts and the speculation counts.

``--ingested`` reduces the form ``reportsmith run`` stores and reduces (Csmith's headers inlined, as ingest
inlines them, and the ``-I`` flag dropped: 192 KB instead of 4.6 KB), so it measures the quick start's case.

Run: ``.venv/bin/python bench/reduce/wrong_code.py [--budget 300] [--ingested] [--no-speculate]
[--out FILE]``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from reportsmith.common.process import scratch_dir
from reportsmith.reducer import EngineOptions, Progress, load_schedule
from reportsmith.reducer.engine import Engine
from reportsmith.reducer.wrong_code import WrongCodePredicate
from reportsmith.self_contained import inline_headers, opened_headers

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "config/examples/tcc-wrong-csmith-20042.c"
FLAGS = ["-I/usr/include/csmith"]


class OutOfTime(Exception):
    pass


def predicate(flags: list[str]) -> WrongCodePredicate:
    return WrongCodePredicate(
        ["tcc", "-w", *flags], file_name="test.c", flags=flags, link_flags=["-lm"],
        references=["gcc", "clang-16"], expected="signal:SIGSEGV",
    )  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--budget", type=float, default=300.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-speculate", action="store_true")
    parser.add_argument(
        "--ingested", action="store_true", help="the form the main job stores (headers inlined)"
    )
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    original, flags = EXAMPLE.read_bytes(), FLAGS
    if args.ingested:
        commands = [[compiler, "-w", *FLAGS] for compiler in ("tcc", "gcc", "clang-16")]
        opened = opened_headers(commands, original, EXAMPLE.name, 30.0)
        inlined = inline_headers(original, EXAMPLE.parent, FLAGS, opened)
        assert inlined is not None, "the example includes csmith.h"
        original, flags = inlined.source, []
    wanted = predicate(flags)
    calibrate_started = time.monotonic()
    wanted.calibrate(original)
    started = time.monotonic()
    print(f"calibrated in {started - calibrate_started:.1f} s; load {os.getloadavg()}", flush=True)
    trace: list[tuple[float, int]] = []
    best = [original]

    def on_best(text: bytes) -> None:
        best[0] = text
        trace.append((round(time.monotonic() - started, 1), len(text)))
        print(f"  {trace[-1][0]:7.1f} s  {len(text):8d} B", flush=True)

    def watch(snapshot: Progress) -> None:
        if time.monotonic() - started > args.budget:
            raise OutOfTime

    options = EngineOptions(speculate=not args.no_speculate)
    engine = Engine(
        wanted, jobs=args.jobs, file_name="test.c", progress=watch, on_best=on_best, options=options
    )
    try:
        engine.start(original)
        engine.run(load_schedule())
    except OutOfTime:
        pass
    finally:
        engine.close()
    best[0] = engine.best
    result = engine.result()
    seconds = time.monotonic() - started
    checker = predicate(flags)
    with scratch_dir(prefix="bench-wrong-code-") as scratch:
        valid = checker.check(best[0], scratch.path)
    report = {
        "size": len(best[0]), "seconds": round(seconds, 1), "budget": args.budget,
        "speculate": not args.no_speculate, "recheck": valid or "passes the whole WrongCodePredicate",
        "load_end": os.getloadavg(), "trace": trace, "stages": dict(wanted.rejections),
        "tests": result.tests_run,
        "passes": {name: vars(s) for name, s in result.pass_stats.items() if s.tests},
        "speculation": vars(engine.chain.stats) if engine.chain else None,
    }  # fmt: skip
    print(json.dumps({k: v for k, v in report.items() if k != "trace"}, indent=1, default=str))
    print(best[0].decode(errors="replace"))
    if args.out:
        args.out.write_text(
            json.dumps(report, indent=1, default=str) + "\n" + best[0].decode(errors="replace")
        )
    return 0 if valid is None else 1


if __name__ == "__main__":
    sys.exit(main())
