"""A keyword dropped: qualifiers and specifiers that a reduced test rarely needs."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.lexer import code_tokens
from reportsmith.reducer.passes import PassContext, register

DROPPABLE = frozenset(
    b"static const volatile register signed unsigned inline extern auto restrict __restrict __restrict__ "
    b"__inline __inline__ __volatile__ __const _Noreturn _Thread_local long short".split()
)


@register("keywords")
class Keywords:
    name = "keywords"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        drops = [t for t in code_tokens(text) if t.text in DROPPABLE]
        for index in range(resume or 0, len(drops)):
            token = drops[index]
            end = token.end
            while end < len(text) and text[end : end + 1] in (b" ", b"\t"):
                end += 1
            yield Candidate(Edit.delete(token.start, end), index, f"drop {token.text.decode()}")
