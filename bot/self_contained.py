"""Self-contained tests: the project headers a test includes are inlined into it at ingest.

A Csmith program says ``#include "csmith.h"`` and calls that header's ``safe_*`` helpers; stored and reduced
as it is, its report needs Csmith's headers and an ``-I`` flag that a maintainer does not have. So before a
test is stored, every ``#include`` that resolves in a directory the failure's flags name (``-I``, ``-iquote``,
``-isystem``, ``-idirafter``, or the test's own folder for ``"quoted"`` includes: the compiler's own search
order) is replaced by the header's text, recursively. Includes that resolve nowhere in those directories
(``<stdio.h>``, ``<stdint.h>``: what the compiler and its C library ship) stay as they are.

Rules, and why:

* A header with an include guard or ``#pragma once`` is inlined once (the first time it is included): a
  second copy would be skipped by the preprocessor anyway. A header without one is inlined every time, as the
  preprocessor would read it every time (depth-limited against include cycles).
* When preprocessors are given (:func:`opened_headers`: the references' and the compiler's ``-E -H``), only
  headers one of them actually opens are inlined: Csmith's headers pull in ~90 KB of alternatives
  (``csmith_minimal.h``, ``safe_math_macros*.h``) from branches no compiler takes. An include left in such a
  branch is harmless without its ``-I`` flag: no compiler reads it.
* The include-directory flags are then dropped: every header a preprocessor opens through them is inlined.

The callers (:mod:`reportsmith.ingest`, and :mod:`reportsmith.fuzz` for the campaign's failures) re-check the
inlined test with the oracle and keep the original when the verdict changed, so an inlining that breaks
something is never what gets stored.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.store.details import SelfContained

#: ``#include "x"`` / ``#include <x>`` at the start of a line (computed includes are left alone).
_INCLUDE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\r\n]+)[>"][^\r\n]*$', re.MULTILINE)
_PRAGMA_ONCE = re.compile(rb"^[ \t]*#[ \t]*pragma[ \t]+once\b[^\r\n]*$", re.MULTILINE)
_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*(\w+)[ \t]*([^\r\n]*)$", re.MULTILINE)
_OPENED = re.compile(r"^\.+ (.+)$", re.MULTILINE)
#: Flags naming include directories, each with its value attached (-I/x) or as the next argument.
DIR_FLAGS = ("-iquote", "-isystem", "-idirafter", "-I")
MAX_DEPTH = 64


@dataclass(frozen=True)
class SearchPath:
    """Where ``"quoted"`` and ``<bracketed>`` includes are looked up, from a failure's flags."""

    quote: list[Path]
    bracket: list[Path]
    dir_flags: list[str]  # the flags (with their values) that named these directories


@dataclass
class Inlining:
    """The test with its project headers inlined, and what was done."""

    source: bytes
    headers: list[str] = field(default_factory=list)  # header paths, in the order they were inlined
    untaken: list[str] = field(default_factory=list)  # includes left in branches no preprocessor takes
    dir_flags: list[str] = field(default_factory=list)  # the include-directory flags, no longer needed

    def record(self, original: bytes) -> SelfContained:
        """What a stored failure's ``details.self_contained`` says: what was inlined, and the original."""
        return SelfContained(
            inlined_headers=list(self.headers),
            untaken_includes=list(self.untaken),
            dropped_flags=list(self.dir_flags),
            original_bytes=len(original),
            original_sha256=hashlib.sha256(original).hexdigest(),
        )


def search_path(flags: Sequence[str], base: Path) -> SearchPath:
    """The include search directories ``flags`` name (relative ones relative to ``base``), in GCC's order."""
    named: dict[str, list[Path]] = {flag: [] for flag in DIR_FLAGS}
    dir_flags: list[str] = []
    items = list(flags)
    index = 0
    while index < len(items):
        item = items[index]
        flag = next((f for f in DIR_FLAGS if item.startswith(f)), None)
        if flag is not None:
            value = item[len(flag) :]
            taken = [item]
            if not value and index + 1 < len(items):
                value = items[index + 1]
                taken.append(value)
                index += 1
            if value:
                named[flag].append(Path(value) if Path(value).is_absolute() else base / value)
                dir_flags.extend(taken)
        index += 1
    bracket = [*named["-I"], *named["-isystem"], *named["-idirafter"]]
    return SearchPath(quote=[*named["-iquote"], *bracket], bracket=bracket, dir_flags=dir_flags)


def without_dir_flags(flags: Sequence[str]) -> list[str]:
    """``flags`` less the include-directory flags (and their separate values)."""
    kept: list[str] = []
    skip_next = False
    for item in flags:
        if skip_next:
            skip_next = False
            continue
        flag = next((f for f in DIR_FLAGS if item.startswith(f)), None)
        if flag is None:
            kept.append(item)
        elif item == flag:
            skip_next = True
    return kept


def _guarded(text: bytes) -> bool:
    """Does the header protect itself against a second inclusion (``#pragma once`` or an include guard)?"""
    if _PRAGMA_ONCE.search(text):
        return True
    directives = [(match.group(1), match.group(2).strip()) for match in _DIRECTIVE.finditer(text)]
    if len(directives) < 2:
        return False
    (first, first_arg), (second, second_arg) = directives[0], directives[1]
    name = first_arg
    if first == b"if":
        guard = re.fullmatch(rb"!\s*defined\s*\(?\s*(\w+)\s*\)?", first_arg)
        name = guard.group(1) if guard else b""
    elif first != b"ifndef":
        return False
    return bool(name) and second == b"define" and second_arg.split()[:1] == [name]


class _Inliner:
    def __init__(self, path: SearchPath, opened: set[Path] | None) -> None:
        self.path = path
        self.opened = opened
        self.done: set[Path] = set()
        self.headers: list[str] = []
        self.untaken: list[str] = []

    def resolve(self, kind: bytes, name: str, here: Path) -> Path | None:
        dirs = [here, *self.path.quote] if kind == b'"' else self.path.bracket
        for directory in dirs:
            candidate = directory / name
            if candidate.is_file():
                return candidate.resolve()
        return None

    def expand(self, text: bytes, here: Path, depth: int) -> bytes:
        def replace(match: re.Match[bytes]) -> bytes:
            kind, name = match.group(1), match.group(2).decode("utf-8", "replace").strip()
            header = self.resolve(kind, name, here)
            if header is None:
                return match.group(0)  # a system header, or one no directory of the flags holds
            if self.opened is not None and header not in self.opened:
                self.untaken.append(name)  # in a branch no compiler takes: harmless without its -I flag
                return match.group(0)
            if header in self.done or depth >= MAX_DEPTH:
                return b"/* " + match.group(0).strip() + b": inlined above */"
            body = header.read_bytes()
            if _guarded(body):
                self.done.add(header)
            self.headers.append(str(header))
            body = _PRAGMA_ONCE.sub(b"", self.expand(body, header.parent, depth + 1))
            label = f'"{name}" ({header})'.encode()
            end = b"" if body.endswith(b"\n") else b"\n"
            return b"/* begin inlined " + label + b" */\n" + body + end + b"/* end inlined " + label + b" */"

        return _INCLUDE.sub(replace, text)


def inline_headers(
    source: bytes, test_dir: Path, flags: Sequence[str], opened: set[Path] | None = None
) -> Inlining | None:
    """``source`` with its project headers inlined, or None when it includes none.

    ``flags`` are every flag the failure is built with (its include directories are read from them);
    ``opened`` the headers some preprocessor opens (:func:`opened_headers`), None to inline every header
    found.
    """
    path = search_path(flags, test_dir)
    inliner = _Inliner(path, opened)
    text = inliner.expand(source, test_dir, 0)
    if not inliner.headers:
        return None
    return Inlining(text, inliner.headers, inliner.untaken, path.dir_flags)


def opened_headers(commands: Sequence[Sequence[str]], source: bytes, name: str, timeout: float) -> set[Path]:
    """Headers the preprocessors ``commands`` open for ``source`` (``-E -H``; failing ones are skipped)."""
    opened: set[Path] = set()
    with scratch_dir("inline-") as scratch:
        work = scratch.path
        (work / name).write_bytes(source)
        for command in commands:
            result = run_limited(
                # Never "-o /dev/null": tcc unlinks its output on error, and as root that removes /dev/null
                # for the whole machine (the lead found it removed at 21:13 while this ran).
                [*command, "-E", "-H", "-o", "preprocessed.i", name],
                cwd=work,
                limits=Limits(timeout=timeout),
                env=scratch.env,
            )
            if result.returncode == 0:
                found = (Path(line.strip()) for line in _OPENED.findall(result.err))
                opened.update((work / path).resolve() for path in found)
    return opened
