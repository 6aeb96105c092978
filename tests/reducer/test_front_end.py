"""The in-process front-end check (reducer/front_end.py) stands in for the clang reference's: it may only
refuse what clang-16 refuses with the same flags, and it must refuse what a token pass breaks."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from reportsmith.reducer import passes
from reportsmith.reducer.front_end import FrontEndCheck
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
