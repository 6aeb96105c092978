"""How often the loop generator's programs reach the vectorizers and loop unrolling, next to Csmith's.

    .venv/bin/python bench/fuzz/loops_reach.py [--programs 40] [--first-seed 1] [--jobs 2] [--no-csmith]

For seeds FIRST..FIRST+N-1, the loop generator (default ``[loops]`` parameters, swarm on) and Csmith (the
campaign's command: ``csmith --no-packed-struct`` with its swarm options for the seed,
:meth:`reportsmith.fuzz.Campaign.csmith_command`) each make one program; each is compiled (not run) with

* ``clang-22 -O3 '-Rpass=loop-vectorize|slp-vectorizer|loop-unroll'``, and
* ``gcc-12 -O3 -fopt-info-vec-optimized``,

and the remarks are counted: programs with at least one vectorized loop, loops vectorized, SLP remarks
(clang's "SLP vectorized", gcc's "basic block part vectorized") and clang's loop-unroll remarks. Counts, not
times: run it under ``/work/bin/heavy``. Prints a Markdown table for bench/RESULTS.md. Remarks anywhere in a
program count (Csmith's come mostly from its own helper and checksum loops; the loop programs' checksum
loops in ``main`` are never vectorized, FNV-1a being sequential).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import random
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from reportsmith.fuzz import SWARM_FEATURES
from reportsmith.fuzzers.loops_gen import generate_loops
from reportsmith.fuzzers.params import LoopParams

#: One -Rpass only: a later -Rpass replaces an earlier one.
CLANG = ["clang-22", "-O3", "-w", "-c", "-o", "/dev/null", "-Rpass=loop-vectorize|slp-vectorizer|loop-unroll"]
GCC = ["gcc-12", "-O3", "-w", "-c", "-o", "/dev/null", "-fopt-info-vec-optimized"]
CSMITH_INCLUDE = "-I/usr/include/csmith"
TIMEOUT = 120


#: What the remarks of one program's compiles say: remarks counted by kind (COMPILES), and "failed": compiles
#: that did not finish or failed.
Reach = Counter[str]


def _compile(argv: list[str]) -> str | None:
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return None
    return done.stderr if done.returncode == 0 else None


#: Each compile and what its remarks count: (argv, [(Reach field, pattern of one remark)]).
COMPILES = (
    (CLANG, [("clang_loops", r"remark: vectorized loop"), ("clang_slp", r"remark: .*SLP vectorized"),
             ("clang_unrolled", r"remark: .*unrolled loop")]),
    (GCC, [("gcc_loops", r"optimized: loop vectorized"),
           ("gcc_slp", r"optimized: basic block part vectorized")]),
)  # fmt: skip


def measure(source: Path, extra: list[str]) -> Reach:
    reach: Reach = Counter()
    for argv, counted in COMPILES:
        remarks = _compile([*argv, *extra, str(source)])
        if remarks is None:
            reach["failed"] += 1
            continue
        for name, pattern in counted:
            reach[name] = len(re.findall(pattern, remarks))
    return reach


def csmith_source(seed: int, folder: Path) -> Path | None:
    choose = random.Random(seed)  # as Campaign.csmith_command draws the swarm options
    options = [f"--no-{feature}" for feature in SWARM_FEATURES if choose.random() < 0.5]
    argv = ["csmith", "--no-packed-struct", *options, "--seed", str(seed)]
    try:
        done = subprocess.run(argv, capture_output=True, timeout=60, check=False)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0 or not done.stdout:
        return None
    path = folder / f"csmith-{seed}.c"
    path.write_bytes(done.stdout)
    return path


def one_seed(seed: int, csmith: bool) -> tuple[Reach, Reach | None]:
    with tempfile.TemporaryDirectory(prefix="loops-reach-") as name:
        folder = Path(name)
        loops = folder / f"loops-{seed}.c"
        loops.write_text(generate_loops(seed, LoopParams()).render())
        theirs = None
        if csmith:
            path = csmith_source(seed, folder)
            theirs = measure(path, [CSMITH_INCLUDE]) if path is not None else Counter(failed=1)
        return measure(loops, []), theirs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--programs", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-csmith", action="store_true", help="measure the loop generator only")
    arguments = parser.parse_args()
    seeds = range(arguments.first_seed, arguments.first_seed + arguments.programs)
    totals: dict[str, Reach] = {"loops": Counter(), "csmith": Counter()}
    reached = {"loops": [0, 0], "csmith": [0, 0]}  # programs with a vectorized loop: clang, gcc
    with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
        for ours, theirs in pool.map(lambda s: one_seed(s, not arguments.no_csmith), seeds):
            for name, reach in (("loops", ours), ("csmith", theirs)):
                if reach is None:
                    continue
                totals[name] += reach
                reached[name][0] += reach["clang_loops"] > 0
                reached[name][1] += reach["gcc_loops"] > 0
    n = arguments.programs
    print(f"seeds {seeds.start}..{seeds.stop - 1}, {n} programs per generator\n")
    print(
        "| generator | clang-22 -O3: programs with a vectorized loop | loops vectorized | SLP remarks "
        "| unroll remarks | gcc-12 -O3: programs with a vectorized loop | loops vectorized | SLP remarks "
        "| compiles failed |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for name in ("loops", "csmith") if not arguments.no_csmith else ("loops",):
        t, (clang, gcc) = totals[name], reached[name]
        cells = [name, f"{clang}/{n}", t["clang_loops"], t["clang_slp"], t["clang_unrolled"], f"{gcc}/{n}",
                 t["gcc_loops"], t["gcc_slp"], t["failed"]]  # fmt: skip
        print("| " + " | ".join(str(cell) for cell in cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
