"""ast-array-dimension: Reduce an array's dimension by one: ``int a[2][3] = {{1,2,3},{4,5,6}}; a[i][j]``
becomes ``int a[2] = {1,4}; a[i]``"""

from __future__ import annotations

from ast_program import rewrite_tests

test_proposes_expected_rewrite_that_compiles, test_most_rewrites_compile = rewrite_tests(
    "ast-array-dimension",
    [
        (b"int arr[2] = {1, 4};", b"arr[1][2]"),
    ],
)
