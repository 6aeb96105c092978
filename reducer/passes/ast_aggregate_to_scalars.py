"""Replace an aggregate variable by scalars: a struct variable used only as ``s.f`` becomes variables
``s_f``; an array used only with constant subscripts ``a[3]`` becomes variables ``a_3``. The aggregate's
initializer is dropped (the scalars start at 0 when global, uninitialised when local)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import declaration_removal, edit_of, identifiers, strip_through, unwrap
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


def _component(tree: Tree, use: Node) -> tuple[Node, bytes] | None:
    """The expression selecting one scalar of the aggregate at ``use``, and the suffix naming it."""
    parent = strip_through(use)
    if parent is None or not parent.children:
        return None
    if parent.kind == "MEMBER_REF_EXPR" and tree.text.find(b"->", use.end, parent.end) < 0:
        return parent, parent.name.encode()
    if parent.kind == "ARRAY_SUBSCRIPT_EXPR" and len(parent.children) == 2:
        base, subscript = parent.children
        subscript = unwrap(subscript)
        if base.start <= use.start < base.end and subscript.kind == "INTEGER_LITERAL":
            digits = tree.source(subscript).rstrip(b"uUlL")
            if digits.isdigit():
                return parent, str(int(digits)).encode()
    return None


@register("ast-aggregate-to-scalars")
class AggregateToScalars(AstPass):
    name = "ast-aggregate-to-scalars"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        taken = identifiers(tree.text)
        for var in tree.of_kind("VAR_DECL"):
            if var.type_kind not in ("CONSTANTARRAY", "RECORD", "ELABORATED") or var.key is None:
                continue
            if len(tree.declarations[var.key]) != 1:
                continue
            components = [_component(tree, use) for use in tree.uses(var.key)]
            if not components or any(c is None for c in components):
                continue
            scalars: dict[bytes, str] = {}
            replacements: list[tuple[int, int, bytes]] = []
            for expression, suffix in components:  # type: ignore[misc]
                name = var.name.encode() + b"_" + suffix
                scalars.setdefault(name, expression.type)
                replacements.append((expression.start, expression.end, name))
            if any(n in taken for n in scalars) or any("[" in t or "(" in t for t in scalars.values()):
                continue
            start, end = declaration_removal(tree.text, var)
            if var.parent is not None and var.parent.kind == "DECL_STMT":
                start, end = var.parent.start, end
            declarations = b" ".join(f"{t} {n.decode()};".encode() for n, t in scalars.items())
            replacements.append((start, end, declarations + b"\n"))
            edit = edit_of(replacements)
            if edit is not None:
                yield var.name, edit
