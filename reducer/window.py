"""The engine's sliding window of tests: candidates of a pass tested N (jobs) at a time, in their order.

When the oldest test of the window fails it leaves and the next candidate starts at once; testing in fixed
batches of N left a worker idle while the slower test of each batch ran (on a Csmith miscompilation most
tests fail at the compiler under test in 0.03 s while a passing one costs ~1 s, and the workers idled about
half the time). Decisions are taken on the first success and the N-1 candidates after it, in candidate
order, so which candidates are tested never depends on timing.

A mixin of :class:`reportsmith.reducer.engine.Engine`: it uses the engine's executor, caches and counters.
"""

from __future__ import annotations

import hashlib
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from reportsmith.reducer.edits import Candidate
from reportsmith.reducer.stats import PassStats


def digest(text: bytes) -> bytes:
    """The cache key of a variant."""
    return hashlib.sha256(text).digest()


@dataclass
class _Slot:
    """One candidate in the engine's sliding window of tests."""

    candidate: Candidate
    variant: bytes
    key: bytes
    known: bool | None = None  # the cached outcome, when there is one
    same: _Slot | None = None  # an earlier slot of the window testing the same variant
    quick: bool = False  # tested on a staged predicate's quick checks (while speculating)
    future: Future[bool] | None = None
    outcome: bool | None = None


#: The window holds LOOKAHEAD × jobs candidates; the executor runs ``jobs`` of them at a time. With a
#: window of just ``jobs``, a worker whose test failed fast (most fail at the compiler under test) waited
#: for the oldest, slower test to end before the next candidate could start: py-spy on the wrong-code bench
#: found the workers idle 45% of the time. Queued tests past a decision are cancelled; one already running
#: is wasted and its outcome never counted or cached, so decisions and counts do not depend on timing
#: (``tests_run`` counts decided tests; with ``--save-temps`` and several jobs a wasted test's directory
#: is kept too).
LOOKAHEAD = 2


class SlidingWindow:
    """The window's half of the engine; what it uses of the engine is declared here, the engine has it."""

    jobs: int
    speculating: bool
    cache_hits: int
    current: bytes
    _executor: ThreadPoolExecutor
    _wasted: list[Future[bool]]

    def _evaluate(self, variant: bytes, quick: bool = False) -> bool:
        raise NotImplementedError

    def _known(self, key: bytes) -> bool | None:
        raise NotImplementedError

    def _record(self, key: bytes, ok: bool, quick: bool, stats: PassStats | None) -> None:
        raise NotImplementedError

    def _report(self, pass_name: str) -> None:
        raise NotImplementedError

    def _too_big(self, variant: bytes) -> bool:
        raise NotImplementedError

    def _layout_only(self, variant: bytes) -> bool:
        raise NotImplementedError

    def _untested(self, iterator: Iterator[Candidate], grows: bool, stats: PassStats) -> Iterator[_Slot]:
        """The pass's candidates worth a test, as window slots: no no-ops, no growth (unless allowed), no
        known failures."""
        for candidate in iterator:
            variant = candidate.edit.apply(self.current)
            if variant == self.current or (not grows and len(variant) >= len(self.current)):
                continue
            if self._too_big(variant):
                continue
            slot = _Slot(candidate, variant, digest(variant), quick=self.speculating)
            slot.known = self._known(slot.key)
            if slot.known is None and self._layout_only(variant):
                slot.known = True  # equal by construction (layout.py); the chain's validation covers it
            if slot.known is False:
                self.cache_hits += 1
                stats.cache_hits += 1
                continue
            yield slot

    def _collect(self, slot: _Slot, stats: PassStats) -> bool:
        """The outcome of a window slot (waiting for its test), counted and cached once."""
        if slot.future is None:  # cached, or the same variant as an earlier (so already collected) slot
            self.cache_hits += 1
            stats.cache_hits += 1
            return bool(slot.known if slot.known is not None else slot.same.outcome)  # type: ignore[union-attr]
        if slot.outcome is None:
            slot.outcome = slot.future.result()
            self._record(slot.key, slot.outcome, slot.quick, stats)
        return slot.outcome

    def _first_success(
        self, candidates: Iterator[_Slot], pass_name: str, stats: PassStats
    ) -> list[tuple[Candidate, bytes, bool]]:
        """Test candidates in order in the sliding window; the first success and the jobs-1 candidates after
        it with their outcomes (empty when the pass runs out of candidates)."""
        window: deque[_Slot] = deque()
        capacity = self.jobs * LOOKAHEAD if self.jobs > 1 else 1  # one worker never idles
        while True:
            for slot in candidates:
                slot.same = next((other for other in window if other.key == slot.key), None)
                if slot.known is None and slot.same is None:
                    slot.future = self._executor.submit(self._evaluate, slot.variant, slot.quick)
                window.append(slot)
                if len(window) == capacity:
                    break
            if not window:
                return []
            ok = self._collect(window[0], stats)
            self._report(pass_name)
            if ok:
                decided = [window.popleft() for _ in range(min(self.jobs, len(window)))]
                self._wasted = [future for future in self._wasted if not future.done()]
                for slot in window:  # queued beyond the decision: never counted, so never a decision
                    if slot.future is not None and not slot.future.cancel():
                        self._wasted.append(slot.future)  # already running: Engine.close waits for it
                return [(slot.candidate, slot.variant, self._collect(slot, stats)) for slot in decided]
            window.popleft()
