"""Preprocessor passes: removal of ``#include``/``#pragma``/line-marker lines, and ``#if`` simplification.

``directives`` removes matching directive lines in halving chunks (all of them first: a preprocessed
file carries thousands of line markers). ``ifs`` replaces a whole ``#if``/``#ifdef``/``#ifndef`` group by
the text of one of its branches (first branch kept, then the ``#else`` branch), like unifdef would.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

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
