"""Remove a variable (global or local) that is never referred to outside its own initializer."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import declaration_removal, edit_of
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-unused-variable")
class UnusedVariable(AstPass):
    name = "ast-unused-variable"
    all_at_once = True

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        done = set()
        for node in tree.of_kind("VAR_DECL"):
            if node.key is None or node.key in done or node.parent is None:
                continue
            if node.parent.kind not in ("TRANSLATION_UNIT", "DECL_STMT"):
                continue
            done.add(node.key)
            decls = tree.declarations[node.key]
            if any(tree.uses(node.key, outside=d) for d in decls):
                continue
            edit = edit_of([(*declaration_removal(tree.text, d), b"") for d in decls])
            if edit is not None:
                yield node.name, edit
