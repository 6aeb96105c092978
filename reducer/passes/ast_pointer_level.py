"""Reduce a pointer variable's indirection level by one: ``int *p = &x; *p = 1;`` becomes
``int p = x; p = 1;``. Only when every use is a dereference (``*p``, ``p->f``) or an assignment of an
address (``p = &y``), so each use has a direct rewrite."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, initializer, strip_through, unwrap
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


def _address_of(node: Node) -> Node | None:
    node = unwrap(node)
    while node.kind == "PAREN_EXPR" and node.children:
        node = unwrap(node.children[0])
    return node if node.kind == "UNARY_OPERATOR" and node.operator == "&" and node.children else None


def _use_rewrite(tree: Tree, use: Node) -> list[tuple[int, int, bytes]] | None:
    text = tree.text
    if use.kind == "MEMBER_REF_EXPR":
        return None
    parent = strip_through(use)
    if parent is None:
        return None
    if parent.kind == "UNARY_OPERATOR" and parent.operator == "*":
        return [(parent.start, parent.children[0].start, b"")]
    if parent.kind == "MEMBER_REF_EXPR" and text.find(b"->", use.end, parent.end) >= 0:
        arrow = text.find(b"->", use.end, parent.end)
        return [(arrow, arrow + 2, b".")]
    if parent.kind == "BINARY_OPERATOR" and parent.operator == "=" and len(parent.children) == 2:
        left, right = parent.children
        address = _address_of(right)
        if left.start <= use.start and use.end <= left.end and address is not None:
            return [(address.start, address.children[0].start, b"")]
    return None


@register("ast-pointer-level")
class PointerLevel(AstPass):
    name = "ast-pointer-level"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for var in tree.of_kind("VAR_DECL"):
            if var.type_kind != "POINTER" or var.key is None or len(tree.declarations[var.key]) != 1:
                continue
            star = var.name_at - 1
            while star > var.start and text[star : star + 1] in (b" ", b"\t"):
                star -= 1
            if text[star : star + 1] != b"*":
                continue
            replacements = [(star, star + 1, b"")]
            found = initializer(text, var)
            if found is not None:
                address = _address_of(found)
                if address is None:
                    continue
                replacements.append((address.start, address.children[0].start, b""))
            for use in tree.uses(var.key):
                rewrite = _use_rewrite(tree, use)
                if rewrite is None:
                    break
                replacements += rewrite
            else:
                edit = edit_of(replacements)
                if edit is not None:
                    yield var.name, edit
