"""Learned weights of a combined distance: fit on failures labelled with known bugs (issue 16).

Given one distance matrix per component (``lev_test``, ``tfidf_test``, ``lev_output``...) over failures whose
bugs are known, :func:`fit_weights` picks the convex combination (weights on a grid of the simplex, step
``step``) that maximizes the *nearest-neighbour same-bug rate*: the share of failures whose nearest other
failure has the same bug. That is what FPF needs: a failure close to one already listed should be of the same
bug (so it is skipped), and the rate is cheap (one argmin per row).

:func:`cross_validate` says whether that beats a fixed distance on bugs it never saw: the bugs are split
into folds; weights are fitted on the failures of the other folds' bugs and scored on the held-out bugs'
failures (nearest-neighbour rate and FPF bugs in the first k), next to the fixed weights on the same failures.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from reportsmith.tamer.fpf import fpf_order, matrix_rows


def nearest_neighbour_rate(matrix: np.ndarray, labels: Sequence[str]) -> float:
    """Share of failures whose nearest other failure (lowest index on ties) has the same label."""
    if len(labels) < 2:
        return 0.0
    masked = matrix + np.diag(np.full(len(labels), np.inf))
    nearest = np.argmin(masked, axis=1)
    codes = np.unique(np.asarray(labels), return_inverse=True)[1]
    return float(np.mean(codes[nearest] == codes))


def simplex_grid(parts: int, step: float) -> list[tuple[float, ...]]:
    """Every weight vector of ``parts`` non-negative multiples of ``step`` summing to 1."""
    units = round(1 / step)
    grid = []
    for cut in itertools.combinations(range(units + parts - 1), parts - 1):
        bounds = (-1, *cut, units + parts - 1)
        grid.append(tuple((bounds[i + 1] - bounds[i] - 1) / units for i in range(parts)))
    return grid


def combine(matrices: Sequence[np.ndarray], weights: Sequence[float]) -> np.ndarray:
    return sum((w * m for w, m in zip(weights, matrices, strict=True) if w), np.zeros_like(matrices[0]))


def fit_weights(
    matrices: Sequence[np.ndarray], labels: Sequence[str], step: float = 0.1
) -> tuple[tuple[float, ...], float]:
    """The grid weights with the best nearest-neighbour same-bug rate (ties: the earliest grid point)."""
    best: tuple[tuple[float, ...], float] | None = None
    for weights in simplex_grid(len(matrices), step):
        rate = nearest_neighbour_rate(combine(matrices, weights), labels)
        if best is None or rate > best[1] + 1e-12:
            best = (weights, rate)
    assert best is not None
    return best


def bugs_in_first(
    matrix: np.ndarray, labels: Sequence[str], k: int, starts: int = 20, seed: int = 0
) -> float:
    """Mean distinct bugs among the first ``k`` of FPF over ``starts`` random start points."""
    rows = matrix_rows(matrix)
    generator = np.random.default_rng(seed)
    counts = []
    for start in generator.choice(len(labels), size=min(starts, len(labels)), replace=False).tolist():
        order = [p.item for p in fpf_order(len(labels), rows, start=start)][:k]
        counts.append(len({labels[i] for i in order}))
    return float(np.mean(counts))


@dataclass(frozen=True)
class Fold:
    held_out_bugs: int
    held_out_tests: int
    weights: tuple[float, ...]
    train_rate: float
    learned_rate: float
    fixed_rate: float
    learned_first: float
    fixed_first: float


def cross_validate(
    matrices: Sequence[np.ndarray],
    labels: Sequence[str],
    fixed: Sequence[float],
    folds: int = 5,
    step: float = 0.1,
    first: int = 15,
    seed: int = 0,
) -> list[Fold]:
    """Folds over bugs (shuffled with ``seed``): fit on the others, score learned vs ``fixed`` on the fold."""
    bugs = sorted(set(labels))
    np.random.default_rng(seed).shuffle(bugs)
    results = []
    for fold in range(folds):
        held = set(bugs[fold::folds])
        test = np.array([i for i, label in enumerate(labels) if label in held])
        train = np.array([i for i, label in enumerate(labels) if label not in held])
        if len(test) < 2 or len(train) < 2:
            continue
        train_matrices = [m[np.ix_(train, train)] for m in matrices]
        weights, train_rate = fit_weights(train_matrices, [labels[i] for i in train], step)
        held_matrices = [m[np.ix_(test, test)] for m in matrices]
        held_labels = [labels[i] for i in test]
        learned, fixed_matrix = combine(held_matrices, weights), combine(held_matrices, fixed)
        rates = [nearest_neighbour_rate(m, held_labels) for m in (learned, fixed_matrix)]
        found = [bugs_in_first(m, held_labels, first) for m in (learned, fixed_matrix)]
        results.append(Fold(len(held), len(test), weights, train_rate, *rates, *found))
    return results
