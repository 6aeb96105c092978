"""ast-unused-variable: Remove a variable (global or local) that is never referred to outside its own
initializer."""

from __future__ import annotations

from ast_program import UNUSED, rewrite_tests, unused_declarations_go_all_at_once_first, variants

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-unused-variable",
    [
        (b"static int g = 3;\n", b", h"),
    ],
)


def test_used_variables_are_not_removed() -> None:
    assert all(b"int *p" in v for v in variants("ast-unused-variable"))


def test_unused_variables_go_all_at_once_first() -> None:
    unused_declarations_go_all_at_once_first("ast-unused-variable", UNUSED)
