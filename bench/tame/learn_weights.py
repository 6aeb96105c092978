"""Learned weights vs the fixed default, by cross-validation across bugs (issue 16, ``tamer/weights.py``).

For each labelled corpus: the component matrices that ``distance_table.py`` cached, weights fitted on the
failures of 4/5 of the bugs (nearest-neighbour same-bug rate, simplex grid step 0.1), scored on the failures
of the held-out fifth next to the default distance's weights: nearest-neighbour rate and FPF bugs in the
first 15 (mean of 20 starts). Folds are over bugs, so the weights never saw the bugs they are scored on.

A corpus over ``distance_table.py``'s Levenshtein budget (unreduced Csmith programs) is fitted without
``lev_test``, and the default is then its other part.

    .venv/bin/python bench/tame/learn_weights.py [--default EXPR] [CORPUS...]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from distance_table import (
    HERE,
    component_matrix,
    components_of,
    information,
    is_c,
    labelled_folders,
    lev_test_cost,
    usable,
)
from reportsmith.tamer.choice import choose_distance
from reportsmith.tamer.corpus import load_corpus
from reportsmith.tamer.weights import cross_validate

HEADER = (
    "| fold | held-out bugs/tests | learned weights | NN rate learned / fixed | first 15 learned / fixed |"
)
CANDIDATES = [
    "lev_test", "tfidf_test", "cfeatures", "lev_output", "tfidf_output", "coverage", "bisect_commit",
    "bisect_release",
]  # fmt: skip


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("corpora", nargs="*", type=Path)
    parser.add_argument("--default", help="the fixed distance (default: the one the tamer chooses)")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--cache", type=Path, default=HERE.parents[1] / "bench" / "out" / "tame-matrices")
    parser.add_argument("--out", type=Path, default=HERE / "results" / "learned-weights.json")
    parser.add_argument("--lev-budget", type=float, default=3e12, help="as distance_table.py's")
    arguments = parser.parse_args()
    arguments.cache.mkdir(parents=True, exist_ok=True)
    report = {}
    for folder in labelled_folders(arguments.corpora):
        corpus = load_corpus(folder)
        have, c_corpus = information(corpus), is_c(corpus)
        names = [n for n in CANDIDATES if usable(n, have, c_corpus, True)]
        expression = arguments.default or choose_distance(corpus.failures).distance
        default = {n: w for w, n in components_of(expression)}
        if not all(usable(n, have, c_corpus, True) for n in default):
            default = {"lev_test": 1.0}  # e.g. no outputs: the test part of the default
        # The default's own components (e.g. euclid_test) join the candidates, after them.
        order = CANDIDATES + sorted(set(default) - set(CANDIDATES))
        names = sorted(set(names) | set(default), key=order.index)
        if lev_test_cost(corpus) > arguments.lev_budget:
            # Unreduced Csmith programs: no lev_test matrix (distance_table.py); the default keeps its rest.
            names = [n for n in names if n != "lev_test"]
            default = {n: w for n, w in default.items() if n != "lev_test"} or {"tfidf_test": 1.0}
        matrices = [component_matrix(corpus, n, arguments.cache, {}) for n in names]
        fixed = [default.get(n, 0.0) for n in names]
        folds = cross_validate(matrices, corpus.labels, fixed, folds=min(arguments.folds, corpus.bugs))
        summary = {
            "components": names,
            "fixed": fixed,
            "folds": [fold.__dict__ for fold in folds],
            "learned_rate": round(float(np.mean([f.learned_rate for f in folds])), 3),
            "fixed_rate": round(float(np.mean([f.fixed_rate for f in folds])), 3),
            "learned_first15": round(float(np.mean([f.learned_first for f in folds])), 2),
            "fixed_first15": round(float(np.mean([f.fixed_first for f in folds])), 2),
            "held_out_bugs": round(float(np.mean([f.held_out_bugs for f in folds])), 1),
        }
        report[corpus.name] = summary
        print(f"\n### {corpus.name} ({len(corpus.labels)} tests, {corpus.bugs} bugs): components {names}")
        print(HEADER)
        print("|---|---|---|---|---|")
        for index, fold in enumerate(folds):
            weights = " ".join(f"{w:g}" for w in fold.weights)
            print(f"| {index} | {fold.held_out_bugs}/{fold.held_out_tests} | {weights} | "
                  f"{fold.learned_rate:.3f} / {fold.fixed_rate:.3f} | {fold.learned_first:.2f} / "
                  f"{fold.fixed_first:.2f} |")  # fmt: skip
        print(f"mean: NN {summary['learned_rate']} / {summary['fixed_rate']}, first 15 "
              f"{summary['learned_first15']} / {summary['fixed_first15']}")  # fmt: skip
    arguments.out.parent.mkdir(parents=True, exist_ok=True)
    arguments.out.write_text(json.dumps(report, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
