"""What the engine reports and takes: per-pass statistics, progress snapshots, the result, the options."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PassStats:
    tests: int = 0
    cache_hits: int = 0
    successes: int = 0
    seconds: float = 0.0
    bytes_removed: int = 0


@dataclass
class Progress:
    """A snapshot for a progress display, sent after every test decided."""

    phase: str
    pass_name: str
    round: int
    size: int
    best_size: int
    original_size: int
    tests_run: int
    cache_hits: int
    elapsed: float

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
    with ``is_interesting_quick``), ``validate_every``/``validate_seconds`` say how often."""

    use_cache: bool = True
    max_improvement: int | None = None
    save_temps: bool = False
    speculate: bool = True
    validate_every: int = 32
    validate_seconds: float = 60.0


__all__ = ["EngineOptions", "PassStats", "Progress", "ReductionResult"]
