"""Remove a label no goto jumps to (``L: stmt`` becomes ``stmt``)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import skip_space
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-unused-label")
class UnusedLabel(AstPass):
    name = "ast-unused-label"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for label in tree.of_kind("LABEL_STMT"):
            if tree.uses(label.key):
                continue
            colon = tree.text.find(b":", label.name_at)
            if colon < 0 or colon >= label.end:
                continue
            statement = label.children[0].start if label.children else skip_space(tree.text, colon + 1)
            yield label.name, Edit.delete(label.start, statement)
