"""Remove a struct or union field no expression refers to, and its element in every initializer list of
that struct (positional initializers would otherwise shift onto the wrong fields)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import declaration_removal, edit_of, element_span
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

_DESIGNATED = re.compile(rb"[{,]\s*[.\[]")


def canonical_type(node: Node) -> str:
    return node.cursor.type.get_canonical().spelling  # type: ignore[attr-defined]


@register("ast-unused-field")
class UnusedField(AstPass):
    name = "ast-unused-field"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        init_lists: dict[str, list[Node]] = {}
        for node in tree.of_kind("INIT_LIST_EXPR"):
            init_lists.setdefault(canonical_type(node), []).append(node)
        for record in tree.of_kind("STRUCT_DECL", "UNION_DECL"):
            fields = [c for c in record.children if c.kind == "FIELD_DECL"]
            named = [f for f in fields if f.name]
            lists = init_lists.get(canonical_type(record), []) if record.kind == "STRUCT_DECL" else []
            for position, field in enumerate(named):
                if tree.uses(field.key):
                    continue
                replacements = [(*declaration_removal(tree.text, field), b"")]
                for init in lists:
                    elements = init.children
                    if position < len(elements) and not _DESIGNATED.search(tree.source(init)):
                        replacements.append((*element_span(elements, position), b""))
                edit = edit_of(replacements)
                if edit is not None:
                    yield f"{record.name}.{field.name}", edit
