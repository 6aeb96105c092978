"""bench/arith/known_bug.py: the arithmetic generator finds a known miscompilation of an installed release.

With the small targeted configuration bench/arith/known_bug.toml it runs ``reportsmith fuzz --generator
arith`` seed after seed (gcc-11, gcc-12, clang-14, clang-16, all at -O0) until programs fail, and prints
which builds fail, the seeds and the operator patterns (GCC PR 111151: MAX_EXPR times a constant).

    .venv/bin/python bench/arith/known_bug.py [--programs 60] [--seed 1]
"""

from __future__ import annotations

import argparse
import dataclasses
import tempfile
from collections import Counter
from pathlib import Path

from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.fuzz import Campaign
from reportsmith.store.failures import list_failures

HERE = Path(__file__).resolve().parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-known-bug-") as data:
        app = App(dataclasses.replace(load_config(HERE / "known_bug.toml"), data_dir=data))
        stats = Campaign(app, "arith").run(programs=arguments.programs, jobs=1, first_seed=arguments.seed)
        failures = list_failures(app.store)
        print(f"{stats.describe()}\n")
        print("| build | wrong-code programs | first seed | its first differing expression's pattern |")
        print("|---|---|---|---|")
        by_build = Counter(f"{f.compiler} {f.flags}" for f in failures)
        for build, count in sorted(by_build.items()):
            first = next(f for f in failures if f"{f.compiler} {f.flags}" == build)
            pattern = first.signature.split(": wrong code: ", 1)[-1]
            print(f"| {build} | {count} | {first.details['arith_seed']} | `{pattern}` |")
        untouched = [f"{b.name} {' '.join(b.flags)}" for b in Campaign(app, "arith").builds]
        clean = [build for build in untouched if build not in by_build]
        print(f"\nno failure: {', '.join(clean) or 'none'}")


if __name__ == "__main__":
    main()
