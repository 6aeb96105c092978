"""ast-cxx-template-parameter: C++: remove a template parameter the template never uses, and its argument at
every explicit use (``template <class T, class U> struct X {T t;}; X<int, char> x;`` becomes ``.."""

from __future__ import annotations

from ast_program import cxx_test

test_cxx_pass = cxx_test("ast-cxx-template-parameter", b"N::X<int> x;", b"class U")
