"""The search engine: the first item of an ordered sequence that shows the *new* verdict.

Every bisection in this library is one call of :func:`find_transition`: releases, git commits, opt-bisect
limits. Items are known only by index and key; the caller supplies ``probe(index) -> Mark``. A range whose
ends the user chose (git commits, prebuilt builds) goes through :func:`search_range`, which keeps what each
probe printed and refuses ends with the wrong verdict (:func:`refuse_wrong_ends`).

Design notes (after git bisect):

* The first item must show the *old* verdict and the last the *new* one. A regression search has
  old=GOOD (first bad after good); a *fix* search is the same search with old=BAD (first good after bad).
* Ends first: both ends are probed before anything in between. An end that says skip raises
  :class:`~.errors.EndpointError` with what the predicate printed (a sanitizer-checked script that cannot
  run at all would otherwise "skip" every commit); an end with the wrong verdict ends the search at once as
  ``ALL_NEW`` / ``ALL_OLD``.
* Skips: when the midpoint cannot be tested, its untested neighbours nearest to the middle are probed
  instead. When every item strictly between the last old and the first new item is skipped, the change cannot
  be pinned to one item: the result is *ambiguous* and lists the skipped candidates plus the first new item.
  ``max_skips`` skips *in a row* stop the search with :class:`~.errors.TooManySkipsError`, quoting the last
  skipped probe's output: a broken script or build costs a few probes, not the whole range. A stored
  skip is never reused from a checkpoint (the script may have been fixed since).
* Flaky probes: each probe runs up to ``repeats`` times and stops as soon as a strict majority is certain;
  its confidence is the majority's share. A tie is a skip. The result's confidence is the product of the
  confidences of the probes that moved the range.
* Cost: a search over n items with no skips costs at most ceil(log2(n - 1)) + 2 probes (both ends, then
  the search between them). ``validate=True`` also re-tests the final pair where it lies inside the range
  (up to 2 more probes): a re-test that disagrees marks the result low-confidence. Flaky predicates are
  better served by ``repeats``.
* Checkpoints: results are stored by key after every probe (:mod:`.checkpoint`); a resumed search reuses
  them without running the predicate again. Ctrl-C stops the search and returns the range so far.
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.bisect.checkpoint import Checkpoint, search_identity
from reportsmith.bisect.errors import EndpointError, TooManySkipsError
from reportsmith.bisect.predicate import output_tail
from reportsmith.common.predicates import Mark

#: Consecutive skipped probes after which a search stops (``find_transition(max_skips=...)``).
DEFAULT_MAX_SKIPS = 3


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
    runs: list[Mark]
    verdict: Mark
    confidence: float
    resumed: bool = False
    validation: bool = False
    #: What the predicate printed on this probe, when the caller's ``explain`` tells (quoted in errors).
    detail: str = ""


@dataclass
class TransitionResult:
    """Where the verdict changes from ``old`` to ``new`` in the sequence ``keys``."""

    keys: list[str]
    old: Mark
    status: Status
    last_old: int | None
    first_new: int | None
    #: Indexes that may hold the change: ``[first_new]`` when found, more when skips make it ambiguous.
    candidates: list[int]
    probes: list[ProbeRecord] = field(default_factory=list)
    confidence: float = 1.0
    notes: list[str] = field(default_factory=list)

    @property
    def new(self) -> Mark:
        return self.old.opposite()

    @property
    def probe_count(self) -> int:
        """Probes that ran the predicate in this session (resumed results are free)."""
        return sum(1 for p in self.probes if not p.resumed)

    @property
    def skipped(self) -> list[int]:
        return sorted({p.index for p in self.probes if p.verdict is Mark.SKIP})

    @property
    def flaky(self) -> list[int]:
        return sorted({p.index for p in self.probes if len(set(p.runs) - {Mark.SKIP}) > 1})


def probe_bound(count: int) -> int:
    """The most probes a skip-free search over ``count`` items may cost (both ends, then the search)."""
    return math.ceil(math.log2(max(count - 1, 1))) + 2


def decide(runs: Sequence[Mark]) -> tuple[Mark, float]:
    """Majority verdict of repeated runs and its share; a tie (or all skips) is a skip."""
    decided = [r for r in runs if r is not Mark.SKIP]
    if not decided:
        return Mark.SKIP, 0.0
    good = decided.count(Mark.GOOD)
    bad = len(decided) - good
    if good == bad:
        return Mark.SKIP, 0.5
    winner = Mark.GOOD if good > bad else Mark.BAD
    return winner, max(good, bad) / len(runs)


class _Prober:
    def __init__(
        self,
        keys: Sequence[str],
        probe: Callable[[int], Mark],
        repeats: int,
        checkpoint: Checkpoint | None,
        on_probe: Callable[[ProbeRecord], None] | None,
        explain: Callable[[int], str] | None = None,
    ) -> None:
        self.keys, self.probe, self.repeats = keys, probe, max(1, repeats)
        self.checkpoint, self.on_probe, self.explain = checkpoint, on_probe, explain
        self.records: list[ProbeRecord] = []

    def __call__(self, index: int, validation: bool = False) -> ProbeRecord:
        key = self.keys[index]
        stored_key = f"validate:{key}" if validation else key
        stored = self.checkpoint.get(stored_key) if self.checkpoint else None
        if stored is not None and decide([Mark(v) for v in stored])[0] is not Mark.SKIP:
            runs = [Mark(v) for v in stored]
            resumed = True
        else:
            runs = []
            while len(runs) < self.repeats:
                runs.append(self.probe(index))
                verdict, _ = decide(runs)
                decided = [r for r in runs if r is not Mark.SKIP]
                if verdict is not Mark.SKIP and decided.count(verdict) > self.repeats / 2:
                    break  # the majority can no longer change
            resumed = False
            if self.checkpoint:
                self.checkpoint.record(stored_key, [r.value for r in runs])
        verdict, confidence = decide(runs)
        detail = self.explain(index) if self.explain and not resumed else ""
        record = ProbeRecord(index, key, runs, verdict, confidence, resumed, validation, detail)
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
    probe: Callable[[int], Mark],
    *,
    old: Mark = Mark.GOOD,
    repeats: int = 1,
    checkpoint: str | Path | None = None,
    validate: bool = False,
    on_probe: Callable[[ProbeRecord], None] | None = None,
    max_skips: int | None = DEFAULT_MAX_SKIPS,
    explain: Callable[[int], str] | None = None,
) -> TransitionResult:
    """Find the first item showing ``old.opposite()`` after items showing ``old``; see the module notes.

    ``explain(index)``, called right after a probe of ``index``, returns what the predicate printed; it is
    kept in :attr:`ProbeRecord.detail` and quoted by the errors. ``max_skips=None`` never stops on skips.
    """
    if old is Mark.SKIP:
        raise ValueError("old must be GOOD (regression search) or BAD (fix search)")
    keys = list(keys)
    if len(keys) < 2:
        raise ValueError("a transition needs at least two items (the old end and the new end)")
    store = Checkpoint(checkpoint, search_identity(keys, old.value)) if checkpoint else None
    prober = _Prober(keys, probe, repeats, store, on_probe, explain)
    result = TransitionResult(keys, old, Status.FOUND, None, None, [])
    low, high = 0, len(keys) - 1
    deciding: list[ProbeRecord] = []
    try:
        if _check_ends(prober, result, deciding):
            low, high = _search(prober, result, deciding, max_skips)
            if validate:
                _validate(prober, result, low, high, deciding)
    except KeyboardInterrupt:
        result.status = Status.INTERRUPTED
        low, high = _bounds(deciding, old, len(keys))
        result.notes.append(f"interrupted; the change lies in ({keys[low]}, {keys[high]}]")
    result.probes = prober.records
    result.confidence = math.prod(r.confidence for r in deciding) if deciding else result.confidence
    if result.status in (Status.ALL_NEW, Status.ALL_OLD):
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


def _bounds(deciding: list[ProbeRecord], old: Mark, count: int) -> tuple[int, int]:
    """The range (last old, first new) the decided probes so far imply."""
    olds = [r.index for r in deciding if r.verdict is old]
    news = [r.index for r in deciding if r.verdict is old.opposite()]
    return max(olds, default=0), min(news, default=count - 1)


def _quote(record: ProbeRecord) -> str:
    if not record.detail.strip():
        return "(the predicate printed nothing)"
    return "its output ends with:\n" + output_tail(record.detail)


def _check_ends(prober: _Prober, result: TransitionResult, deciding: list[ProbeRecord]) -> bool:
    """Probe both ends before anything else; False when an end shows the wrong verdict."""
    old, new, keys = result.old, result.new, prober.keys
    for index, expected, status in ((0, old, Status.ALL_NEW), (len(keys) - 1, new, Status.ALL_OLD)):
        record = prober(index)
        if record.verdict is Mark.SKIP:
            end = "old" if index == 0 else "new"
            raise EndpointError(
                f"the {end} end {keys[index]} cannot be tested: the probe says 'skip' (exit status 125, "
                f"or a build or run that failed) before any bisection step. Make the script decide "
                f"'{expected.value}' there (run it by hand with that compiler), then rerun; " + _quote(record)
            )
        if record.verdict is not expected:
            result.status = status
            which = "first" if index == 0 else "last"
            result.notes.append(f"the {which} item {keys[index]} shows '{record.verdict.value}'")
            return False
        deciding.append(record)
    return True


def _search(
    prober: _Prober, result: TransitionResult, deciding: list[ProbeRecord], max_skips: int | None
) -> tuple[int, int]:
    """Bisect between the (tested) ends; the final (last old, first new) pair."""
    old, new = result.old, result.new
    low, high = 0, len(prober.keys) - 1
    skipped: set[int] = set()
    in_a_row: list[ProbeRecord] = []
    while (index := _next_index(low, high, skipped)) is not None:
        record = prober(index)
        if record.verdict is Mark.SKIP:
            skipped.add(index)
            in_a_row.append(record)
            if max_skips is not None and len(in_a_row) >= max_skips:
                raise TooManySkipsError(
                    f"{len(in_a_row)} probes in a row said 'skip' "
                    f"({', '.join(r.key for r in in_a_row)}): the script or the build is probably broken "
                    "for every commit, not just these. Run the script by hand on one of them and fix it, "
                    "or allow more skips in a row (max_skips, --max-skips); the probe of "
                    f"{record.key} said skip, {_quote(record)}"
                )
            continue
        in_a_row.clear()
        deciding.append(record)
        if record.verdict is old:
            low = index
        elif record.verdict is new:
            high = index
    return low, high


def _validate(
    prober: _Prober, result: TransitionResult, low: int, high: int, deciding: list[ProbeRecord]
) -> None:
    """Re-test the final pair where it lies inside the range (the ends were tested first)."""
    old, new = result.old, result.new
    for index, expected in ((low, old), (high, new)):
        if index in (0, len(prober.keys) - 1):
            continue
        record = prober(index, validation=True)
        if record.verdict is expected:
            deciding.append(record)
            continue
        if record.verdict is Mark.SKIP:
            result.notes.append(f"re-test of {prober.keys[index]} was skipped; the end is unverified")
        else:
            result.notes.append(
                f"re-test of {prober.keys[index]} gave '{record.verdict.value}', first test "
                f"'{expected.value}': the probe is flaky, rerun with more repeats; low confidence"
            )
        deciding.append(ProbeRecord(index, record.key, [], expected, 0.5))


def short(key: str) -> str:
    """A full commit hash cut to 12 characters, as reports and errors show it; other keys as they are."""
    return key[:12] if re.fullmatch(r"[0-9a-f]{40}", key) else key


def refuse_wrong_ends(result: TransitionResult) -> None:
    """A range whose ends show the same verdict is a wrong range (or a wrong script): raise
    :class:`~.errors.EndpointError` saying so, quoting what the probe printed at the end that is wrong."""
    if result.status not in (Status.ALL_NEW, Status.ALL_OLD):
        return
    index = 0 if result.status is Status.ALL_NEW else len(result.keys) - 1
    end, expected = ("old", result.old) if index == 0 else ("new", result.new)
    record = next(p for p in result.probes if p.index == index)
    printed = output_tail(record.detail) if record.detail.strip() else "(the predicate printed nothing)"
    raise EndpointError(
        f"the {end} end {short(result.keys[index])} shows '{record.verdict.value}', not "
        f"'{expected.value}': not a valid range (give other ends, or check the script there by hand; "
        f"for a fix search use --fix). The probe's output ends with:\n{printed}"
    )


def search_range(
    keys: Sequence[str],
    probe: Callable[[str], tuple[Mark, str]],
    *,
    old: Mark = Mark.GOOD,
    repeats: int = 1,
    validate: bool = False,
    checkpoint: str | Path | None = None,
    on_probe: Callable[[ProbeRecord], None] | None = None,
    max_skips: int | None = DEFAULT_MAX_SKIPS,
) -> TransitionResult:
    """:func:`find_transition` over revisions ``keys`` (oldest first) whose ends the user chose.

    ``probe(key)`` returns the verdict and what was printed (the predicate's output, or why the revision
    could not be tested: a failed build, a missing download), which the errors quote. Ends with the wrong
    verdict are refused (:func:`refuse_wrong_ends`) instead of returned as ``ALL_NEW``/``ALL_OLD``.
    """
    keys = list(keys)
    printed: dict[str, str] = {}

    def run(index: int) -> Mark:
        verdict, printed[keys[index]] = probe(keys[index])
        return verdict

    result = find_transition(
        keys,
        run,
        old=old,
        repeats=repeats,
        validate=validate,
        checkpoint=checkpoint,
        on_probe=on_probe,
        max_skips=max_skips,
        explain=lambda index: printed.get(keys[index], ""),
    )
    refuse_wrong_ends(result)
    return result
