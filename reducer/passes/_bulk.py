"""Binary search over the count of *units* (C-Reduce's ``clang_binsrch``), for the bulk passes.

A unit is a small set of replacements that belongs together (a function body and nothing else; every
declaration of one unused name). The sweep proposes all units at once, then halves, quarters... down to one
(ddmin's chunking), so when most units can go — the usual case for the headers of a preprocessed file — a
handful of tests removes them all.

Finding units needs a libclang parse, which on a megabyte of C++ costs seconds. So after an accepted chunk the
pass does not parse again: the :class:`Resume` it handed the engine carries the units, and on the new text
they are *shifted* through the accepted edit (units the edit touched are dropped). When the engine accepted
something else (it merged several successes of a batch) the text does not match and the pass parses anew.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit, Replacement
from reportsmith.reducer.passes import PassContext
from reportsmith.reducer.passes._chunks import chunk_sizes

Unit = tuple[Replacement, ...]


def combine(units: Sequence[Unit]) -> Edit:
    """One edit doing every unit's replacements; a deletion swallows what it overlaps or contains (a
    removed class takes its methods' bodies with it)."""
    merged: list[Replacement] = []
    for replacement in sorted((r for unit in units for r in unit), key=lambda r: (r.start, -r.end)):
        if merged and replacement.start < merged[-1].end:
            last = merged[-1]
            if last.new == b"" and replacement.new == b"":
                merged[-1] = Replacement(last.start, max(last.end, replacement.end))
            elif last.new == b"" and replacement.end <= last.end:
                continue  # inside a deletion
            elif replacement.new == b"" and replacement.start == last.start:
                merged[-1] = Replacement(last.start, max(last.end, replacement.end))
            continue  # a replacement cut across by a deletion: the deletion wins
        merged.append(replacement)
    return Edit(tuple(merged))


def shift(units: Sequence[Unit], edit: Edit) -> list[Unit]:
    """``units`` moved onto ``edit.apply(text)``: offsets after a replacement move by its size change;
    units touching a replaced range are gone."""
    starts = [r.start for r in edit.replacements]
    deltas = [0]
    for r in edit.replacements:
        deltas.append(deltas[-1] + len(r.new) - (r.end - r.start))
    moved: list[Unit] = []
    for unit in units:
        out = []
        for r in unit:
            index = bisect.bisect_right(starts, r.start)
            before = edit.replacements[index - 1] if index else None
            after = edit.replacements[index] if index < len(starts) else None
            if (before is not None and before.end > r.start) or (after is not None and after.start < r.end):
                break
            if before is not None and before.start == r.start:
                break
            out.append(Replacement(r.start + deltas[index], r.end + deltas[index], r.new))
        else:
            moved.append(tuple(out))
    return moved


@dataclass(frozen=True)
class Resume:
    """Where the sweep goes on after a chunk was accepted, and the units to go on with."""

    size: int
    index: int
    old_text: bytes
    edit: Edit
    units: tuple[Unit, ...]  # the units of old_text, the accepted chunk included; shifted only when used

    def units_for(self, text: bytes) -> list[Unit] | None:
        change = sum(len(r.new) - (r.end - r.start) for r in self.edit.replacements)
        if len(text) != len(self.old_text) + change or self.edit.apply(self.old_text) != text:
            return None
        return shift(self.units[: self.index] + self.units[self.index + self.size :], self.edit)


def bulk_candidates(
    text: bytes, resume: Any, find: Callable[[bytes], Sequence[Unit]], label: str, smallest: int = 1
) -> Iterator[Candidate]:
    """All units, then halves, quarters... of them down to chunks of ``smallest`` units; ``find(text)``
    lists the units when they cannot be carried over from the accepted chunk. A ``smallest`` above 1 leaves
    the long tail of one-by-one tests on a big file to later passes that run on a smaller one."""
    units: Sequence[Unit] | None = None
    size = index = 0
    if isinstance(resume, Resume):
        units = resume.units_for(text)
        size, index = resume.size, resume.index
    if units is None:
        units = find(text)
    count = len(units)
    if count == 0:
        return
    frozen = tuple(units)
    for chunk in chunk_sizes(count):
        if (size and chunk > size) or (chunk < smallest and chunk != count):
            continue
        first = index if chunk == size else 0
        for at in range(first, count, chunk):
            edit = combine(frozen[at : at + chunk])
            yield Candidate(edit, Resume(chunk, at, text, edit, frozen), f"{label} {at}+{chunk}/{count}")


class BulkPass:
    """Base of the bulk passes: a subclass lists its ``units`` on a text; the candidates are the binary
    search over them, down to chunks of ``smallest`` units (a schedule option)."""

    name = "bulk"
    grows = False

    def __init__(self, smallest: int = 1) -> None:
        self.smallest = smallest

    def units(self, text: bytes, context: PassContext) -> Sequence[Unit]:
        raise NotImplementedError

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        yield from bulk_candidates(text, resume, lambda t: self.units(t, context), self.name, self.smallest)
