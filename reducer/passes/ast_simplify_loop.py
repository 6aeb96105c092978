"""Simplify a loop (for, while, do): replace it by its body run once; a for loop keeps its init first."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import with_semicolon
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


def for_init(text: bytes, loop: Node) -> bytes:
    """The text before the first top-level ``;`` of a for header (``for (INIT; ...)``)."""
    opening = text.index(b"(", loop.start)
    depth = 0
    for position in range(opening, loop.end):
        byte = text[position : position + 1]
        if byte == b"(":
            depth += 1
        elif byte == b")":
            depth -= 1
        elif byte == b";" and depth == 1:
            return text[opening + 1 : position].strip()
    return b""


@register("ast-simplify-loop")
class SimplifyLoop(AstPass):
    name = "ast-simplify-loop"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for loop in tree.of_kind("FOR_STMT", "WHILE_STMT", "DO_STMT"):
            if not loop.children:
                continue
            block = loop.children[0] if loop.kind == "DO_STMT" else loop.children[-1]
            end = with_semicolon(text, loop.end)
            kept = text[block.start : with_semicolon(text, block.end)]
            if loop.kind == "FOR_STMT":
                init = for_init(text, loop)
                if init:
                    yield "init+body", Edit.replace(loop.start, end, init + b"; " + kept)
            yield "body", Edit.replace(loop.start, end, kept)
