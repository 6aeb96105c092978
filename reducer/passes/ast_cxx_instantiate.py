"""C++: instantiate a one-parameter template used with a single argument everywhere: the parameter's uses
become the argument, ``template <...>`` goes, and so does ``<ARG>`` at each use."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, name_range, skip_space, template_arguments
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-cxx-instantiate")
class InstantiateTemplate(AstPass):
    name = "ast-cxx-instantiate"
    language = "c++"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for template in tree.of_kind("CLASS_TEMPLATE", "FUNCTION_TEMPLATE"):
            parameters = [c for c in template.children if c.kind == "TEMPLATE_TYPE_PARAMETER"]
            header = template_arguments(text, template.start + len(b"template"))
            if len(parameters) != 1 or header is None or len(header[2]) != 1:
                continue
            if not text[template.start : header[0]].strip() == b"template":
                continue
            replacements = [(template.start, skip_space(text, header[1]), b"")]
            argument = None
            for use in tree.uses(template.key):
                if not (template.start <= use.start < template.end):
                    found = template_arguments(text, use.name_at + len(template.name.encode()))
                    if found is None or len(found[2]) != 1:
                        continue
                    spelled = text[slice(*found[2][0])].strip()
                    if argument not in (None, spelled):
                        break
                    argument = spelled
                    replacements.append((found[0], found[1], b""))
            else:
                if argument is None:
                    continue
                ranges = [name_range(text, u) for u in tree.uses(parameters[0].key)]
                if any(r is None for r in ranges):
                    continue
                replacements += [(*r, argument) for r in ranges]  # type: ignore[misc]
                edit = edit_of(replacements)
                if edit is not None:
                    yield template.name, edit
