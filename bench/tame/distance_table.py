"""Every tamer distance and weighted combination on every labelled corpus: the evidence for the default.

For each corpus (the shared ``spidermonkey16`` and ``bench/tame/corpora/*``) the component matrices are
computed once (cached as ``.npy`` under ``--cache``, keyed by corpus and component) and every combination is
their weighted sum, exactly :meth:`reportsmith.tamer.distances.WeightedSum.prepare(...).matrix`. Each row is
:func:`reportsmith.tamer.evaluate.fpf_metrics` (FPF mean over 20 random start points, as ``reportsmith tame
evaluate --starts 20``): bugs in the first 15 and 50, tests to all bugs, RAUC@50, plus the random baseline.

The default is chosen by the rule of issue 16: the combinations whose bugs in the first 15 *and* RAUC@50
are within 5% of the best on every C corpus that measured them; of those, the best mean RAUC@50 over the C
corpora.

Levenshtein over *unreduced* Csmith programs (tcc-history: ~56 KB on average) costs ~0.5-2 s a pair, so a
corpus whose pairs exceed ``--lev-budget`` (sum over pairs of the product of the two lengths) gets no
``lev_test`` rows; ``--small NAME=BYTES`` adds the subset of corpus NAME whose tests are at most BYTES long
(``NAME-small``) as a corpus of its own, on which every row is affordable.

    .venv/bin/python bench/tame/distance_table.py [--out bench/tame/results/distance-table.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
from reportsmith.tamer.corpus import Corpus, load_corpus
from reportsmith.tamer.distances import parse_distance
from reportsmith.tamer.evaluate import fpf_metrics, random_baseline

HERE = Path(__file__).resolve().parent
SHARED = HERE.parents[2] / "shared" / "bench" / "tame"
#: Components; cfeatures (libclang) only on C corpora, coverage only where the corpus has coverage.
COMPONENTS = ["lev_test", "tfidf_test", "euclid_test", "cfeatures", "lev_output", "tfidf_output", "coverage"]
COMBINATIONS = [
    "lev_test", "tfidf_test", "euclid_test", "cfeatures", "lev_output", "tfidf_output", "coverage",
    "lev_test+lev_output", "tfidf_test+lev_output", "tfidf_test+tfidf_output", "lev_test+tfidf_output",
    "cfeatures+lev_output", "euclid_test+lev_output",
    "0.25*lev_test+0.75*lev_output", "0.75*lev_test+0.25*lev_output",
    "0.25*tfidf_test+0.75*lev_output", "0.75*tfidf_test+0.25*lev_output",
    "lev_test+tfidf_test", "tfidf_test+cfeatures+lev_output", "lev_test+tfidf_test+lev_output",
    "coverage+lev_output", "coverage+tfidf_test", "coverage+tfidf_test+lev_output",
]  # fmt: skip


RANDOM = "random (expected)"


def components_of(expression: str) -> list[tuple[float, str]]:
    parts = []
    for term in expression.split("+"):
        weight, _, name = term.rpartition("*")
        parts.append((float(weight or 1.0), name))
    return parts


def applicable(corpus: Corpus, expression: str) -> bool:
    names = {name for _, name in components_of(expression)}
    c_corpus = all(not case.id.endswith(".js") for case in corpus.failures)
    has_output = any(case.output for case in corpus.failures)
    has_coverage = all(case.coverage is not None for case in corpus.failures)
    if "cfeatures" in names and not c_corpus:
        return False
    if names & {"lev_output", "tfidf_output"} and not has_output:
        return False
    return "coverage" not in names or has_coverage


def component_matrix(corpus: Corpus, name: str, cache: Path, log: dict) -> np.ndarray:
    path = cache / f"{corpus.name}-{len(corpus.failures)}-{name}.npy"
    if path.exists():
        return np.load(path)
    started = time.perf_counter()
    matrix = parse_distance(name).prepare(corpus.failures).matrix()
    log[f"{corpus.name}/{name}"] = round(time.perf_counter() - started, 1)
    print(f"  {corpus.name}: {name} matrix in {log[f'{corpus.name}/{name}']} s", file=sys.stderr, flush=True)
    np.save(path, matrix)
    return matrix


def lev_test_cost(corpus: Corpus) -> float:
    """Sum over pairs of the product of the test lengths: the work of a ``lev_test`` matrix, roughly."""
    lengths = np.array([len(case.test) for case in corpus.failures], dtype=np.float64)
    return float((lengths.sum() ** 2 - (lengths**2).sum()) / 2)


def small_subset(corpus: Corpus, most_bytes: int) -> Corpus:
    keep = [i for i, case in enumerate(corpus.failures) if len(case.test) <= most_bytes]
    failures, labels = [corpus.failures[i] for i in keep], [corpus.labels[i] for i in keep]
    return Corpus(f"{corpus.name}-small", failures, labels)


def evaluate(corpus: Corpus, cache: Path, starts: int, timings: dict, lev_budget: float) -> dict[str, dict]:
    """Every applicable row on ``corpus`` (kept in ``cache``: an unchanged corpus is not redone)."""
    path = cache / f"{corpus.name}-{len(corpus.failures)}-{starts}-{lev_budget:g}-table.json"
    if path.exists() and list(json.loads(path.read_text())) == [*rows_for(corpus, lev_budget), RANDOM]:
        return json.loads(path.read_text())
    rows: dict[str, dict] = {}
    for expression in rows_for(corpus, lev_budget):
        matrix = sum(
            (w * component_matrix(corpus, n, cache, timings) for w, n in components_of(expression)),
            np.zeros((len(corpus.failures),) * 2),
        )
        _, mean = fpf_metrics(corpus.labels, matrix, starts=starts)
        rows[expression] = mean.row()
    rows[RANDOM] = random_baseline(corpus.labels).row()
    path.write_text(json.dumps(rows))
    return rows


def rows_for(corpus: Corpus, lev_budget: float) -> list[str]:
    too_costly = lev_test_cost(corpus) > lev_budget
    return [
        e
        for e in COMBINATIONS
        if applicable(corpus, e) and not (too_costly and "lev_test" in {n for _, n in components_of(e)})
    ]


def choose(tables: dict[str, dict[str, dict]], c_corpora: list[str]) -> tuple[str, list[str]]:
    """Issue 16's rule: within 5% of the best (first 15 and RAUC@50) on every C corpus; best mean RAUC@50."""
    # The default must work without a --coverage build of the compiler: coverage is reported, not chosen.
    # A combination is judged on every C corpus that measured it (lev_test rows may be over budget on one).
    common = [e for e in COMBINATIONS if any(e in tables[c] for c in c_corpora) and "coverage" not in e]
    qualifying = []
    for expression in common:
        ok = True
        for corpus in (c for c in c_corpora if expression in tables[c]):
            rows = [tables[corpus][e] for e in common if e in tables[corpus]]
            for metric in ("first15", "auc50"):
                if tables[corpus][expression][metric] < 0.95 * max(r[metric] for r in rows):
                    ok = False
        if ok:
            qualifying.append(expression)
    pool = qualifying or common

    def mean_auc(expression: str) -> float:
        return float(np.mean([tables[c][expression]["auc50"] for c in c_corpora if expression in tables[c]]))

    best = max(pool, key=lambda e: (mean_auc(e), -len(e)))
    return best, qualifying


def labelled_folders(given: list[Path]) -> list[Path]:
    """The corpus folders given, or every labelled one (the shared corpora, then bench/tame/corpora/*)."""
    folders = given or [
        f for root in (SHARED, HERE / "corpora") if root.is_dir() for f in sorted(root.iterdir())
    ]
    return [f for f in folders if (f / "labels.csv").is_file()]


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("corpora", nargs="*", type=Path, help="corpus folders (default: all labelled)")
    parser.add_argument("--starts", type=int, default=20)
    parser.add_argument("--cache", type=Path, default=Path("/work/cache/h16/matrices"))
    parser.add_argument("--out", type=Path, default=HERE / "results" / "distance-table.json")
    parser.add_argument("--lev-budget", type=float, default=3e12, help="see above (characters squared)")
    parser.add_argument("--small", action="append", default=[], help="NAME=BYTES, see above")
    arguments = parser.parse_args()
    arguments.cache.mkdir(parents=True, exist_ok=True)
    tables: dict[str, dict[str, dict]] = {}
    sizes: dict[str, list[int]] = {}
    timings: dict[str, float] = {}
    small = {name: int(most) for name, _, most in (given.partition("=") for given in arguments.small)}
    corpora = [load_corpus(folder) for folder in labelled_folders(arguments.corpora)]
    corpora += [small_subset(c, small[c.name]) for c in corpora if c.name in small]
    for corpus in corpora:
        sizes[corpus.name] = [len(corpus.failures), corpus.bugs]
        budget = arguments.lev_budget
        tables[corpus.name] = evaluate(corpus, arguments.cache, arguments.starts, timings, budget)
    c_corpora = [name for name in tables if "cfeatures" in tables[name]]
    chosen, qualifying = choose(tables, c_corpora)
    result = {"starts": arguments.starts, "corpora": sizes, "c_corpora": c_corpora, "chosen": chosen,
              "qualifying": qualifying, "matrix_seconds": timings, "tables": tables}  # fmt: skip
    arguments.out.parent.mkdir(parents=True, exist_ok=True)
    arguments.out.write_text(json.dumps(result, indent=1) + "\n")
    for name, rows in tables.items():
        tests, bugs = sizes[name]
        print(f"\n### {name} ({tests} tests, {bugs} bugs), FPF mean of {arguments.starts} starts")
        print("\n| distance | first 15 | first 50 | tests to all | RAUC@50 |\n|---|---:|---:|---:|---:|")
        for expression, row in rows.items():
            mark = "**" if expression == chosen else ""
            print(f"| {mark}{expression}{mark} | {row['first15']} | {row['first50']} | "
                  f"{row['tests_to_all']} | {row['auc50']} |")  # fmt: skip
    print(f"\nchosen: {chosen}; within 5% on every C corpus ({', '.join(c_corpora)}): {qualifying}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
