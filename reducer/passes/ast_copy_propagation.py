"""Copy propagation: a variable initialised with a constant or another variable and never written again has
each use replaced by that initialiser (``int a = b; f(a);`` becomes ``int a = b; f(b);``)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, initializer, strip_through, unwrap
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

SIMPLE = ("INTEGER_LITERAL", "DECL_REF_EXPR", "FLOATING_LITERAL", "CHARACTER_LITERAL")


def is_written(use: Node) -> bool:
    parent = strip_through(use)
    if parent is None:
        return False
    if parent.kind == "UNARY_OPERATOR" and parent.operator in ("&", "++", "--"):
        return True
    if parent.kind in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR") and parent.children:
        left = parent.children[0]
        is_left = left.start <= use.start and use.end <= left.end
        return is_left and (parent.kind == "COMPOUND_ASSIGNMENT_OPERATOR" or parent.operator == "=")
    return False


@register("ast-copy-propagation")
class CopyPropagation(AstPass):
    name = "ast-copy-propagation"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for var in tree.of_kind("VAR_DECL"):
            found = initializer(tree.text, var)
            if var.key is None or found is None:
                continue
            value = unwrap(found)
            if value.kind not in SIMPLE or value.ref == var.key:
                continue
            uses = tree.uses(var.key)
            if not uses or any(is_written(u) for u in uses):
                continue
            source = tree.source(value)
            if value.kind == "INTEGER_LITERAL" and source.startswith(b"-"):
                source = b"(" + source + b")"
            edit = edit_of([(u.start, u.end, source) for u in uses])
            if edit is not None:
                yield var.name, edit
