"""ast-cxx-namespace: C++: remove a namespace, keeping its contents: ``namespace N { .."""

from __future__ import annotations

from ast_program import cxx_test

test_cxx_pass = cxx_test("ast-cxx-namespace", b"int main() { X<int, char> x;", b"namespace")
