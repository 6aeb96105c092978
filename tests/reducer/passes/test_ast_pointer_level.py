"""ast-pointer-level: Reduce a pointer variable's indirection level by one: ``int *p = &x; *p = 1;`` becomes
``int p = x; p = 1;``"""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-pointer-level",
    [
        (b"int *pp = p;", b"**pp"),
    ],
)
