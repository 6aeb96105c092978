"""ddmin-style chunked removal over a list of units (byte ranges), shared by the line, comment, directive
and token passes.

The sweep tries chunks of ``size`` consecutive units at every position, forward, then halves ``size``
until 1 (C-Reduce's BinaryState). After an accepted removal at (size, index) the pass resumes at the same
(size, index) on the new text, where the units that followed the removed chunk now are.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from reportsmith.reducer.edits import Candidate, Edit, Replacement


def chunk_sizes(count: int, largest: int | None = None, coarse: int | None = None) -> list[int]:
    """Halving chunk sizes from ``count`` (or ``largest``) down to 1, or with ``coarse`` down to the
    smallest size at least ``count / coarse``: a probe of a few tests that goes finer only as the
    text shrinks, so it keeps going where ddmin works and stops after ~2 x ``coarse`` tests where not."""
    size = count if largest is None else min(count, largest)
    floor = 1 if coarse is None else max(1, -(-count // coarse))
    sizes = []
    while size >= floor:
        sizes.append(size)
        size //= 2
    return sizes or [floor]


def disjoint(units: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """``units`` in text order without those that overlap an earlier one (of two that start together, the
    longer is kept: it covers the other). The AST passes take their units from libclang extents, and around
    code that declares nothing (``static unsigned long long;``, left by other passes) two statements' spans
    can share bytes; a chunk's deletions must not overlap (an :class:`Edit` refuses them), and the unit left
    out is tried again on the next round's new text."""
    kept: list[tuple[int, int]] = []
    for start, end in sorted(units, key=lambda unit: (unit[0], -unit[1])):
        if not kept or start >= kept[-1][1]:
            kept.append((start, end))
    return kept


def chunk_candidates(
    units: Sequence[tuple[int, int]],
    resume: tuple[int, int] | None,
    label: str,
    *,
    largest: int | None = None,
    coarse: int | None = None,
    sizes: Sequence[int] | None = None,
    sliding: bool = False,
) -> Iterator[Candidate]:
    """Candidates deleting ``size`` consecutive units, largest chunks first, resuming at ``resume``.
    Chunks are aligned (ddmin) unless ``sliding``, where a window starts at every unit."""
    units = disjoint(units)
    count = len(units)
    if count == 0:
        return
    all_sizes = list(sizes) if sizes is not None else chunk_sizes(count, largest, coarse)
    start_size, start_index = resume if resume is not None else (all_sizes[0], 0)
    for size in all_sizes:
        if size > start_size:
            continue
        size = min(size, count)
        first = start_index if size == start_size else 0
        for index in range(first, count - size + 1 if sliding else count, 1 if sliding else size):
            chunk = units[index : index + size]
            edit = Edit.of(Replacement(start, end) for start, end in chunk) if size > 1 else None
            if edit is None:
                edit = Edit.delete(*chunk[0])
            yield Candidate(edit, (size, index), f"{label} {index}+{len(chunk)}")
