"""Comment removal: all comments at once, then in halving chunks down to single comments."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate
from reportsmith.reducer.lexer import tokenize
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._chunks import chunk_candidates


@register("comments")
class Comments:
    name = "comments"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        units = [(t.start, t.end) for t in tokenize(text) if t.kind == "comment"]
        yield from chunk_candidates(units, resume, self.name)
