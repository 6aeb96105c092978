"""Initialiser and right-hand-side expressions replaced by a name the file already declares.

``identifiers`` and ``ints`` shrink an expression to ``0``; a crash in the compiler may need the value to
keep its type (``struct S a = (struct S){}`` crashes pcc, ``a = 0`` is an error), and the shortest
expression of that type is usually a variable: ``struct S a = a``. So each expression after ``=`` (up to
the ``;`` or ``,`` that ends it at its nesting level, or the end of the file) of more than one token is
replaced by each of the ``names`` shortest identifiers of the file in turn (files of at most
``max_tokens``). C-Vise proposes the same with its "replace expression by a variable" clang pass; this one
needs no parse and works on half-deleted files.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.lexer import KEYWORDS, Token, code_tokens
from reportsmith.reducer.passes import PassContext, register

_OPEN, _CLOSE = b"([{", b")]}"


def right_hand_sides(tokens: tuple[Token, ...]) -> list[tuple[int, int]]:
    """Token index ranges [first, last) of the expressions after each ``=`` (more than one token)."""
    found = []
    for index, token in enumerate(tokens):
        if token.text != b"=":
            continue
        depth, end = 0, index + 1
        while end < len(tokens):
            text = tokens[end].text
            if text and text[0] in _OPEN and len(text) == 1:
                depth += 1
            elif text and text[0] in _CLOSE and len(text) == 1:
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and text in (b";", b","):
                break
            end += 1
        if end - index > 2:
            found.append((index + 1, end))
    return found


@register("expr-to-name")
class ExprToName:
    name = "expr-to-name"
    grows = False

    def __init__(self, names: int = 3, max_tokens: int = 2000) -> None:
        self.names = names
        self.max_tokens = max_tokens  # names x expressions tests: for the end of a reduction, not the start

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        tokens = code_tokens(text)
        if len(tokens) > self.max_tokens:
            return
        identifiers = sorted({t.text for t in tokens if t.kind == "ident" and t.text not in KEYWORDS})
        names = sorted(identifiers, key=len)[: self.names]
        ranges = right_hand_sides(tokens)
        # After a success the replaced expression is one token, so the same index is the next expression.
        for index in range(resume or 0, len(ranges)):
            first, last = ranges[index]
            start, end = tokens[first].start, tokens[last - 1].end
            for name in names:
                yield Candidate(Edit.replace(start, end, name), index, f"expression -> {name.decode()}")
