"""Every tamer distance and weighted combination on every labelled corpus, and the check of the defaults.

For each corpus (the shared ``spidermonkey16`` and ``bench/tame/corpora/*``) the component matrices are
computed once (cached as ``.npy`` under ``--cache``, keyed by corpus and component) and every combination is
their weighted sum, exactly :meth:`reportsmith.tamer.distances.WeightedSum.prepare(...).matrix`. Each row is
:func:`reportsmith.tamer.evaluate.fpf_metrics`, the FPF mean over every start point (the exact expectation
over a random start; 400 sampled start points on spidermonkey16's 1,749 tests; ``--starts``; before
2026-11-27's second entry: 20 sampled start points): bugs in the first 15 and 50, tests to all bugs,
RAUC@50, plus the random baseline.

**Views.** The default depends on what the failures have (:mod:`reportsmith.tamer.choice`): compiler
outputs, coverage, bisection facts. A corpus with outputs and coverage also stands for failures that have
only outputs, or only tests: each *view* of a corpus hides some of its information and keeps the rows that
use only the rest (``tcc-history[outputs]``: no coverage, no facts). The rule of issue 32, per view: the
default :func:`~reportsmith.tamer.choice.choose_distance` takes for the view's failures must be within 5% of
the best row of the view on bugs in the first 15 (at least 0.95x) and on tests to all bugs (at most 1.05x),
and on a tests-only view at least as good as ``tfidf_test`` on both. ``--search`` prints, per profile, every
combination's worst margin over the views of that profile that measured it (:func:`margin`; the rule holds
at >= 0.95): the candidates for :data:`~reportsmith.tamer.choice.RULES`, closest to the rule first.

Levenshtein over *unreduced* Csmith programs (tcc-history: ~53 KB on average) costs ~0.1 s a pair, so a
corpus whose pairs exceed ``--lev-budget`` (sum over pairs of the product of the two lengths) gets no
``lev_test`` rows; ``--small NAME=BYTES`` adds the subset of corpus NAME whose tests are at most BYTES long
(``NAME-small``) as a corpus of its own, on which every row is affordable.

    .venv/bin/python bench/tame/distance_table.py --small tcc-history=24000 [--search]
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
from reportsmith.tamer.choice import choose_distance, profile_of
from reportsmith.tamer.corpus import Corpus, load_corpus
from reportsmith.tamer.distances import parse_distance
from reportsmith.tamer.evaluate import fpf_metrics, random_baseline

HERE = Path(__file__).resolve().parent
SHARED = HERE.parents[2] / "shared" / "bench" / "tame"
RANDOM = "random (expected)"
TESTS = ["lev_test", "tfidf_test", "euclid_test", "cfeatures"]
OUTPUTS = ["lev_output", "tfidf_output"]
FACTS = ["bisect_commit", "bisect_release"]
#: What a component needs beyond the test: a view without it has no row using the component.
NEEDS = {**{n: "outputs" for n in OUTPUTS}, "coverage": "coverage", **{n: "facts" for n in FACTS}}
INFORMATION = ("outputs", "coverage", "facts")
#: Fact terms tried after a text distance (a weight of 2 puts one shared first bad commit before any text
#: difference, whose parts sum to at most 1 in most rows).
FACT_SUFFIXES = [
    "0.5*bisect_commit", "bisect_commit", "2*bisect_commit", "0.25*bisect_release", "0.5*bisect_release",
    "bisect_commit+0.25*bisect_release", "2*bisect_commit+0.5*bisect_release",
]  # fmt: skip


def weighted(first: str, second: str, weight: float) -> str:
    return f"{weight:g}*{first}+{1 - weight:g}*{second}"


def text_grid() -> list[str]:
    """Single components, pairs of test parts and test+output parts at three weights, coverage sums."""
    rows = [*TESTS, *OUTPUTS, "coverage"]
    for first, second in itertools.combinations(TESTS, 2):
        rows += [f"{first}+{second}", weighted(first, second, 0.25), weighted(first, second, 0.75)]
    for test, output in itertools.product(TESTS, OUTPUTS):
        rows += [f"{test}+{output}", weighted(test, output, 0.25), weighted(test, output, 0.75)]
    rows += ["tfidf_test+cfeatures+lev_output", "lev_test+tfidf_test+lev_output"]
    rows += [
        "coverage+lev_output", "coverage+tfidf_output", "coverage+tfidf_test", "coverage+cfeatures",
        "coverage+tfidf_test+lev_output", "coverage+cfeatures+lev_output", "coverage+lev_test+lev_output",
        "0.5*coverage+lev_output", "coverage+0.5*lev_output",
    ]  # fmt: skip
    return rows


def components_of(expression: str) -> list[tuple[float, str]]:
    parts = []
    for term in expression.split("+"):
        weight, _, name = term.rpartition("*")
        parts.append((float(weight or 1.0), name))
    return parts


def information(corpus: Corpus) -> set[str]:
    """What the corpus has beyond tests."""
    have = set()
    if any(case.output for case in corpus.failures):
        have.add("outputs")
    if all(case.coverage is not None for case in corpus.failures):
        have.add("coverage")
    if any(case.facts is not None for case in corpus.failures):
        have.add("facts")
    return have


def is_c(corpus: Corpus) -> bool:
    return all(case.language == "c" for case in corpus.failures)


def usable(expression: str, have: set[str], c_corpus: bool, lev_test: bool) -> bool:
    names = {name for _, name in components_of(expression)}
    if "cfeatures" in names and not c_corpus or "lev_test" in names and not lev_test:
        return False
    return all(NEEDS.get(name, "tests") == "tests" or NEEDS[name] in have for name in names)


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


class Table:
    """The rows of one corpus, computed on demand from cached component matrices."""

    def __init__(self, corpus: Corpus, cache: Path, starts: int, lev_budget: float, timings: dict) -> None:
        self.corpus, self.cache, self.starts, self.timings = corpus, cache, starts, timings
        self.have, self.c = information(corpus), is_c(corpus)
        self.short = profile_of(corpus.failures).short_tests
        self.lev_test = lev_test_cost(corpus) <= lev_budget
        self.path = cache / f"{corpus.name}-{len(corpus.failures)}-{starts}-rows.json"
        self.rows: dict[str, dict] = json.loads(self.path.read_text()) if self.path.exists() else {}

    def usable(self, expression: str, have: set[str] | None = None) -> bool:
        return usable(expression, self.have if have is None else have, self.c, self.lev_test)

    def matrix(self, expression: str) -> np.ndarray:
        size = len(self.corpus.failures)
        return sum(
            (
                w * component_matrix(self.corpus, n, self.cache, self.timings)
                for w, n in components_of(expression)
            ),
            np.zeros((size, size)),
        )

    def row(self, expression: str) -> dict:
        if expression not in self.rows:
            matrix = self.matrix(expression)
            self.rows[expression] = fpf_metrics(self.corpus.labels, matrix, starts=self.starts)[1].row()
            self.path.write_text(json.dumps(self.rows))
        return self.rows[expression]

    def random(self) -> dict:
        return random_baseline(self.corpus.labels).row()


def grid_for(table: Table) -> list[str]:
    texts = [e for e in text_grid() if table.usable(e)]
    if "facts" not in table.have:
        return texts
    return texts + [f"{e}+{s}" for e in texts for s in FACT_SUFFIXES] + FACT_SUFFIXES


def view_failures(corpus: Corpus, have: set[str]) -> list:
    """The corpus's failures with the information a view hides taken away."""
    return [
        replace(
            case,
            output=case.output if "outputs" in have else "",
            coverage=case.coverage if "coverage" in have else None,
            facts=case.facts if "facts" in have else None,
        )
        for case in corpus.failures
    ]


def views_of(table: Table) -> list[frozenset[str]]:
    have = sorted(table.have)
    return [frozenset(s) for size in range(len(have) + 1) for s in itertools.combinations(have, size)]


def view_name(corpus: str, view: frozenset[str]) -> str:
    return f"{corpus}[{'+'.join(sorted(view)) or 'tests'}]"


def within(row: dict, best_first15: float, best_all: float) -> dict[str, bool]:
    return {
        "first15": row["first15"] >= 0.95 * best_first15,
        "tests_to_all": row["tests_to_all"] <= 1.05 * best_all,
    }


def at_least_as_good(row: dict, other: dict) -> bool:
    return row["first15"] >= other["first15"] and row["tests_to_all"] <= other["tests_to_all"]


def check_view(table: Table, view: frozenset[str]) -> dict:
    """The default for this view against the view's best rows (and tfidf_test when it is tests only)."""
    rows = {e: table.row(e) for e in grid_for(table) if table.usable(e, set(view))}
    best15 = max(r["first15"] for r in rows.values())
    best_all = min(r["tests_to_all"] for r in rows.values())
    default = choose_distance(view_failures(table.corpus, set(view))).distance
    result: dict = {"default": default, "best_first15": best15, "best_tests_to_all": best_all,
                    "best_first15_by": max(rows, key=lambda e: rows[e]["first15"]),
                    "best_tests_to_all_by": min(rows, key=lambda e: rows[e]["tests_to_all"])}  # fmt: skip
    if not table.usable(default, set(view)):
        return result | {"measured": False}
    row = table.row(default)
    result |= {"measured": True, "row": row, **within(row, best15, best_all)}
    if not view and "tfidf_test" in rows:
        tfidf = rows["tfidf_test"]
        result["vs_tfidf_test"] = (
            row["first15"] >= tfidf["first15"] and row["tests_to_all"] <= tfidf["tests_to_all"]
        )
    return result


def profile_key(view: frozenset[str], c: bool, short: bool) -> str:
    """The profile a view stands for; C tests-only views are split by test length as
    :data:`~reportsmith.tamer.choice.SHORT_TEST_BYTES` splits the rules."""
    key = ("+".join(sorted(view)) or "tests") + ("" if c else " (not C)")
    return key + (" (long tests)" if c and not view and not short else "")


def margin(row: dict, best_first15: float, best_all: float) -> float:
    """How close ``row`` comes to the best on both metrics, as :func:`within` reads them: 1.0 is the best on
    both, 0.95 the rule's edge (5% fewer bugs in the first 15, or 5% more tests to all bugs)."""
    first15 = row["first15"] / best_first15 if best_first15 else 1.0
    return min(first15, 2.0 - row["tests_to_all"] / best_all)


def search(tables: list[Table], views: dict[str, list[tuple[Table, frozenset[str]]]]) -> dict[str, list]:
    """Per profile, every expression with its worst margin over the views of that profile that measured it
    (the rule holds where it is >= 0.95), whether it is at least as good as ``tfidf_test`` on every
    tests-only view, and its mean RAUC@50; most views first, then the largest worst margin."""
    found = {}
    for key, members in views.items():
        candidates = sorted({e for t, v in members for e in grid_for(t) if t.usable(e, set(v))})
        scored = []
        for expression in candidates:
            judged = [(t, v) for t, v in members if t.usable(expression, set(v))]
            margins, aucs, beats_tfidf = [], [], True
            for table, view in judged:
                rows = {e: table.row(e) for e in grid_for(table) if table.usable(e, set(view))}
                best15 = max(r["first15"] for r in rows.values())
                best_all = min(r["tests_to_all"] for r in rows.values())
                margins.append(margin(rows[expression], best15, best_all))
                if not view and "tfidf_test" in rows:
                    beats_tfidf = beats_tfidf and at_least_as_good(rows[expression], rows["tfidf_test"])
                aucs.append(rows[expression]["auc50"])
            scored.append({"distance": expression, "worst_margin": round(min(margins), 3),
                           "vs_tfidf_test": beats_tfidf, "views": len(judged), "of": len(members),
                           "auc50": round(float(np.mean(aucs)), 3)})  # fmt: skip
        found[key] = sorted(scored, key=lambda s: (-s["views"], -s["worst_margin"], -s["auc50"]))
    return found


def labelled_folders(given: list[Path]) -> list[Path]:
    """The corpus folders given, or every labelled one (the shared corpora, then bench/tame/corpora/*)."""
    folders = given or [
        f for root in (SHARED, HERE / "corpora") if root.is_dir() for f in sorted(root.iterdir())
    ]
    return [f for f in folders if (f / "labels.csv").is_file()]


def print_view(name: str, table: Table, view: frozenset[str], checked: dict) -> None:
    rows = {e: table.row(e) for e in grid_for(table) if table.usable(e, set(view))}
    top = sorted(rows, key=lambda e: (-rows[e]["first15"], rows[e]["tests_to_all"]))[:8]
    shown = [*top, *(e for e in ("tfidf_test", "lev_test") if e in rows and e not in top)]
    if checked.get("measured") and checked["default"] not in shown:
        shown.append(checked["default"])
    print(f"\n#### {name} ({len(table.corpus.failures)} tests, {table.corpus.bugs} bugs; {len(rows)} rows)\n")
    print("| distance | first 15 | first 50 | tests to all | RAUC@50 |\n|---|---:|---:|---:|---:|")
    for expression in shown:
        row, mark = rows[expression], "**" if expression == checked["default"] else ""
        print(f"| {mark}{expression}{mark} | {row['first15']} | {row['first50']} | {row['tests_to_all']} | "
              f"{row['auc50']} |")  # fmt: skip
    random = table.random()
    print(f"| {RANDOM} | {random['first15']} | {random['first50']} | {random['tests_to_all']} | "
          f"{random['auc50']} |")  # fmt: skip
    verdict = "not measured" if not checked.get("measured") else (
        f"first 15 {'ok' if checked['first15'] else 'NOT within 5%'}, tests to all "
        f"{'ok' if checked['tests_to_all'] else 'NOT within 5%'}"
        + ("" if "vs_tfidf_test" not in checked else
           f", vs tfidf_test {'ok' if checked['vs_tfidf_test'] else 'WORSE'}"))  # fmt: skip
    print(f"\ndefault `{checked['default']}`: {verdict}")


def add_corpus_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that say which corpora to read and how to evaluate them (shared by noise_floor.py)."""
    parser.add_argument("corpora", nargs="*", type=Path, help="corpus folders (default: all labelled)")
    parser.add_argument(
        "--starts", type=int, default=400, help="FPF start points (every one up to 400 tests)"
    )
    parser.add_argument("--cache", type=Path, default=HERE.parents[1] / "bench" / "out" / "tame-matrices")
    parser.add_argument(
        "--lev-budget",
        type=float,
        default=3e12,
        help="no lev_test rows on a corpus whose pairs cost more (sum of length products)",
    )
    parser.add_argument(
        "--small", action="append", default=[], help="NAME=BYTES: also corpus NAME's tests of <= BYTES"
    )


def tables_from(arguments: argparse.Namespace, timings: dict[str, float]) -> list[Table]:
    """One :class:`Table` per corpus the arguments name (and per ``--small`` subset)."""
    arguments.cache.mkdir(parents=True, exist_ok=True)
    small = {name: int(most) for name, _, most in (given.partition("=") for given in arguments.small)}
    corpora = [load_corpus(folder) for folder in labelled_folders(arguments.corpora)]
    corpora += [small_subset(c, small[c.name]) for c in corpora if c.name in small]
    return [Table(c, arguments.cache, arguments.starts, arguments.lev_budget, timings) for c in corpora]


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    add_corpus_arguments(parser)
    parser.add_argument("--out", type=Path, default=HERE / "results" / "distance-table.json")
    parser.add_argument("--search", action="store_true", help="rank rows per profile by worst margin")
    arguments = parser.parse_args()
    timings: dict[str, float] = {}
    tables = tables_from(arguments, timings)
    views: dict[str, list[tuple[Table, frozenset[str]]]] = {}
    checks: dict[str, dict] = {}
    for table in tables:
        for view in views_of(table):
            views.setdefault(profile_key(view, table.c, table.short), []).append((table, view))
            name = view_name(table.corpus.name, view)
            checks[name] = check_view(table, view)
            print_view(name, table, view, checks[name])
    result = {"starts": arguments.starts, "matrix_seconds": timings, "checks": checks,
              "corpora": {t.corpus.name: [len(t.corpus.failures), t.corpus.bugs] for t in tables},
              "tables": {t.corpus.name: {**t.rows, RANDOM: t.random()} for t in tables}}  # fmt: skip
    if arguments.search:
        result["search"] = search(tables, views)
        for key, scored in result["search"].items():
            qualify = [s["distance"] for s in scored if s["worst_margin"] >= 0.95 and s["vs_tfidf_test"]]
            print(f"\n{key}: {len(qualify)} qualify ({qualify[:6]}); closest:")
            for s in scored[:8]:
                print(f"  {s}")
    arguments.out.parent.mkdir(parents=True, exist_ok=True)
    arguments.out.write_text(json.dumps(result, indent=1) + "\n")
    failed = [n for n, c in checks.items() if c.get("measured") and not all(
        c.get(k, True) for k in ("first15", "tests_to_all", "vs_tfidf_test"))]  # fmt: skip
    print(
        f"\nviews: {len(checks)}; default not within the rule: {failed or 'none'}; "
        f"not measured: {[n for n, c in checks.items() if not c.get('measured')] or 'none'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
