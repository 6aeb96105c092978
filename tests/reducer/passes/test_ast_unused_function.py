"""ast-unused-function: Remove a function that nothing outside its own body refers to: its definition and
every prototype."""

from __future__ import annotations

from ast_program import UNUSED, rewrite_tests, unused_declarations_go_all_at_once_first, variants

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-unused-function",
    [
        (b"static int g", b"int unused("),
    ],
)


def test_used_functions_are_not_removed() -> None:
    for variant in variants("ast-unused-function"):
        assert b"int sq(" in variant and b"int f(" in variant


def test_unused_functions_go_all_at_once_first() -> None:
    unused_declarations_go_all_at_once_first("ast-unused-function", UNUSED)
