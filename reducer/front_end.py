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
"""

from __future__ import annotations

from collections.abc import Sequence

from reportsmith.common.errors import ReportsmithError
from reportsmith.common.libclang_setup import index_of_thread, parse_arguments
from reportsmith.reducer.clang.tree import is_cpp

#: parse_arguments() quiets every warning and fixes a dialect for the AST passes; the check wants neither.
_NOT_FOR_THE_CHECK = ("-w", "-std=gnu11")


class FrontEndCheck:
    """``rejects(text)``: libclang finds an error in ``text`` built with ``flags`` (the warnings that signal
    undefined behaviour as errors, as the reference's quick build has them)."""

    def __init__(self, flags: Sequence[str], file_name: str = "test.c") -> None:
        base = [arg for arg in parse_arguments() if arg not in _NOT_FOR_THE_CHECK]
        self.arguments = [*base, *flags]
        self.file_name = file_name

    def rejects(self, text: bytes) -> bool:
        # deferred: libclang loads its shared library on import; only a calibrated check parses
        from clang import cindex

        try:
            unit = index_of_thread().parse(
                self.file_name, args=self.arguments, unsaved_files=[(self.file_name, text)]
            )
        except cindex.TranslationUnitLoadError:  # libclang gave up: the process checks decide
            return False
        # severity 3 is an error, 4 a fatal error (clang.cindex.Diagnostic.Error / .Fatal)
        return any(diagnostic.severity >= 3 for diagnostic in unit.diagnostics)


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
