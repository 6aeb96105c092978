"""Reduce a constructed compile-time hog with the hog predicate and print the figures (bench/RESULTS.md).

    .venv/bin/python bench/real/hog.py [COUNT] [MAX_SECONDS]

The program is constructed (no public report reproduced here): COUNT independent ``if`` statements in one
function; clang-16 -O3 takes seconds, the reference (tcc, and gcc-12 -O3 for comparison) far less.
"""

from __future__ import annotations

import sys
import time

from reportsmith.common.process import scratch_dir
from reportsmith.reducer import Progress, reduce
from reportsmith.reducer.hog import HogPredicate


class _Budget(Exception):
    pass


def straight_line_ifs(count: int) -> bytes:
    lines = [f"if(a[{i % 50}]>{i}) x+=a[{(i * 7) % 50}]*{i};" for i in range(count)]
    return ("int f(int *a){int x=0;\n" + "\n".join(lines) + "\nreturn x;}\n").encode()


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    budget = float(sys.argv[2]) if len(sys.argv) > 2 else 600.0
    text = straight_line_ifs(count)
    compare = HogPredicate(["clang-16", "-O3", "-c"], [["gcc-12", "-O3", "-c"]], ratio=1.0, min_seconds=0.0)
    with scratch_dir() as scratch:
        uncut = HogPredicate(["clang-16", "-O3", "-c"], [["tcc", "-c"]], ratio=1e9, min_seconds=1e9)
        full = uncut.measure(text, scratch)
    with scratch_dir() as scratch:
        versus_gcc = compare.measure(text, scratch)
    print(
        f"original: {len(text)} B; clang-16 -O3 {full.seconds:.2f} s, tcc {full.reference_seconds:.3f} s, "
        f"gcc-12 -O3 {versus_gcc.reference_seconds:.2f} s"
    )
    predicate = HogPredicate(["clang-16", "-O3", "-c"], [["tcc", "-c"]], ratio=10.0, min_seconds=2.0)
    best = [text]
    started = time.monotonic()

    def watch(_: Progress) -> None:
        if time.monotonic() - started > budget:
            raise _Budget

    try:
        result = reduce(text, predicate, jobs=2, on_best=lambda t: best.__setitem__(0, t), progress=watch)
        best[0], note = result.text, f"complete, {result.tests_run} tests"
    except _Budget:
        note = f"stopped at the {budget:g} s budget"
    with scratch_dir() as scratch:
        final = uncut.measure(best[0], scratch)
    print(
        f"reduced: {len(best[0])} B ({note}, {time.monotonic() - started:.0f} s); clang-16 -O3 "
        f"{final.seconds:.2f} s vs tcc {final.reference_seconds:.3f} s"
    )


if __name__ == "__main__":
    main()
