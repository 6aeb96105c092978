"""ast-local-to-global: Move a local variable to file scope, just before its function (its declaration text
moves unchanged)."""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-local-to-global",
    [
        (b"int k;\nint main(void)", b"  int k;\n"),
    ],
)
