"""ast-cxx-instantiate: C++: instantiate a one-parameter template used with a single argument everywhere: the
parameter's uses become the argument, ``template <...>`` goes, and so does ``<ARG>`` at each use."""

from __future__ import annotations

from ast_program import cxx_test

test_cxx_pass = cxx_test("ast-cxx-instantiate", b"int twice(int v)", b"template <typename T>")
