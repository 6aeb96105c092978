"""Line coverage of the compiler under test on one failing test, for the ``coverage`` distance (PLDI'13 §5.3).

The compiler is a build made with ``--coverage`` whose ``.gcno`` notes files were copied, with the sources
and a ``BUILD_DIR`` file naming the folder it was built in, to a *gcov folder* (``bench/tame``'s tinycc
recipe does this through ``reportsmith.bisect``'s build cache). One collection:

1. run the compiler on the test with ``GCOV_PREFIX`` pointing into a scratch folder (and ``GCOV_PREFIX_STRIP``
   dropping the build folder), so each run writes its own ``.gcda`` counters and runs never mix;
2. ``gcov --json-format --stdout`` over those counters next to copies of the notes files;
3. every line executed at least once becomes a token ``file:function:offset`` (the line's offset from the
   start of its function, not its line number: tokens stay the same across revisions that only move code).

The result is what :class:`reportsmith.tamer.case.Case` ``coverage`` holds; the tamer's ``coverage``
distance is tf-idf cosine over these tokens.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.tamer.errors import CoverageError


@dataclass(frozen=True)
class Coverage:
    lines: frozenset[str]
    seconds: float


def gcov_tokens(gcov_json: str) -> frozenset[str]:
    """Covered-line tokens from gcov's JSON output (one JSON document per line, as ``--stdout`` prints)."""
    tokens: set[str] = set()
    for text in gcov_json.splitlines():
        if not text.startswith("{"):
            continue
        for source in json.loads(text).get("files", []):
            name = Path(source["file"]).name
            starts = {f["name"]: f["start_line"] for f in source.get("functions", [])}
            for line in source.get("lines", []):
                if line["count"] > 0:
                    function = line.get("function_name", "")
                    offset = line["line_number"] - starts.get(function, 0)
                    tokens.add(f"{name}:{function}:{offset}")
    return frozenset(tokens)


def collect_coverage(
    compiler: Sequence[str], arguments: Sequence[str], test: Path, gcov_dir: Path, timeout: float = 60.0
) -> Coverage:
    """The lines ``compiler`` (a ``--coverage`` build, see the module notes) covers compiling ``test``."""
    started = time.monotonic()
    build_file = gcov_dir / "BUILD_DIR"
    if not build_file.is_file():
        raise CoverageError(
            f"{gcov_dir}: no BUILD_DIR file; a gcov folder needs the .gcno files and BUILD_DIR"
        )
    strip = len(Path(build_file.read_text().strip()).parts) - 1
    with scratch_dir(prefix="reportsmith-coverage-") as scratch:
        counters = scratch.path / "gcda"
        shutil.copy(test, scratch.path / test.name)
        environment = {"GCOV_PREFIX": str(counters), "GCOV_PREFIX_STRIP": str(strip)}
        run_limited(
            [*compiler, *arguments, test.name], cwd=scratch.path, env=environment, limits=Limits(timeout)
        )
        found = sorted(counters.glob("*.gcda")) if counters.is_dir() else []
        if not found:
            raise CoverageError(
                f"{' '.join(compiler)}: wrote no .gcda counters; is it built with --coverage?"
            )
        for notes in gcov_dir.glob("*.gcno"):
            shutil.copy(notes, counters / notes.name)
        result = run_limited(
            ["gcov", "--json-format", "--stdout", *(p.name for p in found)],
            cwd=counters,
            limits=Limits(timeout, output_bytes=256 << 20),
            env={"LC_ALL": "C", "PATH": os.environ.get("PATH", "")},
        )
        if not result.ok:
            raise CoverageError(f"gcov failed in {counters}: {result.err.strip()[:300]}")
        lines = gcov_tokens(result.out)
    return Coverage(lines, round(time.monotonic() - started, 3))
