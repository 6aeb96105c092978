"""Statement elimination by binary search ("Random Testing of Arithmetic Optimization" §5): the statements of
function bodies at a given block nesting ``level`` are removed in halving chunks (all of them, then halves,
quarters, ... one by one), so 10,000 removable statements cost a few dozen tests instead of 10,000."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.clang.base import report_problem
from reportsmith.reducer.clang.text import statement_span
from reportsmith.reducer.clang.tree import Node, parse
from reportsmith.reducer.edits import Candidate
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._chunks import chunk_candidates


def block_depth(node: Node) -> int:
    """How many compound statements enclose ``node`` inside its function (0: the function body)."""
    return sum(1 for a in node.ancestors() if a.kind == "COMPOUND_STMT") - 1


@register("arith-statements")
class Statements:
    grows = False

    def __init__(self, level: int = 0) -> None:
        self.level = level
        self.name = f"arith-statements:{level}"

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        try:
            tree = parse(text, context.file_name)
            units = [
                statement_span(text, n)
                for n in tree.nodes
                if n.parent is not None and n.parent.kind == "COMPOUND_STMT" and block_depth(n) == self.level
                and n.kind != "RETURN_STMT"
            ]  # fmt: skip
        except Exception as error:  # noqa: BLE001 - contained: see reportsmith.reducer.clang.base
            report_problem(self.name, error)
            return
        yield from chunk_candidates(units, resume, self.name)
