"""C++: remove a base class from a class's base list (the whole ``: public B`` when it is the only one)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import element_span
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-cxx-base-class")
class RemoveBaseClass(AstPass):
    name = "ast-cxx-base-class"
    language = "c++"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for record in tree.of_kind("CLASS_DECL", "STRUCT_DECL", "CLASS_TEMPLATE"):
            bases = [c for c in record.children if c.kind == "CXX_BASE_SPECIFIER"]
            for index, base in enumerate(bases):
                if len(bases) == 1:
                    colon = text.rfind(b":", record.start, base.start)
                    if colon < 0:
                        continue
                    yield base.name, Edit.delete(colon, base.end)
                else:
                    yield base.name, Edit.delete(*element_span(bases, index))
