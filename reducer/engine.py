"""The reduction engine: a fixpoint over the pass schedule, testing candidate edits on N workers.

How one pass runs (``_run_pass``): the pass lazily proposes candidates on the current text; the engine
applies each, drops no-ops, variants that do not shrink (unless the step may grow) and variants whose
outcome is cached, and tests the rest N at a time (N = jobs) in a *sliding window*: when the oldest test
of the window fails, it leaves and the next candidate starts at once. (Testing in fixed batches of N left
a worker idle while the slower test of each batch ran; on a Csmith miscompilation most tests fail at the
compiler under test in 0.03 s while a passing one costs ~1 s, and the workers idled half the time.)
Decisions are taken in candidate order, never in completion order: the batch a decision is taken on is
the first success and the N-1 candidates after it, so a run is deterministic for a given schedule, seed
and N.

When a batch has successes, the first one is taken and the later ones whose edits do not overlap it are
merged into it (non-overlapping replacements on the same text compose); the merge is tested once and
kept if interesting, else the first success alone is kept. So parallel work is not thrown away once
successes come often. The pass is then restarted on the new text from the accepted candidate's
``resume``. Candidates of the batch that failed are remembered as failing on the new text too (their
edit composed with the accepted one), which spares re-testing them: the usual monotonicity assumption
of delta debugging, which can only cost reduction, never correctness.

Every outcome is cached by the SHA-256 of the variant. The engine keeps the smallest interesting text
seen (``best``) and reports it through ``on_best`` each time it improves.

Passes that remove few bytes per test (``fine = true`` in the schedule, or measured so: ``yields.py``) wait
in a main-phase round for the others, and run only when those left the text as the round found it:
another round of the passes that remove more per test comes first. On the bundled Csmith miscompilation the
first round spent 130 s in ``tokens`` removing 500 B a byte at a time, while the next round's ``rename`` and
``bulk-unused`` took 1.4 KB to 540 B in 30 s. A round in which nothing else shrinks runs them, so the
fixpoint is unchanged.
"""

from __future__ import annotations

import os
import random
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for_futures
from dataclasses import replace
from pathlib import Path
from typing import Any

from reportsmith.common import interrupts
from reportsmith.common.process import ScratchDir, scratch_dir
from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.interestingness import Predicate
from reportsmith.reducer.layout import same_but_layout
from reportsmith.reducer.passes import Pass, PassContext
from reportsmith.reducer.schedule import Schedule
from reportsmith.reducer.speculation import Chain, StagedPredicate
from reportsmith.reducer.stats import EngineOptions, PassStats, Progress, ReductionResult
from reportsmith.reducer.window import SlidingWindow, digest
from reportsmith.reducer.yields import MainPass, round_order


def default_jobs() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


class Engine(SlidingWindow):
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
        self.context = PassContext(
            file_name=file_name, rng=random.Random(seed), crash_lines=getattr(predicate, "crash_lines", None)
        )
        self.progress = progress
        self.on_best = on_best
        self.cache: dict[bytes, bool] = {}  # outcomes of the whole predicate
        self.quick_cache: dict[bytes, bool] = {}  # outcomes of a staged predicate's quick checks
        self.chain: Chain | None = None
        self.speculating = False
        self.no_speculation = False  # a round after one whose end rolled back
        self.stopped_by_caller = False  # the progress callback raised: only the last phase runs on
        self.presumed_failures: set[bytes] = set()
        self._count_lock = threading.Lock()  # validations count tests from a worker thread
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
        self._wasted: list[Future[bool]] = []  # tests past a window's decision that were already running

    def close(self) -> None:
        """Stop testing. A test the window started past its last decision is waited for (at most one test
        per worker), so no compiler of ours runs on and no scratch directory is left once this returns."""
        self._executor.shutdown(wait=False, cancel_futures=True)
        wait_for_futures(self._wasted)

    # -- testing --------------------------------------------------------------------------------------
    def _evaluate(self, variant: bytes, quick: bool = False) -> bool:
        test = self.predicate.is_interesting_quick if quick else self.predicate.is_interesting  # type: ignore[attr-defined]
        if self.options.save_temps:
            path = Path(tempfile.mkdtemp(prefix="reportsmith-reduce-", dir=self.scratch_parent))
            (path / ".tmp").mkdir()
            return bool(test(variant, ScratchDir(path, {"TMPDIR": str(path / ".tmp")})))
        with scratch_dir(prefix="reportsmith-reduce-", parent=self.scratch_parent) as scratch:
            return bool(test(variant, scratch))

    def _known(self, key: bytes) -> bool | None:
        """The cached decision on a variant (quick checks count while speculating), None if unknown."""
        if not self.options.use_cache:
            return None
        if key in self.presumed_failures:
            return False
        if key in self.cache:
            return self.cache[key]
        return self.quick_cache.get(key) if self.speculating else None

    def test_many(self, variants: list[bytes], stats: PassStats | None = None) -> list[bool]:
        """Outcomes of ``variants`` in order (quick checks while speculating): cached ones looked up, the
        others run in parallel."""
        keys = [digest(v) for v in variants]
        quick = self.speculating
        pending: dict[bytes, object] = {}
        outcomes: dict[bytes, bool] = {}
        for key, variant in zip(keys, variants, strict=True):
            known = self._known(key)
            if known is not None or key in pending:
                outcomes[key] = bool(known)
                self.cache_hits += 1
                if stats:
                    stats.cache_hits += 1
                continue
            pending[key] = self._executor.submit(self._evaluate, variant, quick)
        for key, future in pending.items():
            outcomes[key] = future.result()  # type: ignore[attr-defined]
            self._record(key, outcomes[key], quick, stats)
        return [outcomes.get(key, False) for key in keys]

    def _record(self, key: bytes, ok: bool, quick: bool, stats: PassStats | None) -> None:
        """Cache a test's outcome and count it (a validation ends on a worker thread: hence the lock)."""
        (self.quick_cache if quick else self.cache)[key] = ok
        with self._count_lock:
            self.tests_run += 1
            if stats:
                stats.tests += 1

    def _full(self, text: bytes) -> bool:
        """The whole predicate on ``text`` (cached), for validating a speculative chain (on a worker too)."""
        key = digest(text)
        if key not in self.cache:
            started = time.monotonic()
            ok = self._evaluate(text)
            seconds = time.monotonic() - started
            with self._count_lock:
                stats = self.stats.setdefault("(validation)", PassStats())
                stats.seconds += seconds
                if self.chain is not None:
                    self.chain.stats.seconds_validating += seconds
            self._record(key, ok, False, stats)
        return self.cache[key]

    def validate(self) -> bool:
        """Validate the whole speculative chain now (a background validation's verdict first); on a failure
        roll back to its newest good text. True if rolled back."""
        if self.chain is None:
            return False
        rolled_back = self._settle()
        if self.chain.pending:
            rolled_back = self._roll_back(self.chain.validate(self._full)) or rolled_back
        return rolled_back

    def _validate_in_background(self) -> None:
        """Start the whole predicate on the chain's newest text on a worker, unless one already runs."""
        chain = self.chain
        if chain is not None and chain.pending and chain.in_flight is None:
            chain.in_flight = (self._executor.submit(self._full, chain.pending[-1]), len(chain.pending) - 1)
            chain.validation_started()

    def _settle(self) -> bool:
        """Take in the background validation's verdict, waiting for it; True if it rolled the engine back.
        Called only at points fixed by the steps taken (a due step, a pass end), never "when it is back", so
        the run does not depend on the machine's speed (speculation.py)."""
        chain = self.chain
        if chain is None or chain.in_flight is None:
            return False
        future, index = chain.in_flight
        chain.in_flight = None
        return self._roll_back(chain.settle(future.result(), index, self._full))

    def _roll_back(self, rejected: list[bytes]) -> bool:
        assert self.chain is not None
        for text in rejected:
            self.quick_cache[digest(text)] = False
        if rejected:
            self.current = self.chain.validated
        self._improve(self.chain.validated)
        return bool(rejected)

    def test(self, variant: bytes) -> bool:
        return self.test_many([variant])[0]

    # -- state ----------------------------------------------------------------------------------------
    def start(self, text: bytes) -> None:
        self.current = self.best = text
        self.original_size = len(text)
        self.cache[digest(text)] = True
        if self.options.speculate and isinstance(self.predicate, StagedPredicate):
            options = self.options
            self.chain = Chain(text, every=options.validate_every)

    def _improve(self, text: bytes) -> None:
        if len(text) < len(self.best):
            self.best = text
            if self.on_best:
                self.on_best(text)

    def _accept(self, text: bytes, stats: PassStats) -> bool:
        """Make ``text`` current; True when a speculative chain was validated and rolled back instead."""
        stats.successes += 1
        stats.bytes_removed += len(self.current) - len(text)
        self.current = text
        if not self.speculating:
            if self.chain is not None:
                self.chain.validated = text
            self._improve(text)
            return False
        assert self.chain is not None
        self.chain.add(text)
        if self.chain.due():
            if self._settle():
                return True
            self._validate_in_background()
        return False

    def _report(self, pass_name: str) -> None:
        interrupts.check()  # a Ctrl-C that a libclang callback swallowed stops the reduction here
        if self.progress:
            snapshot = Progress(
                self.phase, pass_name, self.round, len(self.current), len(self.best), self.original_size,
                self.tests_run, self.cache_hits, time.monotonic() - self.started,
                {name: replace(stats) for name, stats in self.stats.items()},
            )  # fmt: skip
            try:
                self.progress(snapshot)
            except Exception:
                # the caller stops the reduction (a time budget): the steps accepted on quick checks since
                # the last validation are validated first, so the best it keeps includes them
                if self.stopped_by_caller:
                    return  # still reported (a display names the last phase's passes); it is stopping already
                self.validate()
                self.stopped_by_caller = True
                raise

    # -- one pass -------------------------------------------------------------------------------------
    def run_pass(self, pass_: Pass, grows: bool) -> None:
        stats = self.stats.setdefault(pass_.name, PassStats())
        started = time.monotonic()
        self.speculating = self.chain is not None and not self.no_speculation
        try:
            steps_before = stats.successes
            rollbacks = self._run_pass(pass_, grows, stats, 0)
            # a pass's steps are validated when it ends: chains stay short, so a rollback costs few steps
            # (validating only when due and at the end of each round let one rollback undo 69 steps on the
            # Csmith case). The validation runs on a worker while the next pass starts (workers waited
            # for it 40 of 300 s on the Csmith case); the previous one's verdict is taken in first, and
            # when it rolls back, this pass runs again from the newest valid text. A pass that took no
            # step leaves the verdict in flight for the next pass that does (or the round's end): waiting
            # for it there kept one of two workers idle a third of a small test's reduction (issue 37),
            # and whether a pass took a step never depends on timing.
            took_steps = stats.successes > steps_before
            if self.phase == "last":
                return  # its few steps (layout, mostly: layout.py) are validated once, at the phase's end
            while took_steps and self._settle():
                rollbacks = self._run_pass(pass_, grows, stats, rollbacks + 1)
            self._validate_in_background()
        finally:
            self.speculating = False
            stats.seconds += time.monotonic() - started

    def _run_pass(self, pass_: Pass, grows: bool, stats: PassStats, rollbacks: int) -> int:
        """Run the pass to its end; returns the number of rollbacks so far in it."""
        resume: Any = None
        while True:
            if self.chain is not None and rollbacks >= self.chain.max_rollbacks:
                self.speculating = False  # this pass keeps bringing in what the full check refuses
            proposed = iter(pass_.candidates(self.current, resume, self.context))
            window = self._first_success(self._untested(proposed, grows, stats), pass_.name, stats)
            if not window:
                return rollbacks
            chosen, new_text = self._merge_successes(window, grows, stats)
            rolled_back = self._accept(new_text, stats)
            self._report(pass_.name)
            rollbacks += rolled_back
            resume = None if rolled_back else chosen.resume

    def _merge_successes(
        self, window: list[tuple[Candidate, bytes, bool]], grows: bool, stats: PassStats
    ) -> tuple[Candidate, bytes]:
        """The first success of ``window`` merged with the later successes that do not overlap it (kept when
        the merge tests interesting); the failures after it are presumed failing on top of it too."""
        winners = [index for index, (_, _, ok) in enumerate(window) if ok]
        chosen, new_text, _ = window[winners[0]]
        merged: Edit = chosen.edit
        merged_any = False
        for index in winners[1:]:
            if not merged.overlaps(window[index][0].edit):
                merged = merged.merge(window[index][0].edit)
                merged_any = True
        if merged_any:
            merged_text = merged.apply(self.current)
            smaller = (grows or len(merged_text) < len(new_text)) and not self._too_big(merged_text)
            if smaller and self.test_many([merged_text], stats)[0]:
                new_text = merged_text
            else:
                merged = chosen.edit
        for index, (candidate, _, ok) in enumerate(window):
            if not ok and index > winners[0] and not merged.overlaps(candidate.edit):
                self.presumed_failures.add(digest(merged.merge(candidate.edit).apply(self.current)))
        return chosen, new_text

    def _layout_only(self, variant: bytes) -> bool:
        """A step that changes whitespace alone, for a predicate whose verdict cannot depend on it, taken
        untested while speculating (layout.py): the whole predicate validates it with the chain."""
        return (
            self.speculating
            and getattr(self.predicate, "layout_insensitive", False)
            and same_but_layout(variant, self.current)
        )

    def _too_big(self, variant: bytes) -> bool:
        limit = self.options.max_improvement
        return limit is not None and len(self.current) - len(variant) > limit

    # -- the schedule ---------------------------------------------------------------------------------
    def run(self, schedule: Schedule, max_rounds: int | None = None) -> None:
        """First phase once, main phase until a round does not shrink the text, last phase once."""
        file_name = self.context.file_name
        phases = {
            name: [(step.build(), step.fine) for step in steps if step.applies_to(file_name)]
            for name, steps in schedule.phases()
        }
        try:
            self.phase = "first"
            for pass_, _ in phases["first"]:
                self.run_pass(pass_, pass_.grows)
            self._main_phase([MainPass(pass_, fine) for pass_, fine in phases["main"]], max_rounds)
        except Exception:
            if not self.stopped_by_caller:
                raise
            # The caller stopped the reduction (a time budget): its best is still normalised, as at the
            # fixpoint, so that it is not left with the whitespace the main phase never touches (issue 37:
            # a Csmith case stopped at 300 s kept 215 B of it in 1,329). A few tests, then the stop goes on.
            self._last_phase([pass_ for pass_, _ in phases["last"]])
            raise
        self._last_phase([pass_ for pass_, _ in phases["last"]])

    def _main_phase(self, main: list[MainPass], max_rounds: int | None) -> None:
        """Rounds of the main phase until one does not shrink the text (or ``max_rounds``)."""
        self.phase = "main"
        while main and (max_rounds is None or self.round < max_rounds):
            self.round += 1
            size_before = len(self.current)
            rollbacks_before = self._rollbacks()
            # presumptions hold for one round: the round that ends the fixpoint tests every candidate itself
            # (a stale one kept `namespace __attribute__(()){}` in the 898 KB C++ case's 917 B result)
            self.presumed_failures.clear()
            first, waiting = round_order(main, self.stats)
            for step in first:
                self.run_pass(step.pass_, step.pass_.grows)
            for step in waiting:
                if len(self.current) < size_before:
                    break  # the passes that remove more per test still pay: another round of them first
                self.run_pass(step.pass_, step.pass_.grows)
            if len(self.current) < size_before and not self.no_speculation:
                # another round comes whatever the verdict: it stays in flight, taken in at that round's first
                # settle point (the wait here kept one of two workers idle 8 of llvm#218844's 62 s)
                continue
            # a round is judged on validated text; one whose end rolled back is followed by a round without
            # speculation, so the fixpoint is reached on the whole predicate's verdicts; and a round in
            # which a verdict rolled back (one left in flight by the round before included) is no fixpoint
            rolled_back = self.validate()
            if len(self.current) >= size_before and self._rollbacks() == rollbacks_before:
                break
            self.no_speculation = rolled_back
        self.no_speculation = False

    def _rollbacks(self) -> int:
        return self.chain.stats.rollbacks if self.chain is not None else 0

    def _last_phase(self, last: list[Pass]) -> None:
        self.phase = "last"
        for pass_ in last:
            self.run_pass(pass_, pass_.grows)
        self.validate()  # the result has passed the whole predicate (one validation for the whole phase)

    def result(self) -> ReductionResult:
        return ReductionResult(
            self.current, self.original_size, self.tests_run, self.cache_hits,
            time.monotonic() - self.started, self.round, dict(self.stats),
        )  # fmt: skip
