"""The search engine: the first item of an ordered sequence that shows the *new* verdict.

Every bisection in this library is one call of :func:`find_transition`: releases, git commits, opt-bisect
limits. Items are known only by index and key; the caller supplies ``probe(index) -> Verdict``.

Design notes (after git bisect):

* The first item is assumed to show the *old* verdict and the last the *new* one. A regression search has
  old=GOOD (first bad after good); a *fix* search is the same search with old=BAD (first good after bad).
* Skips: when the midpoint cannot be tested, its untested neighbours nearest to the middle are probed
  instead. When every item strictly between the last old and the first new item is skipped, the change cannot
  be pinned to one item: the result is *ambiguous* and lists the skipped candidates plus the first new item.
* Flaky probes: each probe runs up to ``repeats`` times and stops as soon as a strict majority is certain;
  its confidence is the majority's share. A tie is a skip. The result's confidence is the product of the
  confidences of the probes that moved the range.
* Validation: the final pair (last old, first new) is re-tested at the end. For the original ends this is
  their first test (git bisect trusts them too); so a search over n items with no skips costs at most
  ceil(log2(n - 1)) + 2 probes. A validation that disagrees marks the result low-confidence, or (for the
  original ends) says that every item shows the same verdict.
* Checkpoints: results are stored by key after every probe (:mod:`.checkpoint`); a resumed search reuses
  them without running the predicate again. Ctrl-C stops the search and returns the range so far.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.bisect.checkpoint import Checkpoint, search_identity
from reportsmith.bisect.verdict import Verdict


class Status(enum.Enum):
    FOUND = "found"
    #: Skipped items border the change: it lies in ``candidates``, which ones cannot be told.
    AMBIGUOUS = "ambiguous"
    #: Even the first item shows the new verdict.
    ALL_NEW = "all-new"
    #: Even the last item shows the old verdict.
    ALL_OLD = "all-old"
    INTERRUPTED = "interrupted"


@dataclass
class ProbeRecord:
    index: int
    key: str
    runs: list[Verdict]
    verdict: Verdict
    confidence: float
    resumed: bool = False
    validation: bool = False


@dataclass
class TransitionResult:
    """Where the verdict changes from ``old`` to ``new`` in the sequence ``keys``."""

    keys: list[str]
    old: Verdict
    status: Status
    last_old: int | None
    first_new: int | None
    #: Indexes that may hold the change: ``[first_new]`` when found, more when skips make it ambiguous.
    candidates: list[int]
    probes: list[ProbeRecord] = field(default_factory=list)
    confidence: float = 1.0
    notes: list[str] = field(default_factory=list)

    @property
    def new(self) -> Verdict:
        return self.old.opposite()

    @property
    def probe_count(self) -> int:
        """Probes that ran the predicate in this session (resumed results are free)."""
        return sum(1 for p in self.probes if not p.resumed)

    @property
    def run_count(self) -> int:
        return sum(len(p.runs) for p in self.probes if not p.resumed)

    @property
    def skipped(self) -> list[int]:
        return sorted({p.index for p in self.probes if p.verdict is Verdict.SKIP})

    @property
    def flaky(self) -> list[int]:
        return sorted({p.index for p in self.probes if len(set(p.runs) - {Verdict.SKIP}) > 1})


def probe_bound(count: int) -> int:
    """The most probes a skip-free search over ``count`` items may cost."""
    return math.ceil(math.log2(max(count, 2))) + 2


def decide(runs: Sequence[Verdict]) -> tuple[Verdict, float]:
    """Majority verdict of repeated runs and its share; a tie (or all skips) is a skip."""
    decided = [r for r in runs if r is not Verdict.SKIP]
    if not decided:
        return Verdict.SKIP, 0.0
    good = decided.count(Verdict.GOOD)
    bad = len(decided) - good
    if good == bad:
        return Verdict.SKIP, 0.5
    winner = Verdict.GOOD if good > bad else Verdict.BAD
    return winner, max(good, bad) / len(runs)


class _Prober:
    def __init__(
        self,
        keys: Sequence[str],
        probe: Callable[[int], Verdict],
        repeats: int,
        checkpoint: Checkpoint | None,
        on_probe: Callable[[ProbeRecord], None] | None,
    ) -> None:
        self.keys, self.probe, self.repeats = keys, probe, max(1, repeats)
        self.checkpoint, self.on_probe = checkpoint, on_probe
        self.records: list[ProbeRecord] = []

    def __call__(self, index: int, validation: bool = False) -> ProbeRecord:
        key = self.keys[index]
        stored_key = f"validate:{key}" if validation else key
        stored = self.checkpoint.get(stored_key) if self.checkpoint else None
        if stored is not None:
            runs = [Verdict(v) for v in stored]
            resumed = True
        else:
            runs = []
            while len(runs) < self.repeats:
                runs.append(self.probe(index))
                verdict, _ = decide(runs)
                decided = [r for r in runs if r is not Verdict.SKIP]
                if verdict is not Verdict.SKIP and decided.count(verdict) > self.repeats / 2:
                    break  # the majority can no longer change
            resumed = False
            if self.checkpoint:
                self.checkpoint.record(stored_key, [r.value for r in runs])
        verdict, confidence = decide(runs)
        record = ProbeRecord(index, key, runs, verdict, confidence, resumed, validation)
        self.records.append(record)
        if self.on_probe:
            self.on_probe(record)
        return record


def _next_index(low: int, high: int, skipped: set[int]) -> int | None:
    """The untested, unskipped item nearest the middle of (low, high), or None when none is left."""
    middle = (low + high) // 2
    for distance in range(0, high - low):
        for candidate in (middle - distance, middle + distance) if distance else (middle,):
            if low < candidate < high and candidate not in skipped:
                return candidate
    return None


def find_transition(
    keys: Sequence[str],
    probe: Callable[[int], Verdict],
    *,
    old: Verdict = Verdict.GOOD,
    repeats: int = 1,
    checkpoint: str | Path | None = None,
    validate: bool = True,
    on_probe: Callable[[ProbeRecord], None] | None = None,
) -> TransitionResult:
    """Find the first item showing ``old.opposite()`` after items showing ``old``; see the module notes."""
    if old is Verdict.SKIP:
        raise ValueError("old must be GOOD (regression search) or BAD (fix search)")
    keys = list(keys)
    if len(keys) < 2:
        raise ValueError("a transition needs at least two items (the old end and the new end)")
    new = old.opposite()
    store = Checkpoint(checkpoint, search_identity(keys, old.value)) if checkpoint else None
    prober = _Prober(keys, probe, repeats, store, on_probe)
    low, high = 0, len(keys) - 1
    skipped: set[int] = set()
    deciding: list[ProbeRecord] = []
    result = TransitionResult(keys, old, Status.FOUND, None, None, [])
    try:
        while (index := _next_index(low, high, skipped)) is not None:
            record = prober(index)
            if record.verdict is old:
                low = index
                deciding.append(record)
            elif record.verdict is new:
                high = index
                deciding.append(record)
            else:
                skipped.add(index)
        if validate:
            _validate(prober, result, low, high, len(keys), deciding)
    except KeyboardInterrupt:
        result.status = Status.INTERRUPTED
        result.notes.append(f"interrupted; the change lies in ({keys[low]}, {keys[high]}]")
    result.probes = prober.records
    result.confidence = math.prod(r.confidence for r in deciding) if deciding else result.confidence
    if result.status in (Status.ALL_NEW, Status.ALL_OLD):
        result.last_old = result.first_new = None
        return result
    result.last_old, result.first_new = low, high
    result.candidates = [i for i in range(low + 1, high + 1)]
    if result.status is Status.FOUND and len(result.candidates) > 1:
        result.status = Status.AMBIGUOUS
        result.notes.append(
            f"{len(result.candidates) - 1} skipped item(s) border the change: it is one of "
            + ", ".join(keys[i] for i in result.candidates)
        )
    if result.flaky:
        result.notes.append("flaky probe(s) at " + ", ".join(keys[i] for i in result.flaky))
    return result


def _validate(
    prober: _Prober, result: TransitionResult, low: int, high: int, count: int, deciding: list[ProbeRecord]
) -> None:
    old, new = result.old, result.old.opposite()
    for index, expected in ((low, old), (high, new)):
        record = prober(index, validation=True)
        if record.verdict is expected:
            deciding.append(record)
            continue
        if record.verdict is Verdict.SKIP:
            result.notes.append(f"re-test of {prober.keys[index]} was skipped; the end is unverified")
            deciding.append(ProbeRecord(index, record.key, [], expected, 0.5))
        elif index == 0 and low == 0:
            result.status = Status.ALL_NEW
            result.notes.append(f"the first item {prober.keys[0]} already shows '{new.value}'")
        elif index == count - 1 and high == count - 1:
            result.status = Status.ALL_OLD
            result.notes.append(f"the last item {prober.keys[-1]} still shows '{old.value}'")
        else:
            result.notes.append(
                f"re-test of {prober.keys[index]} gave '{record.verdict.value}', first test "
                f"'{expected.value}': the probe is flaky, rerun with more repeats; low confidence"
            )
            deciding.append(ProbeRecord(index, record.key, [], expected, 0.5))
