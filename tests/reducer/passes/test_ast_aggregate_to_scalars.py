"""ast-aggregate-to-scalars: Replace an aggregate variable by scalars: a struct variable used only as ``s.f``
becomes variables ``s_f``; an array used only with constant subscripts ``a[3]`` becomes variables ``a_3``"""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-aggregate-to-scalars",
    [
        (b"int w_0; int w_2;", b"w[2]"),
    ],
)
