"""ast-inline-function: Inline a call to a small function, one whose body is ``{ return EXPR; }``: the call
becomes ``(EXPR)`` with each parameter replaced by its argument in parentheses; ``{ EXPR; }`` too where the
call is a statement of its own"""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-inline-function",
    [
        (b"v(((a) * (a) + g));", b"v(sq(a))"),
        (b"(g = (sq(a)));", b"v(sq(a))"),  # void v(int z) { g = z; }, called as a statement
        (b"(g = (sq(a)));", b"void v(int z)"),  # its only call: v goes with it, prototype and definition
    ],
)
