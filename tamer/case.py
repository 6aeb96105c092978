"""The cases the tamer ranks, and the collapse of exact duplicates into one entry with a count.

The tamer never sees the store: the bot (or a benchmark) builds a :class:`Case` per failure -- what the tamer
needs of it: the test, the output, evidence, and the failure's id as a string (the bot's store numbers its
failures; a corpus names them by file) -- and hands them in. An :class:`Entry` is a distinct case as ranked,
with the ids of its exact duplicates.
Two failures are *exact duplicates* when their test text and compiler output are byte-for-byte equal; C-Reduce
canonicalizes identifiers and constants, so after reduction many tests collide (Chen's thesis §6.1: 1,797 of
2,501 GCC crash tests). A duplicate tells the user nothing new, so it becomes a count on one entry.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Case:
    """One failure as the tamer sees it: the (reduced) test, what the compiler printed, optional evidence.

    ``coverage`` is the set of compiler source lines (or functions) the failing run covered, when the
    compiler was built with ``--coverage``; ``known_bug`` marks a failure the user labelled as an exemplar
    of a bug already known: such failures seed the ranking instead of being ranked.
    """

    id: str
    test: str
    output: str = ""
    signature: str | None = None
    coverage: frozenset[str] | None = None
    known_bug: str | None = None


@dataclass(frozen=True)
class Entry:
    """A distinct failure as ranked: the representative plus the ids of its exact duplicates."""

    case: Case
    duplicates: tuple[str, ...] = field(default=())

    @property
    def count(self) -> int:
        return 1 + len(self.duplicates)

    @property
    def id(self) -> str:
        return self.case.id


def _canonical_key(failure: Case) -> tuple[str, str, str]:
    return (failure.test, failure.output, failure.id)


def collapse_duplicates(failures: Iterable[Case]) -> list[Entry]:
    """Distinct failures in canonical order (test, output, id), each with the ids of its exact duplicates.

    Canonical order makes the ranking independent of the order the caller listed the failures in; the
    representative of a group is the one with the smallest id.
    """
    groups: dict[tuple[str, str], list[Case]] = {}
    for failure in sorted(failures, key=_canonical_key):
        groups.setdefault((failure.test, failure.output), []).append(failure)
    return [Entry(group[0], tuple(f.id for f in group[1:])) for group in groups.values()]


def check_unique_ids(failures: Sequence[Case]) -> None:
    """Raise ValueError naming the first id that occurs twice (ids identify failures in the ranking)."""
    seen: set[str] = set()
    for failure in failures:
        if failure.id in seen:
            raise ValueError(f"failure id {failure.id!r} occurs twice; every failure needs its own id")
        seen.add(failure.id)
