"""Inline a call to a small function, one whose body is ``{ return EXPR; }``: the call becomes
``(EXPR)`` with each parameter replaced by its argument in parentheses. A function whose body is one
expression statement, ``{ EXPR; }``, is inlined the same way where its call is a statement of its own (its
value unused): Csmith's chains of wrappers, ``q(r) { o(r); }``, ``o(p) { m(p); }``, collapse a level per
step. The function itself goes with its only call (inlined code is often longer than the call, and a
step must shrink the text); with more calls it is left for ast-unused-function once none remains."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import body, callee_call, edit_of, statement_span, top_functions
from reportsmith.reducer.clang.tree import Node, Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register


@register("ast-inline-function")
class InlineFunction(AstPass):
    name = "ast-inline-function"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        for key, decls, definition in top_functions(tree):
            inlined = _inlined_expression(body(definition) if definition is not None else None)
            if inlined is None:
                continue
            expression, statement_only = inlined
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
            references = tree.uses(key, outside=definition)
            # The only call of a function: the function goes in the same step (the inlined call is often
            # longer than the call, and a pass's step must shrink the text).
            gone = [(*statement_span(text, d), b"") for d in decls if d.parent is tree.root]
            for reference in references:
                call = callee_call(reference)
                if call is None or len(call.children) - 1 != len(parameters):
                    continue
                if statement_only and (call.parent is None or call.parent.kind != "COMPOUND_STMT"):
                    continue  # the body has no value to stand for the call's
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
                inlined_call = (call.start, call.end, b"".join(pieces))
                edit = edit_of([inlined_call, *gone]) if len(references) == 1 and key[0] != "main" else None
                yield f"{key[0]}@{call.start}", edit or Edit.replace(*inlined_call)


def _inlined_expression(block: Node | None) -> tuple[Node, bool] | None:
    """What a call of a function with body ``block`` may become, and whether only a call that is a statement
    of its own may (``{ EXPR; }``: no value); None when the body is not one return or one expression."""
    if block is None or len(block.children) != 1:
        return None
    only = block.children[0]
    if only.kind == "RETURN_STMT":
        return (only.children[0], False) if len(only.children) == 1 else None
    if only.kind.endswith(("_EXPR", "_OPERATOR", "_LITERAL")):
        return only, True
    return None
