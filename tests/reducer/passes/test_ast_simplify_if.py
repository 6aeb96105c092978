"""ast-simplify-if: Simplify an if statement: replace it by its then-branch, or by its else-branch."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-simplify-if",
    [
        (b"  f(1, 2);\n", b"if (g)"),
        (b"  *p = 4;\n", b"if (g)"),
    ],
)
