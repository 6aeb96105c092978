"""Zeller and Hildebrandt's ddmin (delta debugging): a 1-minimal subset of a list that still fails.

``ddmin(items, fails)`` assumes ``fails(items)``; it returns a subset (in the original order) such that
removing any single element makes ``fails`` false. Tests are memoized by subset, so a repeated
configuration costs nothing. The recursion of the paper is written as a loop: reduce to a subset, else
to a complement, else double the granularity, until the granularity reaches the list's length.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def _split(items: list[T], parts: int) -> list[list[T]]:
    size, extra = divmod(len(items), parts)
    chunks, start = [], 0
    for index in range(parts):
        end = start + size + (1 if index < extra else 0)
        chunks.append(items[start:end])
        start = end
    return [c for c in chunks if c]


class CountingTest:
    """Memoizes ``fails`` by subset and counts the tests that really ran."""

    def __init__(self, fails: Callable[[list], bool]) -> None:
        self.fails, self.seen, self.runs = fails, {}, 0

    def __call__(self, subset: list) -> bool:
        key = tuple(map(repr, subset))
        if key not in self.seen:
            self.runs += 1
            self.seen[key] = self.fails(list(subset))
        return self.seen[key]


def ddmin(items: Sequence[T], fails: Callable[[list[T]], bool]) -> tuple[list[T], int]:
    """A 1-minimal failing subset of ``items`` and the number of tests run."""
    test = CountingTest(fails)
    current = list(items)
    granularity = 2
    while len(current) >= 2:
        chunks = _split(current, granularity)
        for chunk in chunks:  # reduce to subset
            if test(chunk):
                current, granularity = chunk, 2
                break
        else:
            for index in range(len(chunks)):  # reduce to complement
                complement = [x for j, c in enumerate(chunks) if j != index for x in c]
                if test(complement):
                    current, granularity = complement, max(granularity - 1, 2)
                    break
            else:
                if granularity >= len(current):
                    break
                granularity = min(len(current), 2 * granularity)
    if len(current) == 1 and test([]):
        current = []
    return current, test.runs
