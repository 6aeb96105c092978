"""Furthest-point-first ordering (Gonzalez's greedy k-center) with seeds and an incremental nearest distance.

Each pick is the item whose distance to the nearest item already listed (or to a seed) is largest; after a
pick, one row of distances — from the new item to the items not yet listed — updates the nearest-distance
array. That is O(n·k) distance computations for the first k picks and O(n) memory: no n×n matrix.

**What "ranked" means for large n.** Chen's thesis ranks every test (discovery curves over "all tests"), but a
person reads the top of the list. Ordering all n by FPF costs n²/2 distances (5·10⁷ Levenshtein pairs for
n = 10,000), so :func:`fpf_order` orders the first ``head`` items exactly by FPF and the rest by their
nearest distance to the head and the seeds, largest first — the order FPF *would* consider them in if no
further pick happened. With ``head >= n`` (the default for up to :data:`DEFAULT_HEAD` items) the whole list is
exact FPF. The tail order is a bound: an item far down the tail is within its recorded distance of an item
a person has already seen.

**Determinism.** Ties go to the lowest index (``numpy.argmax`` returns the first maximum); callers pass
items in a canonical order, so identical inputs give identical rankings. Without seeds the start is the item
farthest from item 0 (one extra row): an extreme point rather than an arbitrary one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

#: Up to this many items are ordered exactly by FPF; beyond it, the tail is ordered by frozen distance.
DEFAULT_HEAD = 2000

#: ``row(source, targets, cutoff)``: distances from ``source`` to each of ``targets``; ``cutoff`` (a number or
#: one bound per target): a distance at or above it may come back as any value at or above it.
RowFunction = Callable[[int, np.ndarray, "float | np.ndarray"], np.ndarray]


@dataclass(frozen=True)
class Pick:
    """One position of the order: the item, its nearest earlier item (or seed) and the distance to it.

    ``nearest`` is an item index, or ``-1 - s`` for seed number ``s``; None for an unseeded first pick.
    ``exact`` is False for items of the tail, ordered without further FPF updates.
    """

    item: int
    nearest: int | None
    distance: float
    exact: bool = True


def matrix_rows(matrix: np.ndarray) -> RowFunction:
    """A row function over a precomputed distance matrix (for evaluations that rank the same corpus often)."""

    def row(source: int, targets: np.ndarray, cutoff: float | np.ndarray = math.inf) -> np.ndarray:
        return matrix[source, targets]

    return row


def fpf_order(
    size: int,
    row: RowFunction,
    seed_rows: Sequence[np.ndarray] = (),
    *,
    start: int | None = None,
    head: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Pick]:
    """FPF order of ``size`` items: exact for the first ``head`` picks, by frozen nearest distance after.

    ``seed_rows[s]`` holds the distances from seed ``s`` to every item. ``start`` forces the first pick
    (used to average over start points, as the corpus README does); otherwise the first pick is the item
    farthest from the seeds, or from item 0 when there are no seeds.
    """
    if size == 0:
        return []
    head = size if head is None else max(1, min(head, size))
    nearest_distance = np.full(size, np.inf)
    nearest_source = np.full(size, -(10**9), dtype=np.int64)  # "none yet"
    for s, seed_row in enumerate(seed_rows):
        closer = seed_row < nearest_distance
        nearest_distance[closer] = seed_row[closer]
        nearest_source[closer] = -1 - s
    remaining = np.ones(size, dtype=bool)
    order: list[Pick] = []
    if start is None:
        if seed_rows:
            start = int(np.argmax(nearest_distance))
        else:
            start = int(np.argmax(row(0, np.arange(size), math.inf))) if size > 1 else 0
    pick = start
    while True:
        source = int(nearest_source[pick])
        order.append(
            Pick(pick, None if source == -(10**9) else source, float(nearest_distance[pick]), exact=True)
        )
        remaining[pick] = False
        if progress is not None:
            progress(len(order))
        if len(order) >= head or not remaining.any():
            break
        targets = np.flatnonzero(remaining)
        # Only a distance below a target's nearest distance can change anything: each target's own bound
        # lets the distance skip work (see distances.py).
        distances = row(pick, targets, nearest_distance[targets])
        closer = distances < nearest_distance[targets]
        nearest_distance[targets[closer]] = distances[closer]
        nearest_source[targets[closer]] = pick
        # argmax over the remaining items; ties go to the lowest index.
        pick = int(targets[np.argmax(nearest_distance[targets])])
    tail = np.flatnonzero(remaining)
    if len(tail):
        # Stable sort on -distance: equal distances keep index order.
        for item in tail[np.argsort(-nearest_distance[tail], kind="stable")].tolist():
            source = int(nearest_source[item])
            order.append(
                Pick(item, None if source == -(10**9) else source, float(nearest_distance[item]), False)
            )
    return order

