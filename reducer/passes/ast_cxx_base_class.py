"""C++: remove a base class from a class's base list (the whole ``: public B`` when it is the only one), or
merge it: its members copied into the class, the base gone (C-Reduce's ``remove-base-class`` does this).

Merging is what lets a helper class go: ``template <class K> struct H { using P = typename K::P; };
template <class K> struct T : H<K> {};`` becomes ``... struct T { using P = typename K::P; };`` and ``H`` is
then unused. A class template's parameters are replaced by the arguments the base list spells. On the
preprocessed clang-14 coroutine crash that is 37 bytes of the last 900.
"""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import (
    edit_of,
    element_span,
    name_range,
    template_arguments,
    with_semicolon,
)
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

_RECORDS = ("CLASS_DECL", "STRUCT_DECL", "CLASS_TEMPLATE")
_PARAMETERS = ("TEMPLATE_TYPE_PARAMETER", "TEMPLATE_NON_TYPE_PARAMETER", "TEMPLATE_TEMPLATE_PARAMETER")


@register("ast-cxx-base-class")
class RemoveBaseClass(AstPass):
    name = "ast-cxx-base-class"
    language = "c++"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for record in tree.of_kind(*_RECORDS):
            bases = [c for c in record.children if c.kind == "CXX_BASE_SPECIFIER"]
            for index, base in enumerate(bases):
                if len(bases) == 1:
                    colon = text.rfind(b":", record.start, base.start)
                    if colon < 0:
                        continue
                    yield base.name, Edit.delete(colon, base.end)
                    merged = _merge(tree, record, base, colon)
                    if merged is not None:
                        yield f"merge {base.name}", merged
                else:
                    yield base.name, Edit.delete(*element_span(bases, index))


def _definition(tree: Tree, base: Node) -> Node | None:
    """The record (with a body) the base specifier names."""
    refs = [c.ref for c in base.children if c.kind in ("TEMPLATE_REF", "TYPE_REF") and c.ref is not None]
    if not refs:
        return None
    for record in tree.of_kind(*_RECORDS):
        if record.key == refs[0] and b"{" in tree.text[record.start : record.end]:
            return record
    return None


def _merge(tree: Tree, record: Node, base: Node, colon: int) -> Edit | None:
    """``: BASE`` removed and the base's members (its template parameters replaced by the arguments the
    specifier spells) inserted at the top of the class body."""
    text = tree.text
    definition = _definition(tree, base)
    opening = text.find(b"{", base.end, record.end)
    if definition is None or opening < 0 or definition.start <= record.start < definition.end:
        return None
    body_start = text.find(b"{", definition.name_at, definition.end) + 1
    body_end = definition.end - 1
    if body_start <= 0 or text[body_end : body_end + 1] != b"}":
        return None
    renames: list[tuple[int, int, bytes]] = []
    parameters = [c for c in definition.children if c.kind in _PARAMETERS]
    if parameters:
        arguments = template_arguments(text, base.start + len(base.name.split("<")[0].split("::")[-1]))
        if arguments is None or len(arguments[2]) != len(parameters):
            return None
        for parameter, (start, end) in zip(parameters, arguments[2], strict=True):
            for use in tree.uses(parameter.key):
                spot = name_range(text, use)
                if spot is None or not body_start <= spot[0] < body_end:
                    continue
                renames.append((spot[0] - body_start, spot[1] - body_start, text[start:end].strip()))
    members = edit_of(renames) if renames else Edit.of([])
    if members is None:
        return None
    inserted = members.apply(text[body_start:body_end])
    replacements = [(colon, base.end, b""), (opening + 1, opening + 1, inserted)]
    others = [
        u for u in tree.uses(definition.key, outside=definition) if not base.start <= u.start < base.end
    ]
    if not others:  # the base was only a base here: it goes too (without that the merge only grows)
        replacements.append((definition.start, with_semicolon(text, definition.end), b""))
    return edit_of(replacements)
