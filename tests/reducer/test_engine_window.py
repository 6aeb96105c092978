"""The engine's sliding window of tests (reducer/engine.py): when the oldest test of the window fails, the
next candidate starts at once instead of waiting for the rest of a fixed batch; decisions stay in candidate
order.

The candidates here delete one line each, in line order. Events make the order of events certain (no timing):
a test that waits for a later candidate to start can only finish if the window started that candidate while
the test was still running.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

from reportsmith.reducer import Schedule, ScheduledPass, reduce
from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.passes import PassContext, register

TEXT = b"a\nb\nc\nd\nkeep\n"


@register("test-one-line-each")
class OneLineEach:
    """Candidate k deletes line k (resume: the index to start from)."""

    name = "test-one-line-each"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        starts = [0, *(i + 1 for i, byte in enumerate(text) if byte == ord("\n"))][:-1]
        for index in range(resume or 0, len(starts)):
            end = text.index(b"\n", starts[index]) + 1
            yield Candidate(Edit.delete(starts[index], end), index, f"line {index}")


SCHEDULE = Schedule(first=(), main=(ScheduledPass("test-one-line-each"),), last=())


class SecondWaitsForThird:
    """Only the original is interesting; the test of the variant without ``b`` waits until the one without
    ``c`` has started (at most 30 s, so a regression fails instead of hanging)."""

    def __init__(self) -> None:
        self.third_started = threading.Event()
        self.second_saw_third = False
        self.seen: list[bytes] = []
        self.lock = threading.Lock()

    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        with self.lock:
            self.seen.append(variant)
        if variant == TEXT.replace(b"c\n", b""):
            self.third_started.set()
        if variant == TEXT.replace(b"b\n", b""):
            self.second_saw_third = self.third_started.wait(timeout=30)
        return variant == TEXT  # nothing smaller is interesting: every candidate is tested and fails


def test_next_candidate_starts_when_the_oldest_fails_while_a_slower_one_runs() -> None:
    predicate = SecondWaitsForThird()
    result = reduce(TEXT, predicate, jobs=2, schedule=SCHEDULE)
    # with fixed batches of 2 ([-a, -b], then [-c, -d]) the test without b would have waited 30 s in vain
    assert predicate.second_saw_third
    assert result.text == TEXT


class KeepsLast:
    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        return variant.endswith(b"keep\n")


def test_window_decisions_are_in_candidate_order_and_repeatable() -> None:
    first = reduce(TEXT, KeepsLast(), jobs=3, schedule=SCHEDULE)
    again = reduce(TEXT, KeepsLast(), jobs=3, schedule=SCHEDULE)
    one_job = reduce(TEXT, KeepsLast(), jobs=1, schedule=SCHEDULE)
    assert first.text == again.text == one_job.text == b"keep\n"
    assert first.tests_run == again.tests_run


class RemovingAAloneBreaks:
    """Interesting while ``keep`` is there, unless ``a`` is gone and ``b`` is not: deleting ``a`` fails on the
    original but holds once ``b`` is gone (delta debugging's monotonicity does not hold)."""

    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        lines = variant.split(b"\n")
        return b"keep" in lines and not (b"a" not in lines and b"b" in lines)


def test_a_presumed_failure_is_tested_again_in_the_next_round() -> None:
    # round 1: the window [-b, -a] takes -b and presumes -a fails on top of it; round 2 tests it and holds
    result = reduce(b"b\na\nkeep\n", RemovingAAloneBreaks(), jobs=2, schedule=SCHEDULE)
    assert result.text == b"keep\n"


class KeepsKeep:
    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        return b"keep" in variant


class Stop(Exception):
    """What a caller's progress callback raises to stop a reduction (the CLI's and the bot's time budget)."""


def test_a_reduction_stopped_by_its_caller_still_gets_its_last_phase() -> None:
    """Stopped by its progress callback, the best is still normalised by the last phase (``blank`` here)
    before the stop goes on: a budget-cut result keeps no whitespace the main phase never touches."""
    text = b"a\n\n   keep   =   1 ;\n"
    bests: list[bytes] = []

    def stop(progress: object) -> None:
        raise Stop

    schedule = Schedule(first=(), main=(ScheduledPass("test-one-line-each"),), last=(ScheduledPass("blank"),))
    try:
        reduce(text, KeepsKeep(), jobs=1, schedule=schedule, progress=stop, on_best=bests.append)
    except Stop:
        pass
    else:
        raise AssertionError("the caller's stop was swallowed")
    # stopped at the first report (after the first test, before its step was taken), the original is
    # normalised by the last phase though no progress is reported any more
    assert bests == [b"a\nkeep=1;\n"]
