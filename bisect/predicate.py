"""What one probe says about one compiler: the failure is there (bad), absent (good), or undecidable (skip).

A *predicate* answers that question for a compiler command and a list of flags. Every search in this
library (releases, git history, flags, passes) is written against :data:`BuildPredicate` (a build's predicate;
the reducer's ``Predicate`` judges a variant of the test instead), so the bot and the CLI decide once
what "bad" means (same crash signature, output differs from a reference, an interestingness script) and
every search reuses it. :class:`Mark` and the predicates shared with the reducer are
:mod:`reportsmith.common.predicates`; bisect's own are :mod:`reportsmith.bisect.predicates`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportsmith.common.predicates import Mark

#: ``predicate(compiler_argv, flags) -> Mark``: does this compiler, run with these flags, show the failure?
BuildPredicate = Callable[[Sequence[str], Sequence[str]], Mark]


def predicate_output(predicate: object) -> str:
    """What ``predicate`` printed on its last call, for predicates that keep it (``last_output``), else ""."""
    output = getattr(predicate, "last_output", "")
    return output if isinstance(output, str) else ""


def output_tail(text: str, lines: int = 30, chars: int = 3000) -> str:
    """The end of a long output, as much as an error message should quote."""
    tail = "\n".join(text.rstrip().splitlines()[-lines:])
    return tail[-chars:]
