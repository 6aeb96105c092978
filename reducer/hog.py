"""The compile-time-hog predicate: the compiler under test still takes many times the references' time.

A hog is a ratio, not a message, so a variant is interesting when

1. every reference compiles it (the same program, compile only), and
2. the compiler under test takes at least ``ratio`` times the slowest reference, and at least
   ``min_seconds`` (below that, process start-up noise decides the ratio).

The compiler under test is killed as soon as it passes that threshold: past it the variant is interesting,
so waiting for it to finish would only cost time (a hog's original often takes minutes). A variant the
compiler under test rejects or crashes on is not interesting: it stopped early for another reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportsmith.common.probe import compile_variant, write_variant
from reportsmith.common.process import Limits, ScratchDir, split_command


@dataclass(frozen=True)
class HogMeasure:
    """One variant measured: the compiler under test's seconds (a lower bound when ``cut_short``) and the
    slowest reference's."""

    seconds: float
    reference_seconds: float
    threshold: float
    cut_short: bool
    references_accept: bool

    @property
    def is_hog(self) -> bool:
        return self.references_accept and (self.cut_short or self.seconds >= self.threshold)


class HogPredicate:
    """Interesting while ``compiler FILE`` takes ``ratio`` × the slowest of ``references`` (and at least
    ``min_seconds``); every command compiles only (add ``-c``)."""

    def __init__(
        self,
        compiler: str | Sequence[str],
        references: Sequence[Sequence[str]],
        *,
        ratio: float = 10.0,
        min_seconds: float = 2.0,
        file_name: str = "test.c",
        reference_timeout: float = 60.0,
        memory_mb: int | None = 4096,
    ) -> None:
        if not references:
            raise ValueError("a hog predicate needs at least one reference command")
        self.argv = split_command(compiler)
        self.references = [list(reference) for reference in references]
        self.ratio, self.min_seconds = ratio, min_seconds
        self.file_name = file_name.rsplit("/", 1)[-1]
        self.reference_limits = Limits(timeout=reference_timeout, memory_mb=memory_mb, output_bytes=64 * 1024)
        self.memory_mb = memory_mb

    def measure(self, variant: bytes, scratch: ScratchDir) -> HogMeasure:
        write_variant(scratch.path, self.file_name, variant)
        slowest, accepted = 0.0, True
        for reference in self.references:
            ran = compile_variant(
                reference, self.file_name, scratch.path, output="ref.o", limits=self.reference_limits,
                env=scratch.env,
            )  # fmt: skip
            accepted = accepted and ran.ok
            slowest = max(slowest, ran.duration)
        threshold = max(self.min_seconds, self.ratio * slowest)
        if not accepted:
            return HogMeasure(0.0, slowest, threshold, False, False)
        # A little past the threshold, so a variant right at it is measured rather than cut.
        limits = Limits(timeout=threshold * 1.05 + 0.1, memory_mb=self.memory_mb, output_bytes=64 * 1024)
        tested = compile_variant(
            self.argv, self.file_name, scratch.path, output="tested.o", limits=limits, env=scratch.env
        )
        if not tested.timed_out and not tested.ok:  # it stopped early for another reason: no hog
            return HogMeasure(0.0, slowest, threshold, False, True)
        return HogMeasure(tested.duration, slowest, threshold, tested.timed_out, True)

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        return self.measure(variant, scratch).is_hog
