"""Remove the statements the program never executes (gcov), all of them in the first candidate.

A Csmith program is half code its run never reaches (branches on constants, functions called only from
them). The failure a wrong-code or runtime-crash case shows happens on the executed path, so that half can
usually go in one test instead of hundreds of ddmin steps. The pass builds the current text with
``gcc --coverage``, runs it once (under a timeout) and reads ``gcov``'s line counts; a statement of a block
whose lines all have code counted zero (``#####``) and none counted non-zero is a unit, outermost only;
units go by binary search over their count (``_bulk.py``). Declarations and labels stay (removing them is a
compile error or changes where a goto lands), and so do ``return`` statements and the dead statements holding
one (their other dead statements go): without them clang's ``-Wreturn-type`` fires on every function whose
last return sits on a path the run never took, and the all-at-once candidate fails. On the bundled Csmith
case that one warning made the sweep cost 83 tests instead of one.

C only, with a ``main``; anything that does not build or run to an exit proposes nothing. It runs the test
program once per text, as a wrong-code predicate does anyway.
"""

from __future__ import annotations

import bisect
import os
import tempfile

from reportsmith.common.process import Limits, run_limited
from reportsmith.reducer.clang.base import report_problem
from reportsmith.reducer.clang.text import statement_span
from reportsmith.reducer.clang.tree import CSMITH_INCLUDE, is_cpp, parse
from reportsmith.reducer.edits import Replacement
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._bulk import BulkPass, Unit

_KEPT = {"DECL_STMT", "LABEL_STMT", "NULL_STMT", "COMPOUND_STMT"}


def line_counts(text: bytes, file_name: str, timeout: float) -> dict[int, int] | None:
    """Line number -> execution count for the lines gcov says hold code, or None when the program does not
    build with ``gcc --coverage`` or does not exit within ``timeout``."""
    name = os.path.basename(file_name) or "test.c"
    with tempfile.TemporaryDirectory(prefix="reportsmith-gcov-") as directory:
        with open(os.path.join(directory, name), "wb") as handle:
            handle.write(text)
        stem = os.path.splitext(name)[0]
        compile_ = ["gcc", "--coverage", "-O0", "-w", f"-I{CSMITH_INCLUDE}", "-c", name, "-o", f"{stem}.o"]
        link = ["gcc", "--coverage", f"{stem}.o", "-o", "prog", "-lm"]  # two steps: gcov finds stem.gcda
        limits = Limits(timeout=max(timeout, 60.0), memory_mb=None, output_bytes=1 << 14)
        for command in (compile_, link):
            if not run_limited(command, cwd=directory, limits=limits).ok:
                return None
        ran = run_limited(["./prog"], cwd=directory, limits=Limits(timeout=timeout, output_bytes=1 << 12))
        if ran.timed_out or ran.returncode is None or ran.returncode < 0:
            return None
        report = run_limited(
            ["gcov", "-t", name], cwd=directory, limits=Limits(timeout=60, output_bytes=1 << 26)
        )
        if not report.ok:
            return None
        return _parse_gcov(report.stdout.decode("latin-1"))


def _parse_gcov(report: str) -> dict[int, int]:
    counts: dict[int, int] = {}
    for line in report.splitlines():
        parts = line.split(":", 2)
        if len(parts) < 3:
            continue
        count, number = parts[0].strip().rstrip("*"), parts[1].strip()
        if not number.isdigit() or count == "-":
            continue
        if count in ("#####", "====="):
            counts[int(number)] = 0
        elif count.isdigit():
            counts[int(number)] = int(count)
    return counts


@register("dead-code")
class DeadCode(BulkPass):
    name = "dead-code"

    def __init__(self, timeout: float = 10.0, smallest: int = 1) -> None:
        super().__init__(smallest)
        self.timeout = timeout

    def units(self, text: bytes, context: PassContext) -> list[Unit]:
        if is_cpp(context.file_name) or b"main" not in text:
            return []
        try:
            counts = line_counts(text, context.file_name, self.timeout)
            tree = parse(text, context.file_name) if counts else None
        except Exception as error:  # noqa: BLE001 - a variant the tools cannot handle proposes nothing
            report_problem(self.name, error)
            return []
        if not counts or tree is None:
            return []
        line_starts = [0] + [i + 1 for i, byte in enumerate(text) if byte == 10]
        returns = sorted(node.start for node in tree.nodes if node.kind == "RETURN_STMT")
        found: list[Unit] = []
        covered_until = -1
        for node in tree.nodes:  # preorder: an outer dead statement comes before its parts
            if node.start < covered_until or node.kind in _KEPT or node.parent is None:
                continue
            if _holds_one(returns, node.start, node.end):
                continue  # its parts are visited next; the return itself stays
            if node.parent.kind != "COMPOUND_STMT":
                continue
            first, last = _line(line_starts, node.start), _line(line_starts, max(node.start, node.end - 1))
            seen = [counts[n] for n in range(first, last + 1) if n in counts]
            if seen and not any(seen):
                start, end = statement_span(text, node)
                found.append((Replacement(start, end),))
                covered_until = end
        return found


def _holds_one(offsets: list[int], start: int, end: int) -> bool:
    index = bisect.bisect_left(offsets, start)
    return index < len(offsets) and offsets[index] < end


def _line(line_starts: list[int], offset: int) -> int:
    return bisect.bisect_right(line_starts, offset)
