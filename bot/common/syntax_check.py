"""Is a text a valid program? The references' syntax check, in the test's language.

The oracle (is a crash an ice-on-valid?), the reducer (a crash on valid code must stay on valid code:
:mod:`reportsmith.reducer.valid_crash`) and the report drafter (which language flags a report's command
needs) ask it the same way: each reference compiler with ``-fsyntax-only`` and the test's language flags
(:func:`language_flags`), and :func:`invalid_because` reads their answers.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportsmith.common.probe import CompileStatus, judge_compile
from reportsmith.common.process import RunResult, split_command

_LANGUAGE_PREFIXES = (
    "-std=",
    "-D",
    "-U",
    "-I",
    "-include",
    "-x",
    "-ansi",
    "-fcoroutines",
    "-fno-exceptions",
    "-fno-rtti",
    "-fms-extensions",
    "-fgnu89-inline",
)
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
