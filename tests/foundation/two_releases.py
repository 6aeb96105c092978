"""Two "releases" of a compiler made from gcc, so a test decides which one has which bug (see
test_range_guard.py): ``cc-old`` builds with ``-DOLDBUG`` (a bug both releases have), ``cc-new`` with
``-DOLDBUG -DBUGGY`` (plus a regression). ORIGINAL crashes only under BUGGY; RANGE_LOST under both."""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest

ORIGINAL = b"""#include <stdio.h>
int g[4] = {1, 2, 3, 4};
int compute(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += g[i];
  return s;
}
int main(void) {
  int r = compute(4);
#ifdef OLDBUG
  if (r == 999)
    *(volatile int *)0 = r;
#endif
#ifdef BUGGY
  *(volatile int *)0 = r;
#endif
  printf("%d\\n", r);
  return 0;
}
"""
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
