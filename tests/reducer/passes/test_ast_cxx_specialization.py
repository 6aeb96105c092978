"""ast-cxx-specialization: a declared-only class template and its one partial specialization become one
primary template, and the result still compiles (real g++)."""

from __future__ import annotations

from ast_program import compiles
from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext

DISPATCH = b"""template <typename, typename = void> struct traits_base;
template <typename K> struct traits_base<K> { using type = typename K::type; };
template <typename K> struct traits : traits_base<K> {};
struct A { using type = int; };
traits<A>::type v = 3;
"""


def candidates(text: bytes, file_name: str = "test.cc") -> list[bytes]:
    pass_ = passes.create("ast-cxx-specialization")
    return [c.edit.apply(text) for c in pass_.candidates(text, None, PassContext(file_name=file_name))]


def test_declared_primary_and_its_partial_specialization_become_one_template() -> None:
    assert compiles(DISPATCH, "c++")
    (merged,) = candidates(DISPATCH)
    assert merged.startswith(
        b"template <typename K> struct traits_base { using type = typename K::type; };\n\n"
    )
    assert b"struct traits_base<K>" not in merged and b"typename = void" not in merged
    assert compiles(merged, "c++")


def test_nothing_to_merge() -> None:
    defined = DISPATCH.replace(b"struct traits_base;", b"struct traits_base {};")  # the primary has a body
    assert candidates(defined) == []
    assert candidates(b"template <typename T> struct X {};\nX<int> x;\n") == []
    assert candidates(DISPATCH, "test.c") == []  # C++ only
