"""C++: remove a namespace, keeping its contents: ``namespace N { ... }`` loses its wrapper, ``N::``
qualifiers and ``using namespace N;`` go."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, line_tail, skip_space, with_semicolon
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-cxx-namespace")
class RemoveNamespace(AstPass):
    name = "ast-cxx-namespace"
    language = "c++"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        done = set()
        for namespace in tree.of_kind("NAMESPACE"):
            if not namespace.name or namespace.key in done:
                continue
            done.add(namespace.key)
            replacements = []
            for part in tree.declarations[namespace.key]:
                opening = text.find(b"{", part.name_at, part.end)
                if opening < 0 or text[part.end - 1 : part.end] != b"}":
                    break
                replacements += [
                    (part.start, line_tail(text, opening + 1), b""),
                    (part.end - 1, part.end, b""),
                ]
            else:
                for use in tree.uses(namespace.key):
                    after = skip_space(text, use.end)
                    if use.parent is not None and use.parent.kind == "USING_DIRECTIVE":
                        replacements.append((use.parent.start, with_semicolon(text, use.parent.end), b""))
                    elif text[after : after + 2] == b"::":
                        replacements.append((use.start, after + 2, b""))
                edit = edit_of(replacements)
                if edit is not None:
                    yield namespace.name, edit
