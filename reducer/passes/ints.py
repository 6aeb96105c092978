"""Integer constants: each one replaced by 0, by 1, and shortened (suffix dropped, a digit dropped).

Shortening keeps a value's magnitude plausible where 0 or 1 would make a test lose interest (array sizes,
shift counts, the constant a wrong-code bug depends on).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.lexer import code_tokens
from reportsmith.reducer.passes import PassContext, register

_INTEGER = re.compile(rb"^(?P<body>0[xX][0-9a-fA-F]+|\d+)(?P<suffix>[uUlL]*)$")


def smaller_forms(literal: bytes) -> list[bytes]:
    """Shorter replacements for an integer literal, most aggressive first, without repeats."""
    match = _INTEGER.match(literal)
    if not match:
        return []
    body, suffix = match.group("body"), match.group("suffix")
    forms = [b"0", b"1"]
    if suffix:
        forms.append(body)
    digits = body[2:] if body[:2].lower() == b"0x" else body
    prefix = body[: len(body) - len(digits)]
    if len(digits) > 1:
        forms.append(prefix + digits[1:].lstrip(b"0") + suffix if digits[1:].lstrip(b"0") else b"0")
        forms.append(prefix + digits[:-1] + suffix)
    seen: list[bytes] = []
    for form in forms:
        if form != literal and form not in seen and len(form) <= len(literal):
            seen.append(form)
    return seen


@register("ints")
class Ints:
    name = "ints"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        numbers = [t for t in code_tokens(text) if t.kind == "number"]
        for index in range(resume or 0, len(numbers)):
            token = numbers[index]
            for form in smaller_forms(token.text):
                label = f"ints #{index} -> {form!r}"
                yield Candidate(Edit.replace(token.start, token.end, form), index, label)
