"""ast-remove-typedef: Remove a typedef: every use of the name is replaced by the type it stands for, then the
typedef goes. Only for ``typedef TYPE NAME;`` where TYPE is written before the name (not arrays, function
pointers or anonymous struct bodies, which would be duplicated)."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-remove-typedef",
    [
        (b"  int a = 3;", b"typedef"),
    ],
)
