"""clang-format as a pass: runs the real tool."""

import shutil

import pytest

pytestmark = pytest.mark.skipif(shutil.which("clang-format") is None, reason="clang-format not installed")


def test_clang_format_proposes_the_formatted_file_once(variants):
    proposed = variants("clang-format", b"int f(){return 1;}int g;")
    assert len(proposed) == 1
    assert b"return 1;" in proposed[0] and b"\n" in proposed[0]


def test_formatted_text_gives_no_candidate(variants):
    formatted = variants("clang-format", b"int   g;")[0]
    assert variants("clang-format", formatted) == []
