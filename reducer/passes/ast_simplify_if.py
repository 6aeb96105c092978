"""Simplify an if statement: replace it by its then-branch, or by its else-branch."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import with_semicolon
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-simplify-if")
class SimplifyIf(AstPass):
    name = "ast-simplify-if"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for node in tree.of_kind("IF_STMT"):
            if len(node.children) < 2 or node.children[0].kind == "DECL_STMT":
                continue
            end = with_semicolon(text, node.end)
            branches = node.children[1:3]
            for name, branch in zip(("then", "else"), branches, strict=False):
                kept = text[branch.start : with_semicolon(text, branch.end)]
                yield name, Edit.replace(node.start, end, kept)
