"""Reduce an array's dimension by one: ``int a[2][3] = {{1,2,3},{4,5,6}}; a[i][j]`` becomes
``int a[2] = {1,4}; a[i]``. Only when every use subscripts all dimensions."""

from __future__ import annotations

import re
from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, strip_through
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

_DIMENSIONS = re.compile(rb"(\s*\[[^\]]*\])+")


def _innermost_lists(node: Node, depth: int) -> list[Node]:
    if depth == 0:
        return [node]
    return [n for c in node.children if c.kind == "INIT_LIST_EXPR" for n in _innermost_lists(c, depth - 1)]


@register("ast-array-dimension")
class ArrayDimension(AstPass):
    name = "ast-array-dimension"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for var in tree.of_kind("VAR_DECL"):
            if var.type_kind != "CONSTANTARRAY" or var.key is None:
                continue
            dims = var.type.count("[")
            match = _DIMENSIONS.match(text, var.name_at + len(var.name.encode()))
            if dims < 2 or match is None:
                continue
            last = text.rindex(b"[", match.start(), match.end())
            replacements = [(last, match.end(), b"")]
            for use in tree.uses(var.key):
                chain = [use]
                while (
                    parent := strip_through(chain[-1])
                ) is not None and parent.kind == "ARRAY_SUBSCRIPT_EXPR":
                    if not parent.children or not (
                        parent.children[0].start <= use.start < parent.children[0].end
                    ):
                        break
                    chain.append(parent)
                if len(chain) - 1 != dims:
                    break
                replacements.append((chain[-2].end, chain[-1].end, b""))
            else:
                inits = [c for c in var.children if c.kind == "INIT_LIST_EXPR"]
                for init in inits:
                    for inner in _innermost_lists(init, dims - 1):
                        first = tree.source(inner.children[0]) if inner.children else b"0"
                        replacements.append((inner.start, inner.end, first))
                edit = edit_of(replacements)
                if edit is not None:
                    yield var.name, edit
