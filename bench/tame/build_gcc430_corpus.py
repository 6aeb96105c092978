"""The PLDI 2013 GCC 4.3.0 wrong-code corpus (Chen et al., "Taming Compiler Fuzzers") as a tamer corpus.

Chen et al. released their ground truth in the public repository agroce/mutants16 (``tests/gcc``): 1,275
reduced Csmith programs that GCC 4.3.0 miscompiles (``tcNNNN.fmin``, C), each with the bug it triggers
(``tcNNNN.rev``: the fixing revision, 35 bugs) and GCC's statement coverage on it (``tcNNNN.cov``: lines
``file.c:LINE COUNT``). It is the tests-only C corpus with reduced tests that issue 32's outside measurement
used (`tfidf_test` and `cfeatures` 10 bugs in the first 15, `lev_test` 7). Nothing of it is committed: this
script turns a checkout into a corpus folder (``labels.csv``, ``tests/*.c``, and with ``--coverage``
``coverage/*.txt.gz``, one ``file.c:LINE`` token a line, the layout :mod:`reportsmith.tamer.corpus` reads).

    git clone https://github.com/agroce/mutants16 /somewhere/mutants16
    .venv/bin/python bench/tame/build_gcc430_corpus.py /somewhere/mutants16 bench/out/corpora/gcc430 \
        [--coverage]
"""

from __future__ import annotations

import argparse
import csv
import gzip
import sys
from pathlib import Path


def build(checkout: Path, out: Path, coverage: bool) -> tuple[int, int]:
    """Write the corpus folder; returns (tests, bugs)."""
    source = checkout / "tests" / "gcc"
    if not source.is_dir():
        raise SystemExit(f"{source}: not found; expected a checkout of agroce/mutants16 (tests/gcc/*.fmin)")
    (out / "tests").mkdir(parents=True, exist_ok=True)
    if coverage:
        (out / "coverage").mkdir(exist_ok=True)
    rows = []
    for test in sorted(source.glob("*.fmin")):
        label = test.with_suffix(".rev")
        if not label.is_file():
            print(f"{test.name}: no {label.name}, left out", file=sys.stderr)
            continue
        name = f"{test.stem}.c"
        (out / "tests" / name).write_bytes(test.read_bytes())
        rows.append((name, f"r{label.read_text().strip()}"))
        covered = test.with_suffix(".cov")
        if coverage and covered.is_file():
            lines = (line.split()[0] for line in covered.read_text().splitlines() if line.strip())
            (out / "coverage" / f"{name}.txt.gz").write_bytes(gzip.compress("\n".join(lines).encode()))
    with (out / "labels.csv").open("w", newline="") as stream:
        writer = csv.writer(stream)
        writer.writerow(["test", "bug"])
        writer.writerows(rows)
    return len(rows), len({bug for _, bug in rows})


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("checkout", type=Path, help="a checkout of agroce/mutants16")
    parser.add_argument("out", type=Path, help="the corpus folder to write")
    parser.add_argument("--coverage", action="store_true", help="also GCC's statement coverage (1.1 GB read)")
    arguments = parser.parse_args()
    tests, bugs = build(arguments.checkout, arguments.out, arguments.coverage)
    print(f"{arguments.out}: {tests} tests, {bugs} bugs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
