"""Remove an enum constant: an unused one just goes; a used one goes with each use replaced by its value."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, element_span, name_range
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-enum-constant")
class EnumConstant(AstPass):
    name = "ast-enum-constant"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for enum in tree.of_kind("ENUM_DECL"):
            constants = [c for c in enum.children if c.kind == "ENUM_CONSTANT_DECL"]
            for index, constant in enumerate(constants):
                if len(constants) == 1:
                    break  # an empty enum is not C
                replacements = [(*element_span(constants, index), b"")]
                value = str(constant.cursor.enum_value).encode()  # type: ignore[attr-defined]
                ranges = [name_range(tree.text, use) for use in tree.uses(constant.key)]
                if any(r is None for r in ranges):
                    continue
                replacements += [(*r, value) for r in ranges]  # type: ignore[misc]
                edit = edit_of(replacements)
                if edit is not None:
                    yield constant.name, edit
