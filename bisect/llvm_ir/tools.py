"""The LLVM tools of the clang release under test: ``opt``, ``llc``, ``lli`` and ``llvm-reduce``.

IR written by clang N is read by the tools of release N (older tools refuse newer IR; newer ones may read it
but crash differently), so every command in an IR reproducer uses the release's own tools. The release is
the number in the compiler's name (``clang-16``, ``clang++-14``) or, for a bare ``clang``, the major version
``--version`` prints. Each tool is looked up as Debian installs it (``opt-16`` on PATH, what a reader of
the report types), else beside the compiler's real binary (``/usr/lib/llvm-16/bin/opt``).
"""

from __future__ import annotations

import functools
import os
import re
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportsmith.bisect.errors import ToolsMissingError
from reportsmith.common.process import Limits, run_limited

_NAMED_RELEASE = re.compile(r"^clang(?:\+\+)?-(?P<major>\d+)(?:\.\d+)*$")
_VERSION_LINE = re.compile(r"clang version (?P<major>\d+)\.")
TOOLS = ("opt", "llc", "lli", "llvm-reduce")


@dataclass(frozen=True)
class LLVMTools:
    """The tools of one LLVM release, as commands (``opt-16`` or an absolute path)."""

    release: int
    clang: str
    opt: str
    llc: str
    lli: str
    llvm_reduce: str

    @classmethod
    def matching(cls, compiler: Sequence[str]) -> LLVMTools:
        """The tools of the release of ``compiler`` (its argv; the first word is the program)."""
        program = compiler[0]
        release = clang_release(program)
        found = {tool: _find(tool, release, program) for tool in TOOLS}
        missing = [f"{tool}-{release}" for tool, path in found.items() if path is None]
        if missing:
            raise ToolsMissingError(
                f"{', '.join(missing)} not found (neither on PATH nor beside {program}): install the LLVM "
                f"tools of release {release} (Debian: apt-get install llvm-{release})"
            )
        return cls(release, program, found["opt"], found["llc"], found["lli"], found["llvm-reduce"])  # type: ignore[arg-type]

    def llvm_reduce_options(self) -> frozenset[str]:
        """The options this ``llvm-reduce`` knows (``-j`` from 15 on, ``--max-pass-iterations`` from 14)."""
        return _options(self.llvm_reduce)


@functools.cache
def clang_release(program: str) -> int:
    """The major release of the clang ``program``: from its name, else from ``--version``."""
    named = _NAMED_RELEASE.match(Path(program).name)
    if named:
        return int(named["major"])
    result = run_limited([program, "--version"], limits=Limits(timeout=30))
    version = _VERSION_LINE.search(result.out)
    if version is None:
        raise ToolsMissingError(
            f"{program} is not clang (its --version does not say 'clang version N.'): IR reproducers are "
            "for clang only"
        )
    return int(version["major"])


def _find(tool: str, release: int, program: str) -> str | None:
    versioned = f"{tool}-{release}"
    if shutil.which(versioned):
        return versioned
    binary = shutil.which(program)
    if binary:
        beside = Path(os.path.realpath(binary)).parent / tool
        if beside.is_file() and os.access(beside, os.X_OK):
            return str(beside)
    return None


@functools.cache
def _options(program: str) -> frozenset[str]:
    help_text = run_limited([program, "--help"], limits=Limits(timeout=30)).out
    return frozenset(re.findall(r"^\s+(-{1,2}[\w-]+)", help_text, re.M))
