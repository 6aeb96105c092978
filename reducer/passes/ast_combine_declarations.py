"""Combine two adjacent declarations with the same type specifiers: ``int a = 1;\nint b;`` becomes
``int a = 1, b;`` (locals in one block, or globals)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import declarator_start, with_semicolon
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


def _single_variable(node: Node) -> Node | None:
    if node.kind == "VAR_DECL":
        return node
    if node.kind == "DECL_STMT" and len(node.children) == 1 and node.children[0].kind == "VAR_DECL":
        return node.children[0]
    return None


@register("ast-combine-declarations")
class CombineDeclarations(AstPass):
    name = "ast-combine-declarations"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for block in [tree.root, *tree.of_kind("COMPOUND_STMT")]:
            for first, second in zip(block.children, block.children[1:], strict=False):
                a, b = _single_variable(first), _single_variable(second)
                if a is None or b is None or first.start == second.start:
                    continue
                specifiers = text[a.start : declarator_start(text, a)].strip()
                if not specifiers or specifiers != text[b.start : declarator_start(text, b)].strip():
                    continue
                semicolon = with_semicolon(text, a.end)
                if semicolon == a.end or text[semicolon : second.start].strip():
                    continue  # something (a comment, a directive) between them
                yield f"{a.name}+{b.name}", Edit.replace(a.end, declarator_start(text, b), b", ")
