"""directives and ifs: preprocessor lines removed, conditionals simplified."""

from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext
from reportsmith.reducer.passes.preprocessor import conditional_groups

TEXT = b'#include <stdio.h>\n# 1 "x.c"\n#pragma pack(1)\n#define A 1\nint a;\n'


def test_directives_removes_includes_line_markers_and_pragmas_not_defines(variants):
    proposed = variants("directives", TEXT)
    assert proposed[0] == b"#define A 1\nint a;\n"
    assert all(b"#define A 1" in p for p in proposed)


def test_ifs_keep_either_branch_or_drop_the_group(variants):
    text = b"#ifdef X\nint a;\n#else\nint b;\n#endif\nint c;\n"
    proposed = variants("ifs", text)
    assert proposed == [b"int a;\nint c;\n", b"int b;\nint c;\n", b"int c;\n"]


def test_nested_groups_are_found_outermost_first():
    text = b"#if 1\n#if 2\n#endif\n#endif\n#if 3\n"
    groups = conditional_groups(text)
    assert [g.start for g in groups] == [0, 6]  # the unterminated #if 3 is ignored


def test_ifs_first_resolves_every_group_as_the_preprocessor_does() -> None:
    text = b"""#define WIDE 1
#ifndef GUARD
#define GUARD
#if WIDE
typedef long num;
#ifdef __NOT_DEFINED__
#error never
#endif
#else
typedef int num;
#endif
#endif
num f(void) { return 3; }
"""
    first = next(iter(passes.create("ifs").candidates(text, None, PassContext())))
    assert first.label.endswith("every group as gcc -E takes it")
    resolved = b"#define WIDE 1\n#define GUARD\ntypedef long num;\nnum f(void) { return 3; }\n"
    assert first.edit.apply(text) == resolved  # the nested group inside the taken branch resolved too
