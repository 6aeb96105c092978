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
from dataclasses import dataclass, field, fields


@dataclass(frozen=True)
class Facts:
    """A failure's bisection and flag findings (None: not searched or not found)."""

    #: The first commit that shows the failure (a git or prebuilt-build bisection).
    first_bad_commit: str | None = None
    #: The first release that shows it ("since <oldest>" when every tested release fails).
    first_bad_release: str | None = None
    #: The commit that fixed it (a fix search).
    fixed_by: str | None = None
    #: The optimization passes it appears with: clang's guilty pass, or the gcc passes whose
    #: ``-fdisable-*`` hides it.
    passes: frozenset[str] | None = None
    #: Single flags that make the failure go away.
    hiding_flags: frozenset[str] | None = None
    #: A 1-minimal set of the flags it needs.
    minimal_flags: frozenset[str] | None = None
    #: The compiler's own functions in its crash backtrace.
    crash_frames: frozenset[str] | None = None

    def known(self) -> dict[str, object]:
        """The facts this failure has, by name."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) is not None}


@dataclass(frozen=True)
class Case:
    """One failure as the tamer sees it: the (reduced) test, what the compiler printed, optional evidence.

    ``coverage`` is the set of compiler source lines (or functions) the failing run covered, when the
    compiler was built with ``--coverage``; ``facts`` what bisecting it found; ``known_bug`` marks a failure
    the user labelled as an exemplar of a bug already known: such failures seed the ranking instead of being
    ranked. ``language`` ("c", "c++", or another name) says whether C-only distances (``cfeatures``) apply.
    """

    id: str
    test: str
    output: str = ""
    signature: str | None = None
    coverage: frozenset[str] | None = None
    known_bug: str | None = None
    facts: Facts | None = None
    language: str = "c"


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
