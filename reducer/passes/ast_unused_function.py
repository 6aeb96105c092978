"""Remove a function that nothing outside its own body refers to: its definition and every prototype."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, statement_span, top_functions
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-unused-function")
class UnusedFunction(AstPass):
    name = "ast-unused-function"
    all_at_once = True

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for key, decls, definition in top_functions(tree):
            if key[0] == "main" or tree.uses(key, outside=definition):
                continue
            edit = edit_of([(*statement_span(tree.text, d), b"") for d in decls if d.parent is tree.root])
            if edit is not None:
                yield key[0], edit
