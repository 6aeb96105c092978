"""ast-comma: Simplify a comma expression ``a, b``: keep only ``b`` (its value) or only ``a``."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-comma",
    [
        (b"g = (g ? 1 : 2);", b"(k, g"),
    ],
)
