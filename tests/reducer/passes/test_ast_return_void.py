"""ast-return-void: Make a function return void: its return type becomes ``void`` and ``return e;`` becomes
``e;``"""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-return-void",
    [
        (b"void unused(int q) { unused(q - 1); }", b"return unused"),
    ],
)
