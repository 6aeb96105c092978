"""The loop generator's programs are free of undefined behaviour and its expected output is right.

    .venv/bin/python bench/fuzz/loops_clean.py [--programs 1000] [--eva 50] [--first-seed 1] [--jobs 2]

Each program (seeds FIRST.., the default ``[loops]`` parameters, swarm on) is built at -O0 and run with
gcc and clang-16 under ``-fsanitize=address,undefined -fno-sanitize-recover=all`` and with clang-16 under
``-fsanitize=memory``; every run must exit 0, print nothing on stderr and print exactly the output the
generator computed. ``--eva`` programs, evenly spaced over the seeds, are analysed by Frama-C Eva the way the
reducer's semantics check runs it (``reportsmith.reducer.semantics``): 0 alarms expected. Prints a Markdown
block for bench/RESULTS.md. (clang-16 is the release whose sanitizer runtimes Debian ships here.)
"""

from __future__ import annotations

import argparse
import concurrent.futures
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from reportsmith.fuzzers.loops_gen import generate_loops
from reportsmith.fuzzers.params import LoopParams
from reportsmith.fuzzers.sanitized import build_and_run
from reportsmith.reducer.semantics import FramaC

MEMORY = ["-fsanitize=memory", "-fno-sanitize-recover=all"]
ADDRESS_UNDEFINED = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
BUILDS = (("gcc", "asan+ubsan", ADDRESS_UNDEFINED), ("clang-16", "asan+ubsan", ADDRESS_UNDEFINED),
          ("clang-16", "msan", MEMORY))  # fmt: skip


def check(seed: int, eva: bool) -> tuple[int, list[str], str, float]:
    """(seed, findings, Eva's verdict or "", seconds of generation)."""
    started = time.process_time()
    program = generate_loops(seed, LoopParams())
    generated = time.process_time() - started
    source, expected = program.render(), program.expected_output()
    findings = []
    with tempfile.TemporaryDirectory(prefix="loops-clean-") as folder:
        for compiler, label, flags in BUILDS:
            run = build_and_run(source, compiler, Path(folder) / f"{compiler}-{label}", flags)
            if not run.clean or run.stdout != expected:
                wrong = "wrong output " if run.stdout != expected else ""
                findings.append(
                    f"seed {seed}: {compiler} {label}: exit {run.returncode}, {wrong}{run.stderr[:300]}"
                )
        verdict = ""
        if eva:
            test = Path(folder) / "eva" / "test.c"
            test.parent.mkdir()
            test.write_text(source)
            result = FramaC().check(test, timeout=300)
            verdict = result.describe()
    return seed, findings, verdict, generated


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--programs", type=int, default=1000)
    parser.add_argument("--eva", type=int, default=50, help="programs Frama-C Eva analyses")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    arguments = parser.parse_args()
    seeds = range(arguments.first_seed, arguments.first_seed + arguments.programs)
    every = max(1, arguments.programs // max(1, arguments.eva))
    sampled = set(list(seeds)[::every][: arguments.eva])
    findings: list[str] = []
    eva: Counter[str] = Counter()
    generation = 0.0
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
        for seed, found, verdict, generated in pool.map(lambda s: check(s, s in sampled), seeds):
            findings += found
            generation += generated
            if verdict:
                eva[verdict.split(":")[0]] += 1
                if verdict != "clean":
                    findings.append(f"seed {seed}: Eva: {verdict}")
            for line in found:
                print(line, file=sys.stderr)
    minutes = (time.monotonic() - started) / 60
    day = time.strftime("%Y-%m-%d", time.gmtime())
    span = f"seeds {seeds.start}..{seeds.stop - 1}"
    print(f"### loop generator: {arguments.programs} programs ({span}), {day}, "
          f"{minutes:.0f} min wall, --jobs {arguments.jobs}\n")  # fmt: skip
    print("| check | programs | findings |\n|---|---|---|")
    for compiler, label, _ in BUILDS:
        bad = sum(1 for f in findings if f": {compiler} {label}:" in f)
        print(f"| {compiler} -O0 {label}, output = generator's | {arguments.programs} | {bad} |")
    print(f"| Frama-C Eva (every {every}th seed) | {sum(eva.values())} | "
          f"{sum(n for v, n in eva.items() if v != 'clean')} ({dict(eva)}) |")  # fmt: skip
    print(f"\ngeneration: {generation / arguments.programs * 1000:.1f} ms CPU per program")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
