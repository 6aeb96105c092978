"""Signature normalization: what the test decides is removed, what identifies the bug is kept."""

from __future__ import annotations

import pytest
from reportsmith.common.process import RunResult
from reportsmith.common.signature import (
    crash_signature,
    first_error,
    internal_error,
    names_the_bug,
    normalize_line,
    release_invariant,
    same_failure,
    strip_compiler_name,
)

GCC_ICE = """\
prog.c: In function 'func_1':
prog.c:123:7: internal compiler error: in expand_expr_real_1, at expr.cc:10215
0x7f3c2a1 expand_expr_real_1(tree_node*, rtx_def*, machine_mode, expand_modifier, rtx_def**, bool)
\t../../src/gcc/expr.cc:10215
Please submit a full bug report, with preprocessed source (by using -freport-bug).
"""
GCC_SEGV = """\
during RTL pass: expand
x.c: In function 'f':
x.c:9:1: internal compiler error: Segmentation fault
0x1234 crash_signal
\t../../src/gcc/toplev.cc:314
0xabcd vect_analyze_loop(loop*, vec_info_shared*)
\t../../src/gcc/tree-vect-loop.cc:3001
"""
CLANG_CRASH = """\
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
Stack dump:
0.\tProgram arguments: /usr/lib/llvm-16/bin/clang -cc1 -O2 t.c
1.\t<eof> parser at end of file
2.\tCode generation
3.\tRunning pass 'Function Pass Manager' on module 't.c'.
4.\tRunning pass 'X86 DAG->DAG Instruction Selection' on function '@main'
 #0 0x00007f1 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/lib/libLLVM-16.so.1+0xd5)
 #1 0x00007f2 SignalHandler(int) Signals.cpp:0:0
 #2 0x00007f3 (/lib/x86_64-linux-gnu/libc.so.6+0x3bf90)
 #3 0x00007f4 llvm::SelectionDAG::getNode(unsigned int, llvm::SDLoc const&) (/lib/libLLVM-16.so.1+0x1)
clang: error: clang frontend command failed with exit code 139 (use -v to see invocation)
"""


def test_gcc_ice_keeps_the_compiler_location_and_drops_the_test_location() -> None:
    message = internal_error(GCC_ICE, ["prog.c"])
    assert message == "internal compiler error: in expand_expr_real_1, at expr.cc:10215"


def test_gcc_segfault_names_the_first_interesting_frame() -> None:
    assert (
        internal_error(GCC_SEGV, ["x.c"])
        == "internal compiler error: Segmentation fault in vect_analyze_loop"
    )


def test_clang_crash_names_frame_and_pass() -> None:
    message = internal_error(CLANG_CRASH, ["t.c"])
    assert (
        message
        == "clang frontend crash in llvm::SelectionDAG::getNode during 'X86 DAG->DAG Instruction Selection'"
    )


def test_pcc_messages_lose_file_line_address_and_label_numbers() -> None:
    first = "/tmp/a/119.c, line 14: compiler error: 0x564eca4e5860) label 0 outside boundaries 453-467"
    second = "/x/y/119.c, line 3: compiler error: 0x55aa) label 0 outside boundaries 12-15"
    assert internal_error(first, ["119.c"]) == internal_error(second, ["119.c"])
    assert internal_error(first, ["119.c"]) == "compiler error: label N outside boundaries N-N"


def test_identifiers_chosen_by_the_test_are_normalized_but_keywords_kept() -> None:
    assert normalize_line("t.c:3:5: error: 'foo' undeclared", ["t.c"]) == "error: 'ID' undeclared"
    assert normalize_line("t.c:3:5: error: expected 'int'", ["t.c"]) == "error: expected 'int'"


def test_first_error_skips_driver_noise() -> None:
    output = "t.c:16: error: ',' expected (got \")\")\nerror: /usr/bin/ccom terminated with status 1\n"
    assert first_error(output, ["t.c"]) == "error: ',' expected (got \")\")"


def test_signal_death_without_message_is_a_crash() -> None:
    assert crash_signature("tcc", RunResult(["tcc"], -11), ["t.c"]) == "tcc: killed by SIGSEGV"
    assert crash_signature("tcc", RunResult(["tcc"], 1, stderr=b"t.c:1: error: x"), ["t.c"]) is None


GCC11_ICE = "t.c:3:1: internal compiler error: in expand_expr_real_1, at expr.c:8845"
GCC12_ICE = "t.c:3:1: internal compiler error: in expand_expr_real_1, at expr.cc:8845"


def test_same_failure_ignores_the_compiler_name_but_not_the_message() -> None:
    one = crash_signature("gcc-11", RunResult(["gcc-11"], 1, stderr=GCC12_ICE.encode()), ["t.c"])
    other = crash_signature("gcc", RunResult(["gcc"], 1, stderr=GCC12_ICE.encode()), ["t.c"])
    assert one and other and one != other
    assert same_failure(one, other)
    assert not same_failure(one, "gcc: internal compiler error: in expand_expr_real_1, at expr.cc:9000")
    assert not same_failure(one, None) and not same_failure(None, None)


def test_diagnostic_words_are_not_taken_for_a_compiler_name() -> None:
    assert strip_compiler_name("tcc: error: 'ID' undeclared") == "error: 'ID' undeclared"
    assert strip_compiler_name("error: 'ID' undeclared") == "error: 'ID' undeclared"
    assert strip_compiler_name("internal compiler error: X") == "internal compiler error: X"
    assert same_failure("tcc: error: 'ID' undeclared", "error: 'ID' undeclared")


def test_release_invariant_form_survives_gccs_c_to_cc_rename() -> None:
    gcc11 = crash_signature("gcc-11", RunResult(["gcc-11"], 1, stderr=GCC11_ICE.encode()), ["t.c"])
    gcc12 = crash_signature("gcc-12", RunResult(["gcc-12"], 1, stderr=GCC12_ICE.encode()), ["t.c"])
    assert gcc11 and gcc12
    assert not same_failure(gcc11, gcc12)  # exactly: expr.c is not expr.cc
    assert same_failure(gcc11, gcc12, across_releases=True)
    moved = gcc12.replace("8845", "8850")
    assert same_failure(gcc11, moved, across_releases=True)  # lines move between releases
    assert release_invariant(gcc12).endswith("in expand_expr_real_1, at expr:N")  # the function stays
    other_function = gcc12.replace("expand_expr_real_1", "expand_call")
    assert not same_failure(gcc11, other_function, across_releases=True)


@pytest.mark.parametrize(
    ("verdict", "signature", "names_it"),
    [
        ("crash", "gcc-12: internal compiler error: in expand_expr_real_1, at expr.cc:8801", True),
        ("crash", "clang-15: clang frontend crash in clang::CodeGen::CodeGenFunction::EmitCall", True),
        ("crash", "clang-16: error in backend: Cannot select: i64 = bitcast in llvm::SelectCodeCommon", True),
        ("crash", "pcc: compiler error: label N outside boundaries N-N", True),
        ("rejects-valid", "tcc: rejects valid code: error: ',' expected (got \")\")", True),
        # Debian's stripped cc1plus (msys2#9525 here) and a signal with no frame say only that it died.
        ("crash", "gcc-12: internal compiler error: Segmentation fault", False),
        ("crash", "tcc: killed by SIGSEGV", False),
        ("crash", "clang-16: clang frontend crash during 'X86 DAG->DAG Instruction Selection'", False),
        ("wrong-code", "tcc -w: wrong code: crash at run time (SIGSEGV)", False),
        ("wrong-code", "clang-16 -O3 -w: wrong code: wrong output", False),
        ("compile-time-hog", "gcc-12 -O2: compile-time hog", False),
    ],
)  # fmt: skip
def test_a_signature_names_the_bug_only_when_it_says_where_or_what(verdict, signature, names_it) -> None:  # noqa: ANN001
    assert names_the_bug(verdict, signature) is names_it
