"""Fast questions about many libclang cursors: offsets, files, names and keys, without the bindings' objects.

Building a tree (``tree.py``) asks five or six questions of every cursor of a variant. Through the
bindings' properties each answer allocates helper objects: ``cursor.extent.start.offset`` makes a
``SourceRange``, a ``SourceLocation``, a ``File`` and a 4-tuple and calls libclang four times;
``location.file.name`` asks for the file's name as a string; ``cursor.canonical`` and
``cursor.referenced`` compare the result against a freshly made null cursor. On a 19 KB Csmith variant
(3,646 cursors) that cost 0.27 s per tree, paid on the reducer's main thread after every accepted AST
edit while the workers waited (py-spy, issue 13).

Here the same libclang functions are called through our own ctypes prototypes (no ``errcheck``
post-processing), files are compared by their ``CXFile`` handle instead of by name, and the whole tree is
one recursive libclang visit with one callback object (not one visit and one callback per cursor). Together
that builds the 19 KB variant's tree in half the time. The answers are the bindings' answers
(``tests/reducer/test_reducer_clang_tree.py`` checks every node against the bindings' properties).
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from ctypes import byref, c_uint
from functools import cache
from typing import Any, TypeVar

# libclang's invalid cursor kinds (CXCursor_FirstInvalid .. CXCursor_LastInvalid): the null cursor is one.
_INVALID_KINDS = range(70, 74)
T = TypeVar("T")


@cache
def _raw() -> Any:  # noqa: ANN401 - a ctypes library handle
    """A second handle on the bindings' libclang with prototypes of our own (the bindings' have errcheck)."""
    # deferred: libclang loads its shared library on import; only the AST passes need it
    from clang import cindex

    library = cindex.conf.lib  # loads libclang and registers the bindings' prototypes on *their* handle
    raw = ctypes.CDLL(library._name)
    for name, argtypes, restype in (
        ("clang_getCursorExtent", [cindex.Cursor], cindex.SourceRange),
        ("clang_getCursorLocation", [cindex.Cursor], cindex.SourceLocation),
        ("clang_getRangeStart", [cindex.SourceRange], cindex.SourceLocation),
        ("clang_getRangeEnd", [cindex.SourceRange], cindex.SourceLocation),
        ("clang_getCanonicalCursor", [cindex.Cursor], cindex.Cursor),
        ("clang_getCursorReferenced", [cindex.Cursor], cindex.Cursor),
        (
            "clang_getInstantiationLocation",
            [cindex.SourceLocation, ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p, ctypes.c_void_p,
             ctypes.POINTER(c_uint)],
            None,
        ),
    ):  # fmt: skip
        function = getattr(raw, name)
        function.argtypes, function.restype = argtypes, restype
    return raw


@cache
def _kind_name(kind_id: int) -> str:
    # deferred: libclang loads its shared library on import; only the AST passes need it
    from clang import cindex

    return cindex.CursorKind.from_id(kind_id).name


class CursorFacts:
    """Answers for the cursors of one translation unit, whose main file is ``path``."""

    def __init__(self, unit: Any, path: str) -> None:  # noqa: ANN401 - a cindex.TranslationUnit
        # deferred: libclang loads its shared library on import; only the AST passes need it
        from clang import cindex

        self.unit, self.path = unit, path
        self._lib = _raw()
        self._bindings = cindex.conf.lib
        main_file = self._bindings.clang_getFile(unit, path)
        self.main_file: int | None = ctypes.cast(main_file, ctypes.c_void_p).value if main_file else None
        self._file_names: dict[int, str] = {}
        self._file = ctypes.c_void_p()
        self._offset = c_uint()

    @staticmethod
    def kind_name(cursor: Any) -> str:  # noqa: ANN401
        return _kind_name(cursor._kind_id)

    def _where(self, location: Any) -> tuple[int | None, int]:  # noqa: ANN401
        """(file handle or None, byte offset) of a location, as the bindings' ``_get_instantiation`` says."""
        self._lib.clang_getInstantiationLocation(location, byref(self._file), None, None, byref(self._offset))
        return self._file.value, self._offset.value

    def extent(self, cursor: Any) -> tuple[int | None, int, int | None, int]:  # noqa: ANN401
        """(start file, start offset, end file, end offset) of the cursor's extent."""
        extent = self._lib.clang_getCursorExtent(cursor)
        start_file, start = self._where(self._lib.clang_getRangeStart(extent))
        end_file, end = self._where(self._lib.clang_getRangeEnd(extent))
        return start_file, start, end_file, end

    def location(self, cursor: Any) -> tuple[int | None, int]:  # noqa: ANN401
        return self._where(self._lib.clang_getCursorLocation(cursor))

    def spelling(self, cursor: Any) -> str:  # noqa: ANN401
        return self._bindings.clang_getCursorSpelling(cursor) or ""

    def file_name(self, handle: int) -> str:
        name = self._file_names.get(handle)
        if name is None:
            # deferred: libclang loads its shared library on import; only the AST passes need it
            from clang import cindex

            pointer = ctypes.cast(ctypes.c_void_p(handle), cindex.c_object_p)
            name = self._file_names[handle] = cindex.File(pointer).name
        return name

    def canonical(self, cursor: Any) -> Any | None:  # noqa: ANN401
        return self._valid(self._lib.clang_getCanonicalCursor(cursor), cursor)

    def referenced(self, cursor: Any) -> Any | None:  # noqa: ANN401
        return self._valid(self._lib.clang_getCursorReferenced(cursor), cursor)

    @staticmethod
    def _valid(result: Any, origin: Any) -> Any | None:  # noqa: ANN401
        if result._kind_id in _INVALID_KINDS:
            return None
        result._tu = origin._tu  # the bindings keep the unit alive through every cursor
        return result

    def walk(self, top: Any, root: T, make: Callable[[Any, T], T | None]) -> None:  # noqa: ANN401
        """Visit every cursor under ``top`` once, in preorder (one libclang visit, one callback object):
        ``make(cursor, parent's value)`` returns the cursor's value, or None to skip its subtree. ``root``
        is ``top``'s value."""
        # deferred: libclang loads its shared library on import; only the AST passes need it
        from clang import cindex

        unit = top._tu
        # The open ancestors: (raw bytes of the cursor, its value). libclang hands each child its parent
        # cursor, bit for bit the cursor it visited before, so the parent is found on this stack.
        stack: list[tuple[bytes, T]] = [(bytes(top), root)]
        failure: list[BaseException] = []

        def visit(child: Any, parent: Any, _data: Any) -> int:  # noqa: ANN401
            try:
                key = bytes(parent)
                while stack[-1][0] != key:
                    stack.pop()
                child._tu = unit  # the bindings keep the unit alive through every cursor
                value = make(child, stack[-1][1])
            except BaseException as error:  # noqa: BLE001 - raised again below, outside libclang
                failure.append(error)
                return 0  # CXChildVisit_Break
            if value is None:
                return 1  # CXChildVisit_Continue: not into its children
            stack.append((bytes(child), value))
            return 2  # CXChildVisit_Recurse

        self._bindings.clang_visitChildren(top, cindex.callbacks["cursor_visit"](visit), None)
        if failure:
            raise failure[0]
