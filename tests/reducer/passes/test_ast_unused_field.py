"""ast-unused-field: Remove a struct or union field no expression refers to, and its element in every
initializer list of that struct (positional initializers would otherwise shift onto the wrong fields)."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-unused-field",
    [
        (b"struct S s = {1, 3};", b"int b;"),
    ],
)
