"""Which compiler family a compiler belongs to: one enum and one detector for every part that asks.

Titles, the projects' conventions, GCC's flag checks, bisection's pass searches, the regression guard, the
reducer's UB screens and the IR stage all ask "is this GCC or clang?"; they ask :func:`compiler_family`.

The answer comes from, in this order:

1. what the configuration declares (``family = "gcc"`` in ``[[compilers]]``, for wrappers and builds whose
   name says nothing), passed as ``declared``;
2. the program's name, past wrappers (``ccache gcc-12``, ``env CC=x /usr/bin/clang++``) and a target triple
   (``x86_64-linux-gnu-gcc-12``): ``gcc``, ``g++``, ``cc1``, ``cc1plus``, ``clang``, ``clang++``, ``tcc``,
   ``pcc``, with or without a version suffix (``-12``, ``-16.0.6``, ``12``);
   the command first, then the configured name;
3. what the compiler says of itself (``gcc version``, ``clang version``, ``Portable C Compiler``), passed as
   ``version``; it also decides the generic ``cc``/``c++``, which are GCC when it says nothing (Debian's);
4. a name that starts with a known one (``clang-trunk-asserts``);
5. otherwise :attr:`CompilerFamily.OTHER`.
"""

from __future__ import annotations

import enum
import os
import re
from collections.abc import Sequence

from reportsmith.common.process import split_command


class CompilerFamily(enum.StrEnum):
    """A compiler's family; the value is the word the config, stored signature keys and titles use."""

    GCC = "gcc"
    CLANG = "clang"
    TCC = "tcc"
    PCC = "pcc"
    OTHER = "other"


#: Programs that run the compiler they are given (their own options before it are skipped).
WRAPPERS = frozenset({"ccache", "sccache", "distcc", "icecc", "env", "nice", "time", "buildcache"})

_PROGRAMS = {
    "gcc": CompilerFamily.GCC,
    "g++": CompilerFamily.GCC,
    "cc1": CompilerFamily.GCC,
    "cc1plus": CompilerFamily.GCC,
    "clang": CompilerFamily.CLANG,
    "clang++": CompilerFamily.CLANG,
    "tcc": CompilerFamily.TCC,
    "pcc": CompilerFamily.PCC,
}
_GENERIC = frozenset({"cc", "c++"})
#: ``[triple-]program[-version]``: the program is the last dash-separated word before the version.
_NAME = re.compile(r"^(?:.*-)?(?P<program>[a-z][a-z0-9+]*?)(?:-?\d+(?:\.\d+)*)?(?:\.exe)?$")
_ASSIGNMENT = re.compile(r"^[A-Za-z_]\w*=")
_SAYS = (
    ("clang version", CompilerFamily.CLANG),
    ("tcc version", CompilerFamily.TCC),
    ("pcc version", CompilerFamily.PCC),
    ("portable c compiler", CompilerFamily.PCC),
    ("gcc version", CompilerFamily.GCC),
)


def program_name(command: str | Sequence[str]) -> str:
    """The compiler's own program name in ``command``, past wrappers, their options and ``VAR=value``
    assignments: ``gcc-12`` for ``ccache /usr/bin/gcc-12 -O2``; empty for an empty command."""
    argv = split_command(command) if isinstance(command, str) else list(command)
    for index, word in enumerate(argv):
        name = os.path.basename(word).lower()
        wrapped = index > 0 and (word.startswith("-") or word.isdigit() or _ASSIGNMENT.match(word))
        if name in WRAPPERS or wrapped:
            continue
        return name
    return ""


def _by_name(name: str) -> CompilerFamily | None:
    match = _NAME.match(name)
    return _PROGRAMS.get(match["program"]) if match else None


def _by_version(version: str) -> CompilerFamily | None:
    text = version.lower()
    return next((family for said, family in _SAYS if said in text), None)


def compiler_family(
    command: str | Sequence[str],
    *,
    name: str = "",
    version: str = "",
    declared: CompilerFamily | None = None,
) -> CompilerFamily:
    """The family of the compiler ``command`` runs (a command line or an argv); ``name`` is its configured
    name (asked after the command), ``version`` what it prints for ``-v`` when known, ``declared`` the
    configuration's ``family``."""
    if declared is not None:
        return declared
    programs = [program_name(command), *([program_name(name)] if name else [])]
    for program in programs:
        named = _by_name(program)
        if named is not None:
            return named
    said = _by_version(version)
    if said is not None:
        return said
    for program in programs:
        match = _NAME.match(program)
        if match and match["program"] in _GENERIC:
            return CompilerFamily.GCC
        prefixed = [family for known, family in _PROGRAMS.items() if program.startswith(known)]
        if prefixed:
            return prefixed[0]
    return CompilerFamily.OTHER


def is_clang(command: str | Sequence[str]) -> bool:
    """Whether ``command`` runs clang (:func:`compiler_family` without a declaration or version)."""
    return compiler_family(command) is CompilerFamily.CLANG
