"""The tree of a variant (reducer/clang/tree.py, built through reducer/clang/cursors.py's raw libclang calls)
says what the libclang bindings' own properties say, node for node."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportsmith.reducer.clang import tree

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"

C_SOURCE = b"""#include <stdio.h>
struct point { int x, y; };
static int twice(int v) { return v * 2; }
int main(void) {
    struct point p = { 1, 2 };
    int total = twice(p.x) + p.y;
    total -= -p.x;
    printf("%d\\n", total);
    return total > 3 ? 0 : 1;
}
"""


def _bindings_key(cursor) -> tuple[str, int] | None:  # type: ignore[no-untyped-def]
    canonical = cursor.canonical
    location = canonical.location
    if location.file is None:
        return None
    if location.file.name != cursor.translation_unit.spelling:
        return (canonical.spelling, -1)  # a header's declaration: the tree hashes the file's name
    return (canonical.spelling, location.offset)


def _same_key(ours: tuple[str, int] | None, theirs: tuple[str, int] | None) -> bool:
    if ours is None or theirs is None:
        return ours == theirs
    return ours[0] == theirs[0] and (ours[1] == theirs[1] or (ours[1] < 0 and theirs[1] < 0))


@pytest.mark.parametrize(
    ("source", "file_name"),
    [
        (C_SOURCE, "test.c"),
        ((EXAMPLES / "gcc-lambda-alias-template.cpp").read_bytes(), "test.cpp"),
        ((EXAMPLES / "pcc-crash-label.c").read_bytes(), "test.c"),
    ],
)
def test_every_node_says_what_the_bindings_say(source: bytes, file_name: str) -> None:
    parsed = tree._parse(source, file_name)
    unit, path = tree.translation_unit(source, file_name)
    top_level = [
        cursor
        for cursor in unit.cursor.get_children()  # type: ignore[attr-defined]
        if cursor.location.file is not None
        and cursor.location.file.name == path
        and cursor.extent.end.file.name == path
    ]
    assert [node.start for node in parsed.root.children] == [c.extent.start.offset for c in top_level]
    assert len(parsed.nodes) > 10
    for node in parsed.nodes:
        cursor = node.cursor
        assert (node.kind, node.start, node.end) == (
            cursor.kind.name, cursor.extent.start.offset, cursor.extent.end.offset
        )  # fmt: skip
        assert node.name == (cursor.spelling or "")
        # (One visit of the whole tree gives a statement's cursor its enclosing declaration, which a visit
        # of the statement alone leaves out: cursors are compared by what they are, not bit for bit.)
        assert [(child.kind, child.start, child.end) for child in node.children] == [
            (child.kind.name, child.extent.start.offset, child.extent.end.offset)
            for child in cursor.get_children()
            if child.extent.end.offset >= child.extent.start.offset
        ]
        if node.key is not None or node.kind in tree._DECLARATION_KINDS:
            assert node.name_at == cursor.location.offset
            assert _same_key(node.key, _bindings_key(cursor))
        if node.kind in tree._REFERENCE_KINDS and cursor.referenced is not None:
            assert _same_key(node.ref, _bindings_key(cursor.referenced))
    operators = {node.operator for node in parsed.nodes if node.operator}
    if file_name == "test.c" and source == C_SOURCE:
        assert operators == {"*", "+", "-=", "-", ">"}
        (twice,) = [n for n in parsed.nodes if n.kind == "FUNCTION_DECL" and n.name == "twice"]
        assert [use.kind for use in parsed.uses(twice.key)] == ["DECL_REF_EXPR"]
