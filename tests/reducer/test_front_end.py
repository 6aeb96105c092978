"""The in-process front-end check (reducer/front_end.py) stands in for the clang reference's: it may only
refuse what clang-16 refuses with the same flags, and it must refuse what a token pass breaks."""

from __future__ import annotations

import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from reportsmith.reducer import passes
from reportsmith.reducer.front_end import FrontEndCheck, leading_directives
from reportsmith.reducer.passes import PassContext
from reportsmith.reducer.validity import ub_warning_flags
from sum_program import sum_program

pytestmark = pytest.mark.skipif(not shutil.which("clang-16"), reason="needs clang-16")

ORIGINAL = sum_program(helpers=b"int unused(int x) { return x * 3; }\n")
FLAGS = ub_warning_flags("clang-16")


def _clang_refuses(text: bytes, tmp_path: Path) -> bool:
    source = tmp_path / "prog.c"
    source.write_bytes(text)
    checked = subprocess.run(["clang-16", "-fsyntax-only", *FLAGS, str(source)], capture_output=True)
    return checked.returncode != 0


def test_it_refuses_exactly_what_clang_16_refuses_among_one_token_deletions(tmp_path: Path) -> None:
    check = FrontEndCheck(FLAGS, "prog.c")
    assert not check.rejects(ORIGINAL)
    tokens = passes.create("tokens", sizes=[1])
    variants = [c.edit.apply(ORIGINAL) for c in tokens.candidates(ORIGINAL, None, PassContext("prog.c"))]
    refused = [v for v in variants if check.rejects(v)]
    assert len(variants) > 80 and len(refused) > len(variants) // 2  # most deletions break the program
    for variant in variants:
        assert check.rejects(variant) == _clang_refuses(variant, tmp_path), variant.decode()


def test_it_refuses_a_ub_warning_it_is_given_as_an_error() -> None:
    uninitialised = ORIGINAL.replace(b"int s = 0;", b"int s;")
    assert FrontEndCheck(FLAGS, "prog.c").rejects(uninitialised)
    assert not FrontEndCheck([], "prog.c").rejects(uninitialised)


def _fresh_rejects(text: bytes) -> bool:
    """A check of its own for ``text`` alone: its first parse never reuses a preamble."""
    return FrontEndCheck(FLAGS, "prog.c").rejects(text)


def test_reparsing_with_the_preamble_says_what_a_fresh_parse_says_in_any_order_on_two_threads() -> None:
    # the include line's own deletions change the preamble: those variants are parsed afresh or get a unit
    # of their own, and the ones after them go back to the original's
    tokens = passes.create("tokens", sizes=[1, 2])
    variants = [c.edit.apply(ORIGINAL) for c in tokens.candidates(ORIGINAL, None, PassContext("prog.c"))]
    include_broken = [v for v in variants if b"#include <stdio.h>\n" not in v]
    assert len(include_broken) >= 4
    interleaved = [v for pair in zip(variants, reversed(variants), strict=True) for v in pair]
    interleaved += include_broken * 2 + [ORIGINAL] * 3 + include_broken[:1] * 3 + variants[:20]
    expected = {v: _fresh_rejects(v) for v in set(interleaved)}
    check = FrontEndCheck(FLAGS, "prog.c")
    with ThreadPoolExecutor(2) as pool:
        said = list(pool.map(check.rejects, interleaved))
    assert said == [expected[v] for v in interleaved]


def test_variants_that_keep_the_leading_directives_reuse_one_unit() -> None:
    check = FrontEndCheck(FLAGS, "prog.c")
    for _ in range(2):
        assert not check.rejects(ORIGINAL)
    unit = check._thread.unit
    assert unit is not None
    assert check.rejects(ORIGINAL.replace(b"int s = 0;", b"int s;"))
    assert not check.rejects(ORIGINAL.replace(b"s += g[i]", b"s -= g[i]"))
    assert check._thread.unit is unit


def test_leading_directives_are_the_blank_directive_and_comment_lines_before_the_code() -> None:
    text = b"// a test\n#include <stdio.h>\n\n/* one line */\n#define N 4\nint g;\n#include <string.h>\n"
    assert leading_directives(text) == text[: text.index(b"int g;")]
    assert leading_directives(b"int x;\n") == b""
