"""Simplify a comma expression ``a, b``: keep only ``b`` (its value) or only ``a``."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-comma")
class Comma(AstPass):
    name = "ast-comma"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for node in tree.of_kind("BINARY_OPERATOR"):
            if node.operator != "," or len(node.children) != 2:
                continue
            left, right = node.children
            yield "right", Edit.replace(node.start, node.end, tree.source(right))
            yield "left", Edit.replace(node.start, node.end, tree.source(left))
