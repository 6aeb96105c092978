"""Spend tests where bytes are: which main-phase passes a round runs first, and which wait.

A pass *yields* when it removed few bytes for its tests so far: fewer than ``DEFER_BYTES_PER_TEST`` over at
least ``DEFER_AFTER_TESTS`` tests, or it is a ``fine`` pass of the schedule (one token per step). Such a pass
is *deferred*: a round runs it only after every other pass, and only when those left the text as the round
found it. A round in which nothing else shrinks the text runs every deferred pass, so the main phase still
ends only on a round in which no pass at all shrinks the text: the fixpoint is the schedule's.

Measured on llvm#70566's test (513 B, clang-16 -O3 with its release range kept; 2026-11-28, counted in
tests, which the load does not change): this rule took 4,767 tests over 10 rounds to 288 B. Two variants
were tried and not kept: yields over a pass's last run instead of its whole history, with every waiting pass
run once the others stall (instead of breaking off at the first gain): 5,152 tests over 4 rounds to the same
288 B (``tokens:4,3,2`` then ran 2,868 tests for 36 B, where this rule ran it 961 times for 0 and got the
bytes elsewhere).

Why (issue 37): on a 346 B clang-22 miscompile ``tokens:4,3,2`` ran 1,534 tests over 126 s to remove 6
bytes and ``tokens:2,1`` 431 tests for 16, once per round, while the line and AST passes of the next round
took more per test.

In which order the deferred passes run: fewest tests per step found first (:func:`tests_per_step`), untried
ones last. Near the fixpoint a round ends at the first waiting pass that shrinks the text, so a costly sweep
run before a cheap pass that finds a step is paid for again in the next round; the cheap ones go first, and
the token windows run in the round that ends the fixpoint. Measured on llvm#70566's test (counts): with best
bytes per test first (the order before) ``tokens:4,3,2``, untried until then, went first and cost 586 tests
in a round that ``expr-to-name`` then ended: 2,982 tests to 288 B; with this order 2,620 tests to 289 B.

The measure is bytes per *test*, a count, never bytes per second: a clock would make the order, and so the
result, depend on the machine's load (the same input and budget must give the same result on a slower
machine, only later). Tests are what a pass spends; their cost differs little between passes of one
predicate.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from reportsmith.reducer.passes import Pass
from reportsmith.reducer.stats import PassStats

#: A pass that removed fewer bytes per test than this (a few bytes per hundred tests) waits for the others.
DEFER_BYTES_PER_TEST = 0.05
#: ... once it has run at least this many tests (before that its yield says little).
DEFER_AFTER_TESTS = 100


@dataclass(frozen=True)
class MainPass:
    """A main-phase step as the engine runs it: the pass, and whether the schedule marks it ``fine``."""

    pass_: Pass
    fine: bool = False


def yield_of(stats: PassStats | None) -> float:
    """Bytes removed per test so far (an untried pass: infinite, it has yet to show what it does)."""
    if stats is None or not stats.tests:
        return float("inf")
    return stats.bytes_removed / stats.tests


def deferred(step: MainPass, stats: PassStats | None) -> bool:
    """Whether ``step`` waits in a round for the passes that remove more per test."""
    if step.fine:
        return True
    return stats is not None and stats.tests >= DEFER_AFTER_TESTS and yield_of(stats) < DEFER_BYTES_PER_TEST


def tests_per_step(stats: PassStats | None) -> float:
    """The tests a pass has spent per step it found so far, plus one. An untried pass: infinite (it may cost
    hundreds of tests: ``tokens:4,3,2``, never reached in the rounds before, cost 586 when it went first)."""
    if stats is None or not stats.tests:
        return float("inf")
    return stats.tests / (stats.successes + 1)


def round_order(
    steps: Sequence[MainPass], stats: Mapping[str, PassStats]
) -> tuple[list[MainPass], list[MainPass]]:
    """The passes a round runs first (schedule order) and those it defers (fewest tests per step found
    first; ties keep the schedule's order: ``sorted`` is stable)."""
    first = [s for s in steps if not deferred(s, stats.get(s.pass_.name))]
    waiting = [s for s in steps if deferred(s, stats.get(s.pass_.name))]
    waiting.sort(key=lambda s: tests_per_step(stats.get(s.pass_.name)))
    return first, waiting
