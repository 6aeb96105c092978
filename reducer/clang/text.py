"""Byte-range helpers for AST passes: spans of declarations with their ``;``, list elements with their comma,
fresh short names. All work on the original bytes; nothing is pretty-printed."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence

from reportsmith.reducer.clang.tree import Key, Node, Tree
from reportsmith.reducer.edits import Edit, Replacement
from reportsmith.reducer.lexer import code_tokens

_SPACE = b" \t\r\f\v"


def skip_space(text: bytes, position: int) -> int:
    while position < len(text) and text[position] in b" \t\r\n\f\v":
        position += 1
    return position


def with_semicolon(text: bytes, end: int) -> int:
    """``end`` extended over a following ``;`` (and the blanks before it), if there is one."""
    after = skip_space(text, end)
    return after + 1 if text[after : after + 1] == b";" else end


def line_tail(text: bytes, end: int) -> int:
    """``end`` extended over trailing blanks and one newline, so a removed line leaves no blank line."""
    position = end
    while position < len(text) and text[position] in _SPACE:
        position += 1
    if text[position : position + 1] == b"\n":
        return position + 1
    return end


def statement_span(text: bytes, node: Node) -> tuple[int, int]:
    """The bytes of a declaration or statement ``node`` with its ``;`` and the rest of its line."""
    return node.start, line_tail(text, with_semicolon(text, node.end))


def element_span(elements: Sequence[Node], index: int) -> tuple[int, int]:
    """What to delete to drop ``elements[index]`` from a comma-separated list (with one comma)."""
    if index + 1 < len(elements):
        return elements[index].start, elements[index + 1].start
    if index > 0:
        return elements[index - 1].end, elements[index].end
    return elements[index].start, elements[index].end


def identifiers(text: bytes) -> set[bytes]:
    return {t.text for t in code_tokens(text) if t.kind == "ident"}


def short_names(taken: set[bytes]) -> Iterator[bytes]:
    """``a``, ``b``, ... ``z``, ``aa``, ... skipping names in ``taken`` (and keywords, which the lexer
    reports as identifiers too, so they are in ``taken`` whenever they are used)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    for length in itertools.count(1):
        for letters_ in itertools.product(letters, repeat=length):
            name = "".join(letters_).encode()
            if name not in taken and name not in _RESERVED:
                yield name


_RESERVED = {
    b"do",
    b"if",
    b"for",
    b"int",
    b"asm",
    b"auto",
    b"char",
    b"case",
    b"else",
    b"enum",
    b"goto",
    b"long",
}
_WORD = re.compile(rb"[A-Za-z_]\w*")


def name_range(text: bytes, node: Node) -> tuple[int, int] | None:
    """The bytes of ``node``'s name at its location, or None when the text there is not the name (a macro)."""
    name = node.name.split()[-1].encode() if node.name else b""
    if not name:
        return None
    match = _WORD.match(text, node.name_at)
    if match is None or match.group() != name:
        return None
    return match.start(), match.end()


def declarator_start(text: bytes, node: Node) -> int:
    """Where the declarator of a declaration begins: its name, or the ``*``/``(`` in front of it."""
    position = node.name_at
    while position > node.start and text[position - 1 : position] in (b"*", b" ", b"\t", b"\n", b"("):
        position -= 1
    return skip_space(text, position)


def siblings_sharing_start(node: Node) -> list[Node]:
    """The declarations of one statement: ``int a, b;`` gives two VAR_DECLs starting at ``int``."""
    parent = node.parent
    if parent is None:
        return [node]
    return [n for n in parent.children if n.start == node.start and n.kind == node.kind]


def declaration_removal(text: bytes, node: Node) -> tuple[int, int]:
    """What to delete to remove one declared entity: the whole statement when it declares only this one,
    else just this declarator with one comma."""
    group = siblings_sharing_start(node)
    if len(group) == 1:
        owner = node.parent if node.parent is not None and node.parent.kind == "DECL_STMT" else node
        return statement_span(text, owner)
    index = group.index(node)
    if index + 1 < len(group):
        return declarator_start(text, node), declarator_start(text, group[index + 1])
    return group[index - 1].end, node.end


def edit_of(replacements: list[tuple[int, int, bytes]]) -> Edit | None:
    """An edit from (start, end, new) triples; replacements inside a deleted or replaced range are dropped
    (nested opportunities). None when two replacements partly overlap (no well-formed edit)."""
    kept: list[tuple[int, int, bytes]] = []
    for start, end, new in sorted(set(replacements), key=lambda r: (r[0], -r[1])):
        if kept and start >= kept[-1][0] and end <= kept[-1][1] and (start, end) != kept[-1][:2]:
            continue
        if kept and start < kept[-1][1]:
            return None
        if kept and (start, end) == kept[-1][:2]:
            continue
        kept.append((start, end, new))
    return Edit.of(Replacement(s, e, n) for s, e, n in kept) if kept else None


def strip_through(node: Node, kinds: tuple[str, ...] = ("UNEXPOSED_EXPR", "PAREN_EXPR")) -> Node:
    """``node``'s parent skipping implicit wrappers (the parent that gives the use its meaning)."""
    parent = node.parent
    while parent is not None and parent.kind in kinds:
        parent = parent.parent
    return parent  # type: ignore[return-value]


def unwrap(node: Node) -> Node:
    """``node`` with implicit wrappers (UNEXPOSED_EXPR) peeled off."""
    while node.kind == "UNEXPOSED_EXPR" and len(node.children) == 1:
        node = node.children[0]
    return node


def callee_call(reference: Node) -> Node | None:
    """The CALL_EXPR when ``reference`` is its callee, else None (the function's address is taken)."""
    parent = strip_through(reference)
    if parent is not None and parent.kind == "CALL_EXPR" and parent.children:
        callee = parent.children[0]
        if callee.start <= reference.start and reference.end <= callee.end:
            return parent
    return None


def function_parts(tree: Tree, key: Key) -> tuple[list[Node], Node | None]:
    """All declarations of function ``key`` and its definition (the one with a body), if any."""
    decls = [d for d in tree.declarations.get(key, []) if d.kind == "FUNCTION_DECL"]
    definition = next((d for d in decls if any(c.kind == "COMPOUND_STMT" for c in d.children)), None)
    return decls, definition


def body(function: Node) -> Node | None:
    return next((c for c in function.children if c.kind == "COMPOUND_STMT"), None)


def top_functions(tree: Tree) -> list[tuple[Key, list[Node], Node | None]]:
    """Functions declared at file scope in the main file, in order of first declaration."""
    seen: dict[Key, None] = {}
    for node in tree.root.children:
        if node.kind == "FUNCTION_DECL" and node.key is not None:
            seen.setdefault(node.key)
    return [(key, *function_parts(tree, key)) for key in seen]


def template_arguments(text: bytes, position: int) -> tuple[int, int, list[tuple[int, int]]] | None:
    """The ``<...>`` argument list starting at ``position`` (after blanks): its bounds and the byte range of
    each top-level argument; None when there is none."""
    opening = skip_space(text, position)
    if text[opening : opening + 1] != b"<":
        return None
    depth, start, arguments = 0, opening + 1, []
    for index in range(opening, len(text)):
        byte = text[index : index + 1]
        if byte in (b"<", b"(", b"["):
            depth += 1
        elif byte in (b">", b")", b"]"):
            depth -= 1
            if depth == 0:
                if text[start:index].strip():
                    arguments.append((start, index))
                return opening, index + 1, arguments
        elif byte == b"," and depth == 1:
            arguments.append((start, index))
            start = index + 1
    return None


def initializer(text: bytes, variable: Node) -> Node | None:
    """The initializer of a variable declaration (not the array size or a type reference), if any."""
    equals = text.find(b"=", variable.name_at, variable.end)
    if equals < 0:
        return None
    return next((c for c in variable.children if c.start > equals), None)
