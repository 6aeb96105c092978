"""The base class of AST passes: parse, enumerate opportunities in source order, contain failures.

A subclass sets ``name`` and implements ``opportunities(tree) -> Iterable[(label, Edit)]``, a pure function
of the tree, in a stable order (source offsets). Candidates are yielded in that order; after an accepted
candidate the pass resumes at the same index on the new text (where the next opportunity now sits).

Containment: a variant libclang cannot parse, or an exception raised while a pass looks for opportunities,
must not stop the reduction. The pass proposes nothing for that variant, the problem is logged once per
pass and kind of error, and counted in :data:`PROBLEMS` (which tests and the bench can read).
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from reportsmith.reducer.clang.tree import Tree, parse
from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.passes import PassContext
from reportsmith.reducer.passes._chunks import chunk_sizes

LOG = logging.getLogger("reportsmith.reducer.ast")
#: (pass name, error type) -> how many variants the pass was skipped on.
PROBLEMS: Counter[tuple[str, str]] = Counter()
_LOCK = threading.Lock()


def report_problem(pass_name: str, error: BaseException) -> None:
    key = (pass_name, type(error).__name__)
    with _LOCK:
        first = key not in PROBLEMS
        PROBLEMS[key] += 1
    if first:
        LOG.warning("pass %s skipped on a variant (%s: %s); reduction continues", pass_name, key[1], error)


class AstPass:
    name = "ast"
    grows = False
    #: "c" passes skip C++ files and vice versa; "any" runs on both.
    language = "any"
    #: Propose every opportunity in one candidate first (those that overlap an earlier one left out): for a
    #: pass whose steps nearly always hold (renames, unused declarations) one test replaces one per step,
    #: and under a staged predicate each holding step costs a full quick check.
    all_at_once = False

    def opportunities(self, tree: Tree) -> Iterable[tuple[str, Edit]]:
        raise NotImplementedError

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        try:
            tree = parse(text, context.file_name)
            if (self.language == "c" and tree.cpp) or (self.language == "c++" and not tree.cpp):
                return
            found = list(self.opportunities(tree))
        except Exception as error:  # noqa: BLE001 - containment is the point: see the module docstring
            report_problem(self.name, error)
            return
        if self.all_at_once and resume is None and len(found) > 1:
            yield from self._chunks(found)
        for index in range(resume or 0, len(found)):
            label, edit = found[index]
            yield Candidate(edit, index, f"{self.name} #{index}: {label}")

    def _chunks(self, found: list[tuple[str, Edit]]) -> Iterator[Candidate]:
        """All opportunities in one candidate, then halves, quarters... down to pairs (ddmin's chunks).
        An accepted chunk restarts the pass (resume None) on the new text: the chunks tried before come
        back as variants already tested and cost nothing (the engine's cache)."""
        for size in chunk_sizes(len(found)):
            if size < 2:
                break
            for start in range(0, len(found), size):
                chunk = found[start : start + size]
                together = all_together(edit for _, edit in chunk)
                label = f"all {len(found)} at once" if size == len(found) else f"{len(chunk)} from #{start}"
                yield Candidate(together, None, f"{self.name}: {label}")


def all_together(edits: Iterable[Edit]) -> Edit:
    """The edits merged, in order, skipping any that overlaps one already taken."""
    together = Edit(())
    for edit in edits:
        if not together.overlaps(edit):
            together = together.merge(edit)
    return together
