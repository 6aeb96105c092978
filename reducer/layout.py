"""Layout-only steps: a variant that differs from the current text in whitespace alone is accepted untested.

Why (issue 37): "candidates that only change whitespace or formatting are not tested against the full
wrong-code predicate; their result is equal by construction". On the small clang-22 tests the ``blank``
steps of the first and last phases cost ~0.9 s of quick checks each, one after the other, with the second
worker idle: ~4 s of a 55 s reduction.

Equal by construction means: the same tokens (comments included, so a string or a comment is never
touched) and a line break before the same tokens, so every preprocessor directive keeps its extent; and a
predicate that says its verdict cannot depend on layout (``layout_insensitive``: the wrong-code predicate,
when the program does not read its own line numbers and no debug information is built). The engine takes
such steps only while speculating, as steps accepted on quick checks: the whole predicate still validates
them with the rest of the chain, and the result and every best reported have passed it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from reportsmith.reducer.lexer import tokenize

#: What makes a program's behaviour depend on its line numbers.
_READS_LINES = re.compile(rb"__LINE__|__builtin_LINE|\bassert\b|#\s*line\b")


def layout_of(text: bytes) -> list[tuple[bytes, bool]]:
    """Each token of ``text`` with whether a line break comes before it."""
    tokens, position = [], 0
    for token in tokenize(text):
        tokens.append((token.text, b"\n" in text[position : token.start]))
        position = token.end
    return tokens


#: The whitespace the lexer skips.
_WHITESPACE = b" \t\n\r\f\v"


def same_but_layout(variant: bytes, current: bytes) -> bool:
    """Whether ``variant`` differs from ``current`` in whitespace only, line structure kept. The engine asks
    it of every candidate: most delete a token, which the bytes without whitespace tell at C speed (lexing
    each variant of a 190 KB Csmith program would cost more than many of its tests)."""
    if variant == current or variant.translate(None, _WHITESPACE) != current.translate(None, _WHITESPACE):
        return False
    return layout_of(variant) == layout_of(current)


def layout_cannot_matter(original: bytes, flags: Sequence[str]) -> bool:
    """Whether a wrong-code verdict on ``original`` cannot depend on its layout: it reads no line number
    (``__LINE__``, ``assert``'s message, ``#line``) and no debug information is built (``-g`` changes code
    generation in some compilers' bugs)."""
    return _READS_LINES.search(original) is None and not any(flag.startswith("-g") for flag in flags)
