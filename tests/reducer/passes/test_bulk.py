"""Bulk structural passes (unused names, definitions -> declarations, declarations scope by scope): they
propose all units at once first, the variants still compile (a real clang++), and after an accepted chunk
the pass goes on with the units carried over (no second parse) at the same place."""

from __future__ import annotations

import subprocess
from pathlib import Path

from reportsmith.reducer import reduce
from reportsmith.reducer.edits import Edit, Replacement
from reportsmith.reducer.passes import PassContext, create
from reportsmith.reducer.passes._bulk import Resume, combine, shift
from reportsmith.reducer.schedule import Schedule, ScheduledPass

PROGRAM = b"""namespace lib {
enum Colour { RED, GREEN };
struct Unused { int f() { return 1; } int g(); };
int Unused::g() { return 2; }
template <class T> struct Box { T v; T get() const { return v; } };
int helper(int x) { return x + 1; }
int helper(double x) { return 2; }
inline int spare(int x) { return x * 3; }
}
namespace other { int lonely() { return 4; } }
int main() { lib::Box<int> b{GREEN_PLACEHOLDER}; return lib::helper(b.get()); }
""".replace(b"GREEN_PLACEHOLDER", b"lib::GREEN")

CTX = PassContext(file_name="case.cpp")


def compiles(text: bytes, tmp_path: Path) -> bool:
    source = tmp_path / "v.cpp"
    source.write_bytes(text)
    run = subprocess.run(["clang++-14", "-std=c++20", "-fsyntax-only", str(source)], capture_output=True)
    return run.returncode == 0


def test_unused_names_go_together_and_used_ones_stay(tmp_path):
    candidates = list(create("bulk-unused").candidates(PROGRAM, None, CTX))
    everything = candidates[0].edit.apply(PROGRAM)
    assert b"Unused" not in everything and b"spare" not in everything and b"lonely" not in everything
    assert b"helper" in everything and b"Box" in everything and b"Colour" in everything  # GREEN is used
    assert compiles(PROGRAM, tmp_path) and compiles(everything, tmp_path)
    assert len(candidates) >= 3  # then halves: one name at a time at the end


def test_bodies_become_declarations_and_out_of_line_definitions_go(tmp_path):
    first = next(iter(create("bulk-bodies").candidates(PROGRAM, None, CTX))).edit.apply(PROGRAM)
    assert b"int helper(int x);" in first and b"int f();" in first and b"T get() const;" in first
    assert b"Unused::g" not in first and b"int main() { lib::Box" in first
    assert b"return x * 3" not in first
    assert compiles(first, tmp_path)


def test_declarations_by_scope(tmp_path):
    top = [c.edit.apply(PROGRAM) for c in create("bulk-decls", scope="file").candidates(PROGRAM, None, CTX)]
    assert len(top) == 3 and all(b"int main()" in variant for variant in top)  # both, then one by one
    assert b"namespace" not in top[0] and b"namespace other" not in top[2] and b"namespace lib" in top[2]
    inner = next(iter(create("bulk-decls", scope="namespace").candidates(PROGRAM, None, CTX))).edit
    emptied = inner.apply(PROGRAM)
    assert b"namespace lib {\n}" in emptied and b"int main()" in emptied


def test_resume_carries_units_over_the_accepted_edit():
    pass_ = create("bulk-bodies")
    candidates = list(pass_.candidates(PROGRAM, None, CTX))
    chosen = next(c for c in candidates if c.resume.size == 1)
    after = chosen.edit.apply(PROGRAM)
    assert isinstance(chosen.resume, Resume)
    carried = chosen.resume.units_for(after)
    assert carried is not None and len(carried) == len(pass_.units(PROGRAM, CTX)) - 1
    assert carried == pass_.units(after, CTX)  # the same units a fresh parse finds
    assert chosen.resume.units_for(after + b"\n") is None  # another text: parse anew


def test_shift_and_combine():
    units = [(Replacement(0, 2),), (Replacement(4, 6, b";"),), (Replacement(1, 5),)]
    edit = combine(units[:2])
    assert edit == Edit((Replacement(0, 2), Replacement(4, 6, b";")))
    assert combine([units[0], units[2]]) == Edit((Replacement(0, 5),))
    assert shift([(Replacement(8, 9),), (Replacement(1, 3),)], edit) == [(Replacement(5, 6),)]


def test_big_header_like_file_shrinks_in_few_tests():
    """300 unused inline functions and classes around one needed function: the bulk passes remove them in
    a handful of tests where line ddmin needs hundreds."""
    filler = b"".join(
        b"inline int f%d(int x) { return x + %d; }\nstruct C%d { int m() { return %d; } };\n" % (i, i, i, i)
        for i in range(300)
    )
    text = b"namespace n {\n" + filler + b"int needed(int v) { return v; }\n}\n"
    text += b"int main() { return n::needed(1); }\n"

    class Needs:
        calls = 0

        def is_interesting(self, variant: bytes, scratch: object) -> bool:
            self.calls += 1
            return (
                b"needed(int v)" in variant
                and b"n::needed(1)" in variant
                and variant.count(b"{") == (variant.count(b"}"))
            )

    predicate = Needs()
    schedule = Schedule(first=(ScheduledPass("bulk-unused"), ScheduledPass("bulk-bodies")))
    result = reduce(text, predicate, jobs=2, schedule=schedule, file_name="big.cpp", check=False)
    assert b"f17" not in result.text and b"C299" not in result.text
    assert result.size < len(text) // 20
    assert result.tests_run < 40


def test_closure_keeps_what_main_reaches_by_name(tmp_path):
    text = PROGRAM.replace(b"int helper(double x) { return 2; }", b"int helper(double x) { return RED; }")
    text = text.replace(b"b{lib::GREEN}", b"b{2}")
    first = next(iter(create("bulk-closure").candidates(text, None, CTX))).edit.apply(text)
    assert b"struct Unused" not in first and b"Unused::g" not in first and b"lonely" not in first
    assert b"spare" not in first
    assert b"enum Colour" in first  # reached through helper, which main names
    assert b"Box" in first and compiles(text, tmp_path) and compiles(first, tmp_path)


CLOSURE_PROGRAM = b"""namespace lib {
template <class T> void destroy(T* p) { p->~T(); }
struct Handle { void destroy() {} static const int zero; };
const int Handle::zero = 0;
template <class T> struct Box { T v; };
extern template struct Box<int>;
template <class T> int get(T x) { return 1; }
template <class T> void rend(T&) = delete;
}
int main() { lib::Handle h; h.destroy(); return lib::Handle::zero; }
"""


def test_closure_counts_uses_not_member_names_or_unused_language_features(tmp_path):
    first = next(iter(create("bulk-closure").candidates(CLOSURE_PROGRAM, None, CTX))).edit.apply(
        CLOSURE_PROGRAM
    )
    assert b"struct Handle" in first and b"Handle::zero = 0" in first  # the member's definition comes along
    assert b"p->~T()" not in first  # h.destroy() and Handle's own destroy() do not name lib::destroy
    assert b"Box" not in first and b"rend" not in first  # the instantiation goes with what it names
    assert b"get(T x)" not in first  # no structured binding in main: `get` is no implicit root
    assert compiles(CLOSURE_PROGRAM, tmp_path) and compiles(first, tmp_path)
    binding = CLOSURE_PROGRAM.replace(b"return lib", b"int a[1] = {0}; auto [x] = a; return x + lib")
    kept = next(iter(create("bulk-closure").candidates(binding, None, CTX))).edit.apply(binding)
    assert b"get(T x)" in kept
