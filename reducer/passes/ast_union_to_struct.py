"""Turn a union into a struct: the ``union`` keyword of its definition and of every ``union TAG`` use.
(One byte longer, so the pass may grow the text; it can apply only once per union, so it terminates.)"""

from __future__ import annotations

import re
from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit, Replacement
from reportsmith.reducer.passes import register


@register("ast-union-to-struct")
class UnionToStruct(AstPass):
    name = "ast-union-to-struct"
    grows = True

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        tags = []
        for union in tree.of_kind("UNION_DECL"):
            if union.name and union.name not in tags and not union.name.startswith("union "):
                tags.append(union.name)
        for tag in tags:
            pattern = re.compile(rb"\bunion(\s+" + re.escape(tag.encode()) + rb")\b")
            uses = list(pattern.finditer(tree.text))
            if uses:
                yield tag, Edit.of(Replacement(m.start(), m.start() + 5, b"struct") for m in uses)
