"""The tamer's entry point: failures in, a ranking with explanations out.

:func:`rank` collapses exact duplicates, takes failures carrying a ``known_bug`` label as seeds (Chen's thesis
§5.3.2, hypothesis 2: look-alikes of known bugs sink), prepares the named distance over everything, and runs
FPF. Each :class:`RankedEntry` says why it is where it is: its nearest earlier entry (or seed) and the
distance to it — the FPF radius at that position. The bot stores ``ranking.ids()`` as the order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from reportsmith.tamer.case import Case, Entry, check_unique_ids, collapse_duplicates
from reportsmith.tamer.choice import choose_distance
from reportsmith.tamer.distances import Distance, parse_distance
from reportsmith.tamer.facts import shared_facts
from reportsmith.tamer.fpf import DEFAULT_HEAD, fpf_order

#: The ``distance`` that means "chosen by what the failures have" (:func:`.choice.choose_distance`).
AUTO = "auto"


@dataclass(frozen=True)
class RankedEntry:
    """A distinct failure at ``position`` (1-based) with the reason for its place."""

    position: int
    entry: Entry
    nearest: Entry | None
    nearest_is_seed: bool
    distance: float
    exact: bool

    @property
    def id(self) -> str:
        return self.entry.id

    def explain(self) -> str:
        count = (
            f" (x{self.entry.count}: also {', '.join(self.entry.duplicates)})"
            if self.entry.duplicates
            else ""
        )
        if self.nearest is None:
            why = (
                "first pick: the failure farthest from an arbitrary reference failure (no known bugs seeded)"
            )
        else:
            kind = (
                f"known-bug exemplar {self.nearest.id} ({self.nearest.case.known_bug})"
                if (self.nearest_is_seed)
                else f"#{self.nearest.id}"
            )
            why = f"nearest earlier: {kind} at distance {self.distance:.4f}"
            mine, theirs = self.entry.case.facts, self.nearest.case.facts
            shared = shared_facts(mine, theirs) if mine is not None and theirs is not None else {}
            if shared:
                why += f" ({'; '.join(shared.values())})"
            if not self.exact:
                why += " (tail: ordered by distance to the FPF head, not by further FPF picks)"
        return f"{self.position}. {self.id}{count}: {why}"


@dataclass(frozen=True)
class Ranking:
    distance: str
    entries: list[RankedEntry]
    seeds: list[Entry]
    #: Why this distance: the default's rule (:mod:`.choice`) or that the caller named it.
    reason: str = ""

    def ids(self) -> list[str]:
        return [ranked.id for ranked in self.entries]

    def find(self, key: str) -> RankedEntry:
        """The ranked entry with id ``key`` (also a duplicate's id) or at 1-based position ``key``."""
        for ranked in self.entries:
            if ranked.id == key or key in ranked.entry.duplicates:
                return ranked
        if key.isdigit() and 1 <= int(key) <= len(self.entries):
            return self.entries[int(key) - 1]
        raise KeyError(key)


def rank(
    failures: Sequence[Case],
    distance: str | Distance | None = None,
    *,
    head: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Ranking:
    """Rank ``failures`` so distinct bugs come first and look-alikes of labelled known bugs come last.

    ``distance``: a name or weighted sum (:func:`~reportsmith.tamer.distances.parse_distance`); None or
    :data:`AUTO` chooses by what the failures have (:func:`~reportsmith.tamer.choice.choose_distance`).
    ``head``: how many positions are exact FPF picks (default: all when there are at most
    :data:`~reportsmith.tamer.fpf.DEFAULT_HEAD`); see :mod:`reportsmith.tamer.fpf` for the tail.
    ``progress(done, total)`` is called after each pick.
    """
    check_unique_ids(failures)
    if distance is None or distance == AUTO:
        choice = choose_distance(failures)
        measure, reason = parse_distance(choice.distance), choice.reason
    else:
        measure = parse_distance(distance) if isinstance(distance, str) else distance
        reason = "given by the caller (--distance or [tame] distance), not the default"
    entries = collapse_duplicates([f for f in failures if f.known_bug is None])
    seeds = collapse_duplicates([f for f in failures if f.known_bug is not None])
    everything = [e.case for e in entries] + [s.case for s in seeds]
    if not entries:
        return Ranking(measure.name, [], seeds, reason)
    prepared = measure.prepare(everything)
    size = len(entries)
    targets = np.arange(size)
    seed_rows = [prepared.row(size + s, targets) for s in range(len(seeds))]
    head = min(size, DEFAULT_HEAD) if head is None else head
    picks = fpf_order(
        size,
        prepared.row,
        seed_rows,
        head=head,
        progress=None if progress is None else (lambda done: progress(done, head)),
    )
    ranked: list[RankedEntry] = []
    for position, pick in enumerate(picks, start=1):
        nearest: Entry | None = None
        is_seed = False
        if pick.nearest is not None:
            is_seed = pick.nearest < 0
            nearest = seeds[-1 - pick.nearest] if is_seed else entries[pick.nearest]
        distance_value = pick.distance if nearest is not None else float("nan")
        ranked.append(RankedEntry(position, entries[pick.item], nearest, is_seed, distance_value, pick.exact))
    return Ranking(measure.name, ranked, seeds, reason)
