"""Top-down arithmetic minimisation ("Random Testing of Arithmetic Optimization" §5 (2)): replace an operation
by one of its operands — ``(x1 + x2) / x1`` by ``x1 + x2`` or ``x1``; a unary operation or a cast by its
operand. Outer operations come first (preorder), so one success removes a whole subtree."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

NOT_ARITHMETIC = {",", "=", ""}
UNARY = {"-", "+", "~", "!"}


@register("arith-operand")
class Operand(AstPass):
    name = "arith-operand"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for node in tree.nodes:
            if (
                node.kind == "BINARY_OPERATOR"
                and node.operator not in NOT_ARITHMETIC
                and len(node.children) == 2
            ):
                for side, operand in zip(("left", "right"), node.children, strict=True):
                    yield (
                        f"{node.operator} -> {side}",
                        Edit.replace(node.start, node.end, tree.source(operand)),
                    )
            elif node.kind == "UNARY_OPERATOR" and node.operator in UNARY and node.children:
                yield (
                    f"{node.operator}x -> x",
                    Edit.replace(node.start, node.end, tree.source(node.children[0])),
                )
            elif node.kind == "CSTYLE_CAST_EXPR" and node.children:
                operand = node.children[-1]
                if operand.start > node.start:
                    yield "cast -> operand", Edit.replace(node.start, node.end, tree.source(operand))
