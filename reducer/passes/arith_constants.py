"""Value minimisation ("Random Testing of Arithmetic Optimization" §5 (4a)): an integer constant written in a
longer form than needed gets its shortest decimal spelling (``0x0AL`` -> ``10``), and a constant's magnitude
is cut (``422337203685477580``
-> ``42233720368547758``, by halving the digit count) so wrong-code tests keep a plausible value that the
``ints`` pass's 0/1 would lose."""

from __future__ import annotations

import re
from collections.abc import Iterable

from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.tree import Tree
from reportsmith.reducer.edits import Edit
from reportsmith.reducer.passes import register

_LITERAL = re.compile(rb"^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)([uUlL]*)$")


def value_of(spelled: bytes) -> int | None:
    match = _LITERAL.match(spelled)
    if match is None:
        return None
    body = match.group(1)
    if body[:2].lower() == b"0x":
        return int(body, 16)
    if len(body) > 1 and body.startswith(b"0"):
        return int(body, 8)
    return int(body)


@register("arith-constants")
class Constants(AstPass):
    name = "arith-constants"

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        for node in tree.of_kind("INTEGER_LITERAL"):
            spelled = tree.source(node)
            value = value_of(spelled)
            if value is None:
                continue
            suffix = _LITERAL.match(spelled).group(2)  # type: ignore[union-attr]
            unsigned = b"U" if b"u" in suffix.lower() else b""
            forms = [str(value).encode() + unsigned + (b"LL" if value > 0xFFFFFFFF else b"")]
            digits = str(value)
            if len(digits) > 2:
                forms.append(digits[: (len(digits) + 1) // 2].encode() + unsigned)
            for form in forms:
                if len(form) < len(spelled):
                    yield f"{spelled.decode()} -> {form.decode()}", Edit.replace(node.start, node.end, form)
