"""Identifiers replaced by 0 where they are used as values (C-Reduce's "replace variable by 0").

Only uses in expression position are proposed — after an operator, ``(``, ``[``, ``,``, ``return`` — and
not calls or assignment targets, to avoid thousands of hopeless candidates on big files.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.lexer import Token, code_tokens
from reportsmith.reducer.passes import PassContext, register

_BEFORE_VALUE = {
    b"=", b"(", b"[", b",", b"return", b"+", b"-", b"*", b"/", b"%", b"<<", b">>", b"&", b"|", b"^", b"&&",
    b"||", b"<", b">", b"<=", b">=", b"==", b"!=", b"!", b"~", b"?", b":", b"+=", b"-=", b"*=", b"/=",
    b"%=", b"&=", b"|=", b"^=", b"<<=", b">>=",
}  # fmt: skip
_NOT_AFTER = {b"(", b"=", b"[", b".", b"->", b"++", b"--", b"+=", b"-=", b"*=", b"/=", b"|=", b"&=", b"^="}


def value_uses(tokens: tuple[Token, ...]) -> list[Token]:
    uses = []
    for index, token in enumerate(tokens):
        if token.kind != "ident" or index == 0:
            continue
        before = tokens[index - 1].text
        after = tokens[index + 1].text if index + 1 < len(tokens) else b";"
        if before in _BEFORE_VALUE and after not in _NOT_AFTER:
            uses.append(token)
    return uses


@register("identifiers")
class Identifiers:
    name = "identifiers"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        uses = value_uses(code_tokens(text))
        # After a success the replaced identifier is gone from the list, so the same index is the next one.
        for index in range(resume or 0, len(uses)):
            token = uses[index]
            label = f"identifier {token.text!r} -> 0"
            yield Candidate(Edit.replace(token.start, token.end, b"0"), index, label)
