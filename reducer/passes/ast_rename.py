"""Rename a function, variable, parameter, field or typedef to a short fresh name (``a``, ``b``, ...),
at its declarations and every reference. Each candidate gets a different name so that the engine can merge
renames found in the same batch.

The first candidate renames every one of them at once: a rename keeps the program's meaning, so it nearly
always holds, and one test replaces one per name (on the bundled Csmith case the renames had cost ~200 tests
a round, each a full quick check because it succeeds).
"""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, identifiers, name_range, short_names
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

RENAMED_KINDS = ("FUNCTION_DECL", "VAR_DECL", "PARM_DECL", "FIELD_DECL", "TYPEDEF_DECL")


@register("ast-rename")
class Rename(AstPass):
    name = "ast-rename"

    all_at_once = True

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        fresh = short_names(identifiers(tree.text))
        seen = set()
        for node in tree.nodes:
            key = node.key
            if node.kind not in RENAMED_KINDS or key is None or key in seen or key[1] < 0 or not node.name:
                continue
            seen.add(key)
            if key[0] == "main":
                continue
            new = next(fresh)
            if len(new) >= len(node.name):
                continue
            ranges = [name_range(tree.text, n) for n in tree.declarations[key] + tree.uses(key)]
            if any(r is None for r in ranges):
                continue  # spelled through a macro somewhere
            edit = edit_of([(*r, new) for r in ranges])  # type: ignore[misc]
            if edit is not None:
                yield f"{node.name} -> {new.decode()}", edit
