"""ast-copy-propagation: Copy propagation: a variable initialised with a constant or another variable and
never written again has each use replaced by that initialiser (``int a = b; f(a);`` becomes ``int a = b;
f(b);``)."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-copy-propagation",
    [
        (b"u.i = a;", b"u.i = b;"),
    ],
)
