"""ast-enum-constant: Remove an enum constant: an unused one just goes; a used one goes with each use replaced
by its value."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-enum-constant",
    [
        (b"+ 6;", b"E2 }"),
    ],
)
