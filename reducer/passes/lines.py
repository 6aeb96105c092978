"""Line removal with ddmin chunking at hierarchical brace-nesting levels (topformflat's idea).

At ``level`` k a *unit* is a line break–terminated span whose line breaks inside braces nested deeper than k
are ignored: at level 0 a whole function (header, body and closing brace) is one unit, at level 1 each
statement of a function body, and so on. ``level = -1`` means raw physical lines. Removing units in
halving chunks gives C-Reduce's line passes without reformatting the file first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate
from reportsmith.reducer.lexer import tokenize
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._chunks import chunk_candidates

_NEWLINE = re.compile(rb"\n")


def units_at_level(text: bytes, level: int) -> list[tuple[int, int]]:
    """Byte ranges of the logical lines of ``text`` at brace-nesting ``level`` (-1: physical lines).
    Blank units are left out: removing them is the blank pass's job and costs no test here."""
    tokens = tokenize(text)
    boundaries: list[int] = []
    token_index = 0
    depth = 0
    for match in _NEWLINE.finditer(text):
        position = match.start()
        inside_token = False
        while token_index < len(tokens) and tokens[token_index].start < position:
            token = tokens[token_index]
            if token.end > position:  # a newline inside a comment or string
                inside_token = True
                break
            if token.text == b"{":
                depth += 1
            elif token.text == b"}":
                depth = max(0, depth - 1)
            token_index += 1
        if inside_token:
            continue
        if level < 0 or depth <= level:
            boundaries.append(position + 1)
    if not boundaries or boundaries[-1] != len(text):
        boundaries.append(len(text))
    units = []
    start = 0
    for end in boundaries:
        if end > start and text[start:end].strip():
            units.append((start, end))
        start = end
    return units


@register("lines")
class Lines:
    grows = False

    def __init__(
        self, level: int = -1, largest: int | None = None, coarse: int | None = None, min_bytes: int = 0
    ) -> None:
        self.level = level
        self.largest = largest
        self.coarse = coarse  # only chunks of >= 1/coarse of the units (a cheap probe: _chunks.chunk_sizes)
        self.min_bytes = min_bytes  # nothing proposed on texts smaller than this (the probe is for big ones)
        self.name = (f"lines:{level}" if level >= 0 else "lines") + (f"/{coarse}" if coarse else "")

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        if len(text) < self.min_bytes:
            return
        units = units_at_level(text, self.level)
        yield from chunk_candidates(units, resume, self.name, largest=self.largest, coarse=self.coarse)
