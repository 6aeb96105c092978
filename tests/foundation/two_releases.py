"""Two "releases" of a compiler made from gcc, so a test decides which one has which bug (see
test_regression_guard.py, test_reduce_builtin_cli.py): ``cc-old`` builds with ``-DOLDBUG`` (a bug both
releases have), ``cc-new`` with ``-DOLDBUG -DBUGGY`` (plus a regression). ORIGINAL crashes only under BUGGY;
RANGE_LOST under both."""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest
from sum_program import sum_program

#: tests/sum_program.py with the older bug (OLDBUG: only when r is 999, which it never is).
ORIGINAL = sum_program(before_bug=b"#ifdef OLDBUG\n  if (r == 999)\n    *(volatile int *)0 = r;\n#endif\n")
#: What an unguarded reduction keeps: still a crash under cc-new, but cc-old crashes too.
RANGE_LOST = ORIGINAL.replace(b"  if (r == 999)\n", b"")


def install_releases(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """cc-old and cc-new in a folder put first on PATH."""
    folder = tmp_path / "bin"
    folder.mkdir()
    for name, macros in (("cc-old", "-DOLDBUG"), ("cc-new", "-DOLDBUG -DBUGGY")):
        script = folder / name
        script.write_text(f'#!/bin/sh\nexec gcc {macros} "$@"\n')
        script.chmod(script.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    return folder


def crashes(compiler: str, text: bytes, directory: Path) -> bool:
    source = directory / "check.c"
    source.write_bytes(text)
    subprocess.run([compiler, "-w", str(source), "-o", str(directory / "check.out")], check=True)
    return subprocess.run([str(directory / "check.out")], capture_output=True).returncode < 0
