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
from reportsmith.reducer.clang.cursors import CursorFacts
from reportsmith.reducer.errors import ParseFailure

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
    # deferred: libclang loads its shared library on import; only the AST passes need it
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
    # deferred: libclang loads its shared library on import; only the AST passes need it
    from clang import cindex

    unit, path = translation_unit(text, file_name)
    errors = sum(1 for d in unit.diagnostics if d.severity >= cindex.Diagnostic.Error)  # type: ignore[attr-defined]
    root = Node("TRANSLATION_UNIT", 0, len(text), "", 0)
    builder = _Builder(text, CursorFacts(unit, path), root)
    builder.facts.walk(unit.cursor, root, builder.node)  # type: ignore[attr-defined]
    for node in builder.nodes:  # operands first: the operator is read between them
        if node.kind in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR", "UNARY_OPERATOR"):
            node.operator = _operator(node, text)
    return Tree(
        text, root, is_cpp(file_name), builder.nodes, builder.references, builder.declarations, errors
    )


class _Builder:
    """Turns the cursors spelled in the main file into :class:`Node`s, linking uses to declarations."""

    def __init__(self, text: bytes, facts: CursorFacts, root: Node) -> None:
        self.text = text
        self.facts = facts
        self.root = root
        self.nodes: list[Node] = []
        self.references: dict[Key, list[Node]] = defaultdict(list)
        self.declarations: dict[Key, list[Node]] = defaultdict(list)

    def key(self, cursor) -> Key | None:  # type: ignore[no-untyped-def]
        """The canonical declaration's (name, offset); declarations in a header get a negative offset."""
        canonical = self.facts.canonical(cursor)
        if canonical is None:
            return None
        file, offset = self.facts.location(canonical)
        if file is None:
            return None
        if file != self.facts.main_file:  # declared in a header
            offset = hash(self.facts.file_name(file)) % 1000003 * -1 - 1
        return (self.facts.spelling(canonical), offset)

    def node(self, cursor, parent: Node) -> Node | None:  # type: ignore[no-untyped-def]
        """The node of ``cursor`` under ``parent``, or None to leave it and its subtree out (declarations
        from headers; inverted ranges)."""
        facts = self.facts
        _, start, end_file, end = facts.extent(cursor)
        if parent is self.root:  # top level: only what the main file declares
            main = facts.main_file
            if main is None or facts.location(cursor)[0] != main or end_file != main:
                return None
        if end < start or end > len(self.text):
            return None  # macro expansions can have inverted ranges: not rewritable
        kind = facts.kind_name(cursor)
        declaration, reference = kind in _DECLARATION_KINDS, kind in _REFERENCE_KINDS
        name_at = facts.location(cursor)[1] if declaration or reference else start
        node = Node(kind, start, end, facts.spelling(cursor), name_at, cursor, parent)
        parent.children.append(node)
        self.nodes.append(node)
        if declaration:
            node.key = self.key(cursor)
            if node.key is not None:
                self.declarations[node.key].append(node)
        elif reference or kind == "CALL_EXPR":
            referenced = facts.referenced(cursor)
            if referenced is not None:
                node.ref = self.key(referenced)
                if node.ref is not None and reference:
                    self.references[node.ref].append(node)
        return node


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
