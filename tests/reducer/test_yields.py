"""Spending tests where bytes are (reducer/yields.py): passes that remove little per test wait for the others,
and the main phase still ends at the schedule's fixpoint."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from reportsmith.reducer import Schedule, ScheduledPass, reduce
from reportsmith.reducer.passes import create
from reportsmith.reducer.stats import PassStats
from reportsmith.reducer.yields import DEFER_AFTER_TESTS, MainPass, deferred, round_order, yield_of


def test_a_pass_that_removed_little_per_test_waits_and_an_untried_one_does_not() -> None:
    lines, tokens = MainPass(create("lines", level=0)), MainPass(create("tokens", sizes=[2, 1]))
    stats = {
        "lines:0": PassStats(tests=DEFER_AFTER_TESTS, bytes_removed=400),
        "tokens:2,1": PassStats(tests=DEFER_AFTER_TESTS * 4, bytes_removed=6),
    }
    assert not deferred(tokens, None) and yield_of(None) == float("inf")
    assert deferred(tokens, stats["tokens:2,1"]) and not deferred(lines, stats["lines:0"])
    first, waiting = round_order([tokens, lines], stats)
    assert [s.pass_.name for s in first] == ["lines:0"] and [s.pass_.name for s in waiting] == ["tokens:2,1"]


def test_a_few_tests_say_nothing_yet_and_fine_passes_always_wait() -> None:
    ints = create("ints")
    assert not deferred(MainPass(ints), PassStats(tests=DEFER_AFTER_TESTS - 1, bytes_removed=0))
    assert deferred(MainPass(ints, fine=True), None)


def test_deferred_passes_run_fewest_tests_per_step_first_untried_last_in_schedule_order() -> None:
    """A round ends at the first waiting pass that shrinks the text: the cheap ones first, so that the
    costly sweeps (token windows) run in the round that ends the fixpoint, not in every round before."""
    names = ("ints", "keywords", "strings", "identifiers", "tokens")
    steps = [MainPass(create(name), fine=True) for name in names]
    stats = {
        "ints": PassStats(tests=40, successes=1, bytes_removed=1),  # 20 tests per step
        "strings": PassStats(tests=10, successes=1, bytes_removed=5),  # 5
        "tokens:2,1": PassStats(tests=600, successes=5, bytes_removed=90),  # 100, best bytes per test
    }
    _, waiting = round_order(steps, stats)
    assert [s.pass_.name for s in waiting] == ["strings", "ints", "tokens:2,1", "keywords", "identifiers"]


class MarkerAndLines:
    """Interesting while the marker and a ``d`` after it are there (a pure, fast predicate)."""

    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        return b"MARK" in variant and b"d" in variant.partition(b"MARK")[2]


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from([b"a b", b"c", b"d e f", b"MARK", b"g"]), min_size=1, max_size=12))
def test_the_fixpoint_is_the_schedules_whether_passes_wait_or_not(lines: list[bytes]) -> None:
    """With ``tokens`` fine (it waits) or not, the result is one no pass of the schedule can shrink."""
    text = b"\n".join([b"MARK", *lines, b"d"])
    for fine in (True, False):
        tokens = ScheduledPass("tokens", {"sizes": [2, 1]}, fine=fine)
        schedule = Schedule(main=(ScheduledPass("lines", {"level": 0}), tokens), last=())
        result = reduce(text, MarkerAndLines(), jobs=1, schedule=schedule).text
        assert MarkerAndLines().is_interesting(result, None)
        # at the fixpoint no candidate of either pass is a smaller interesting text
        for step in schedule.main:
            for candidate in step.build().candidates(result, None, _context()):
                variant = candidate.edit.apply(result)
                assert len(variant) >= len(result) or not MarkerAndLines().is_interesting(variant, None)


def _context():  # noqa: ANN202 - a PassContext for calling passes directly
    import random

    from reportsmith.reducer.passes import PassContext

    return PassContext(file_name="test.c", rng=random.Random(0))
