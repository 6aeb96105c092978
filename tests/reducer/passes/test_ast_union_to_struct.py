"""ast-union-to-struct: Turn a union into a struct: the ``union`` keyword of its definition and of every
``union TAG`` use. (One byte longer, so the pass may grow the text; it can apply only once per union, so it
terminates.)"""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-union-to-struct",
    [
        (b"struct U u;", b"union"),
    ],
)
