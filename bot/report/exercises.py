"""What a test exercises, named from its constructs, as GCC's titles say it: ``ICE: Segmentation fault on
valid C++20 lambda in alias template``.

GCC's Bugzilla titles end with the language feature a bug is about, so a maintainer triaging the list sees
at once which front-end part it touches. The feature is read from the reduced test (the smaller it is, the
more the constructs left are the bug's): the first construct of :data:`CONSTRUCTS` (most specific first)
found in it, and, when it sits inside another one, that one too ("lambda in alias template"). The language
standard is the one the flags ask for (``-std=c++20``: C++20); "valid" or "invalid" is what ingest found
about the ICE (``details.ice_on``). Nothing is said that was not found: no construct, no phrase.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_STD = re.compile(r"^-std=(?:c|gnu)\+\+(\w+)$")
_C_STD = re.compile(r"^-std=(?:c|gnu|iso9899:)(\d+)$")


@dataclass(frozen=True)
class Construct:
    name: str
    pattern: re.Pattern[str]
    cxx_only: bool = True


def _c(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.DOTALL)


#: Most specific first: the first found names the test; containers are looked for among all of them.
CONSTRUCTS = (
    Construct("coroutine", _c(r"\bco_(?:await|yield|return)\b")),
    Construct("requires-clause", _c(r"\brequires\b")),
    Construct("concept", _c(r"\bconcept\s+\w+\s*=")),
    Construct("fold expression", _c(r"\(\s*\.\.\.\s*[-+*/&|,]|[-+*/&|,]\s*\.\.\.\s*\)")),
    Construct("structured binding", _c(r"\bauto\s*&{0,2}\s*\[[\w\s,]+\]\s*=")),
    Construct("generic lambda", _c(r"\[[^\[\]]*\]\s*\(\s*auto\b[^)]*\)\s*(?:mutable\s*)?\{")),
    Construct("lambda", _c(r"\[[^\[\]]*\]\s*(?:\([^()]*\)\s*)?(?:mutable\s*)?(?:->\s*[\w:]+\s*)?\{")),
    Construct("alias template", _c(r"\btemplate\s*<[^;{]*>\s*using\s+\w+\s*=[^;]*;")),
    Construct("variadic template", _c(r"\btemplate\s*<[^>]*\.\.\.[^>]*>")),
    Construct("class template", _c(r"\btemplate\s*<[^;{]*>\s*(?:struct|class)\s+\w+[^;]*\{")),
    Construct("function template", _c(r"\btemplate\s*<[^;{]*>\s*[\w:<>&*\s]+\([^;]*\)\s*\{")),
    Construct("statement expression", _c(r"\(\s*\{[^{}]*\}\s*\)"), cxx_only=False),
    Construct("computed goto", _c(r"\bgoto\s*\*"), cxx_only=False),
    Construct("inline asm", _c(r"\b(?:__asm__|asm)\s*(?:volatile\s*)?\("), cxx_only=False),
    Construct("vector extension", _c(r"\bvector_size\s*\("), cxx_only=False),
    Construct("_Complex", _c(r"\b_Complex\b"), cxx_only=False),
    Construct("_Atomic", _c(r"\b_Atomic\b"), cxx_only=False),
    Construct("__int128", _c(r"\b__int128\b"), cxx_only=False),
    Construct(
        "bit-field",
        _c(r"\b(?:int|unsigned|signed|char|short|long)\b[^;{}()]*\w\s*:\s*\d+\s*;"),
        cxx_only=False,
    ),  # fmt: skip
)


def standard(flags: list[str], cxx: bool) -> str:
    """``C++20`` / ``C11`` from the last ``-std=`` flag; "" when the flags name none."""
    for flag in reversed(flags):
        match = (_STD if cxx else _C_STD).match(flag)
        if match:
            return f"{'C++' if cxx else 'C'}{match.group(1)}"
    return ""


def _spans(construct: Construct, text: str) -> list[tuple[int, int]]:
    return [match.span() for match in construct.pattern.finditer(text)]


def constructs(text: str, cxx: bool) -> str:
    """The construct that names the test ("lambda"), with the one it sits in ("lambda in alias template");
    "" when none of :data:`CONSTRUCTS` is in it."""
    found = [(c, _spans(c, text)) for c in CONSTRUCTS if (cxx or not c.cxx_only)]
    found = [(c, spans) for c, spans in found if spans]
    if not found:
        return ""
    first, inner = found[0]
    for other, outer in found[1:]:
        if other.name.endswith(first.name) or first.name.endswith(other.name):
            continue  # "lambda" inside its own "generic lambda" match says nothing more
        if any(start <= a and b <= end for a, b in inner for start, end in outer):
            return f"{first.name} in {other.name}"
    return first.name


def exercised(text: str, language: str, flags: list[str], ice_on: str = "") -> str:
    """`` on valid C++20 lambda in alias template``: what GCC's title ends with ("" when no construct is
    found). ``ice_on``: "valid" or "invalid" (what ingest found), or "" (not said)."""
    cxx = language in ("c++", "cxx", "cpp")
    what = constructs(text, cxx)
    if not what:
        return ""
    words = [ice_on if ice_on in ("valid", "invalid") else "", standard(flags, cxx), what]
    return " on " + " ".join(word for word in words if word)
