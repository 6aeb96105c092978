"""Type minimisation ("Random Testing of Arithmetic Optimization" §5 (4b)): a declaration's integer type
becomes plain ``int`` (``unsigned`` for unsigned types): ``long long``, ``int64_t``, ``uint8_t``, ``short``
and friends. Qualifiers (volatile, const, static) are dropped by the ``keywords`` pass already."""

from __future__ import annotations

import re
from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.text import declarator_start
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

_SIGNED = (
    rb"(?:signed\s+)?(?:long\s+long|long|short|char)(?:\s+int)?|u?int(?:8|16|32|64)_t|int_(?:least|fast)\d+_t"
)
_TYPE = re.compile(
    rb"\b(?:(unsigned)\s+(?:long\s+long|long|short|char)(?:\s+int)?|(uint(?:8|16|32|64)_t)|("
    + _SIGNED
    + rb"))\b"
)


@register("arith-types")
class Types(AstPass):
    name = "arith-types"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        text = tree.text
        seen = set()
        for node in tree.of_kind("VAR_DECL", "FIELD_DECL", "PARM_DECL", "FUNCTION_DECL"):
            start, end = node.start, declarator_start(text, node)
            if (start, end) in seen or end <= start:
                continue
            seen.add((start, end))
            match = _TYPE.search(text, start, end)
            if match is None:
                continue
            spelled = match.group(0)
            new = b"unsigned" if match.group(1) or match.group(2) else b"int"
            if spelled.startswith(b"uint") or spelled.startswith(b"unsigned"):
                new = b"unsigned"
            if len(new) < len(spelled):
                yield f"{spelled.decode()} -> {new.decode()}", Edit.replace(match.start(), match.end(), new)
