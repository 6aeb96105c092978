"""Token-window removal (C-Reduce's peephole deletions): delete ``size`` consecutive tokens, for each size
of the schedule's ``sizes`` (largest first), at aligned positions or, with ``sliding``, at every one.
Slow on big files, strong on small ones, so the schedule runs it late."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from reportsmith.reducer.edits import Candidate
from reportsmith.reducer.lexer import code_tokens
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._chunks import chunk_candidates


@register("tokens")
class Tokens:
    grows = False

    def __init__(self, sizes: Sequence[int] = (2, 1), max_tokens: int = 4000, sliding: bool = False) -> None:
        self.sizes = tuple(sorted(sizes, reverse=True))
        self.max_tokens = max_tokens
        self.sliding = sliding
        self.name = "tokens:" + ",".join(map(str, self.sizes))

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        tokens = code_tokens(text)
        if len(tokens) > self.max_tokens:  # too many tests for what it gains on a big file; later rounds
            return
        units = [(t.start, t.end) for t in tokens]
        yield from chunk_candidates(units, resume, self.name, sizes=self.sizes, sliding=self.sliding)
