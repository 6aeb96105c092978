"""Parse a variant with libclang into a plain tree of nodes with byte ranges (cached by content).

Walking a libclang AST through the Python bindings is slow (a call per property), and a dozen passes look at
the same variant, so the tree is built once per text: every cursor spelled in the main file becomes a
:class:`Node` holding its kind, byte range, name and name offset, type spelling, and for declarations and
references a *key* (the canonical declaration's name and offset) that links uses to declarations.

The text is written to a scratch file and parsed from disk, so byte offsets are exact for any encoding.
Extra compiler arguments come from ``REPORTSMITH_CLANG_ARGS``; csmith's runtime headers are on the include
path when installed (fuzzer programs include ``csmith.h``).
"""

from __future__ import annotations

import atexit
import hashlib
import os
import re
import shlex
import tempfile
import threading
from collections import OrderedDict, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from reportsmith.common.libclang_setup import index, parse_arguments

CPP_SUFFIXES = (".cc", ".cpp", ".cxx", ".C", ".c++", ".hpp", ".hh", ".ii")  # .ii: g++ -E output
CSMITH_INCLUDE = "/usr/include/csmith"
_REFERENCE_KINDS = {
    "DECL_REF_EXPR",
    "MEMBER_REF_EXPR",
    "TYPE_REF",
    "LABEL_REF",
    "TEMPLATE_REF",
    "NAMESPACE_REF",
}

_DECLARATION_KINDS = {
    "FUNCTION_DECL", "VAR_DECL", "PARM_DECL", "FIELD_DECL", "STRUCT_DECL", "UNION_DECL", "ENUM_DECL",
    "ENUM_CONSTANT_DECL", "TYPEDEF_DECL", "LABEL_STMT", "CLASS_DECL", "NAMESPACE", "CLASS_TEMPLATE",
    "FUNCTION_TEMPLATE", "TEMPLATE_TYPE_PARAMETER", "TEMPLATE_NON_TYPE_PARAMETER", "CXX_METHOD",
    "CONSTRUCTOR",
    "DESTRUCTOR", "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION", "TYPE_ALIAS_DECL",
}  # fmt: skip
Key = tuple[str, int]
T = TypeVar("T")


class ParseFailure(RuntimeError):
    """libclang could not parse the variant at all."""


@dataclass(eq=False, slots=True)
class Node:
    kind: str
    start: int
    end: int
    name: str
    name_at: int
    cursor: object = field(repr=False, default=None)  # the libclang cursor, for rare lazy questions
    parent: Node | None = None
    children: list[Node] = field(default_factory=list)
    key: Key | None = None  # declarations: canonical declaration (name, offset)
    ref: Key | None = None  # references: the key of what they refer to
    operator: str = ""  # operators: the operator's spelling

    @property
    def type(self) -> str:
        return self.cursor.type.spelling if self.cursor is not None else ""  # type: ignore[attr-defined]

    @property
    def type_kind(self) -> str:
        return self.cursor.type.kind.name if self.cursor is not None else ""  # type: ignore[attr-defined]

    def walk(self):  # type: ignore[no-untyped-def]
        yield self
        for child in self.children:
            yield from child.walk()

    def ancestors(self):  # type: ignore[no-untyped-def]
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def __repr__(self) -> str:
        return f"Node({self.kind} {self.name!r} {self.start}:{self.end})"


@dataclass
class Tree:
    text: bytes
    root: Node
    cpp: bool
    nodes: list[Node]  # preorder
    references: dict[Key, list[Node]]
    declarations: dict[Key, list[Node]]
    errors: int

    def of_kind(self, *kinds: str) -> list[Node]:
        return [n for n in self.nodes if n.kind in kinds]

    def uses(self, key: Key | None, *, outside: Node | None = None) -> list[Node]:
        """References to ``key``, without those inside ``outside`` (a declaration's own body)."""
        found = self.references.get(key, []) if key is not None else []
        if outside is not None:
            found = [r for r in found if not (outside.start <= r.start and r.end <= outside.end)]
        return found

    def source(self, node: Node) -> bytes:
        return self.text[node.start : node.end]


def is_cpp(file_name: str) -> bool:
    return file_name.endswith(CPP_SUFFIXES)


def arguments(cpp: bool) -> list[str]:
    args = list(parse_arguments())
    if cpp:
        args = ["-x", "c++", "-std=gnu++20", *(a for a in args if a not in ("-x", "c", "-std=gnu11"))]
    if os.path.isdir(CSMITH_INCLUDE):
        args.append(f"-I{CSMITH_INCLUDE}")
    args += shlex.split(os.environ.get("REPORTSMITH_CLANG_ARGS", ""))
    return args


class ContentCache(Generic[T]):
    """A small thread-safe LRU of values derived from a text, keyed by its SHA-256 and the language."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._values: OrderedDict[tuple[bytes, bool], T] = OrderedDict()
        self._lock = threading.Lock()

    def clear(self) -> None:
        with self._lock:
            self._values.clear()

    def get(self, text: bytes, cpp: bool, make: Callable[[], T]) -> T:
        key = (hashlib.sha256(text).digest(), cpp)
        with self._lock:
            if key in self._values:
                self._values.move_to_end(key)
                return self._values[key]
        value = make()
        with self._lock:
            self._values[key] = value
            while len(self._values) > self.size:
                self._values.popitem(last=False)
        return value


#: libclang translation units, shared by every pass looking at the same text (the tree of the AST passes,
#: the outline of the bulk passes): one parse per variant. Two, since a megabyte of C++ costs ~150 MB.
_UNITS: ContentCache[tuple[object, str]] = ContentCache(2)
_TREES: ContentCache[Tree] = ContentCache(4)
# Units must go while libclang's bindings still exist, not in interpreter teardown (their __del__ fails).
atexit.register(_UNITS.clear)


def translation_unit(text: bytes, file_name: str = "test.c") -> tuple[object, str]:
    """libclang's translation unit of ``text`` and the path it was parsed as (cached by content)."""
    cpp = is_cpp(file_name)
    suffix = os.path.splitext(os.path.basename(file_name))[1] or ".c"
    return _UNITS.get(text, cpp, lambda: _translation_unit(text, cpp, suffix))


def _translation_unit(text: bytes, cpp: bool, suffix: str) -> tuple[object, str]:
    from clang import cindex

    with tempfile.TemporaryDirectory(prefix="reportsmith-ast-") as directory:
        path = os.path.join(directory, "variant" + suffix)
        with open(path, "wb") as handle:
            handle.write(text)
        try:  # libclang keeps the file's contents: the unit stays usable after the directory is gone
            unit = index().parse(path, args=arguments(cpp), options=cindex.TranslationUnit.PARSE_INCOMPLETE)
        except cindex.TranslationUnitLoadError as error:
            raise ParseFailure(f"libclang could not parse the variant: {error}") from None
    return unit, path


def parse(text: bytes, file_name: str = "test.c") -> Tree:
    """The tree of ``text`` (cached: passes on the same variant share one parse). Raises ParseFailure."""
    return _TREES.get(text, is_cpp(file_name), lambda: _parse(text, file_name))


def _parse(text: bytes, file_name: str) -> Tree:
    from clang import cindex

    unit, path = translation_unit(text, file_name)
    errors = sum(1 for d in unit.diagnostics if d.severity >= cindex.Diagnostic.Error)  # type: ignore[attr-defined]
    builder = _Builder(text, path)
    root = Node("TRANSLATION_UNIT", 0, len(text), "", 0)
    for cursor in unit.cursor.get_children():  # type: ignore[attr-defined]
        location = cursor.location
        if location.file is not None and location.file.name == path:
            builder.add(cursor, root, top=True)
    return Tree(
        text, root, is_cpp(file_name), builder.nodes, builder.references, builder.declarations, errors
    )


def _key(cursor, path: str) -> Key | None:  # type: ignore[no-untyped-def]
    canonical = cursor.canonical
    location = canonical.location
    if location.file is None:
        return None
    offset = location.offset if location.file.name == path else -1  # declared in a header
    return (canonical.spelling, offset if offset >= 0 else hash(location.file.name) % 1000003 * -1 - 1)


class _Builder:
    def __init__(self, text: bytes, path: str) -> None:
        self.text = text
        self.path = path
        self.nodes: list[Node] = []
        self.references: dict[Key, list[Node]] = defaultdict(list)
        self.declarations: dict[Key, list[Node]] = defaultdict(list)

    def add(self, cursor, parent: Node, top: bool = False) -> None:  # type: ignore[no-untyped-def]
        extent = cursor.extent
        start, end = extent.start, extent.end
        if top and (end.file is None or end.file.name != self.path):
            return
        if end.offset < start.offset or end.offset > len(self.text):
            return  # macro expansions can have inverted ranges: not rewritable
        kind = cursor.kind
        named = kind.name in _DECLARATION_KINDS or kind.name in _REFERENCE_KINDS
        name_at = cursor.location.offset if named else start.offset
        node = Node(kind.name, start.offset, end.offset, cursor.spelling or "", name_at, cursor, parent)
        parent.children.append(node)
        self.nodes.append(node)
        if kind.name in _DECLARATION_KINDS:
            node.key = _key(cursor, self.path)
            if node.key is not None:
                self.declarations[node.key].append(node)
        elif kind.name in _REFERENCE_KINDS or kind.name == "CALL_EXPR":
            referenced = cursor.referenced
            if referenced is not None and kind.name != "CALL_EXPR":
                node.ref = _key(referenced, self.path)
                if node.ref is not None:
                    self.references[node.ref].append(node)
            elif referenced is not None:
                node.ref = _key(referenced, self.path)
        for child in cursor.get_children():
            self.add(child, node)
        if kind.name in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR", "UNARY_OPERATOR"):
            node.operator = _operator(node, self.text)


def _operator(node: Node, text: bytes) -> str:
    """The operator's spelling, read from the text between (binary) or around (unary) the operands."""
    children = node.children
    if not children:
        return ""
    if node.kind == "UNARY_OPERATOR":
        child = children[0]
        spelled = text[node.start : child.start] if child.start > node.start else text[child.end : node.end]
    elif len(children) == 2:
        spelled = text[children[0].end : children[1].start]
    else:
        return ""
    spelled = _COMMENT.sub(b" ", spelled).strip()
    return spelled.decode("latin-1")


_COMMENT = re.compile(rb"/\*.*?\*/|//[^\n]*", re.DOTALL)
