"""Remove a function parameter and the argument for it at every call site. An unused parameter just goes;
a used one becomes a local variable of the same type and name (Chen's thesis §2.3.4.3)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import body, callee_call, edit_of, element_span, top_functions
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


def parameters(function: Node) -> list[Node]:
    return [c for c in function.children if c.kind == "PARM_DECL"]


def local_declaration(parameter: Node) -> bytes | None:
    spelled = parameter.type
    if "(" in spelled or "[" in spelled:
        return None  # function pointers and arrays need a declarator around the name
    initializer = "" if parameter.type_kind in ("RECORD", "ELABORATED") else " = 0"
    return f" {spelled} {parameter.name}{initializer};".encode()


@register("ast-remove-parameter")
class RemoveParameter(AstPass):
    name = "ast-remove-parameter"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for key, decls, definition in top_functions(tree):
            if definition is None or key[0] == "main":
                continue
            calls = [callee_call(r) for r in tree.uses(key)]
            if any(c is None for c in calls):
                continue  # the address is taken: we cannot see every call
            count = len(parameters(definition))
            if any(len(c.children) - 1 != count for c in calls):  # type: ignore[union-attr]
                continue
            for index, parameter in enumerate(parameters(definition)):
                replacements: list[tuple[int, int, bytes]] = []
                for decl in decls:
                    params = parameters(decl)
                    if len(params) != count:
                        break
                    span = element_span(params, index)
                    replacements.append((*span, b"void" if count == 1 else b""))
                else:
                    for call in calls:
                        replacements.append((*element_span(call.children[1:], index), b""))  # type: ignore[union-attr]
                    if tree.uses(parameter.key):
                        local = local_declaration(parameter)
                        block = body(definition)
                        if local is None or block is None:
                            continue
                        replacements.append((block.start + 1, block.start + 1, local))
                    edit = edit_of(replacements)
                    if edit is not None:
                        yield f"{key[0]}({parameter.name or index})", edit
