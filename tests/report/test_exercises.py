"""What a test exercises, as GCC's ICE titles end (issue 39): named from the constructs the reduced test has,
the standard from -std=, valid or invalid from the oracle; nothing said when nothing was found."""

from __future__ import annotations

import pytest
from reportsmith.report.exercises import exercised

LAMBDA_IN_ALIAS = "template<class>using a=decltype([]{});\ntemplate<class R,a<R>>void b(){}\n"


@pytest.mark.parametrize(
    ("text", "language", "flags", "ice_on", "said"),
    [
        (LAMBDA_IN_ALIAS, "c++", ["-std=c++20", "-c"], "valid", " on valid C++20 lambda in alias template"),
        (LAMBDA_IN_ALIAS, "c++", ["-c"], "", " on lambda in alias template"),
        ("template<class T> struct S { int f() { auto l = [](auto x) { return x; }; return l(1); } };\n",
         "c++", ["-std=gnu++17"], "invalid", " on invalid C++17 generic lambda in class template"),
        ("template<class... T> int f(T... t) { return (t + ...); }\n", "c++", [], "valid",
         " on valid fold expression"),
        ("int main(void) { return ({ int x = 1; x; }); }\n", "c", ["-std=c11"], "valid",
         " on valid C11 statement expression"),
        ("int main(void) { return 0; }\n", "c", [], "valid", ""),
        ("int f(void) { return [](){ return 1; }(); }\n", "c", [], "", ""),  # not C++: no lambda in C
    ],
)  # fmt: skip
def test_what_the_test_exercises(text: str, language: str, flags: list[str], ice_on: str, said: str) -> None:
    assert exercised(text, language, flags, ice_on) == said
