"""Interestingness predicates: what the engine asks of every variant.

A predicate is any object with ``is_interesting(variant: bytes, scratch: ScratchDir) -> bool``; the engine
gives each call a fresh scratch directory (TMPDIR inside it, always removed) and may call it from several
threads at once. The built-in ones are defined once, in :mod:`reportsmith.common.predicates`, because bisect
asks the same questions of a compiler (it varies the compiler where the reducer varies the test):

* :class:`ScriptPredicate` — a user's script in the creduce/cvise convention: the variant is written under
  the original file name into the scratch directory, the script runs there, exit status 0 = interesting;
  on timeout its whole process group is killed (TERM, then KILL) by ``run_limited``.
* :class:`CrashPredicate` — the compiler still crashes with the same signature (``crash_signature``,
  compared by :func:`~reportsmith.common.signature.same_failure`: the compiler's name does not matter).
* :class:`RejectPredicate` — the compiler still rejects with the same first error (``first_error``),
  optionally while a reference compiler still accepts the variant (rejects-valid).

The reducer's own predicates implement the same protocol: :mod:`.valid_crash`, :mod:`.hog`,
:mod:`.wrong_code`.
"""

from __future__ import annotations

from typing import Protocol

from reportsmith.common.predicates import CrashPredicate, RejectPredicate, ScriptPredicate
from reportsmith.common.process import ScratchDir

__all__ = ["CrashPredicate", "Predicate", "RejectPredicate", "ScriptPredicate"]


class Predicate(Protocol):
    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool: ...
