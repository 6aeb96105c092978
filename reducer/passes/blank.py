"""Whitespace: blank lines, indentation, trailing blanks and runs of spaces.

The first candidate normalises everything at once and is checked with the lexer to produce the same
tokens (so ``a - -b`` never becomes ``a--b``); then blank lines alone. Whitespace is rarely what makes a
test interesting, so usually the first candidate succeeds and costs one test.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.lexer import needs_space, tokenize
from reportsmith.reducer.passes import PassContext, register

_BLANK_LINES = re.compile(rb"(?m)^[ \t\r\f\v]*\n")
_SPACE_RUN = re.compile(rb"[ \t\r\f\v]+")


def _token_texts(text: bytes) -> list[bytes]:
    return [t.text for t in tokenize(text)]


def squeeze(text: bytes) -> bytes:
    """``text`` with minimal whitespace that keeps its tokens and its line structure (directives need it)."""
    tokens = tokenize(text)
    parts: list[bytes] = []
    previous = None
    position = 0
    for token in tokens:
        gap = text[position : token.start]
        if previous is not None:
            if b"\n" in gap:
                parts.append(b"\n")
            elif gap and needs_space(previous.text, token.text):
                parts.append(b" ")
        parts.append(token.text)
        previous = token
        position = token.end
    result = b"".join(parts)
    return result + b"\n" if result else result


@register("blank")
class Blank:
    name = "blank"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        squeezed = squeeze(text)
        if squeezed != text and _token_texts(squeezed) == _token_texts(text):
            yield Candidate(Edit.replace(0, len(text), squeezed), None, "squeeze whitespace")
        without_blank = _BLANK_LINES.sub(b"", text)
        if without_blank != text:
            yield Candidate(Edit.replace(0, len(text), without_blank), None, "blank lines")
