"""The valid-crash predicate: a crash on code the references accept (ice-on-valid) stays one while it shrinks.

A plain :class:`~reportsmith.common.predicates.CrashPredicate` happily turns a crash on valid C++ into
a crash on a file full of syntax errors (the front end's error recovery crashes the same way), which is a
different and lower-priority bug (ice-on-invalid). So a variant is interesting here only if

1. the compiler under test still crashes with the same signature,
2. it printed no ``error:`` before its crash report
   (:func:`~reportsmith.common.signature.error_before_crash`),
3. every reference compiler accepts the variant with ``-fsyntax-only`` and the test's language flags
   (``-std=``, ``-x``, ``-D``/``-U``/``-I``: what decides whether the text is valid at all).

The checks run cheapest-and-most-likely-to-fail first: most variants no longer crash at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportsmith.common.predicates import CrashPredicate, Mark
from reportsmith.common.process import ScratchDir
from reportsmith.common.signature import error_before_crash
from reportsmith.common.syntax_check import invalid_because


@dataclass(kw_only=True)
class ValidCrashPredicate(CrashPredicate):
    """Interesting when the compiler under test crashes with ``signature``, prints no error before the
    crash, and every command in ``references`` (full commands, e.g. from
    :func:`~reportsmith.common.syntax_check.syntax_check_command`) accepts the variant."""

    references: Sequence[Sequence[str]] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.references:
            raise ValueError("a valid-crash predicate needs at least one reference command")
        self.references = [list(reference) for reference in self.references]

    def check(
        self, compiler: Sequence[str], flags: Sequence[str], source: bytes, scratch: ScratchDir
    ) -> Mark:
        judged = self.judge(source, scratch, compiler, flags)
        mark = self.mark(judged)  # the same crash, or not
        if mark is not Mark.BAD:
            return mark
        if error_before_crash(judged.result.output, [self.file_name]) is not None:
            return Mark.GOOD
        checks = [(reference[0], self.compile_with(reference, scratch)) for reference in self.references]
        return Mark.GOOD if invalid_because(checks, [self.file_name]) else Mark.BAD
