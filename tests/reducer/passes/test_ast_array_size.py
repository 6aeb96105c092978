"""ast-array-size: Reduce an array's size to one element: ``int a[10];`` becomes ``int a[1];`` (the first
dimension)."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-array-size",
    [
        (b"int w[1];", b"int w[4];"),
    ],
)
