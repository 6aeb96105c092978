"""Replace a call whose value is used (an integer or pointer) by the constant ``0``."""

from __future__ import annotations

from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

SCALAR_KINDS = {
    "INT", "UINT", "LONG", "ULONG", "LONGLONG", "ULONGLONG", "SHORT", "USHORT", "CHAR_S", "CHAR_U", "SCHAR",
    "UCHAR", "BOOL", "POINTER", "ELABORATED", "TYPEDEF", "ENUM",
}  # fmt: skip


@register("ast-call-to-constant")
class CallToConstant(AstPass):
    name = "ast-call-to-constant"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for call in tree.of_kind("CALL_EXPR"):
            if call.parent is None or call.parent.kind.endswith("_STMT"):
                continue  # a statement of its own: removing it is the statement passes' job
            if call.type_kind not in SCALAR_KINDS:
                continue
            if call.type_kind in ("ELABORATED", "TYPEDEF"):
                canonical = call.cursor.type.get_canonical().kind.name  # type: ignore[attr-defined]
                if canonical in ("RECORD", "VOID") or canonical not in SCALAR_KINDS:
                    continue
            if tree.text[call.start : call.end] != b"0":
                yield call.name, Edit.replace(call.start, call.end, b"0")
