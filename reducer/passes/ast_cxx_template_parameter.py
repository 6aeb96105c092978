"""C++: remove a template parameter the template never uses, and its argument at every explicit use
(``template <class T, class U> struct X {T t;}; X<int, char> x;`` becomes ``... X<int> x;``)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, element_span, template_arguments
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

PARAMETER_KINDS = ("TEMPLATE_TYPE_PARAMETER", "TEMPLATE_NON_TYPE_PARAMETER", "TEMPLATE_TEMPLATE_PARAMETER")


@register("ast-cxx-template-parameter")
class RemoveTemplateParameter(AstPass):
    name = "ast-cxx-template-parameter"
    language = "c++"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for template in tree.of_kind("CLASS_TEMPLATE", "FUNCTION_TEMPLATE"):
            parameters = [c for c in template.children if c.kind in PARAMETER_KINDS]
            if len(parameters) < 2:
                continue  # removing the last one would make it a non-template: see ast-cxx-instantiate
            for index, parameter in enumerate(parameters):
                if tree.uses(parameter.key):
                    continue
                replacements = [(*element_span(parameters, index), b"")]
                for use in tree.uses(template.key):
                    found = template_arguments(text, use.name_at + len(template.name.encode()))
                    if found is None:
                        continue
                    arguments = found[2]
                    if len(arguments) != len(parameters):
                        break
                    if index + 1 < len(arguments):
                        replacements.append((arguments[index][0], arguments[index + 1][0], b""))
                    else:
                        replacements.append((arguments[index - 1][1], arguments[index][1], b""))
                else:
                    edit = edit_of(replacements)
                    if edit is not None:
                        yield f"{template.name}<{parameter.name}>", edit
