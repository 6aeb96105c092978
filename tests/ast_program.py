"""The small C (and C++) programs the libclang-pass tests work on, and the checks every such pass's own test
file (``tests/reducer/passes/test_ast_*.py``) runs: the pass proposes the rewrite it is meant to, and that
rewrite and most of its others compile (a real gcc/g++)."""

from __future__ import annotations

import subprocess
from collections.abc import Callable

import pytest
from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext

PROGRAM = b"""typedef int myint;
enum E { E0, E1 = 5, E2 };
union U { int i; short s; };
struct S { int a; int b; int c; };
static int g = 3, h;
int arr[2][3] = {{1, 2, 3}, {4, 5, 6}};
int unused(int q) { return unused(q - 1); }
int sq(int v) { return v * v + g; }
int f(int x, int y) { return x + g; }
void v(int z);
void v(int z) { g = z; }
int main(void) {
  struct S s = {1, 2, 3};
  myint a = 3;
  myint b = a;
  union U u;
  int w[4];
  int *p = &g;
  int **pp = &p;
  int k;
  if (g) f(1, 2); else *p = 4;
  for (k = 0; k < 3; k++) { g = (k, g ? 1 : 2); }
  w[0] = 1; w[2] = 3;
  u.i = b;
  **pp = arr[1][2];
  v(sq(a));
L:
  return s.a ? 0 : (g, f(3, 4)) + w[2] + u.i + E2;
}
"""

CXX = b"""namespace N {
struct B { int b; };
template <class T, class U> struct X : public B { T t; };
}
using namespace N;
template <typename T> T twice(T v) { return v + v; }
int main() { N::X<int, char> x; x.t = 1; return twice<int>(x.t); }
"""


def variants(name: str, text: bytes = PROGRAM, file_name: str = "test.c") -> list[bytes]:
    pass_ = passes.create(name)
    return [c.edit.apply(text) for c in pass_.candidates(text, None, PassContext(file_name=file_name))]


def compiles(text: bytes, language: str = "c") -> bool:
    compiler = ["gcc", "-x", "c"] if language == "c" else ["g++", "-x", "c++", "-std=c++17"]
    return subprocess.run([*compiler, "-fsyntax-only", "-"], input=text, capture_output=True).returncode == 0


Test = Callable[..., None]


def rewrite_tests(name: str, expected: list[tuple[bytes, bytes]]) -> tuple[Test, Test]:
    """The two tests of the C pass ``name`` on :data:`PROGRAM`: each (fragment one of its variants must
    contain, fragment that variant must have lost) in ``expected`` is proposed and compiles; at least half
    of all its variants compile. A pass's test file binds them to test names."""

    @pytest.mark.parametrize(("present", "absent"), expected)
    def proposes_expected_rewrite_that_compiles(present: bytes, absent: bytes) -> None:
        found = [v for v in variants(name) if present in v and absent not in v]
        assert found, f"{name}: no variant with {present!r} and without {absent!r}"
        assert compiles(found[0]), found[0].decode()

    def most_rewrites_compile() -> None:
        produced = variants(name)
        assert produced and all(v != PROGRAM for v in produced)
        assert sum(compiles(v) for v in produced) * 2 >= len(produced)

    return proposes_expected_rewrite_that_compiles, most_rewrites_compile


def cxx_test(name: str, present: bytes, absent: bytes) -> Test:
    """The test of the C++ pass ``name`` on :data:`CXX`: a variant with ``present`` and without ``absent``
    compiles (g++); on a C file the pass proposes nothing (but ast-cxx-namespace, which reads no C++)."""

    def cxx_pass() -> None:
        found = [v for v in variants(name, CXX, "test.cc") if present in v and absent not in v]
        assert found and compiles(found[0], "c++"), [v.decode() for v in variants(name, CXX, "test.cc")]
        assert variants(name, CXX, "test.c") == [] or name == "ast-cxx-namespace"

    return cxx_pass


#: Two unused globals, two unused functions and two unused locals.
UNUSED = b"""static int u1 = 1, u2 = 2;
static int f1(int x) { return x; }
static int f2(int x) { return x + 1; }
int main(void) { int a = 3, b = 4; return 0; }
"""


def unused_declarations_go_all_at_once_first(name: str, text: bytes) -> None:
    """The unused-declaration pass ``name`` proposes all of them at once first (then halves, when there are
    four or more), then one by one; removing all compiles and is smaller than any single removal."""
    candidates = list(passes.create(name).candidates(text, None, PassContext(file_name="t.c")))
    singles = [c for c in candidates if c.resume is not None]  # after the chunks (resume None)
    assert len(singles) >= 2 and len(candidates) > len(singles)  # all (then halves, when >= 4), then singles
    everything = candidates[0].edit.apply(text)
    assert f": all {len(singles)} at once" in candidates[0].label and compiles(everything)
    assert all(len(everything) < len(c.edit.apply(text)) for c in singles)
