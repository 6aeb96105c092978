"""ast-remove-parameter: Remove a function parameter and the argument for it at every call site"""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-remove-parameter",
    [
        (b"int f(int x) { return x + g; }", b"f(1, 2)"),
        (b"void v(void) { int z = 0; g = z; }", b"v(sq(a))"),
    ],
)
