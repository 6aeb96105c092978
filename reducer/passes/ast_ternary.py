"""Simplify a conditional expression ``c ? a : b`` to ``a`` or to ``b``."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-ternary")
class Ternary(AstPass):
    name = "ast-ternary"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for node in tree.of_kind("CONDITIONAL_OPERATOR"):
            if len(node.children) != 3:
                continue
            for name, branch in zip(("then", "else"), node.children[1:], strict=True):
                yield name, Edit.replace(node.start, node.end, tree.source(branch))
