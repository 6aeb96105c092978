"""ast-call-to-constant: Replace a call whose value is used (an integer or pointer) by the constant ``0``."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-call-to-constant",
    [
        (b"(g, 0)", b"(g, f(3, 4))"),
    ],
)
