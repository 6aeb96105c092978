"""tcc-history ranked with and without the bisection facts reportsmith computed: discovery curves, and
whether failures that share a first bad commit rank as one bug.

For each corpus with ``facts.json`` (``tcc-history`` and, with ``--small``, its tests of at most 24,000
bytes) and each text view (outputs; outputs and coverage), the default the tamer chooses without the facts
(*text only*), with them (*with facts*, :func:`reportsmith.tamer.choice.choose_distance`), and with a
first bad commit weighed so that its groups rank as one bug (*grouped*: text only + ``2*bisect_commit``):

* discovery curves, FPF mean of 20 start points (as ``distance_table.py``), and the random expectation,
  written as one PNG per corpus and view into ``bench/tame/results/``;
* the ranking ``reportsmith tame`` would store (:func:`reportsmith.tamer.rank.rank`, its deterministic
  start): how many failures are listed as the *second* (or later) failure of a first-bad-commit group
  before every group has its first one listed ("repeats before all groups"; 0 means the groups rank as one
  bug each), and the position at which the last group shows up.

    .venv/bin/python bench/tame/facts_curves.py [--small tcc-history=24000]
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
from distance_table import HERE, component_matrix, components_of, information, small_subset, view_failures
from reportsmith.tamer.choice import choose_distance
from reportsmith.tamer.corpus import Corpus, load_corpus
from reportsmith.tamer.evaluate import CorpusReport, fpf_metrics, random_baseline
from reportsmith.tamer.plot import plot_report
from reportsmith.tamer.rank import rank

#: The term that makes a first-bad-commit group rank as one bug (0 repeats before every group is listed).
GROUPED = "2*bisect_commit"


def matrix_of(corpus: Corpus, expression: str, cache: Path) -> np.ndarray:
    size = len(corpus.failures)
    return sum(
        (w * component_matrix(corpus, n, cache, {}) for w, n in components_of(expression)),
        np.zeros((size, size)),
    )


def grouping(corpus: Corpus, order: list[str]) -> dict:
    """Repeats of a first-bad-commit group before every group has been listed once, and where that is."""
    commit = {c.id: c.facts.first_bad_commit for c in corpus.failures if c.facts and c.facts.first_bad_commit}
    groups = set(commit.values())
    seen: set[str] = set()
    repeats = 0
    for position, failure in enumerate(order, start=1):
        group = commit.get(failure)
        if group is None:
            continue
        if group in seen:
            repeats += 1
        seen.add(group)
        if seen == groups:
            return {"groups": len(groups), "repeats_before_all_groups": repeats, "all_groups_by": position}
    return {"groups": len(groups), "repeats_before_all_groups": repeats, "all_groups_by": None}


def compare(corpus: Corpus, view: set[str], cache: Path, out: Path) -> dict:
    text_only = choose_distance(view_failures(corpus, view)).distance
    with_facts = choose_distance(view_failures(corpus, view | {"facts"})).distance
    grouped = f"{text_only}+{GROUPED}"
    result: dict = {"view": sorted(view), "text_only": text_only, "with_facts": with_facts,
                    "grouped_by_commit": grouped}  # fmt: skip
    methods = []
    for label, expression in (("text only", text_only), ("with facts", with_facts), ("grouped", grouped)):
        _, mean = fpf_metrics(corpus.labels, matrix_of(corpus, expression, cache), starts=20)
        methods.append(replace(mean, name=f"{label}: {expression}"))
        stored = rank(view_failures(corpus, view | {"facts"}), expression)
        result[label] = {"fpf_mean": mean.row(), **grouping(corpus, stored.ids())}
    methods.append(random_baseline(corpus.labels))
    result["random"] = methods[-1].row()
    name = f"{corpus.name}-{'+'.join(sorted(view))}-facts"
    report = CorpusReport(
        corpus.name, len(corpus.labels), corpus.bugs, "bisection facts vs text only", methods, None, 0
    )
    plot_report(report, out / f"{name}.png")
    result["png"] = f"bench/tame/results/{name}.png"
    return result


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--corpus", type=Path, default=HERE / "corpora" / "tcc-history")
    parser.add_argument("--small", type=int, default=24000, help="also the tests of at most this many bytes")
    parser.add_argument("--cache", type=Path, default=HERE.parents[1] / "bench" / "out" / "tame-matrices")
    parser.add_argument("--out", type=Path, default=HERE / "results")
    arguments = parser.parse_args()
    arguments.cache.mkdir(parents=True, exist_ok=True)
    full = load_corpus(arguments.corpus)
    results = {}
    for corpus in (full, small_subset(full, arguments.small)):
        have = information(corpus)
        for view in ({"outputs"}, {"outputs", "coverage"}):
            if not view <= have or "facts" not in have:
                continue
            if corpus is full and "coverage" not in view:
                continue  # the outputs-only default needs lev_test, unaffordable on 53 KB programs
            key = f"{corpus.name}[{'+'.join(sorted(view))}]"
            results[key] = compare(corpus, view, arguments.cache, arguments.out)
            for label, distance in (("text only", "text_only"), ("with facts", "with_facts"),
                                    ("grouped", "grouped_by_commit")):  # fmt: skip
                got = results[key][label]
                print(f"{key} {label} ({results[key][distance]}): {got['fpf_mean']}; first-bad-commit groups "
                      f"{got['groups']}, repeats before all groups {got['repeats_before_all_groups']}, all "
                      f"groups by #{got['all_groups_by']}")  # fmt: skip
    (arguments.out / "facts-curves.json").write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
