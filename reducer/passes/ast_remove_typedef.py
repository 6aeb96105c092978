"""Remove a typedef: every use of the name is replaced by the type it stands for, then the typedef goes.
Only for ``typedef TYPE NAME;`` where TYPE is written before the name (not arrays, function pointers or
anonymous struct bodies, which would be duplicated)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, name_range, statement_span
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-remove-typedef")
class RemoveTypedef(AstPass):
    name = "ast-remove-typedef"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for typedef in tree.of_kind("TYPEDEF_DECL"):
            prefix = text[typedef.start : typedef.name_at].strip()
            if (
                not prefix.startswith(b"typedef")
                or text[typedef.name_at + len(typedef.name) : typedef.end].strip()
            ):
                continue
            underlying = prefix[len(b"typedef") :].strip()
            if not underlying or b"{" in underlying or b"(" in underlying:
                continue
            replacements = [(*statement_span(text, typedef), b"")]
            ranges = [name_range(text, use) for use in tree.uses(typedef.key)]
            if any(r is None for r in ranges):
                continue
            replacements += [(*r, underlying) for r in ranges]  # type: ignore[misc]
            edit = edit_of(replacements)
            if edit is not None:
                yield typedef.name, edit
