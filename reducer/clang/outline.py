"""A shallow outline of a C/C++ file: its declarations at namespace and class scope, with byte ranges.

The bulk passes (``passes/bulk.py``) need, on a file of a megabyte of preprocessed C++, only where each
declaration is, what it is called, and where the body of each function definition lies — not the statements
inside. :func:`outline` walks libclang's cursors through namespaces, ``extern "C"`` blocks and classes but
never into function bodies, which keeps the walk to a few thousand cursors where :func:`tree.parse` visits
every expression (minutes of Python on such a file). One libclang parse per text, cached by content, so every
bulk pass of a round looking at the same text shares it.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import threading
from collections import OrderedDict
from dataclasses import dataclass

from reportsmith.common.libclang_setup import index
from reportsmith.reducer.clang.text import with_semicolon
from reportsmith.reducer.clang.tree import ParseFailure, arguments, is_cpp

_SCOPES = {"NAMESPACE", "LINKAGE_SPEC", "UNEXPOSED_DECL"}
_CLASSES = {
    "STRUCT_DECL", "CLASS_DECL", "UNION_DECL", "CLASS_TEMPLATE", "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION",
}  # fmt: skip
_FUNCTIONS = {
    "FUNCTION_DECL", "CXX_METHOD", "FUNCTION_TEMPLATE", "CONSTRUCTOR", "DESTRUCTOR", "CONVERSION_FUNCTION",
}  # fmt: skip
#: A single ``:`` (not half of ``::``): the start of a constructor's member-initializer list.
_LONE_COLON = re.compile(rb"(?<!:):(?!:)")


@dataclass(frozen=True, slots=True)
class Decl:
    """One declaration at namespace or class scope.

    ``start``/``end`` cover the whole declaration with its template header and its ``;``. For a function
    definition ``body`` is the span that turning it into a declaration replaces by ``;`` (the ``{...}``, and a
    constructor's ``: member(init)`` list before it); ``out_of_line`` marks a definition outside its class
    (``void C::f() {...}``), which cannot become a declaration and is removed whole instead."""

    kind: str
    name: str
    start: int
    end: int
    scope: str  # "file", "namespace" or "class"
    body: tuple[int, int] | None = None
    out_of_line: bool = False
    members: tuple[str, ...] = ()  # an enum's constants: names it declares besides its own
    owner: str = ""  # an out-of-line definition's class (``C`` of ``void C::f() {...}``)


@dataclass(frozen=True)
class Outline:
    text: bytes
    decls: tuple[Decl, ...]


_CACHE: OrderedDict[tuple[bytes, bool], Outline] = OrderedDict()
_LOCK = threading.Lock()
_CACHE_SIZE = 4


def outline(text: bytes, file_name: str = "test.c") -> Outline:
    """The outline of ``text`` (cached by content). Raises ParseFailure when libclang cannot parse it."""
    cpp = is_cpp(file_name)
    key = (hashlib.sha256(text).digest(), cpp)
    with _LOCK:
        if key in _CACHE:
            _CACHE.move_to_end(key)
            return _CACHE[key]
    found = _outline(text, cpp, os.path.splitext(os.path.basename(file_name))[1] or ".c")
    with _LOCK:
        _CACHE[key] = found
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return found


def _outline(text: bytes, cpp: bool, suffix: str) -> Outline:
    from clang import cindex

    with tempfile.TemporaryDirectory(prefix="reportsmith-outline-") as directory:
        path = os.path.join(directory, "variant" + suffix)
        with open(path, "wb") as handle:
            handle.write(text)
        try:
            unit = index().parse(path, args=arguments(cpp), options=cindex.TranslationUnit.PARSE_INCOMPLETE)
        except cindex.TranslationUnitLoadError as error:
            raise ParseFailure(f"libclang could not parse the variant: {error}") from None
        decls: list[Decl] = []
        _walk(unit.cursor, "file", text, path, decls)
    return Outline(text, tuple(decls))


def _walk(cursor, scope: str, text: bytes, path: str, out: list[Decl]) -> None:  # type: ignore[no-untyped-def]
    for child in cursor.get_children():
        extent = child.extent
        if extent.start.file is None or extent.start.file.name != path or extent.end.file is None:
            continue
        start, end = extent.start.offset, extent.end.offset
        if end <= start or end > len(text):
            continue  # macro expansions can have inverted ranges
        kind = child.kind.name
        if kind in _SCOPES:
            _walk(child, "namespace", text, path, out)
            if kind == "NAMESPACE":
                out.append(Decl(kind, child.spelling or "", start, with_semicolon(text, end), scope))
            continue
        body, out_of_line = _body(child, kind, text) if kind in _FUNCTIONS else (None, False)
        owner = child.semantic_parent.spelling if out_of_line else ""
        full_end = end if text[end - 1 : end] == b"}" and kind in _FUNCTIONS else with_semicolon(text, end)
        members = tuple(c.spelling for c in child.get_children()) if kind == "ENUM_DECL" else ()
        out.append(Decl(kind, child.spelling or "", start, full_end, scope, body, out_of_line, members, owner))
        if kind in _CLASSES:
            _walk(child, "class", text, path, out)


def _body(cursor, kind: str, text: bytes) -> tuple[tuple[int, int] | None, bool]:  # type: ignore[no-untyped-def]
    """The replaceable body of a function definition (None for a declaration) and whether it is defined
    outside its class."""
    children = list(cursor.get_children())
    if not children or children[-1].kind.name != "COMPOUND_STMT":
        return None, False
    body_start, body_end = children[-1].extent.start.offset, children[-1].extent.end.offset
    out_of_line = cursor.semantic_parent != cursor.lexical_parent
    head_end = max((c.extent.end.offset for c in children[:-1] if c.kind.name == "PARM_DECL"), default=-1)
    if head_end < 0:
        head_end = text.find(b")", cursor.location.offset, body_start)
    if 0 <= head_end < body_start:
        colon = _LONE_COLON.search(text, head_end, body_start)
        if colon is not None and kind in ("CONSTRUCTOR", "FUNCTION_TEMPLATE"):
            body_start = colon.start()
    while body_start > head_end + 1 and text[body_start - 1 : body_start] in (b" ", b"\t", b"\n"):
        body_start -= 1  # `int f();`, not `int f() ;`
    return (body_start, body_end), out_of_line
