"""ast-simplify-loop: Simplify a loop (for, while, do): replace it by its body run once; a for loop keeps its
init first."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-simplify-loop",
    [
        (b"k = 0; { g = ", b"for ("),
    ],
)
