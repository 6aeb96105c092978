"""Inline a call to a small function, one whose body is ``{ return EXPR; }``: the call becomes
``(EXPR)`` with each parameter replaced by its argument in parentheses. The function itself is left for
ast-unused-function once no call remains."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import body, callee_call, top_functions
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-inline-function")
class InlineFunction(AstPass):
    name = "ast-inline-function"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for key, _decls, definition in top_functions(tree):
            block = body(definition) if definition is not None else None
            if block is None or len(block.children) != 1 or block.children[0].kind != "RETURN_STMT":
                continue
            returned = block.children[0].children
            if len(returned) != 1:
                continue
            expression = returned[0]
            parameters = [c for c in definition.children if c.kind == "PARM_DECL"]  # type: ignore[union-attr]
            uses = sorted(
                (
                    u
                    for p in parameters
                    for u in tree.uses(p.key)
                    if expression.start <= u.start < expression.end
                ),
                key=lambda u: u.start,
            )
            positions = {p.key: i for i, p in enumerate(parameters)}
            for reference in tree.uses(key, outside=definition):
                call = callee_call(reference)
                if call is None or len(call.children) - 1 != len(parameters):
                    continue
                arguments = call.children[1:]
                pieces, position = [b"("], expression.start
                for use in uses:
                    pieces += [
                        text[position : use.start],
                        b"(",
                        tree.source(arguments[positions[use.ref]]),
                        b")",
                    ]
                    position = use.end
                pieces += [text[position : expression.end], b")"]
                yield f"{key[0]}@{call.start}", Edit.replace(call.start, call.end, b"".join(pieces))
