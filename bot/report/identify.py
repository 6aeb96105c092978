"""Which compiler is this: version, target and configure line, from what ``COMPILER -v`` prints.

GCC and Clang print all three (``gcc version ...``, ``Target: ...``, ``Configured with: ...``); tcc prints
``tcc version 0.9.27 (x86_64 Linux)`` and pcc ``Portable C Compiler 1.2.0.DEVEL 20220331 for
x86_64-pc-linux-gnu`` (and complains that no input file was given, which is harmless). The report shows what
there is and says when a part is unknown, rather than guessing.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from reportsmith.common.process import Limits, run_limited

_TARGET = re.compile(r"^Target:\s*(\S+)", re.MULTILINE)
_CONFIGURED = re.compile(r"^Configured with:\s*(.+)$", re.MULTILINE)
_VERSION_LINE = re.compile(r"^.*\bversion\s+\d.*$", re.MULTILINE | re.IGNORECASE)
_PCC_LINE = re.compile(r"^Portable C Compiler\s+(?P<version>.+?)\s+for\s+(?P<target>\S+)", re.MULTILINE)
_TCC_LINE = re.compile(r"^tcc version\s+(?P<version>\S+)(?:\s+\((?P<target>[^)]*)\))?", re.MULTILINE)
_VERSION_NUMBER = re.compile(r"\b(\d+)\.(\d+)(?:\.\d+)?")


@dataclass(frozen=True)
class Identification:
    """What ``-v`` says about a compiler. Empty strings are parts it did not say."""

    command: str
    version: str = ""
    target: str = ""
    configured: str = ""
    raw: str = ""

    @property
    def major(self) -> str:
        """The major version number (``12`` of ``gcc version 12.2.0``), or ""."""
        match = _VERSION_NUMBER.search(self.version)
        return match.group(1) if match else ""


def parse_identification(command: str, output: str) -> Identification:
    """Version, target and configure line from the text of ``COMPILER -v``."""
    version = target = configured = ""
    if match := _PCC_LINE.search(output):
        version, target = f"Portable C Compiler {match['version']}", match["target"]
    elif match := _TCC_LINE.search(output):
        version, target = f"tcc version {match['version']}", match["target"] or ""
    else:
        lines = [line.strip() for line in _VERSION_LINE.findall(output) if "Configured with" not in line]
        version = lines[-1] if lines else ""  # gcc prints "gcc version ..." last; clang first and only
    if match := _TARGET.search(output):
        target = match.group(1)
    if match := _CONFIGURED.search(output):
        configured = match.group(1).strip()
    kept = [line for line in output.splitlines() if "error: no input files" not in line]
    return Identification(command, version, target, configured, "\n".join(kept).strip())


@functools.lru_cache(maxsize=64)
def identify(argv: tuple[str, ...]) -> Identification:
    """Run ``argv -v`` (bounded: 10 s) and parse what it prints; asked once per command per process."""
    result = run_limited([*argv, "-v"], limits=Limits(timeout=10.0, memory_mb=1024, output_bytes=64 * 1024))
    command = " ".join(argv)
    if result.start_error:
        return Identification(command, raw=f"({result.start_error})")
    return parse_identification(command, result.output)
