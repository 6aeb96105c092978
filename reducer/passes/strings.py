"""String literal contents removed: all at once, then one literal at a time."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit, Replacement
from reportsmith.reducer.lexer import code_tokens
from reportsmith.reducer.passes import PassContext, register


@register("strings")
class Strings:
    name = "strings"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        literals = []
        for token in code_tokens(text):
            if token.kind == "string":
                quote = token.text.index(b'"')
                inner_start, inner_end = token.start + quote + 1, token.end - 1
                if inner_end > inner_start and token.text.endswith(b'"'):
                    literals.append(Replacement(inner_start, inner_end))
        if not literals:
            return
        if resume is None and len(literals) > 1:
            yield Candidate(Edit.of(literals), 0, "empty all strings")
        for index in range(resume or 0, len(literals)):
            yield Candidate(Edit((literals[index],)), index, f"empty string #{index}")
