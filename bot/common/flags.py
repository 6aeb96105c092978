"""Compiler command lines edited as lists: one place that knows ``-o`` takes the next word.

The IR stage rebuilds a failure's command without its output selection, the Compiler Explorer link shows it
without ``-c``: both drop the output file and a set of flags of their own choosing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def without_output(flags: Sequence[str], drop: Callable[[str], object] = lambda flag: False) -> list[str]:
    """``flags`` less ``-o FILE`` (both words) and every flag for which ``drop`` is true."""
    kept: list[str] = []
    skip_next = False
    for flag in flags:
        if skip_next:
            skip_next = False
        elif flag == "-o":
            skip_next = True
        elif not drop(flag):
            kept.append(flag)
    return kept
