"""Setting up libclang (PyPI ``libclang``) once, for every pass and feature extractor that parses C.

The PyPI wheel ships ``libclang.so`` but not clang's builtin headers (``stddef.h``, ``stdarg.h``...), so
parsing a real program fails on its first ``#include <stddef.h>``. We point libclang at the resource
directory of a system clang (``clang-NN -print-resource-dir``) instead. The result is cached per process.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import threading

from reportsmith.common.errors import LibclangUnavailable

#: System clangs asked for a resource directory, newest first. REPORTSMITH_CLANG overrides.
CANDIDATE_CLANGS = ("clang-18", "clang-17", "clang-16", "clang-15", "clang-14", "clang")


@functools.cache
def resource_dir() -> str | None:
    """The resource directory of the first system clang found, or None."""
    names = [os.environ["REPORTSMITH_CLANG"]] if os.environ.get("REPORTSMITH_CLANG") else CANDIDATE_CLANGS
    for name in names:
        path = shutil.which(name)
        if not path:
            continue
        try:
            out = subprocess.run([path, "-print-resource-dir"], capture_output=True, text=True, timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            continue
        candidate = out.stdout.strip()
        if out.returncode == 0 and os.path.isdir(os.path.join(candidate, "include")):
            return candidate
    return None


@functools.cache
def parse_arguments() -> tuple[str, ...]:
    """Arguments every libclang parse of a C file gets: the builtin headers and a quiet C dialect."""
    found = resource_dir()
    arguments: list[str] = ["-x", "c", "-std=gnu11", "-w", "-ferror-limit=0"]
    if found:
        arguments += ["-resource-dir", found]
    return tuple(arguments)


@functools.cache
def index():  # type: ignore[no-untyped-def]
    """A shared ``clang.cindex.Index``; raises :class:`LibclangUnavailable` with what to install."""
    try:
        # deferred: libclang loads its shared library on import; only the AST passes need it
        from clang import cindex
    except ImportError as error:  # pragma: no cover - a declared dependency
        raise LibclangUnavailable("the Python package 'libclang' is missing: pip install libclang") from error
    if resource_dir() is None:
        raise LibclangUnavailable(
            "no system clang found to take builtin headers from: apt-get install clang-16 "
            "(or set REPORTSMITH_CLANG to a clang binary)"
        )
    try:
        return _quiet_index()
    except cindex.LibclangError as error:  # pragma: no cover - broken wheel
        raise LibclangUnavailable(f"libclang could not be loaded: {error}") from error


_PER_THREAD = threading.local()


def index_of_thread():  # type: ignore[no-untyped-def]
    """A ``clang.cindex.Index`` of the calling thread's own, for parses that run on worker threads (a
    ``CXIndex`` is not to be used by two threads at once); :func:`index`'s checks and errors."""
    index()  # the library loads and the resource directory is found once, or LibclangUnavailable says why
    if not hasattr(_PER_THREAD, "index"):
        _PER_THREAD.index = _quiet_index()
    return _PER_THREAD.index


def _quiet_index():  # type: ignore[no-untyped-def]
    """A new index that disposes of itself quietly when the interpreter exits (cindex's own ``__del__`` then
    finds its library gone and prints a traceback for each index left)."""
    # deferred: libclang loads its shared library on import; only the AST passes need it
    from clang import cindex

    class QuietIndex(cindex.Index):  # type: ignore[misc]
        def __del__(self) -> None:
            try:  # not contextlib.suppress: module globals may be gone too by then
                super().__del__()
            except AttributeError:
                pass

    return QuietIndex(cindex.conf.lib.clang_createIndex(0, 0))
