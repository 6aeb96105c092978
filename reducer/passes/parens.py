"""Redundant parentheses: every pair whose removal cannot change how the expression parses, all at once.

Csmith writes ``(((((w((x((y())))))))))``: most of a reduced Csmith test's parentheses are noise. The
per-pair pass (``balanced:paren:delimiters``) removes them one test at a time, as a ``fine`` pass that waits
for every other pass of a round; on a fresh tcc miscompile (``bench/reduce/fresh_cases.toml``,
tcc-2036641641) 100 pairs were left when its 300 s budget ran out, 49 of them doubled. This pass proposes
every redundant pair in one candidate, then halves, quarters... (``_bulk.py``), so the usual cost is one test.

A pair is redundant, by the tokens alone (no parse), when it is

* the *inner* pair of a doubled one, ``((e))`` -> ``(e)`` (the outer may be a call's or an ``if``'s), unless
  ``e`` has a comma at its top level (``f((a, b))`` is one argument) or the outer pair is an attribute's;
* around one *operand* -- an identifier, a number, a string or character constant, or a call ``f(...)``,
  with prefix operators or without (``(*p) = 1``; then not before a postfix one: ``(*p)[1]``) --
  where nothing can make the parentheses part of the syntax: not after a word (``if (x)``, ``f (x)``,
  ``sizeof (x)``; ``return`` excepted) or a ``)``/``]``, and, for an identifier that may name a type, not
  before anything a cast could apply to (``(T)-x``, ``(T)(x)``, ``(T){...}``);
* around a whole expression without a top-level comma, between a statement's or argument's edges: after one
  of ``; { } , ( [ = return`` and before one of ``; , ) ]`` (``for (s; (s != 32); ...)``, ``x = (a + b);``).

Equal by construction in the languages' grammar; the engine still tests the candidate, so a case these rules
miss (a macro, an exotic declarator) costs a test, never correctness. Directive lines are left alone; a
parenthesis whose deletion would glue its neighbours into one token (``return(x)``, ``a-(-1)``) becomes a
space.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportsmith.reducer.edits import Replacement
from reportsmith.reducer.lexer import Token, code_tokens, matching_pairs, needs_space
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._bulk import BulkPass, Unit

_OPERAND_KINDS = ("ident", "number", "string", "char")
#: What may precede a pair around a whole expression, and follow it.
_EXPRESSION_BEFORE = {b";", b"{", b"}", b",", b"(", b"[", b"=", b"return"}
_EXPRESSION_AFTER = {b";", b",", b")", b"]"}
#: After ``(x)``, tokens that would make ``x`` a cast's type if it named one.
_CAST_OPERAND_START = {b"(", b"{", b"-", b"+", b"*", b"&", b"!", b"~", b"++", b"--"}
_PREFIX = {b"*", b"&", b"-", b"+", b"!", b"~"}
_POSTFIX = {b"[", b"(", b".", b"->", b"++", b"--"}
_ATTRIBUTES = {b"__attribute__", b"__attribute", b"__declspec", b"__asm__", b"asm", b"__asm"}


def _directive_tokens(text: bytes, tokens: Sequence[Token]) -> set[int]:
    """Indices of the tokens on preprocessor directive lines (a macro's parentheses are not this pass's)."""
    inside: set[int] = set()
    for index, token in enumerate(tokens):
        line_start = text.rfind(b"\n", 0, token.start) + 1
        if text[line_start : token.start].lstrip().startswith(b"#"):
            inside.add(index)
    return inside


class _Pairs:
    """The parenthesis pairs of one text, with what the rules ask of them."""

    def __init__(self, tokens: Sequence[Token]) -> None:
        self.tokens = tokens
        self.pairs = matching_pairs(tuple(tokens), b"(", b")")
        self.close_of = dict(self.pairs)
        self.commas = self._top_level_commas()

    def _top_level_commas(self) -> set[int]:
        """Openers of the pairs with a comma directly inside them (not inside a nested pair)."""
        with_comma: set[int] = set()
        stack: list[int] = []
        for index, token in enumerate(self.tokens):
            if token.text in (b"(", b"[", b"{"):
                stack.append(index)
            elif token.text in (b")", b"]", b"}") and stack:
                stack.pop()
            elif token.text == b"," and stack and self.tokens[stack[-1]].text == b"(":
                with_comma.add(stack[-1])
        return with_comma

    def text(self, index: int) -> bytes:
        return self.tokens[index].text if 0 <= index < len(self.tokens) else b""

    def redundant(self, open_: int, close: int) -> bool:
        if open_ in self.commas:
            return False
        before, after = self.tokens[open_ - 1] if open_ else None, self.text(close + 1)
        if self.close_of.get(open_ - 1) == close + 1:  # the inner pair of ((e))
            return self.text(open_ - 2) not in _ATTRIBUTES
        if before is not None and (before.kind in ("ident", "keyword") and before.text != b"return"):
            return False
        if before is not None and before.text in (b")", b"]"):
            return False
        operand = self._operand_start(open_, close)
        if operand is not None:
            if operand > open_ + 1:  # (*p), (-x): a postfix operator after it would bind to p alone
                return after not in _POSTFIX
            single_identifier = close == open_ + 2 and self.tokens[open_ + 1].kind == "ident"
            return not (
                single_identifier and (after in _CAST_OPERAND_START or self._starts_operand(close + 1))
            )
        previous = before.text if before is not None else b";"
        return previous in _EXPRESSION_BEFORE and after in _EXPRESSION_AFTER

    def _operand_start(self, open_: int, close: int) -> int | None:
        """Where the operand inside the pair starts, after its prefix operators (``*``, ``-``, ...), when the
        pair holds one operand (an identifier, a constant, a call ``f(...)``) and nothing else."""
        first = open_ + 1
        while first < close and self.tokens[first].text in _PREFIX:
            first += 1
        if first >= close or self.tokens[first].kind not in _OPERAND_KINDS:
            return None
        if close == first + 1:
            return first
        is_call = self.tokens[first].kind == "ident" and self.close_of.get(first + 1) == close - 1
        return first if is_call else None

    def _starts_operand(self, index: int) -> bool:
        return index < len(self.tokens) and self.tokens[index].kind in _OPERAND_KINDS


@register("parens")
class Parens(BulkPass):
    """Remove redundant parenthesis pairs (module docstring), all at once, then by binary search."""

    name = "parens"

    def units(self, text: bytes, context: PassContext) -> Sequence[Unit]:
        tokens = code_tokens(text)
        pairs = _Pairs(tokens)
        directives = _directive_tokens(text, tokens)
        units: list[Unit] = []
        for open_, close in pairs.pairs:
            if open_ in directives or close - open_ < 2 or not pairs.redundant(open_, close):
                continue
            units.append((_removal(text, tokens[open_]), _removal(text, tokens[close])))
        return units


def _removal(text: bytes, paren: Token) -> Replacement:
    """The paren's deletion, or a space where deleting it would glue its neighbours into one token
    (``return(x)``, ``a-(-1)``)."""
    left, right = text[paren.start - 1 : paren.start], text[paren.end : paren.end + 1]
    return Replacement(paren.start, paren.end, b" " if left and right and needs_space(left, right) else b"")
