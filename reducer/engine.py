"""The reduction engine: a fixpoint over the pass schedule, testing candidate edits on N workers.

How one pass runs (``_run_pass``): the pass lazily proposes candidates on the current text; the engine
applies each, drops no-ops, variants that do not shrink (unless the step may grow) and variants whose
outcome is cached, and tests the rest in *batches of N* (N = jobs) in parallel. Decisions are taken in
batch order, never in completion order, so a run is deterministic for a given schedule, seed and N.

When a batch has successes, the first one is taken and the later ones whose edits do not overlap it are
merged into it (non-overlapping replacements on the same text compose); the merge is tested once and
kept if interesting, else the first success alone is kept. So parallel work is not thrown away once
successes come often. The pass is then restarted on the new text from the accepted candidate's
``resume``. Candidates of the batch that failed are remembered as failing on the new text too (their
edit composed with the accepted one), which spares re-testing them: the usual monotonicity assumption
of delta debugging, which can only cost reduction, never correctness.

Every outcome is cached by the SHA-256 of the variant. The engine keeps the smallest interesting text
seen (``best``) and reports it through ``on_best`` each time it improves.
"""

from __future__ import annotations

import hashlib
import os
import random
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.common.process import ScratchDir, scratch_dir
from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.interestingness import Predicate
from reportsmith.reducer.passes import Pass, PassContext
from reportsmith.reducer.schedule import Schedule


def default_jobs() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


@dataclass
class PassStats:
    tests: int = 0
    cache_hits: int = 0
    successes: int = 0
    seconds: float = 0.0
    bytes_removed: int = 0


@dataclass
class Progress:
    """A snapshot for a progress display, sent after every batch."""

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
    ``save_temps`` keeps every test's scratch directory (``--save-temps``)."""

    use_cache: bool = True
    max_improvement: int | None = None
    save_temps: bool = False


def digest(text: bytes) -> bytes:
    return hashlib.sha256(text).digest()


class Engine:
    def __init__(
        self,
        predicate: Predicate,
        *,
        jobs: int,
        seed: int = 0,
        file_name: str = "test.c",
        progress: Callable[[Progress], None] | None = None,
        on_best: Callable[[bytes], None] | None = None,
        scratch_parent: str | os.PathLike[str] | None = None,
        options: EngineOptions | None = None,
    ) -> None:
        self.predicate = predicate
        self.options = options or EngineOptions()
        self.scratch_parent = scratch_parent
        self.jobs = max(1, jobs)
        self.context = PassContext(file_name=file_name, rng=random.Random(seed))
        self.progress = progress
        self.on_best = on_best
        self.cache: dict[bytes, bool] = {}
        self.presumed_failures: set[bytes] = set()
        self.tests_run = 0
        self.cache_hits = 0
        self.stats: dict[str, PassStats] = {}
        self.started = time.monotonic()
        self.phase = ""
        self.round = 0
        self.current = b""
        self.best = b""
        self.original_size = 0
        self._executor = ThreadPoolExecutor(max_workers=self.jobs, thread_name_prefix="reduce")

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)

    # -- testing --------------------------------------------------------------------------------------
    def _evaluate(self, variant: bytes) -> bool:
        if self.options.save_temps:
            path = Path(tempfile.mkdtemp(prefix="reportsmith-reduce-", dir=self.scratch_parent))
            (path / ".tmp").mkdir()
            return bool(
                self.predicate.is_interesting(variant, ScratchDir(path, {"TMPDIR": str(path / ".tmp")}))
            )
        with scratch_dir(prefix="reportsmith-reduce-", parent=self.scratch_parent) as scratch:
            return bool(self.predicate.is_interesting(variant, scratch))

    def test_many(self, variants: list[bytes], stats: PassStats | None = None) -> list[bool]:
        """Outcomes of ``variants`` in order: cached ones looked up, the others run in parallel."""
        keys = [digest(v) for v in variants]
        pending: dict[bytes, object] = {}
        for key, variant in zip(keys, variants, strict=True):
            known = self.options.use_cache and (key in self.cache or key in self.presumed_failures)
            if known or key in pending:
                self.cache_hits += 1
                if stats:
                    stats.cache_hits += 1
                continue
            pending[key] = self._executor.submit(self._evaluate, variant)
        for key, future in pending.items():
            self.cache[key] = future.result()  # type: ignore[attr-defined]
            self.tests_run += 1
            if stats:
                stats.tests += 1
        return [self.cache.get(key, False) for key in keys]

    def test(self, variant: bytes) -> bool:
        return self.test_many([variant])[0]

    # -- state ----------------------------------------------------------------------------------------
    def start(self, text: bytes) -> None:
        self.current = self.best = text
        self.original_size = len(text)
        self.cache[digest(text)] = True

    def _accept(self, text: bytes, stats: PassStats) -> None:
        stats.successes += 1
        stats.bytes_removed += len(self.current) - len(text)
        self.current = text
        if len(text) < len(self.best):
            self.best = text
            if self.on_best:
                self.on_best(text)

    def _report(self, pass_name: str) -> None:
        if self.progress:
            self.progress(
                Progress(
                    self.phase,
                    pass_name,
                    self.round,
                    len(self.current),
                    len(self.best),
                    self.original_size,
                    self.tests_run,
                    self.cache_hits,
                    time.monotonic() - self.started,
                )  # fmt: skip
            )

    # -- one pass -------------------------------------------------------------------------------------
    def run_pass(self, pass_: Pass, grows: bool) -> None:
        stats = self.stats.setdefault(pass_.name, PassStats())
        started = time.monotonic()
        try:
            self._run_pass(pass_, grows, stats)
        finally:
            stats.seconds += time.monotonic() - started

    def _run_pass(self, pass_: Pass, grows: bool, stats: PassStats) -> None:
        iterator = iter(pass_.candidates(self.current, None, self.context))
        while True:
            batch: list[tuple[Candidate, bytes]] = []
            for candidate in iterator:
                variant = candidate.edit.apply(self.current)
                if variant == self.current or (not grows and len(variant) >= len(self.current)):
                    continue
                if self._too_big(variant):
                    continue
                key = digest(variant)
                if self.options.use_cache and (key in self.presumed_failures or self.cache.get(key) is False):
                    self.cache_hits += 1
                    stats.cache_hits += 1
                    continue
                batch.append((candidate, variant))
                if len(batch) == self.jobs:
                    break
            if not batch:
                return
            outcomes = self.test_many([variant for _, variant in batch], stats)
            self._report(pass_.name)
            winners = [index for index, ok in enumerate(outcomes) if ok]
            if not winners:
                continue
            chosen, new_text = batch[winners[0]]
            merged: Edit = chosen.edit
            merged_any = False
            for index in winners[1:]:
                if not merged.overlaps(batch[index][0].edit):
                    merged = merged.merge(batch[index][0].edit)
                    merged_any = True
            if merged_any:
                merged_text = merged.apply(self.current)
                smaller = (grows or len(merged_text) < len(new_text)) and not self._too_big(merged_text)
                if smaller and self.test_many([merged_text], stats)[0]:
                    new_text = merged_text
                else:
                    merged = chosen.edit
            for index, ok in enumerate(outcomes):
                if not ok and index > winners[0] and not merged.overlaps(batch[index][0].edit):
                    combined = merged.merge(batch[index][0].edit).apply(self.current)
                    self.presumed_failures.add(digest(combined))
            self._accept(new_text, stats)
            self._report(pass_.name)
            iterator = iter(pass_.candidates(self.current, chosen.resume, self.context))

    def _too_big(self, variant: bytes) -> bool:
        limit = self.options.max_improvement
        return limit is not None and len(self.current) - len(variant) > limit

    # -- the schedule ---------------------------------------------------------------------------------
    def run(self, schedule: Schedule, max_rounds: int | None = None) -> None:
        """First phase once, main phase until a round does not shrink the text, last phase once."""
        phases = {name: [step.build() for step in steps] for name, steps in schedule.phases()}
        self.phase = "first"
        for pass_ in phases["first"]:
            self.run_pass(pass_, pass_.grows)
        self.phase = "main"
        while phases["main"] and (max_rounds is None or self.round < max_rounds):
            self.round += 1
            size_before = len(self.current)
            for pass_ in phases["main"]:
                self.run_pass(pass_, pass_.grows)
            if len(self.current) >= size_before:
                break
        self.phase = "last"
        for pass_ in phases["last"]:
            self.run_pass(pass_, pass_.grows)

    def result(self) -> ReductionResult:
        return ReductionResult(
            self.current, self.original_size, self.tests_run, self.cache_hits,
            time.monotonic() - self.started, self.round, dict(self.stats),
        )  # fmt: skip
