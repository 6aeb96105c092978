"""Balanced-delimiter removal: a ``()``, ``{}`` or ``[]`` pair with its contents, only its contents, or
only the delimiters (C-Reduce's pass_balanced: curly, parens, square in their three modes).

Pairs are proposed outermost first, so the biggest removals are tried before their parts.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit, Replacement
from reportsmith.reducer.errors import ScheduleError
from reportsmith.reducer.lexer import code_tokens, matching_pairs
from reportsmith.reducer.passes import PassContext, register

DELIMITERS = {"curly": (b"{", b"}"), "paren": (b"(", b")"), "square": (b"[", b"]")}
MODES = ("all", "inside", "delimiters")


@register("balanced")
class Balanced:
    grows = False

    def __init__(self, delimiter: str = "curly", mode: str = "all") -> None:
        if delimiter not in DELIMITERS:
            raise ScheduleError(
                f"bad options for pass 'balanced': delimiter must be one of {sorted(DELIMITERS)}, "
                f"not {delimiter!r}"
            )
        if mode not in MODES:
            raise ScheduleError(f"bad options for pass 'balanced': mode must be one of {MODES}, not {mode!r}")
        self.delimiter = delimiter
        self.mode = mode
        self.name = f"balanced:{delimiter}:{mode}"

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        opener, closer = DELIMITERS[self.delimiter]
        tokens = code_tokens(text)
        pairs = matching_pairs(tokens, opener, closer)
        for index in range(resume or 0, len(pairs)):
            open_index, close_index = pairs[index]
            first, last = tokens[open_index], tokens[close_index]
            if self.mode == "all":
                edit = Edit.delete(first.start, last.end)
            elif self.mode == "inside":
                if close_index == open_index + 1:
                    continue
                edit = Edit.delete(first.end, last.start)
            else:
                edit = Edit.of([Replacement(first.start, first.end), Replacement(last.start, last.end)])
            yield Candidate(edit, index, f"{self.name} #{index}")
