"""Reduce an array's size to one element: ``int a[10];`` becomes ``int a[1];`` (the first dimension)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

_DIMENSION = re.compile(rb"\s*\[\s*([^\]]+?)\s*\]")


@register("ast-array-size")
class ArraySize(AstPass):
    name = "ast-array-size"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for var in tree.of_kind("VAR_DECL", "FIELD_DECL"):
            if var.type_kind != "CONSTANTARRAY":
                continue
            match = _DIMENSION.match(tree.text, var.name_at + len(var.name.encode()))
            if match is None or match.group(1) == b"1":
                continue
            yield var.name, Edit.replace(match.start(1), match.end(1), b"1")
