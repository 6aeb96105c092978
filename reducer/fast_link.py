"""tcc links the compiler under test's object: ~4 ms where gcc's driver takes ~30 ms (collect2, then ld).

Why (issue 37): a clang under test compiles each variant with ``-c`` and another driver links the object
(:func:`~reportsmith.common.probe.link_separately`); on llvm#218844's 346 B test that link was a fifth of
the ~145 ms a variant cost at the compiler under test, and the compiler under test's builds were half the
reduction's worker time. The object holds the bug; the linker only lays it out and adds the C library's
start-up code, and tcc links an ELF object from clang or gcc the way ld does for a small C program.

It is a calibrated stand-in, decided once on the original (:meth:`~reportsmith.reducer.wrong_code.
WrongCodePredicate.calibrate`): the original's object linked by tcc must behave exactly as linked by gcc
(the same ending, the same output), else gcc links every variant as before. A variant whose object tcc
fails to link is linked by gcc instead, so no variant is lost to the stand-in. The
audit a report lists builds with the very command, links included, as before.

It applies to wrong-output bugs only. On llvm#70566 (a SIGSEGV at -O3) the same 2,639 tests took 196 s
with tcc linking and 128 s with gcc (2026-12-07, one run each), for reasons not yet found, where on the
wrong-output tests it took llvm#218844 from 84 to 64 s and llvm#215690 from 55 to 49 s.

It applies to C only (tcc links no C++ runtime) and never when tcc is the compiler under test (it links
its own programs).
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence

from reportsmith.common.family import CompilerFamily, compiler_family
from reportsmith.reducer.clang.tree import is_cpp
from reportsmith.reducer.fast_reference import FAST_COMPILER

#: The fast linker's driver: the fast reference's compiler (Debian's ``tcc``) links as fast as it compiles.
FAST_LINKER = FAST_COMPILER


def fast_linker(compiler_under_test: Sequence[str], file_name: str) -> list[str] | None:
    """The driver to try linking the compiler under test's objects with, None when it cannot apply."""
    if is_cpp(file_name) or compiler_family(compiler_under_test) is CompilerFamily.TCC:
        return None
    return [FAST_LINKER] if shutil.which(FAST_LINKER) is not None else None
