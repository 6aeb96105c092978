"""A binary operator with one of its operands removed: ``a + b`` becomes ``a`` or ``b``.

An operand is a single identifier or number, or a parenthesised group (with an optional cast or call
name before it on the left is not tracked: the test decides). Assignments are included (``x = e``
becomes ``e`` or ``x``), which removes side effects as C-Reduce's expression passes do.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.lexer import Token, code_tokens
from reportsmith.reducer.passes import PassContext, register

BINARY = frozenset(b"+ - * / % << >> & | ^ && || < > <= >= == != = += -= *= /= %= &= |= ^= <<= >>= ,".split())


def _operand_end(tokens: tuple[Token, ...], index: int) -> int | None:
    """Index just past the operand starting at ``index``, or None."""
    if index >= len(tokens):
        return None
    token = tokens[index]
    if token.kind in ("ident", "number", "char", "string"):
        if index + 1 < len(tokens) and tokens[index + 1].text == b"(" and token.kind == "ident":
            return _group_end(tokens, index + 1)
        return index + 1
    if token.text == b"(":
        return _group_end(tokens, index)
    return None


def _group_end(tokens: tuple[Token, ...], index: int) -> int | None:
    depth = 0
    for position in range(index, len(tokens)):
        if tokens[position].text == b"(":
            depth += 1
        elif tokens[position].text == b")":
            depth -= 1
            if depth == 0:
                return position + 1
    return None


def _operand_start(tokens: tuple[Token, ...], index: int) -> int | None:
    """Index of the first token of the operand ending at ``index`` (inclusive), or None."""
    if index < 0:
        return None
    token = tokens[index]
    if token.kind in ("ident", "number", "char", "string"):
        return index
    if token.text == b")":
        depth = 0
        for position in range(index, -1, -1):
            if tokens[position].text == b")":
                depth += 1
            elif tokens[position].text == b"(":
                depth -= 1
                if depth == 0:
                    if position > 0 and tokens[position - 1].kind == "ident":
                        return position - 1
                    return position
    return None


@register("operators")
class Operators:
    name = "operators"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        tokens = code_tokens(text)
        operators = [i for i, t in enumerate(tokens) if t.kind == "punct" and t.text in BINARY]
        for index in range(resume or 0, len(operators)):
            position = operators[index]
            left = _operand_start(tokens, position - 1)
            right_end = _operand_end(tokens, position + 1)
            if left is None or right_end is None:
                continue
            operator = tokens[position]
            # Keep the left operand: delete the operator and the right operand.
            keep_left = Edit.delete(tokens[position - 1].end, tokens[right_end - 1].end)
            yield Candidate(keep_left, index, f"{operator.text!r}: keep left")
            yield Candidate(
                Edit.delete(tokens[left].start, tokens[position + 1].start),
                index,
                f"{operator.text!r}: keep right",
            )
