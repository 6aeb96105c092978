"""C++: a class template that is only declared, and one partial specialization of it, become one primary
template: the specialization's parameters and body, without its argument list.

``template <class, class = void> struct D; template <class K> struct D<K> { using P = typename K::P; };``
becomes ``template <class K> struct D { using P = typename K::P; };``. Library headers dispatch this way
(``std::coroutine_traits`` through a helper that only its specialization defines), and line and token
deletions cannot merge the two: the first step alone never compiles. On the preprocessed clang-14 coroutine
crash it takes 45 bytes of the last kilobyte, after which ``ast-cxx-template-parameter`` and
``ast-cxx-base-class`` have less to keep.
"""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import template_arguments, with_semicolon
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit, Replacement
from reportsmith.reducer.passes import register


@register("ast-cxx-specialization")
class SpecializationToPrimary(AstPass):
    name = "ast-cxx-specialization"
    language = "c++"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        # a partial specialization is its own declaration for libclang: the primary is found by name, in
        # the same scope
        declared_only = {
            (id(template.parent), template.name): template
            for template in tree.of_kind("CLASS_TEMPLATE")
            if b"{" not in text[template.start : template.end]
        }
        for specialization in tree.of_kind("CLASS_TEMPLATE_PARTIAL_SPECIALIZATION"):
            primary = declared_only.get((id(specialization.parent), specialization.name))
            if primary is None or primary.start > specialization.start:
                continue
            edit = _merged(text, primary, specialization)
            if edit is not None:
                yield specialization.name, edit


def _merged(text: bytes, primary: Node, specialization: Node) -> Edit | None:
    """The primary declaration replaced by the specialization without ``<ARGS>``; the specialization (and
    its ``;``) gone."""
    found = template_arguments(text, specialization.name_at + len(specialization.name.encode()))
    if found is None or found[1] > specialization.end:
        return None
    body = text[specialization.start : found[0]] + text[found[1] : specialization.end]
    end = with_semicolon(text, specialization.end)
    return Edit.of([Replacement(primary.start, primary.end, body), Replacement(specialization.start, end)])
