"""Make a function return void: its return type becomes ``void`` and ``return e;`` becomes ``e;``. Only for
functions whose every call is a statement of its own (no caller uses the value)."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import callee_call, edit_of, top_functions
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.lexer import code_tokens
from reportsmith.reducer.passes import register

KEPT_SPECIFIERS = {b"static", b"inline", b"extern", b"__inline", b"__inline__"}


@register("ast-return-void")
class ReturnVoid(AstPass):
    name = "ast-return-void"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for key, decls, definition in top_functions(tree):
            if definition is None or key[0] == "main":
                continue
            if definition.cursor.result_type.kind.name == "VOID":  # type: ignore[attr-defined]
                continue
            calls = [callee_call(r) for r in tree.uses(key)]
            if any(c is None or c.parent is None or not c.parent.kind.endswith("_STMT") for c in calls):
                continue
            replacements: list[tuple[int, int, bytes]] = []
            for decl in decls:
                prefix = tree.text[decl.start : decl.name_at]
                if b"(" in prefix or b"#" in prefix:
                    break
                kept = [t.text for t in code_tokens(prefix) if t.text in KEPT_SPECIFIERS]
                replacements.append((decl.start, decl.name_at, b" ".join([*kept, b"void "])))
            else:
                for node in definition.walk():
                    if node.kind == "RETURN_STMT" and node.children:
                        replacements.append((node.start, node.children[0].start, b""))
                edit = edit_of(replacements)
                if edit is not None:
                    yield key[0], edit
