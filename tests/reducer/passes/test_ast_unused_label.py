"""ast-unused-label: Remove a label no goto jumps to (``L: stmt`` becomes ``stmt``)."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-unused-label",
    [
        (b"\nreturn s.a", b"L:"),
    ],
)
