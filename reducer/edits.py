"""Edits: what a pass proposes. An edit is a set of byte-range replacements on the current text.

One representation for every pass makes the engine simple: it applies edits, hashes the result, tests it,
and can *merge* successful edits found in parallel — edits whose ranges do not overlap compose by applying
them together, because each range refers to the same (pre-edit) text.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Replacement:
    """Replace ``text[start:end]`` with ``new``."""

    start: int
    end: int
    new: bytes = b""


@dataclass(frozen=True, slots=True)
class Edit:
    """A set of non-overlapping replacements, sorted by start."""

    replacements: tuple[Replacement, ...]

    @staticmethod
    def of(replacements: Iterable[Replacement]) -> Edit:
        ordered = tuple(sorted(replacements, key=lambda r: (r.start, r.end)))
        for before, after in zip(ordered, ordered[1:], strict=False):
            if before.end > after.start:
                raise ValueError(f"overlapping replacements {before} and {after}")
        return Edit(ordered)

    @staticmethod
    def delete(start: int, end: int) -> Edit:
        return Edit((Replacement(start, end, b""),))

    @staticmethod
    def replace(start: int, end: int, new: bytes) -> Edit:
        return Edit((Replacement(start, end, new),))

    def apply(self, text: bytes) -> bytes:
        parts: list[bytes] = []
        position = 0
        for replacement in self.replacements:
            parts.append(text[position : replacement.start])
            parts.append(replacement.new)
            position = replacement.end
        parts.append(text[position:])
        return b"".join(parts)

    def overlaps(self, other: Edit) -> bool:
        """True when the two edits touch a common byte (or insert at the same point), so they cannot merge."""
        combined = sorted(self.replacements + other.replacements, key=lambda r: (r.start, r.end))
        return any(
            before.end > after.start or before.start == after.start
            for before, after in zip(combined, combined[1:], strict=False)
        )

    def merge(self, other: Edit) -> Edit:
        return Edit.of(self.replacements + other.replacements)


@dataclass(frozen=True, slots=True)
class Candidate:
    """One proposal of a pass: the edit, and where the pass should resume if the edit is accepted.

    ``resume`` is opaque to the engine (C-Reduce's pass *state*): after a success the engine calls the
    pass again on the new text with this value, so a pass does not retry from scratch what it already
    tried. ``label`` says what the edit does, for logs and tests.
    """

    edit: Edit
    resume: Any = None
    label: str = ""
