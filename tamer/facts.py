"""What the bot found out about a failure after ingest, as distances: first bad commit and release, fixing
commit, guilty pass, hiding flags, minimal flags, crash frames.

Two failures whose bisection ends at the same first bad commit, or whose miscompilation appears with the
same optimization pass, are most likely one bug, whatever their tests look like: BugLens (2025) groups
compiler failures by exactly that (the bisected commit plus the optimization that triggers them), and
syzbot's users ask for duplicates suggested by a shared fix. :class:`~.case.Facts` holds what a failure
has (each fact ``None`` when its search did not run or found nothing); a :class:`FactDistance` per fact
makes it a distance that weighted sums combine with the text ones
(``0.25*lev_test+0.75*lev_output+2*bisect_commit``).

Per fact and pair: **0** when both failures have it and it is the same (for sets: Jaccard distance, so the
same hiding flag or overlapping crash frames pull together), **1** when both have it and it differs, and
:data:`UNKNOWN` (0.5) when either lacks it: a failure nobody bisected is neither like nor unlike another,
and a failure with a new first bad commit is more surely a new bug than one with no commit at all. A fact
nobody has adds the same 0.5 to every pair, which changes no FPF order.

The library never sees the store: the bot maps its ``Bisection`` to :class:`Facts`
(``reportsmith.taming``), and a labelled corpus may bring ``facts.json`` (:mod:`.corpus`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from reportsmith.tamer.case import Case, Facts
from scipy import sparse

#: Distance of a pair in which either failure lacks the fact.
UNKNOWN = 0.5


#: How :func:`shared_facts` says each fact, strongest evidence first.
SAID = {
    "first_bad_commit": "same first bad commit",
    "fixed_by": "same fixing commit",
    "passes": "same pass",
    "crash_frames": "same crash frames",
    "hiding_flags": "hidden by the same flag",
    "minimal_flags": "same minimal flags",
    "first_bad_release": "same first bad release",
}
HASHES = ("first_bad_commit", "fixed_by")
#: Facts that, shared, make two failures *likely the same bug* on their own (a release or a flag set is shared
#: by many).
STRONG = ("first_bad_commit", "fixed_by", "crash_frames")
#: A pass is shared by many bugs too (InstCombine is LLVM's buggiest optimization and VRP GCC's: Zhou et al.,
#: JSS 2021), so the same pass counts only with the same regression point: BugLens groups by the bisected
#: commit *plus* the optimization that triggers it, and a first bad release is the coarse form of that commit.
PASS_NEEDS_ONE_OF = ("first_bad_commit", "first_bad_release")
#: Facts shared only when the whole set is the same. A crash's frames are where it crashed (the bot keeps the
#: innermost three, ClusterFuzz's crash state): two crashes that share a pass manager's ``run`` frame but
#: crash in different passes are different bugs. (The ``crash_frames`` *distance* still uses the overlap:
#: a partial match ranks nearer, it just is not called the same bug.)
WHOLE = ("crash_frames",)
#: Distance name -> Facts field.
FACT_DISTANCES = {
    "bisect_commit": "first_bad_commit",
    "bisect_release": "first_bad_release",
    "fix_commit": "fixed_by",
    "guilty_pass": "passes",
    "hiding_flags": "hiding_flags",
    "minimal_flags": "minimal_flags",
    "crash_frames": "crash_frames",
}


def shared_facts(first: Facts, second: Facts) -> dict[str, str]:
    """The facts both failures have alike, strongest first: field name -> what to say ("same first bad
    commit 1a2b3c4d5e6f"). :func:`strong_evidence` says which of them make the two likely the same bug."""
    said = {}
    for name, what in SAID.items():
        mine, theirs = getattr(first, name), getattr(second, name)
        if mine is None or theirs is None:
            continue
        if name in WHOLE:
            if mine == theirs:
                said[name] = f"{what} {', '.join(sorted(mine))}"
        elif isinstance(mine, frozenset):
            common = sorted(mine & theirs)
            if common:  # an empty set on both sides (no flag needed, none hides it) is no evidence
                said[name] = f"{what} {', '.join(common[:3])}"
        elif mine == theirs:
            said[name] = f"{what} {mine[:12] if name in HASHES else mine}"
    return said


def strong_evidence(shared: dict[str, str]) -> list[str]:
    """The facts among ``shared`` (:func:`shared_facts`) that make two failures likely the same bug: any of
    :data:`STRONG`, and the same pass when a regression point (:data:`PASS_NEEDS_ONE_OF`) is shared too."""
    strong = [name for name in shared if name in STRONG]
    if "passes" in shared and any(name in shared for name in PASS_NEEDS_ONE_OF):
        strong.append("passes")
    return strong


@dataclass
class _PreparedFact:
    """Jaccard distance between value sets (a single value is a set of one); :data:`UNKNOWN` without one."""

    members: sparse.csr_matrix  # failures x values, 0/1
    known: np.ndarray  # bool per failure

    def __post_init__(self) -> None:
        self.sizes = np.asarray(self.members.sum(axis=1)).ravel()

    @property
    def size(self) -> int:
        return len(self.known)

    @property
    def cost(self) -> float:
        return 0.0  # cheapest part of any sum: it is asked first

    def _from_overlap(self, overlap: np.ndarray, source: int, targets: np.ndarray) -> np.ndarray:
        union = self.sizes[source] + self.sizes[targets] - overlap
        # Two empty sets (e.g. both need no flags) are the same; a set and an empty one share nothing.
        jaccard = np.where(union > 0, 1.0 - overlap / np.maximum(union, 1), 0.0)
        result = np.where(self.known[targets] & self.known[source], jaccard, UNKNOWN)
        result[targets == source] = 0.0  # a failure is at distance 0 from itself, known or not
        return result

    def row(self, source: int, targets: np.ndarray, cutoff: float | np.ndarray = math.inf) -> np.ndarray:
        overlap = (self.members[targets] @ self.members[source].T).toarray().ravel()
        return self._from_overlap(overlap, source, targets)

    def matrix(self) -> np.ndarray:
        overlap = (self.members @ self.members.T).toarray()
        union = self.sizes[:, None] + self.sizes[None, :] - overlap
        jaccard = np.where(union > 0, 1.0 - overlap / np.maximum(union, 1), 0.0)
        result = np.where(np.outer(self.known, self.known), jaccard, UNKNOWN)
        np.fill_diagonal(result, 0.0)
        return result


def _values(value: object) -> list[str]:
    if value is None:
        return []
    return sorted(value) if isinstance(value, frozenset) else [str(value)]


@dataclass
class FactDistance:
    """The distance of one :class:`Facts` field, by its registry name (:data:`FACT_DISTANCES`)."""

    name: str

    def prepare(self, failures: Sequence[Case]) -> _PreparedFact:
        field = FACT_DISTANCES[self.name]
        values = [getattr(f.facts, field) if f.facts is not None else None for f in failures]
        vocabulary: dict[str, int] = {}
        rows, columns = [], []
        for index, value in enumerate(values):
            for item in _values(value):
                rows.append(index)
                columns.append(vocabulary.setdefault(item, len(vocabulary)))
        members = sparse.csr_matrix(
            (np.ones(len(rows)), (rows, columns)), shape=(len(failures), max(1, len(vocabulary)))
        )
        return _PreparedFact(members, np.array([v is not None for v in values], dtype=bool))
