"""A small C lexer over bytes: tokens with byte offsets, for the token-level passes and token counting.

It is deliberately forgiving: the reducer feeds it half-deleted programs, so it never fails. Anything it does
not recognise becomes a one-byte ``other`` token. Preprocessor directives are not parsed here (the
preprocessor pass works on lines); ``#`` is just punctuation.

The benchmark counts tokens with :func:`count_tokens`, the same counter for every tool compared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

KEYWORDS = frozenset(
    b"auto break case char const continue default do double else enum extern float for goto if inline int "
    b"long register restrict return short signed sizeof static struct switch typedef union unsigned void "
    b"volatile while _Bool _Complex _Alignas _Alignof _Atomic _Generic _Noreturn _Static_assert "
    b"_Thread_local __attribute__ __inline __inline__ __restrict __restrict__ __volatile__ __const".split()
)

_TOKEN = re.compile(
    rb"""
    (?P<space>[ \t\r\f\v]+|\\\n)
  | (?P<newline>\n)
  | (?P<comment>//[^\n]*|/\*.*?(?:\*/|\Z))
  | (?P<number>(?:\d|\.\d)(?:[eEpP][+-]|[\w.])*)
  | (?P<ident>[A-Za-z_$][\w$]*)
  | (?P<string>(?:L|u8|u|U)?"(?:\\.|[^"\\\n])*(?:"|$))
  | (?P<char>(?:L|u|U)?'(?:\\.|[^'\\\n])*(?:'|$))
  | (?P<punct>\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^!=<>]=|\#\#
      |[][(){}.,;:?~!+\-*/%&|^<>=\#])
  | (?P<other>.)
    """,
    re.VERBOSE | re.DOTALL | re.MULTILINE,
)


@dataclass(frozen=True, slots=True)
class Token:
    kind: str  # ident, keyword, number, string, char, punct, comment, other
    start: int
    end: int
    text: bytes


@lru_cache(maxsize=8)
def tokenize(text: bytes) -> tuple[Token, ...]:
    """The tokens of ``text`` without whitespace (comments included, kind ``comment``). Cached: passes
    re-lex the same current text many times."""
    tokens: list[Token] = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup or "other"
        if kind in ("space", "newline"):
            continue
        value = match.group()
        if kind == "ident" and value in KEYWORDS:
            kind = "keyword"
        tokens.append(Token(kind, match.start(), match.end(), value))
    return tuple(tokens)


def code_tokens(text: bytes) -> tuple[Token, ...]:
    """The tokens of ``text`` without comments."""
    return tuple(t for t in tokenize(text) if t.kind != "comment")


def count_tokens(text: bytes) -> int:
    """The number of C tokens in ``text`` (comments and whitespace not counted)."""
    return len(code_tokens(text))


def matching_pairs(tokens: tuple[Token, ...], opener: bytes, closer: bytes) -> list[tuple[int, int]]:
    """Index pairs (open, close) of balanced ``opener``/``closer`` tokens, in order of the opener.
    Unbalanced delimiters are ignored."""
    stack: list[int] = []
    pairs: list[tuple[int, int]] = []
    for index, token in enumerate(tokens):
        if token.text == opener:
            stack.append(index)
        elif token.text == closer and stack:
            pairs.append((stack.pop(), index))
    pairs.sort()
    return pairs


def needs_space(left: bytes, right: bytes) -> bool:
    """Whether the text ``left`` followed at once by ``right`` would glue their edges into one token (two
    words, ``a b``; two operator characters, ``- -``): a space must stay between them. Both non-empty."""
    word = (left[-1:].isalnum() or left[-1:] in b"_$") and (right[:1].isalnum() or right[:1] in b"_$\"'")
    return word or left[-1:] in b"+-*/&|<>=!%^.#" and right[:1] in b"+-*/&|<>=!%^.#"
