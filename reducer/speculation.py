"""Speculative acceptance: decide steps on a predicate's cheap checks, validate with the whole one in bulk.

A staged predicate (the wrong-code one: the compiler under test's run takes 0.2 s, the sanitizer builds that
prove the variant free of undefined behaviour take 5-15 s) offers ``is_interesting_quick``: the cheap stages
only. With speculation the engine accepts a step when the quick check holds and keeps the texts accepted
since the last fully validated one in a chain. The whole predicate runs on the chain's newest text only
now and then (every ``every`` steps and at the end of each pass), in the background while the next steps
are tested; when it
fails, a binary search over the chain finds the newest text that passes, the engine rolls back to it and
the rejected texts are remembered as failing. So an accepted step costs a quick check instead of every
sanitizer build, and the best text the engine reports (``on_best``, the result) has always passed the
whole predicate.

When a verdict is taken in never depends on timing: the engine takes it at the next due step, at the end of
the next pass that took a step, or at the end of a round that did not shrink the text (another round comes
after one that did, whatever its verdict), waiting for it if it is not back yet (issue 37). Taking it
"when it happens to be back" and validating "every 60 s" made the chain, and so every step after a
rollback, depend on the machine's load: the same input and budget ended at 148 B in one run and 603 B or
1,027 B in others. A verdict due ``every`` steps
after it started is nearly always back, so the wait costs little.

Rollbacks cost work; after ``max_rollbacks`` in one pass the engine tests the rest of that pass with the
whole predicate (a pass whose steps keep introducing undefined behaviour would otherwise loop).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from reportsmith.common.process import ScratchDir


@runtime_checkable
class StagedPredicate(Protocol):
    """A predicate with a cheap necessary condition: quick False implies whole-predicate False."""

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool: ...

    def is_interesting_quick(self, variant: bytes, scratch: ScratchDir) -> bool: ...


@dataclass
class SpeculationStats:
    validations: int = 0
    rollbacks: int = 0
    steps_rolled_back: int = 0
    seconds_validating: float = 0.0


@dataclass
class Chain:
    """The texts accepted on quick checks since ``validated``, the newest text known to pass in full."""

    validated: bytes
    every: int = 16
    max_rollbacks: int = 2
    pending: list[bytes] = field(default_factory=list)
    in_flight: tuple[Future[bool], int] | None = None  # a background validation of pending[index]
    #: Steps accepted since the last validation started (a count, never a clock: see the module's notes).
    steps_since_validation: int = 0
    stats: SpeculationStats = field(default_factory=SpeculationStats)

    def add(self, text: bytes) -> None:
        """A step accepted on the quick checks."""
        self.pending.append(text)
        self.steps_since_validation += 1

    def validation_started(self) -> None:
        """A validation of the chain's newest text has started: the count toward the next one restarts."""
        self.steps_since_validation = 0

    def due(self) -> bool:
        return bool(self.pending) and self.steps_since_validation >= self.every

    def validate(self, full: Callable[[bytes], bool]) -> list[bytes]:
        """Run the whole predicate on the chain now; returns the texts rolled back (empty when all hold).
        Afterwards ``validated`` is the newest chain text that passed (the chain is then empty)."""
        if not self.pending:
            return []
        self.validation_started()
        return self.settle(full(self.pending[-1]), len(self.pending) - 1, full)

    def settle(self, ok: bool, index: int, full: Callable[[bytes], bool]) -> list[bytes]:
        """The whole predicate said ``ok`` of ``pending[index]`` (steps accepted since stay pending); the
        texts rolled back."""
        self.stats.validations += 1
        if ok:
            self.validated = self.pending[index]
            self.pending = self.pending[index + 1 :]
            return []
        # pending[index] fails; find the first failing text: everything before it holds (delta debugging's
        # monotonicity: a step that brings in undefined behaviour stays in every later text).
        good, bad = -1, index
        while bad - good > 1:
            middle = (good + bad) // 2
            if full(self.pending[middle]):
                good = middle
            else:
                bad = middle
        if good >= 0:
            self.validated = self.pending[good]
        rejected = self.pending[bad:]
        self.stats.rollbacks += 1
        self.stats.steps_rolled_back += len(rejected)
        self.pending = []
        return rejected
