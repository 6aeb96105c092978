"""What the engine reports and takes: per-pass statistics, progress snapshots, the result, the options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass
class PassStats:
    """What one pass did: tests decided, answers taken from the cache, candidates kept, its time, and the
    bytes its kept candidates removed (the bot stores these per pass: ``Reduction.passes``)."""

    tests: int = 0
    cache_hits: int = 0
    successes: int = 0
    seconds: float = 0.0
    bytes_removed: int = 0

    def plus(self, other: PassStats) -> PassStats:
        """The totals of two sessions of the same pass (seconds to a tenth, as stored)."""
        return PassStats(
            tests=self.tests + other.tests,
            cache_hits=self.cache_hits + other.cache_hits,
            successes=self.successes + other.successes,
            seconds=round(self.seconds + other.seconds, 1),
            bytes_removed=self.bytes_removed + other.bytes_removed,
        )


@dataclass
class Progress:
    """A snapshot for a progress display, sent after every test decided. ``pass_stats`` is a copy of the
    per-pass table so far, so that a caller who stops the reduction (a time budget) can still say where its
    tests went."""

    phase: str
    pass_name: str
    round: int
    size: int
    best_size: int
    original_size: int
    tests_run: int
    cache_hits: int
    elapsed: float
    pass_stats: Mapping[str, PassStats] = field(default_factory=dict)

    @property
    def tests_per_second(self) -> float:
        return self.tests_run / self.elapsed if self.elapsed > 0 else 0.0


@dataclass
class ReductionResult:
    text: bytes
    original_size: int
    tests_run: int
    cache_hits: int
    seconds: float
    rounds: int
    pass_stats: dict[str, PassStats] = field(default_factory=dict)

    @property
    def size(self) -> int:
        return len(self.text)


@dataclass(frozen=True)
class EngineOptions:
    """C-Reduce's and C-Vise's knobs: ``use_cache`` False re-tests variants seen before (``--no-cache``);
    ``max_improvement`` refuses a step removing more bytes than that (``--max-improvement``);
    ``save_temps`` keeps every test's scratch directory (``--save-temps``); ``speculate`` decides steps on
    a staged predicate's quick checks and validates them in bulk (``speculation.py``; only for predicates
    with ``is_interesting_quick``), ``validate_every`` steps say how often (a count: a clock would make the
    run depend on the machine's load)."""

    use_cache: bool = True
    max_improvement: int | None = None
    save_temps: bool = False
    speculate: bool = True
    validate_every: int = 32


__all__ = ["EngineOptions", "PassStats", "Progress", "ReductionResult"]
