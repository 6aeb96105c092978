"""The valid-crash predicate: a crash on code the references accept (ice-on-valid) stays one while it shrinks.

A plain :class:`~reportsmith.reducer.interestingness.CrashPredicate` happily turns a crash on valid C++ into
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

from reportsmith.common.probe import CompileStatus, judge_compile
from reportsmith.common.process import RunResult, ScratchDir, split_command
from reportsmith.common.signature import error_before_crash, same_failure
from reportsmith.reducer.interestingness import CrashPredicate

_LANGUAGE_PREFIXES = ("-std=", "-D", "-U", "-I", "-include", "-x", "-ansi", "-fcoroutines", "-fno-exceptions",
                      "-fno-rtti", "-fms-extensions", "-fgnu89-inline")
_TAKES_ARGUMENT = frozenset({"-x", "-include", "-I", "-D", "-U"})


def language_flags(flags: Sequence[str]) -> list[str]:
    """The flags among ``flags`` that decide whether a text is a valid program (the language, its dialect,
    macros and include paths); optimisation, warning and code-generation flags do not."""
    kept: list[str] = []
    items = list(flags)
    for index, flag in enumerate(items):
        if flag in _TAKES_ARGUMENT and index + 1 < len(items):
            kept += [flag, items[index + 1]]
        elif flag.startswith(_LANGUAGE_PREFIXES) and flag not in _TAKES_ARGUMENT:
            kept.append(flag)
    return kept


def syntax_check_command(reference: str | Sequence[str], test_flags: Sequence[str]) -> list[str]:
    """``reference`` asked only whether the text is valid, in the test's language."""
    return [*split_command(reference), *language_flags(test_flags), "-fsyntax-only"]


def invalid_because(checks: Sequence[tuple[str, RunResult]], test_names: Sequence[str]) -> str | None:
    """Why the references' syntax checks ``(name, result)`` say the program is invalid, or None when they
    accept it. A reference that crashes or times out has no opinion (the default references include the
    system gcc, which may be the very compiler that crashes); at least one must accept."""
    accepted = False
    for name, result in checks:
        judged = judge_compile(name, result, test_names)
        if judged.status is CompileStatus.BUILT:
            accepted = True
        elif judged.status is CompileStatus.REJECTED:
            return f"{name} rejects it: {judged.signature or f'exit status {result.returncode}'}"
    return None if accepted else "no reference compiler could check it (each crashed or timed out)"


class ValidCrashPredicate(CrashPredicate):
    """Interesting when ``compiler FILE`` crashes with ``signature``, prints no error before the crash, and
    every command in ``references`` (full commands, e.g. from :func:`syntax_check_command`) accepts it."""

    def __init__(
        self,
        compiler: str | Sequence[str],
        signature: str,
        *,
        references: Sequence[Sequence[str]],
        **options: object,
    ) -> None:
        super().__init__(compiler, signature, **options)
        if not references:
            raise ValueError("a valid-crash predicate needs at least one reference command")
        self.references = [list(reference) for reference in references]

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        judged = self.judge(variant, scratch)
        if judged.status is not CompileStatus.CRASHED or not same_failure(judged.signature, self.signature):
            return False
        if error_before_crash(judged.result.output, [self.file_name]) is not None:
            return False
        checks = [(reference[0], self.compile(variant, scratch, reference)) for reference in self.references]
        return invalid_because(checks, [self.file_name]) is None
