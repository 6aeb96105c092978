"""Move a local variable to file scope, just before its function (its declaration text moves unchanged)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import edit_of, statement_span
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-local-to-global")
class LocalToGlobal(AstPass):
    name = "ast-local-to-global"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        global_names = {n.name for n in tree.root.children}
        for statement in tree.of_kind("DECL_STMT"):
            variables = [c for c in statement.children if c.kind == "VAR_DECL"]
            if len(variables) != 1 or len(statement.children) != 1 or variables[0].name in global_names:
                continue
            function = next((a for a in statement.ancestors() if a.kind == "FUNCTION_DECL"), None)
            if (
                function is None
                or function.parent is not tree.root
                or statement.parent.kind != "COMPOUND_STMT"
            ):  # type: ignore[union-attr]
                continue
            if any(
                n.ref is not None and any(d.parent is not tree.root for d in tree.declarations.get(n.ref, ()))
                for n in statement.walk()
                if n.kind == "DECL_REF_EXPR"
            ):
                continue  # refers to another local: it would not be declared at file scope
            declaration = tree.source(statement).rstrip()
            if not declaration.endswith(b";"):
                declaration += b";"
            start, end = statement_span(tree.text, statement)
            line_start = tree.text.rfind(b"\n", 0, start) + 1
            if not tree.text[line_start:start].strip():
                start = line_start  # take the indentation along: the move then shrinks the text
            edit = edit_of([(function.start, function.start, declaration + b"\n"), (start, end, b"")])
            if edit is not None:
                yield variables[0].name, edit
