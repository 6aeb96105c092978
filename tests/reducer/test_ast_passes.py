"""AST passes on small C programs: each proposes the rewrite it is meant to, the rewrites compile (checked
with a real gcc), and opportunities come in a stable order."""

from __future__ import annotations

import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
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


def variants(name: str, text: bytes = PROGRAM, file_name: str = "test.c") -> list[bytes]:
    pass_ = passes.create(name)
    return [c.edit.apply(text) for c in pass_.candidates(text, None, PassContext(file_name=file_name))]


def compiles(text: bytes, language: str = "c") -> bool:
    compiler = ["gcc", "-x", "c"] if language == "c" else ["g++", "-x", "c++"]
    return subprocess.run([*compiler, "-fsyntax-only", "-"], input=text, capture_output=True).returncode == 0


def test_program_compiles() -> None:
    assert compiles(PROGRAM)


# (pass, a fragment one of its variants must contain, a fragment that variant must have lost)
EXPECTED = [
    ("ast-unused-function", b"static int g", b"int unused("),
    ("ast-unused-variable", b"static int g = 3;\n", b", h"),
    ("ast-unused-field", b"struct S s = {1, 3};", b"int b;"),
    ("ast-remove-parameter", b"int f(int x) { return x + g; }", b"f(1, 2)"),
    ("ast-remove-parameter", b"void v(void) { int z = 0; g = z; }", b"v(sq(a))"),
    ("ast-rename", b"(int q) { return ", b"unused("),
    ("ast-return-void", b"void unused(int q) { unused(q - 1); }", b"return unused"),
    ("ast-call-to-constant", b"(g, 0)", b"(g, f(3, 4))"),
    ("ast-simplify-if", b"  f(1, 2);\n", b"if (g)"),
    ("ast-simplify-if", b"  *p = 4;\n", b"if (g)"),
    ("ast-simplify-loop", b"k = 0; { g = ", b"for ("),
    ("ast-comma", b"g = (g ? 1 : 2);", b"(k, g"),
    ("ast-ternary", b"g = (k, 1);", b"g ? 1 : 2"),
    ("ast-unused-label", b"\nreturn s.a", b"L:"),
    ("ast-pointer-level", b"int *pp = p;", b"**pp"),
    ("ast-array-size", b"int w[1];", b"int w[4];"),
    ("ast-array-dimension", b"int arr[2] = {1, 4};", b"arr[1][2]"),
    ("ast-union-to-struct", b"struct U u;", b"union"),
    ("ast-remove-typedef", b"  int a = 3;", b"typedef"),
    ("ast-enum-constant", b"+ 6;", b"E2 }"),
    ("ast-local-to-global", b"int k;\nint main(void)", b"  int k;\n"),
    ("ast-combine-declarations", b"int w[4], *p = &g;", b"int *p"),
    ("ast-inline-function", b"v(((a) * (a) + g));", b"v(sq(a))"),
    ("ast-copy-propagation", b"u.i = a;", b"u.i = b;"),
    ("ast-aggregate-to-scalars", b"int w_0; int w_2;", b"w[2]"),
]


@pytest.mark.parametrize(("name", "present", "absent"), EXPECTED)
def test_pass_proposes_expected_rewrite_that_compiles(name: str, present: bytes, absent: bytes) -> None:
    found = [v for v in variants(name) if present in v and absent not in v]
    assert found, f"{name}: no variant with {present!r} and without {absent!r}"
    assert compiles(found[0]), found[0].decode()


@pytest.mark.parametrize("name", sorted({name for name, _, _ in EXPECTED}))
def test_most_rewrites_compile(name: str) -> None:
    produced = variants(name)
    assert produced and all(v != PROGRAM for v in produced)
    assert sum(compiles(v) for v in produced) * 2 >= len(produced)


def test_unused_things_are_not_removed_when_used() -> None:
    for variant in variants("ast-unused-function"):
        assert b"int sq(" in variant and b"int f(" in variant
    assert all(b"int *p" in v for v in variants("ast-unused-variable"))


CXX = b"""namespace N {
struct B { int b; };
template <class T, class U> struct X : public B { T t; };
}
using namespace N;
template <typename T> T twice(T v) { return v + v; }
int main() { N::X<int, char> x; x.t = 1; return twice<int>(x.t); }
"""


@pytest.mark.parametrize(
    ("name", "present", "absent"),
    [
        ("ast-cxx-namespace", b"int main() { X<int, char> x;", b"namespace"),
        ("ast-cxx-base-class", b"struct X  { T t; };", b"public B"),
        ("ast-cxx-template-parameter", b"N::X<int> x;", b"class U"),
        ("ast-cxx-instantiate", b"int twice(int v)", b"template <typename T>"),
    ],
)
def test_cxx_passes(name: str, present: bytes, absent: bytes) -> None:
    found = [v for v in variants(name, CXX, "test.cc") if present in v and absent not in v]
    assert found and compiles(found[0], "c++"), [v.decode() for v in variants(name, CXX, "test.cc")]
    assert variants(name, CXX, "test.c") == [] or name == "ast-cxx-namespace"


NAMES = st.sampled_from(["alpha", "beta", "gamma", "delta", "epsilon"])


@settings(max_examples=10, deadline=None)
@given(names=st.lists(NAMES, min_size=2, max_size=4, unique=True), value=st.integers(0, 1000))
def test_opportunities_are_stable_and_well_formed(names: list[str], value: int) -> None:
    """Two sweeps give the same candidates in the same order (reproducible runs), every edit applies."""
    body = "".join(f"int {n} = {value};\nint use_{n}(int p) {{ return p + {n}; }}\n" for n in names)
    text = (body + f"int main(void) {{ return use_{names[0]}({value}) ? 1 : 0; }}\n").encode()
    for name in ("ast-unused-function", "ast-unused-variable", "ast-rename", "ast-remove-parameter"):
        first, second = variants(name, text), variants(name, text)
        assert first == second
        assert all(v != text for v in first)
        if name != "ast-remove-parameter":  # a used parameter becomes a (longer) local
            assert all(len(v) < len(text) for v in first)


def test_ast_rename_first_renames_every_name_at_once() -> None:
    candidates = list(passes.create("ast-rename").candidates(PROGRAM, None, PassContext(file_name="t.c")))
    first, singles = candidates[0], [c for c in candidates if c.resume is not None]
    assert f": all {len(singles)} at once" in first.label and len(singles) > 1
    renamed = first.edit.apply(PROGRAM)
    assert compiles(renamed) and b"unused" not in renamed
    assert len(renamed) < min(len(c.edit.apply(PROGRAM)) for c in singles)


UNUSED = b"""static int u1 = 1, u2 = 2;
static int f1(int x) { return x; }
static int f2(int x) { return x + 1; }
int main(void) { int a = 3, b = 4; return 0; }
"""


@pytest.mark.parametrize("name", ["ast-unused-variable", "ast-unused-function"])
def test_unused_declarations_go_all_at_once_first(name: str) -> None:
    candidates = list(passes.create(name).candidates(UNUSED, None, PassContext(file_name="t.c")))
    singles = [c for c in candidates if c.resume is not None]  # after the chunks (resume None)
    assert len(singles) >= 2 and len(candidates) > len(singles)  # all (then halves, when >= 4), then singles
    everything = candidates[0].edit.apply(UNUSED)
    assert f": all {len(singles)} at once" in candidates[0].label and compiles(everything)
    assert all(len(everything) < len(c.edit.apply(UNUSED)) for c in singles)
