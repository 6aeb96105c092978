"""Remove what runs after a runtime crash: statements textually after each backtrace frame's line.

A wrong-code case whose miscompiled program dies by a signal needs nothing its run would have done after
the crash; in a Csmith program that is most of ``main`` (the checksum of every global) and the rest of each
function on the crashing call chain. The predicate knows how to get the backtrace (``crash_lines``: tcc's
``-bt`` prints ``file:line: at function`` for each frame); for each frame the statements of the frame's
function that start on a later line are units, outermost only, ``return`` statements, declarations and
labels kept (a function must still return, names must stay declared). All units go in the first candidate,
then by binary search over their count (``_bulk.py``). A statement after the frame's line may still have
run before the crash (a loop's earlier iteration, a recursive call): the test decides.
"""

from __future__ import annotations

from reportsmith.reducer.clang.base import report_problem
from reportsmith.reducer.clang.text import statement_span
from reportsmith.reducer.clang.tree import Node, is_cpp, parse
from reportsmith.reducer.edits import Replacement
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._bulk import BulkPass, Unit

_KEPT = {"DECL_STMT", "LABEL_STMT", "NULL_STMT", "COMPOUND_STMT", "RETURN_STMT"}


def _function_at(nodes: list[Node], offset: int) -> Node | None:
    for node in nodes:
        if node.kind == "FUNCTION_DECL" and node.start <= offset < node.end and node.children:
            return node
    return None


@register("after-crash")
class AfterCrash(BulkPass):
    name = "after-crash"

    def units(self, text: bytes, context: PassContext) -> list[Unit]:
        if context.crash_lines is None or is_cpp(context.file_name):
            return []
        try:
            lines = context.crash_lines(text)
            tree = parse(text, context.file_name) if lines else None
        except Exception as error:  # noqa: BLE001 - a variant the tools cannot handle proposes nothing
            report_problem(self.name, error)
            return []
        if tree is None:
            return []
        line_starts = [0] + [i + 1 for i, byte in enumerate(text) if byte == 10]
        found: dict[int, Unit] = {}
        for line in lines:
            if not 0 < line <= len(line_starts):
                continue
            after = line_starts[line] if line < len(line_starts) else len(text)  # start of the next line
            function = _function_at(tree.nodes, line_starts[line - 1])
            if function is None:
                continue
            covered_until = -1
            for node in tree.nodes:
                if not function.start < node.start < function.end or node.start < max(after, covered_until):
                    continue
                if node.kind in _KEPT or node.parent is None or node.parent.kind != "COMPOUND_STMT":
                    continue
                start, end = statement_span(text, node)
                found.setdefault(start, (Replacement(start, end),))
                covered_until = end
        return [found[start] for start in sorted(found)]
