"""Interestingness predicates and the sanity checks, with real scripts and real compilers."""

import os
import shutil
import stat
import textwrap
import time
from pathlib import Path

import pytest
from reportsmith.common.process import scratch_dir
from reportsmith.reducer import (
    CrashPredicate,
    EmptyIsInterestingError,
    FlakyTestError,
    NotInterestingError,
    RejectPredicate,
    ScriptPredicate,
    load_schedule,
    reduce,
)


def script(tmp_path: Path, body: str, name: str = "test.sh") -> Path:
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + textwrap.dedent(body))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_script_sees_the_variant_under_the_original_name_with_tmpdir_inside(tmp_path):
    test = script(tmp_path, 'grep -q needle prog.c && case "$TMPDIR" in "$PWD"/*) exit 0;; esac; exit 1\n')
    predicate = ScriptPredicate(script=test, file_name="/somewhere/prog.c")
    with scratch_dir() as scratch:
        assert predicate.is_interesting(b"a needle", scratch)
    with scratch_dir() as scratch:
        assert not predicate.is_interesting(b"a pin", scratch)


def test_refuses_an_uninteresting_original(tmp_path):
    with pytest.raises(NotInterestingError, match="not interesting"):
        reduce(b"x", ScriptPredicate(script=script(tmp_path, "exit 1\n"), file_name="t.c"), jobs=1)


def test_refuses_when_empty_is_interesting(tmp_path):
    with pytest.raises(EmptyIsInterestingError, match="empty file"):
        reduce(b"x", ScriptPredicate(script=script(tmp_path, "exit 0\n"), file_name="t.c"), jobs=1)


def test_refuses_a_flaky_test(tmp_path):
    counter = tmp_path / "count"
    counter.write_text("")
    body = f"echo x >> {counter}; [ $(wc -l < {counter}) -eq 1 ]\n"  # interesting the first time only
    with pytest.raises(FlakyTestError, match="flaky"):
        reduce(b"x", ScriptPredicate(script=script(tmp_path, body), file_name="t.c"), jobs=1)


def test_hostile_script_neither_hangs_nor_exhausts(tmp_path):
    """Forks a child that sleeps forever and writes 1 GB to stdout; interesting when 'keep' is there."""
    body = """\
        (sleep 1000 &)
        sleep 1000 &
        head -c 1000000000 /dev/zero
        grep -q keep t.c
    """
    predicate = ScriptPredicate(script=script(tmp_path, body), file_name="t.c", timeout=20)
    text = b"int a;\nint keep;\nint b;\n"
    scratch_parent = tmp_path / "scratch"
    scratch_parent.mkdir()
    started = time.monotonic()
    only_lines = load_schedule().select(only=["lines"])
    result = reduce(text, predicate, jobs=2, schedule=only_lines, scratch_parent=scratch_parent)
    assert result.text == b"int keep;\n"
    assert time.monotonic() - started < 60
    assert os.listdir(scratch_parent) == []  # every scratch directory was removed


@pytest.mark.skipif(shutil.which("pcc") is None, reason="pcc not installed")
def test_crash_predicate_keeps_the_signature_of_a_real_pcc_crash():
    crashing = b"void f(void) { goto *&&a; a:; }\n"
    predicate = CrashPredicate(compiler="pcc -c -w", signature="", file_name="t.c")
    with scratch_dir() as scratch:
        signature = predicate.signature_of(crashing, scratch)
    assert signature and "label N outside boundaries" in signature
    predicate.signature = signature
    padded = b"int unused1;\nint unused2 = 3;\n" + crashing + b"int g(void) { return 2; }\n"
    result = reduce(padded, predicate, jobs=2)
    with scratch_dir() as scratch:
        assert predicate.signature_of(result.text, scratch) == signature
    assert result.size < len(crashing)


@pytest.mark.skipif(shutil.which("pcc") is None, reason="pcc not installed")
def test_crash_predicate_matches_a_signature_stored_under_the_configured_compiler_name():
    """The oracle stores ``<configured name>: ...``; the predicate computes ``pcc: ...`` (issue 10)."""
    crashing = b"void f(void) { goto *&&a; a:; }\n"
    predicate = CrashPredicate(compiler="pcc -c -w", signature="", file_name="t.c")
    with scratch_dir() as scratch:
        found = predicate.signature_of(crashing, scratch)
    assert found and found.startswith("pcc: ")
    predicate.signature = found.replace("pcc: ", "pcc-O0-nightly: ", 1)
    with scratch_dir() as scratch:
        assert predicate.is_interesting(crashing, scratch)
    predicate.signature = found.replace("outside", "inside")  # another crash is not this one
    with scratch_dir() as scratch:
        assert not predicate.is_interesting(crashing, scratch)


@pytest.mark.skipif(not (shutil.which("tcc") and shutil.which("gcc")), reason="tcc/gcc not installed")
def test_reject_predicate_keeps_a_tcc_rejects_valid_error():
    text = b"int a;\n#pragma pack(push)\nstruct s { char c; int i; };\n#pragma pack(pop)\nint b;\n"
    predicate = RejectPredicate(
        compiler="tcc -c -w", signature="", reference="gcc -fsyntax-only -w", file_name="p.c"
    )
    with scratch_dir() as scratch:
        error = predicate.signature_of(text, scratch)
    assert error and "expected" in error
    predicate.signature = error
    result = reduce(text, predicate, jobs=2)
    assert result.text.strip() == b"#pragma pack(push)"
