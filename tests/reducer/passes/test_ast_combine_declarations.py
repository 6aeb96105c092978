"""ast-combine-declarations: Combine two adjacent declarations with the same type specifiers: ``int a = 1; int
b;`` becomes ``int a = 1, b;`` (locals in one block, or globals)."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-combine-declarations",
    [
        (b"int w[4], *p = &g;", b"int *p"),
    ],
)
