"""A Compiler Explorer (godbolt.org) link for LLVM and GCC reports: the test, the compiler under test and a
reference compiler, each with its flags, encoded in the link itself.

Compiler Explorer opens ``https://godbolt.org/clientstate/<state>`` where ``<state>`` is a *ClientState*
(the JSON its ``/shortener`` stores: ``{"sessions": [{"id", "language", "source", "compilers": [{"id",
"options"}], "executors": [...]}]}``) in base64, optionally zlib-compressed (its handler inflates a state
whose first byte says zlib). So the link is made here with no network at all (no short link is asked for),
and :func:`decode` reads it back (the tests do).

Compiler Explorer names its compilers by release (``cclang1500`` is x86-64 clang 15.0.0 for C, ``g122``
x86-64 gcc 12.2 for C++); the installed compiler's release is mapped to the nearest one it has, and the
report says which that is (Debian's clang 15.0.6 is shown as Compiler Explorer's 15.0.0). A wrong-code test
gets executors too, so both programs run there side by side. A compiler Compiler Explorer does not have
(tcc, pcc, a local build with no release number) gives no link.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reportsmith.common.family import CompilerFamily
from reportsmith.common.flags import without_output

ROOT = "https://godbolt.org/clientstate/"
#: Past this the link is left out (browsers and trackers cope with longer, people do not).
MAX_LINK = 8000
#: Compiler Explorer's x86-64 clang release of each major version (its etc/config/c.amazon.properties).
_CLANG = {10: "1001", 11: "1101", 12: "1201", 13: "1301", 14: "1400", 15: "1500", 16: "1600", 17: "1701",
          18: "1810", 19: "1910", 20: "2010", 21: "2110"}  # fmt: skip
#: The newest minor release of each GCC major version Compiler Explorer has (gcc 12.1 .. 12.5).
_GCC_MINORS = {7: 5, 8: 5, 9: 5, 10: 5, 11: 4, 12: 5, 13: 4, 14: 3, 15: 2}
_VERSION = re.compile(r"\b(?P<family>clang|gcc) version (?P<major>\d+)\.(?P<minor>\d+)")
#: Flags that make no sense there: Compiler Explorer chooses what it emits and where.
_DROPPED = {"-c", "-S", "-E"}


@dataclass(frozen=True)
class ExplorerCompiler:
    """A compiler as Compiler Explorer names it, with the flags to give it."""

    id: str
    shown: str  # "x86-64 clang 15.0.0"
    options: str


def explorer_compiler(
    version_output: str, language: str, options: Sequence[str]
) -> ExplorerCompiler | None:
    """The Compiler Explorer compiler nearest to the one whose ``-v`` printed ``version_output``; None when
    it has none (not gcc or clang, or a release it does not carry)."""
    match = _VERSION.search(version_output)
    if match is None:
        return None
    major, minor = int(match["major"]), int(match["minor"])
    cxx = language.lower() in ("c++", "cpp", "cxx")
    if CompilerFamily(match["family"]) is CompilerFamily.CLANG:
        release = _CLANG.get(major)
        if release is None:
            return None
        rest = release[len(str(major)) :]  # "1810" is 18.1.0
        shown = f"x86-64 clang {major}.{rest[0]}.{rest[1]}"
        return ExplorerCompiler(("clang" if cxx else "cclang") + release, shown, _options(options))
    if major not in _GCC_MINORS:
        return None
    minor = min(max(minor, 1), _GCC_MINORS[major])
    name = f"{'g' if cxx else 'cg'}{major}{minor}"
    return ExplorerCompiler(name, f"x86-64 gcc {major}.{minor}", _options(options))


def _options(flags: Sequence[str]) -> str:
    return " ".join(without_output(flags, _DROPPED.__contains__))


def state(
    source: str, language: str, compilers: Sequence[ExplorerCompiler], *, execute: bool
) -> dict[str, Any]:
    """The ClientState of one editor with ``compilers`` (and, with ``execute``, an executor for each)."""
    session: dict[str, Any] = {
        "id": 1,
        "language": "c++" if language.lower() in ("c++", "cpp", "cxx") else "c",
        "source": source,
        "compilers": [{"id": c.id, "options": c.options} for c in compilers],
    }
    if execute:
        session["executors"] = [
            {"compiler": {"id": c.id, "options": c.options, "libs": []}, "arguments": "", "stdin": ""}
            for c in compilers
        ]
    return {"sessions": [session]}


def encode(client_state: dict[str, Any]) -> str:
    """The link that opens ``client_state``: compact JSON, zlib, URL-safe base64."""
    packed = zlib.compress(json.dumps(client_state, separators=(",", ":")).encode("utf-8"), 9)
    return ROOT + base64.urlsafe_b64encode(packed).decode("ascii")


def decode(url: str) -> dict[str, Any]:
    """The ClientState a link made by :func:`encode` (or by Compiler Explorer's own plain base64) opens."""
    if not url.startswith(ROOT):
        raise ValueError(f"not a Compiler Explorer client-state link: {url[:60]!r}")
    text = url[len(ROOT) :]
    raw = base64.urlsafe_b64decode(text.replace("+", "-").replace("/", "_") + "=" * (-len(text) % 4))
    if raw[:1] != b"{":
        raw = zlib.decompress(raw)
    return dict(json.loads(raw.decode("utf-8")))


@dataclass(frozen=True)
class ExplorerLink:
    url: str
    compilers: tuple[ExplorerCompiler, ...]

    @property
    def said(self) -> str:
        """"x86-64 clang 15.0.0 (-O2) and x86-64 gcc 12.2 (-O0)": what the link opens, for the report."""
        return " and ".join(f"{c.shown} ({c.options or 'no flags'})" for c in self.compilers)


def explorer_link(
    source: str,
    language: str,
    tested: tuple[str, Sequence[str]],
    references: Sequence[tuple[str, Sequence[str]]],
    *,
    execute: bool,
) -> ExplorerLink | None:
    """The link for ``source``: ``tested`` is (what the compiler under test's ``-v`` printed, its flags), each
    reference likewise; the first reference Compiler Explorer has is added. None when it does not have the
    compiler under test or the link would be longer than :data:`MAX_LINK`."""
    under_test = explorer_compiler(tested[0], language, tested[1])
    if under_test is None:
        return None
    chosen = [under_test]
    for output, flags in references:
        reference = explorer_compiler(output, language, flags)
        if reference is not None and reference.id != under_test.id:
            chosen.append(reference)
            break
    url = encode(state(source, language, chosen, execute=execute))
    return ExplorerLink(url, tuple(chosen)) if len(url) <= MAX_LINK else None
