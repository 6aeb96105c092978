"""ast-rename: Rename a function, variable, parameter, field or typedef to a short fresh name (``a``, ``b``,
...), at its declarations and every reference"""

from __future__ import annotations

from ast_program import PROGRAM, compiles, rewrite_tests
from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-rename",
    [
        (b"(int q) { return ", b"unused("),
    ],
)


def test_ast_rename_first_renames_every_name_at_once() -> None:
    candidates = list(passes.create("ast-rename").candidates(PROGRAM, None, PassContext(file_name="t.c")))
    first, singles = candidates[0], [c for c in candidates if c.resume is not None]
    assert f": all {len(singles)} at once" in first.label and len(singles) > 1
    renamed = first.edit.apply(PROGRAM)
    assert compiles(renamed) and b"unused" not in renamed
    assert len(renamed) < min(len(c.edit.apply(PROGRAM)) for c in singles)
