"""Type minimisation ("Random testing of arithmetic optimization", IPSJ TSLDM 2014, §5 (4b)), "globals are
made locals": a global variable used by only one function moves to the start of that function's body.

The declaration moves as ``static`` (unless it says ``static`` or ``extern`` already): a file-scope object
without an initializer is zero-initialized and the same declaration inside a function is not, and reading it
is undefined behaviour the sanitizers can miss (a reduced Clang miscompile read an uninitialized
``volatile char d`` this way, and MSan ran it clean). ``static`` also keeps the rest of what the global was:
initialized once, not at every call, and alive after the function returns (a pointer to it stays valid).
Later passes may still drop the keyword; the predicate judges that step like any other."""

from __future__ import annotations

import re
from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import body, edit_of, statement_span
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

_STORAGE = re.compile(rb"^\s*(static|extern)\b")


def as_local(declaration: bytes) -> bytes:
    """``declaration`` as it may stand inside a function without changing what the object is."""
    if _STORAGE.match(declaration):
        return declaration
    return b"static " + declaration


@register("arith-global-to-local")
class GlobalToLocal(AstPass):
    name = "arith-global-to-local"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        functions = [n for n in tree.root.children if n.kind == "FUNCTION_DECL" and body(n) is not None]
        for var in tree.root.children:
            if var.kind != "VAR_DECL" or var.key is None or len(tree.declarations[var.key]) != 1:
                continue
            if any(other is not var and other.start == var.start for other in tree.root.children):
                continue  # int a, b; moves as a whole or not at all
            users = {f.start for u in tree.uses(var.key) for f in functions if f.start <= u.start < f.end}
            if len(users) != 1 or len(tree.uses(var.key)) == 0:
                continue
            function = next(f for f in functions if f.start in users)
            block = body(function)
            if block is None:
                continue
            start, end = statement_span(tree.text, var)
            declaration = as_local(tree.text[var.start : end].rstrip())
            edit = edit_of([(start, end, b""), (block.start + 1, block.start + 1, declaration)])
            if edit is not None:
                yield var.name, edit
