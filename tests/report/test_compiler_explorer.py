"""The Compiler Explorer link of LLVM and GCC drafts: made with no network, it opens the test with the
compiler under test and a reference, each with its flags, and decodes back to exactly those."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

from reportsmith.report import compiler_explorer as ce
from reportsmith.report.identify import identify

GOLDEN = Path(__file__).resolve().parent / "golden"
DATA = Path(__file__).resolve().parent / "data"
_LINK = re.compile(r"https://godbolt\.org/clientstate/[A-Za-z0-9_=-]+")


def test_the_link_in_the_golden_llvm_draft_decodes_to_the_test_and_the_flags() -> None:
    body = (GOLDEN / "real-clang-crash.github.txt").read_text(encoding="utf-8")
    [url] = _LINK.findall(body)
    [session] = ce.decode(url)["sessions"]
    assert session["language"] == "c"
    assert session["source"] == (DATA / "clang-ubsan-assume-aligned.reduced.c").read_text()
    # the compiler under test (Debian's clang-15 is Compiler Explorer's 15.0.0) with the failing flags,
    # without -c (Compiler Explorer decides what it emits); then the first reference, gcc -O0 -w
    assert session["compilers"] == [
        {"id": "cclang1500", "options": "-fsanitize=alignment"},
        {"id": "cg122", "options": "-O0 -w"},
    ]
    assert "executors" not in session  # a crash: nothing to run
    assert "clang 15.0.0 (-fsanitize=alignment)" in body  # the report says what the link opens


def test_the_gcc_draft_links_cxx_compilers_and_tcc_drafts_have_no_link() -> None:
    gcc = (GOLDEN / "real-gcc-crash.bugzilla.txt").read_text(encoding="utf-8")
    [session] = ce.decode(_LINK.findall(gcc)[0])["sessions"]
    assert session["language"] == "c++"
    assert session["compilers"][0] == {"id": "g122", "options": "-std=c++20"}
    assert session["source"] == (DATA / "gcc-lambda-alias-template.reduced.cpp").read_text()
    for name in ("wrong-code.github.txt", "crash.bugzilla.txt", "rejects-valid.github.txt"):
        assert "godbolt.org" not in (GOLDEN / name).read_text(encoding="utf-8")  # tcc, pcc: not there


def test_installed_compilers_map_to_the_nearest_release_compiler_explorer_has() -> None:
    for command, language, wanted in [
        ("clang-13", "c", "cclang1301"), ("clang-14", "c", "cclang1400"), ("clang-16", "c++", "clang1600"),
        ("clang-19", "c", "cclang1910"), ("clang-22", "c", "cclang2210"), ("clang-22", "c++", "clang2210"),
        ("gcc-11", "c", "cg113"), ("gcc-12", "c++", "g122"),
    ]:  # fmt: skip
        found = ce.explorer_compiler(identify((command,)).raw, language, ["-O2", "-c", "-o", "x.o"])
        assert found is not None and (found.id, found.options) == (wanted, "-O2"), command
    assert ce.explorer_compiler(identify(("tcc",)).raw, "c", []) is None
    assert ce.explorer_compiler("clang version 99.1.0", "c", []) is None  # a release it does not have


def test_wrong_code_links_run_both_programs_and_decode_from_plain_base64_too() -> None:
    compilers = [ce.ExplorerCompiler("cclang1600", "x86-64 clang 16.0.0", "-O2"),
                 ce.ExplorerCompiler("cg122", "x86-64 gcc 12.2", "-O0")]  # fmt: skip
    state = ce.state("int main(void) { return 0; }\n", "c", compilers, execute=True)
    url = ce.encode(state)
    assert ce.decode(url) == state
    executors = state["sessions"][0]["executors"]
    assert [e["compiler"]["id"] for e in executors] == ["cclang1600", "cg122"]
    plain = ce.ROOT + base64.b64encode(json.dumps(state).encode()).decode()  # Compiler Explorer's own form
    assert ce.decode(plain) == state
