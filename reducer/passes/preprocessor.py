"""Preprocessor passes: removal of ``#include``/``#pragma``/line-marker lines, and ``#if`` simplification.

``directives`` removes matching directive lines in halving chunks (all of them first: a preprocessed
file carries thousands of line markers). ``ifs`` replaces a whole ``#if``/``#ifdef``/``#ifndef`` group by
the text of one of its branches (first branch kept, then the ``#else`` branch), like unifdef would; its
first candidate resolves every group at once the way ``gcc -E`` does (the branches it takes stay, without
their directive lines). A file whose headers were inlined (an ingested Csmith program carries ``csmith.h``
and ``safe_math.h``: 126 groups) otherwise costs a quick check per group: 209 tests, 54 s of a 300 s budget.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportsmith.common.process import Limits, run_limited
from reportsmith.reducer.clang.tree import CSMITH_INCLUDE
from reportsmith.reducer.edits import Candidate, Edit, Replacement
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._chunks import chunk_candidates

_LINE = re.compile(rb"(?m)^.*(?:\n|\Z)")
_REMOVABLE = re.compile(rb"^[ \t]*#[ \t]*(?:include\b|include_next\b|pragma\b|line\b|\d+\b)")
_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b")


def _lines(text: bytes) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _LINE.finditer(text) if m.end() > m.start()]


@register("directives")
class Directives:
    name = "directives"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        units = [(s, e) for s, e in _lines(text) if _REMOVABLE.match(text[s:e])]
        yield from chunk_candidates(units, resume, self.name)


@dataclass
class ConditionalGroup:
    """Line ranges of one ``#if`` ... ``#endif`` group: each directive line and the branch bodies between."""

    directive_lines: list[tuple[int, int]]  # #if, #elif..., #else, #endif

    @property
    def start(self) -> int:
        return self.directive_lines[0][0]

    @property
    def end(self) -> int:
        return self.directive_lines[-1][1]


def conditional_groups(text: bytes) -> list[ConditionalGroup]:
    """Every complete conditional group, in order of its ``#if`` line (unbalanced ones are ignored)."""
    stack: list[ConditionalGroup] = []
    groups: list[ConditionalGroup] = []
    for start, end in _lines(text):
        match = _DIRECTIVE.match(text[start:end])
        if not match:
            continue
        keyword = match.group(1)
        if keyword in (b"if", b"ifdef", b"ifndef"):
            stack.append(ConditionalGroup([(start, end)]))
        elif stack:
            stack[-1].directive_lines.append((start, end))
            if keyword == b"endif":
                groups.append(stack.pop())
    groups.sort(key=lambda g: g.start)
    return groups


@register("ifs")
class Ifs:
    name = "ifs"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        groups = conditional_groups(text)
        if resume is None and len(groups) > 1:
            taken = taken_branches(text, groups)
            if taken is not None:
                yield Candidate(resolve_all(groups, taken), 0, "ifs: every group as gcc -E takes it")
        for index in range(resume or 0, len(groups)):
            lines = groups[index].directive_lines
            # Branch k is the text between directive line k and k+1; keep one, delete all the rest.
            for keep in (0, len(lines) - 2) if len(lines) > 2 else (0,):
                replacements = []
                for k in range(len(lines) - 1):
                    body_start, body_end = lines[k][1], lines[k + 1][0]
                    replacements.append(Replacement(lines[k][0], lines[k][1]))
                    if k != keep and body_end > body_start:
                        replacements.append(Replacement(body_start, body_end))
                replacements.append(Replacement(*lines[-1]))
                yield Candidate(Edit.of(replacements), index, f"ifs #{index} keep branch {keep}")
            # And the whole group gone.
            yield Candidate(Edit.delete(groups[index].start, groups[index].end), index, f"ifs #{index} drop")


def taken_branches(text: bytes, groups: list[ConditionalGroup]) -> set[tuple[int, int]] | None:
    """The (group, branch) pairs ``gcc -E`` keeps, found by a marker line at the top of every branch; None
    when the preprocessor fails (a missing header, an ``#error``)."""
    insertions = sorted(
        (group.directive_lines[k][1], b"__reportsmith_branch_%d_%d__\n" % (g, k))
        for g, group in enumerate(groups)
        for k in range(len(group.directive_lines) - 1)
    )
    marked = Edit.of(Replacement(at, at, marker) for at, marker in insertions).apply(text)
    with tempfile.TemporaryDirectory(prefix="reportsmith-ifs-") as directory:
        (Path(directory) / "marked.c").write_bytes(marked)
        done = run_limited(
            ["gcc", "-E", "-P", "-w", f"-I{CSMITH_INCLUDE}", "marked.c"],
            cwd=directory, limits=Limits(timeout=60, output_bytes=1 << 26),
        )  # fmt: skip
    if not done.ok:
        return None
    found = re.findall(rb"__reportsmith_branch_(\d+)_(\d+)__", done.stdout)
    return {(int(g), int(k)) for g, k in found}


def resolve_all(groups: list[ConditionalGroup], taken: set[tuple[int, int]]) -> Edit:
    """Every group's directive lines and untaken branches removed (a group inside a removed branch goes
    with it)."""
    replacements: list[Replacement] = []
    removed: list[tuple[int, int]] = []  # untaken branch bodies
    for g, group in enumerate(groups):
        if any(start <= group.start < end for start, end in removed):
            continue
        lines = group.directive_lines
        for k in range(len(lines) - 1):
            replacements.append(Replacement(*lines[k]))
            body_start, body_end = lines[k][1], lines[k + 1][0]
            if (g, k) not in taken and body_end > body_start:
                replacements.append(Replacement(body_start, body_end))
                removed.append((body_start, body_end))
        replacements.append(Replacement(*lines[-1]))
    return Edit.of(replacements)
