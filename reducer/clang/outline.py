"""A shallow outline of a C/C++ file: its declarations at namespace and class scope, with byte ranges.

The bulk passes (``passes/bulk.py``) need, on a file of a megabyte of preprocessed C++, only where each
declaration is, what it is called, and where the body of each function definition lies — not the statements
inside. :func:`outline` walks libclang's cursors through namespaces, ``extern "C"`` blocks and classes but
never into function bodies, which keeps the walk to a few thousand cursors where :func:`tree.parse` visits
every expression (minutes of Python on such a file). One libclang parse per text, cached by content, so every
bulk pass of a round looking at the same text shares it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from reportsmith.reducer.clang.text import with_semicolon
from reportsmith.reducer.clang.tree import ContentCache, is_cpp, translation_unit

_SCOPES = {"NAMESPACE", "LINKAGE_SPEC", "UNEXPOSED_DECL"}
_CLASSES = {
    "STRUCT_DECL", "CLASS_DECL", "UNION_DECL", "CLASS_TEMPLATE", "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION",
}  # fmt: skip
_FUNCTIONS = {
    "FUNCTION_DECL", "CXX_METHOD", "FUNCTION_TEMPLATE", "CONSTRUCTOR", "DESTRUCTOR", "CONVERSION_FUNCTION",
}  # fmt: skip
_OTHER_DECLARATIONS = {"STATIC_ASSERT", "USING_DIRECTIVE", "USING_DECLARATION", "NAMESPACE_ALIAS"}
_NEEDS_BODY = re.compile(rb"\b(consteval|auto)\b")
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


_OUTLINES: ContentCache[Outline] = ContentCache(4)


def outline(text: bytes, file_name: str = "test.c") -> Outline:
    """The outline of ``text`` (cached by content). Raises ParseFailure when libclang cannot parse it."""
    return _OUTLINES.get(text, is_cpp(file_name), lambda: _outline(text, file_name))


def _outline(text: bytes, file_name: str) -> Outline:
    unit, path = translation_unit(text, file_name)
    decls: list[Decl] = []
    _walk(unit.cursor, "file", text, path, decls)  # type: ignore[attr-defined]
    return Outline(text, tuple(decls))


def _walk(cursor, scope: str, text: bytes, path: str, out: list[Decl]) -> None:  # type: ignore[no-untyped-def]
    mine: list[Decl] = []
    nested: list[Decl] = []
    for child in cursor.get_children():
        extent = child.extent
        if extent.start.file is None or extent.start.file.name != path or extent.end.file is None:
            continue
        start, end = extent.start.offset, extent.end.offset
        kind = child.kind.name
        if end <= start or end > len(text) or not _is_declaration(kind):
            continue  # macro expansions can have inverted ranges; template parameters, bases, attributes
        if kind == "UNEXPOSED_DECL" and not text.startswith(b'extern "', start):
            kind = "UNEXPOSED_DECL"  # a variable template, an explicit instantiation: a plain declaration
        elif kind in _SCOPES:
            inner: list[Decl] = []
            _walk(child, "namespace", text, path, inner)
            if kind != "NAMESPACE" and b"{" not in text[start : inner[0].start if inner else end]:
                # `extern "C++" void f();`: the linkage goes with its one declaration
                inner = [replace(d, start=start) if d.start == inner[0].start else d for d in inner]
            nested.extend(inner)
            if kind == "NAMESPACE":
                mine.append(Decl(kind, child.spelling or "", start, with_semicolon(text, end), scope))
            continue
        body, out_of_line = _body(child, kind, text) if kind in _FUNCTIONS else (None, False)
        owner = child.semantic_parent.spelling if out_of_line else ""
        start = _prefix_start(text, start)
        full_end = end if text[end - 1 : end] == b"}" and kind in _FUNCTIONS else _declaration_end(text, end)
        members = tuple(c.spelling for c in child.get_children()) if kind == "ENUM_DECL" else ()
        mine.append(
            Decl(kind, child.spelling or "", start, full_end, scope, body, out_of_line, members, owner)
        )
        if kind in _CLASSES:
            _walk(child, "class", text, path, nested)
    out.extend(_fold_contained(mine) + nested)


def _fold_contained(decls: list[Decl]) -> list[Decl]:
    """``typedef struct S {...} T;`` and ``struct S {...} v;`` are one declaration statement holding two
    declarations: the inner one is folded into the outer (its name kept among the outer's members), since
    removing it alone would leave half a statement."""
    folded: list[Decl] = []
    for decl in decls:
        if folded and decl.start <= folded[-1].start and folded[-1].end <= decl.end:
            inner = folded.pop()
            decl = replace(decl, members=(*decl.members, inner.name, *inner.members))
        folded.append(decl)
    return folded


def _prefix_start(text: bytes, start: int) -> int:
    """``start`` moved back over what libclang leaves out of a declaration's extent: ``[[attributes]]``,
    ``__extension__``, and the outer ``template <...>`` of a member template defined outside its class."""
    while True:
        before = text[:start].rstrip()
        if before.endswith(b"]]") and before.rfind(b"[[") >= 0:
            start = before.rfind(b"[[")
        elif before.endswith(b"__extension__"):
            start = len(before) - len(b"__extension__")
        elif before.endswith(b">") and (opening := _template_header(before)) is not None:
            start = opening
        else:
            return start


def _template_header(before: bytes) -> int | None:
    """Where ``template <...>`` ending ``before`` starts, if it does."""
    depth = 0
    for position in range(len(before) - 1, max(-1, len(before) - 2048), -1):
        byte = before[position : position + 1]
        if byte == b">":
            depth += 1
        elif byte == b"<":
            depth -= 1
            if depth == 0:
                head = before[:position].rstrip()
                return len(head) - len(b"template") if head.endswith(b"template") else None
    return None


def _declaration_end(text: bytes, end: int) -> int:
    """The end of a declaration without a body, after its ``;``: libclang's extent stops before ``= delete``,
    ``= 0`` or trailing ``__attribute__((...))``. Stays at ``end`` (plus a ``;``) when a brace comes first."""
    depth = 0
    for position in range(end, min(len(text), end + 4096)):
        byte = text[position : position + 1]
        if byte in (b"(", b"["):
            depth += 1
        elif byte in (b")", b"]"):
            depth -= 1
        elif depth == 0 and byte in (b"{", b"}"):
            break
        elif depth == 0 and byte == b";":
            return position + 1
    return with_semicolon(text, end)


def _is_declaration(kind: str) -> bool:
    return (
        kind in _SCOPES
        or kind in _CLASSES
        or kind in _FUNCTIONS
        or kind in _OTHER_DECLARATIONS
        or (kind.endswith("_DECL") and kind not in ("PARM_DECL",))
    )


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
    constexpr_constructor = (
        kind == "CONSTRUCTOR" and b"constexpr" in text[cursor.extent.start.offset : body_start]
    )
    if constexpr_constructor or _NEEDS_BODY.search(text, cursor.extent.start.offset, cursor.location.offset):
        return None, out_of_line  # a constexpr or deduced-return function is useless without its body
    while body_start > head_end + 1 and text[body_start - 1 : body_start] in (b" ", b"\t", b"\n"):
        body_start -= 1  # `int f();`, not `int f() ;`
    return (body_start, body_end), out_of_line
