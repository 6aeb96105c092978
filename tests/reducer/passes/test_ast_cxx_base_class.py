"""ast-cxx-base-class merging a base into its class: the members copied in (a class template's parameters
replaced by the spelled arguments), the base gone when nothing else names it; the result compiles (g++)."""

from __future__ import annotations

from ast_program import compiles, cxx_test
from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext

HELPER = b"""template <typename H> struct helper { using type = typename H::type; };
template <typename K> struct traits : helper<K> {};
struct A { using type = int; };
traits<A>::type v = 3;
"""


def merges(text: bytes) -> list[bytes]:
    pass_ = passes.create("ast-cxx-base-class")
    found = pass_.candidates(text, None, PassContext(file_name="test.cc"))
    return [c.edit.apply(text) for c in found if "merge" in c.label]


def test_template_base_merged_with_its_parameter_replaced_and_removed() -> None:
    assert compiles(HELPER, "c++")
    (merged,) = merges(HELPER)
    assert b"struct traits { using type = typename K::type; };" in b" ".join(merged.split())
    assert b"helper" not in merged and len(merged) < len(HELPER)
    assert compiles(merged, "c++")


def test_base_named_elsewhere_is_kept() -> None:
    text = b"struct B { int b; };\nstruct X : B { int x; };\nB other;\nint main() { X x; return x.b; }\n"
    (merged,) = merges(text)
    assert b" ".join(merged.split()).startswith(b"struct B { int b; }; struct X { int b; int x; };")
    assert compiles(merged, "c++")


test_cxx_pass = cxx_test("ast-cxx-base-class", b"struct X  { T t; };", b"public B")
