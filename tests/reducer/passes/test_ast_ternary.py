"""ast-ternary: Simplify a conditional expression ``c ? a : b`` to ``a`` or to ``b``."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-ternary",
    [
        (b"g = (k, 1);", b"g ? 1 : 2"),
    ],
)
