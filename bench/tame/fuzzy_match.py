"""Measure the thresholds of the known-issue fuzzy match (``reportsmith.report.known_match``) on corpora.

The situation it is for: each bug has been reported once (its *representative*: the corpus's first test of
that bug) and new failures come in. For every other test we ask :func:`best_match` against the reports:

* its own bug reported: the match is *correct* when it names that bug, a *false merge* when it names another,
  *missed* when there is none;
* its own bug not reported yet (its representative left out): any match is a *false merge*.

precision = correct / (correct + false merges), recall = correct / tests whose bug was reported. Swept over
the test-distance threshold, with and without the signature condition (ClusterFuzz's comparer at 0.8);
signatures are those in the corpus's ``meta.json`` (corpora without signatures: test distance only).

    .venv/bin/python bench/tame/fuzzy_match.py [CORPUS...] [--out bench/tame/results/fuzzy-match.json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from distance_table import labelled_folders
from reportsmith.report.known_match import counts_distance, signatures_similar, token_counts
from reportsmith.tamer.corpus import load_corpus

HERE = Path(__file__).resolve().parent
THRESHOLDS = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.8, 1.0]


def signatures(folder: Path, names: list[str]) -> list[str] | None:
    meta_path = folder / "meta.json"
    if not meta_path.is_file():
        return None
    meta = json.loads(meta_path.read_text())
    # tcc-csmith lists its tests under "failures", tcc-history under "tests" (its "failures" is a count)
    rows = next((v for v in (meta.get("failures"), meta.get("tests")) if isinstance(v, list)), [])
    by_test = {row["test"]: row.get("signature", "") for row in rows}
    return [by_test.get(name, "") for name in names] if by_test else None


def sweep(labels: list[str], counts: list, sigs: list[str] | None) -> dict[str, list[dict]]:
    representative: dict[str, int] = {}
    for index, label in enumerate(labels):
        representative.setdefault(label, index)
    reps = sorted(representative.values())
    queries = [i for i in range(len(labels)) if i not in set(reps)]
    # distance and signature similarity of every query to every representative, once
    distance = {(i, r): counts_distance(counts[i], counts[r]) for i in queries for r in reps}
    similar = {(i, r): sigs is None or signatures_similar(sigs[i], sigs[r]) for i in queries for r in reps}
    results: dict[str, list[dict]] = {}
    for rule in ("signature and test", "test only") if sigs else ("test only",):
        rows = []
        for threshold in THRESHOLDS:
            correct = false_merges = missed = 0
            for i in queries:
                for own_reported in (True, False):
                    candidates = [
                        (distance[i, r], labels[r])
                        for r in reps
                        if (own_reported or labels[r] != labels[i])
                        and distance[i, r] <= threshold
                        and (rule == "test only" or similar[i, r])
                    ]
                    if not candidates:
                        missed += own_reported
                        continue
                    if min(candidates)[1] == labels[i]:
                        correct += 1
                    else:
                        false_merges += 1
            precision = correct / (correct + false_merges) if correct + false_merges else 1.0
            rows.append({"threshold": threshold, "precision": round(precision, 3),
                         "recall": round(correct / len(queries), 3) if queries else 0.0,
                         "correct": correct, "false_merges": false_merges, "missed": missed})  # fmt: skip
        results[rule] = rows
    return results


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpora", nargs="*", type=Path)
    parser.add_argument("--out", type=Path, default=HERE / "results" / "fuzzy-match.json")
    arguments = parser.parse_args()
    report = {}
    for folder in labelled_folders(arguments.corpora):
        corpus = load_corpus(folder)
        names = [case.id for case in corpus.failures]
        counts = [token_counts(case.test) for case in corpus.failures]
        report[corpus.name] = sweep(corpus.labels, counts, signatures(folder, names))
        for rule, rows in report[corpus.name].items():
            print(f"\n### {corpus.name} ({len(names)} tests, {corpus.bugs} bugs): {rule}")
            print("\n| test distance <= | precision | recall | correct | false merges | missed |")
            print("|---:|---:|---:|---:|---:|---:|")
            for row in rows:
                print(f"| {row['threshold']} | {row['precision']} | {row['recall']} | {row['correct']} | "
                      f"{row['false_merges']} | {row['missed']} |")  # fmt: skip
    arguments.out.parent.mkdir(parents=True, exist_ok=True)
    arguments.out.write_text(json.dumps(report, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
