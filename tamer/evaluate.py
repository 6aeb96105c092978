"""Discovery-curve evaluation of rankings against ground truth (Chen's thesis §6.4-6.8).

A *bug discovery curve* has at position i the number of distinct bugs among the first i tests. We report
the tests needed to see all bugs, the bugs in the first 15 and 50, and the area under the curve (over the
first 50 tests and over all tests), divided by the ideal curve's area (each of the first B tests a new bug),
so 1.0 is perfect.

Baselines:

* **random**, as an exact expected value: E[bugs in first k] = sum over bugs b of 1 - C(n-m_b, k)/C(n, k)
  for a bug with m_b tests; the tests needed to see all bugs by 10,000 shuffles (as the seed did).
* **clustering** (§6.8): k-means on tf-idf vectors of test and output tokens, k picked by silhouette from a
  small grid (no labels used), the member nearest each centre as representative, representatives of larger
  clusters first, then the other members round-robin by closeness to their centre.
* **known-bug mode** (§6.7): half the bugs are "known", up to 5 of their tests are exemplars. Compared:
  FPF seeded with the exemplars (ours); exemplars discarded, FPF unseeded; exemplars discarded, random; and
  the ideal where every test of a known bug is removed. Only unknown bugs count; averaged over draws.

Rankings over one corpus reuse one distance matrix (n² distances once), so 100 draws cost seconds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from reportsmith.tamer.choice import choose_distance
from reportsmith.tamer.corpus import Corpus
from reportsmith.tamer.distances import _tfidf_matrix, parse_distance
from reportsmith.tamer.features import c_tokens, output_tokens
from reportsmith.tamer.fpf import fpf_order, matrix_rows
from scipy.special import gammaln
from sklearn.cluster import KMeans
from sklearn.metrics import silhouette_score


@dataclass
class Metrics:
    name: str
    curve: np.ndarray  # curve[i] = distinct bugs among the first i+1 tests (may be an average)
    bugs: int
    tests_to_all: float  # float: averages; inf when never all
    notes: dict[str, float] = field(default_factory=dict)

    def at(self, k: int) -> float:
        return float(self.curve[min(k, len(self.curve)) - 1])

    def auc(self, k: int | None = None) -> float:
        k = len(self.curve) if k is None else min(k, len(self.curve))
        ideal = np.minimum(np.arange(1, k + 1), self.bugs).sum()
        return float(self.curve[:k].sum() / ideal)

    def row(self) -> dict[str, float | str]:
        return {
            "method": self.name,
            "first15": round(self.at(15), 2),
            "first50": round(self.at(50), 2),
            "tests_to_all": round(self.tests_to_all, 1),
            "auc50": round(self.auc(50), 3),
            "auc_all": round(self.auc(), 3),
        }


def discovery_curve(labels_in_order: Sequence[str], counted: set[str] | None = None) -> np.ndarray:
    """Distinct bugs among the first i+1 labels; with ``counted``, only bugs in that set count."""
    seen: set[str] = set()
    curve = np.zeros(len(labels_in_order))
    for i, label in enumerate(labels_in_order):
        if counted is None or label in counted:
            seen.add(label)
        curve[i] = len(seen)
    return curve


def tests_to_all(curve: np.ndarray, bugs: int) -> float:
    hits = np.flatnonzero(curve >= bugs)
    return float(hits[0] + 1) if len(hits) else float("inf")


def metrics_of_order(name: str, labels: Sequence[str], order: Sequence[int]) -> Metrics:
    bugs = len(set(labels))
    curve = discovery_curve([labels[i] for i in order])
    return Metrics(name, curve, bugs, tests_to_all(curve, bugs))


def random_baseline(labels: Sequence[str], shuffles: int = 10_000, seed: int = 0) -> Metrics:
    """Expected discovery curve of a random order (exact), tests-to-all by ``shuffles`` shuffles."""
    n = len(labels)
    counts = np.array(
        list({b: labels.count(b) for b in set(labels)}.values())
        if n < 5000
        else np.unique(np.asarray(labels), return_counts=True)[1]
    )
    k = np.arange(1, n + 1)
    # log C(n-m, k) - log C(n, k) for every bug (rows) and prefix length k (columns).
    log_choose_n = gammaln(n + 1) - gammaln(k + 1) - gammaln(n - k + 1)
    curve = np.zeros(n)
    for m in counts:
        rest = n - m
        valid = k <= rest
        probability_unseen = np.zeros(n)
        log_rest = gammaln(rest + 1) - gammaln(k[valid] + 1) - gammaln(rest - k[valid] + 1)
        probability_unseen[valid] = np.exp(log_rest - log_choose_n[valid])
        curve += 1.0 - probability_unseen
    generator = np.random.default_rng(seed)
    codes = np.unique(np.asarray(labels), return_inverse=True)[1]
    totals = []
    for _ in range(shuffles):
        positions = generator.permutation(n)  # positions[i] = where test i lands
        first = np.full(len(counts), n)
        np.minimum.at(first, codes, positions)
        totals.append(first.max() + 1)
    return Metrics("random (expected)", curve, len(counts), float(np.mean(totals)))


def _vectors(corpus: Corpus):  # type: ignore[no-untyped-def]
    documents = [c_tokens(f.test) + [f"out:{t}" for t in output_tokens(f.output)] for f in corpus.failures]
    return _tfidf_matrix(documents)


def clustering_order(
    corpus: Corpus, grid: Sequence[int] = (10, 20, 40, 80), seed: int = 0
) -> tuple[list[int], int]:
    """The k-means baseline order and the k it chose (by silhouette, without labels)."""
    vectors = _vectors(corpus)
    n = vectors.shape[0]
    best: tuple[float, int, np.ndarray, np.ndarray] | None = None
    for k in [k for k in grid if k < n]:
        model = KMeans(n_clusters=k, n_init=3, random_state=seed).fit(vectors)
        score = silhouette_score(vectors, model.labels_, sample_size=min(n, 2000), random_state=seed)
        if best is None or score > best[0]:
            distances = np.asarray(model.transform(vectors)[np.arange(n), model.labels_]).ravel()
            best = (score, k, model.labels_, distances)
    assert best is not None
    _, k, assignment, to_centre = best
    members = {
        c: sorted(np.flatnonzero(assignment == c).tolist(), key=lambda i: (to_centre[i], i))
        for c in set(assignment.tolist())
    }
    clusters = sorted(members, key=lambda c: (-len(members[c]), c))
    order: list[int] = []
    depth = 0
    while len(order) < n:
        for c in clusters:
            if depth < len(members[c]):
                order.append(members[c][depth])
        depth += 1
    return order, k


def distance_matrix(corpus: Corpus, distance: str) -> np.ndarray:
    return parse_distance(distance).prepare(corpus.failures).matrix()


def fpf_curves(labels: Sequence[str], matrix: np.ndarray, starts: Sequence[int]) -> np.ndarray:
    """The discovery curve of exact FPF from each start point (one row per start), all starts at once.

    The same orders as :func:`~reportsmith.tamer.fpf.fpf_order` over ``matrix`` with ``start=s`` (ties to the
    lowest index; a property test checks it), run side by side as arrays: one step picks the next item for
    every start. Averaging over every start point is the exact expectation over a random start, where a
    sample of 20 starts moved a corpus's "tests to all bugs" by several percent.
    """
    n, count = len(labels), len(starts)
    codes = np.unique(np.asarray(labels), return_inverse=True)[1]
    every = np.arange(count)
    first = np.asarray(starts, dtype=np.int64)
    nearest = matrix[first].astype(np.float64)
    listed = np.zeros((count, n), dtype=bool)
    seen = np.zeros((count, int(codes.max()) + 1 if n else 0), dtype=bool)
    curves = np.zeros((count, n))
    pick = first
    for position in range(n):
        listed[every, pick] = True
        seen[every, codes[pick]] = True
        curves[:, position] = seen.sum(axis=1)
        if position + 1 < n:
            pick = np.where(listed, -np.inf, nearest).argmax(axis=1)
            nearest = np.minimum(nearest, matrix[pick])
    return curves


def fpf_metrics(
    labels: Sequence[str], matrix: np.ndarray, starts: int = 20, seed: int = 0
) -> tuple[Metrics, Metrics]:
    """FPF from its default start, and the mean over ``starts`` random start points (every start point
    when ``starts`` is at least the number of tests: the exact expectation)."""
    n = len(labels)
    rows = matrix_rows(matrix)
    default = metrics_of_order("FPF", labels, [p.item for p in fpf_order(n, rows)])
    chosen = np.random.default_rng(seed).choice(n, size=min(starts, n), replace=False)
    curves = fpf_curves(labels, matrix, chosen.tolist())
    totals = [tests_to_all(curve, default.bugs) for curve in curves]
    name = f"FPF (mean of {len(curves)} starts{', all' if len(curves) == n else ''})"
    mean = Metrics(name, curves.mean(axis=0), default.bugs, float(np.mean(totals)))
    return default, mean


@dataclass
class KnownBugResult:
    """Mean curves (unknown bugs only) of the four §6.7 variants over the draws."""

    draws: int
    unknown_bugs: float
    methods: list[Metrics]


def known_bug_mode(
    labels: Sequence[str], matrix: np.ndarray, draws: int = 100, exemplars: int = 5, seed: int = 0
) -> KnownBugResult:
    generator = np.random.default_rng(seed)
    bugs = sorted(set(labels))
    by_bug = {b: [i for i, label in enumerate(labels) if label == b] for b in bugs}
    names = [
        "FPF seeded with known-bug exemplars",
        "exemplars discarded, FPF",
        "exemplars discarded, random",
        "ideal: known bugs removed, FPF",
    ]
    curves: dict[str, list[np.ndarray]] = {name: [] for name in names}
    totals: dict[str, list[float]] = {name: [] for name in names}
    unknown_counts = []
    for _ in range(draws):
        known = set(generator.choice(bugs, size=len(bugs) // 2, replace=False).tolist())
        unknown = set(bugs) - known
        unknown_counts.append(len(unknown))
        seeds: list[int] = []
        for bug in sorted(known):
            members = by_bug[bug]
            seeds += generator.choice(members, size=min(exemplars, len(members)), replace=False).tolist()
        seed_set = set(seeds)
        rest = np.array([i for i in range(len(labels)) if i not in seed_set])
        sub = matrix[np.ix_(rest, rest)]
        rest_labels = [labels[i] for i in rest]
        seed_rows = [matrix[s, rest] for s in seeds]
        seeded = [rest_labels[p.item] for p in fpf_order(len(rest), matrix_rows(sub), seed_rows)]
        unseeded = [rest_labels[p.item] for p in fpf_order(len(rest), matrix_rows(sub))]
        shuffled = [rest_labels[i] for i in generator.permutation(len(rest))]
        ideal_items = np.array([i for i in range(len(labels)) if labels[i] in unknown])
        ideal_sub = matrix[np.ix_(ideal_items, ideal_items)]
        ideal = [labels[ideal_items[p.item]] for p in fpf_order(len(ideal_items), matrix_rows(ideal_sub))]
        for name, order in zip(names, (seeded, unseeded, shuffled, ideal), strict=True):
            curve = discovery_curve(order, unknown)
            curves[name].append(curve)
            totals[name].append(tests_to_all(curve, len(unknown)))
    mean_unknown = float(np.mean(unknown_counts))
    methods = []
    for name in names:
        length = min(len(c) for c in curves[name])
        mean_curve = np.mean([c[:length] for c in curves[name]], axis=0)
        methods.append(Metrics(name, mean_curve, round(mean_unknown), float(np.mean(totals[name]))))
    return KnownBugResult(draws, mean_unknown, methods)


@dataclass
class CorpusReport:
    corpus: str
    tests: int
    bugs: int
    distance: str
    methods: list[Metrics]
    known: KnownBugResult | None
    cluster_k: int


def evaluate_corpus(
    corpus: Corpus,
    distance: str = "auto",
    *,
    starts: int = 20,
    draws: int = 100,
    seed: int = 0,
) -> CorpusReport:
    """Every metric of the module docstring for one corpus and one distance ("auto": the one the tamer
    chooses for these failures, :func:`~reportsmith.tamer.choice.choose_distance`)."""
    if distance == "auto":
        distance = choose_distance(corpus.failures).distance
    labels = corpus.labels
    matrix = distance_matrix(corpus, distance)
    default, mean = fpf_metrics(labels, matrix, starts, seed)
    order, k = clustering_order(corpus, seed=seed)
    clustering = metrics_of_order(f"k-means clustering (k={k})", labels, order)
    random = random_baseline(labels, seed=seed)
    known = known_bug_mode(labels, matrix, draws=draws, seed=seed) if draws else None
    return CorpusReport(
        corpus.name, len(labels), corpus.bugs, distance, [default, mean, clustering, random], known, k
    )
