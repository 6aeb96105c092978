"""The clang reference's front-end check, in process: does a variant compile without the UB warnings?

Most variants a token or line pass makes do not compile at all: on llvm#70566's 288 B test, 254 of the 309
candidates of ``tokens:2,1``, 492 of 612 of ``tokens:4,3,2`` and 25 of 43 of ``lines:2`` are errors under
``clang-16 -fsyntax-only`` with the UB warnings as errors, and the wrong-code predicate refuses every such
variant (its quick check builds each one with those warnings as errors). A process test costs a compile of
the compiler under test first (~100 ms, most of it clang's start-up), where libclang, already loaded for
the AST passes, parses the variant in ~5 ms. So the predicate asks libclang first and runs nothing for a
variant it rejects (issue 37: the token windows were most of the tests at the fixpoint).

It is a stand-in, and only ever rejects: libclang (PyPI's, clang 18) and the reference (clang-16 by default)
agreed on all 1,048 of those candidates; where a newer front end calls an error what the reference accepts,
the variant is lost to the reduction (never let through: the process checks still run on everything it
passes). It runs only when the original passes it, for C, and only with a clang reference to stand in for.

libclang's ``CXIndex`` is not shared between threads: each worker thread parses with its own.

Design note -- the preamble. Of a ~10 ms parse of a 300 B test, ~7 ms go to ``#include <stdio.h>``. Each
worker thread keeps one translation unit and *reparses* it with the variant (libclang's precompiled
preamble: the leading directives are parsed once and reused while a variant leaves them as they were), which
costs ~2 ms. libclang builds and checks that preamble itself (it reuses it only for the same leading bytes),
so it decides correctness; :func:`leading_directives` only decides when a new preamble is worth building: a
variant whose leading directives differ from the unit's is parsed afresh, and the unit is rebuilt on the
second such variant with the same directives in a row (a pass's candidates change them once in a while; an
accepted step that changes them changes every later variant's). libclang reuses a preamble only for a main
file that exists on disk, so the check keeps an empty one in a temporary folder of its own.
"""

from __future__ import annotations

import os
import re
import tempfile
import threading
from collections.abc import Sequence
from typing import Any

from reportsmith.common.errors import ReportsmithError
from reportsmith.common.libclang_setup import index_of_thread, parse_arguments
from reportsmith.reducer.clang.tree import is_cpp

#: parse_arguments() quiets every warning and fixes a dialect for the AST passes; the check wants neither.
_NOT_FOR_THE_CHECK = ("-w", "-std=gnu11")


#: A leading line that belongs to a preamble: blank, a directive or a one-line comment.
_PREAMBLE_LINE = re.compile(rb"[ \t]*(?:#.*|//.*|/\*.*\*/[ \t]*)?\r?\n")


def leading_directives(text: bytes) -> bytes:
    """The leading lines of ``text`` that are blank, directives or one-line comments: an approximation of
    the preamble libclang precompiles (it checks its own; this only says when to build a new one)."""
    end = 0
    while match := _PREAMBLE_LINE.match(text, end):
        if match.end() == end:
            break
        end = match.end()
    return text[:end]


class _ThreadUnit(threading.local):
    """A worker thread's translation unit and the leading directives it was built for."""

    unit: Any = None
    directives: bytes | None = None
    missed: bytes | None = None  # the leading directives of the last variant that differed from the unit's


class FrontEndCheck:
    """``rejects(text)``: libclang finds an error in ``text`` built with ``flags`` (the warnings that signal
    undefined behaviour as errors, as the reference's quick build has them)."""

    def __init__(self, flags: Sequence[str], file_name: str = "test.c") -> None:
        base = [arg for arg in parse_arguments() if arg not in _NOT_FOR_THE_CHECK]
        self.arguments = [*base, *flags]
        self.file_name = file_name
        self._folder = tempfile.TemporaryDirectory(prefix="reportsmith-front-end-")
        self._path = os.path.join(self._folder.name, os.path.basename(file_name))
        open(self._path, "wb").close()  # libclang reuses a preamble only for a main file on disk
        self._thread = _ThreadUnit()

    def rejects(self, text: bytes) -> bool:
        # deferred: libclang loads its shared library on import; only a calibrated check parses
        from clang import cindex

        try:
            unit = self._parsed(text)
        except cindex.TranslationUnitLoadError:  # libclang gave up: the process checks decide
            return False
        # severity 3 is an error, 4 a fatal error (clang.cindex.Diagnostic.Error / .Fatal)
        return any(diagnostic.severity >= 3 for diagnostic in unit.diagnostics)

    def _parsed(self, text: bytes) -> Any:
        """``text`` parsed: the thread's unit reparsed when its leading directives are the unit's, else a
        fresh parse (which becomes the thread's unit the second time in a row the same directives come)."""
        from clang import cindex  # deferred: as in rejects (libclang loads its library on import)

        state = self._thread
        directives = leading_directives(text)
        if state.unit is not None and directives == state.directives:
            if _reparse(state.unit, self._path, text):
                return state.unit
            state.unit = state.directives = None  # libclang: a unit whose reparse failed is unusable
        if directives != state.missed:
            state.missed = directives
            return self._parse(text, cindex.TranslationUnit.PARSE_NONE)
        state.unit = state.directives = None
        state.unit = self._parse(text, _WITH_PREAMBLE)
        state.directives, state.missed = directives, None
        return state.unit

    def _parse(self, text: bytes, options: int) -> Any:
        return index_of_thread().parse(
            self._path, args=self.arguments, unsaved_files=[(self._path, text)], options=options
        )


#: CXTranslationUnit_PrecompiledPreamble | CXTranslationUnit_CreatePreambleOnFirstParse (libclang's Index.h;
#: clang.cindex names only the first).
_WITH_PREAMBLE = 0x04 | 0x100


def _reparse(unit: Any, path: str, text: bytes) -> bool:
    """Reparse ``unit`` with ``text`` as the file at ``path``; False when libclang failed (cindex's own
    ``reparse`` ignores that, and such a unit may only be disposed of)."""
    from clang import cindex  # deferred: as in FrontEndCheck.rejects (libclang's library on import)

    unsaved = (cindex._CXUnsavedFile * 1)()
    unsaved[0].name = path.encode()
    unsaved[0].contents = text  # the structure keeps a reference to it
    unsaved[0].length = len(text)
    return int(cindex.conf.lib.clang_reparseTranslationUnit(unit, 1, unsaved, 0)) == 0


def front_end_check(flags: Sequence[str] | None, file_name: str, original: bytes) -> FrontEndCheck | None:
    """The check with ``flags`` (None: no clang reference to stand in for), if the test is C and
    ``original`` passes it (libclang may be missing, or call an error what the reference accepts)."""
    if flags is None or is_cpp(file_name):
        return None
    try:
        check = FrontEndCheck(flags, file_name)
        return None if check.rejects(original) else check
    except ReportsmithError:  # LibclangUnavailable: the process checks do it all
        return None
