"""The tame stage: rank the stored failures with :mod:`reportsmith.tamer` and record the order.

Each failure is compared by its reduced test when it has one (the original otherwise), by its compiler
output, and by what the bisect stage found about it (:func:`reportsmith.report.same_bug.facts_of`: first bad
commit and release, fixing commit, guilty pass, hiding and minimal flags, crash frames). Failures labelled as
known bugs (``details.known_bug``, set when someone labels an issue) seed the ranking so that their
look-alikes sink. The position and the reason for it are stored on every failure as a
:class:`~reportsmith.store.results.TameResult`. Coverage (``failures.coverage``, collected by
:func:`collect_failure_coverage` with a ``--coverage`` build of the compiler under test) is handed to the
tamer for the ``coverage`` distance.

``[tame] distance = "auto"`` (the default) lets the tamer choose by what the failures have
(:mod:`reportsmith.tamer.choice`); any other value is used as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import scratch_dir
from reportsmith.report.same_bug import facts_of
from reportsmith.store import Failure
from reportsmith.store.failures import list_failures
from reportsmith.store.models import FailureState
from reportsmith.store.results import TameResult
from reportsmith.tamer import Case, RankedEntry, Ranking, collect_coverage, rank, shared_facts

#: Verdicts the tamer ranks (hangs are stored but not reported by default).
RANKED_VERDICTS = (FailureKind.CRASH, FailureKind.REJECTS_VALID, FailureKind.WRONG_CODE)


def case_of(failure: Failure) -> Case:
    """``failure`` as the tamer sees it: the reduced test (the original when there is none), the compiler
    output (the program's for wrong code), coverage, a known-bug label and the bisect stage's facts."""
    test = failure.reduced_text if failure.reduced_bytes is not None else failure.test_text
    output = failure.compiler_output if failure.verdict != FailureKind.WRONG_CODE else failure.program_output
    return Case(
        str(failure.id),
        test,
        output or "",
        signature=failure.signature,
        coverage=frozenset(failure.coverage) if failure.coverage is not None else None,
        known_bug=failure.details.known_bug,
        facts=facts_of(failure),
        language=failure.language or "c",
    )


def collect_failure_coverage(
    app: App, compiler: list[str], arguments: list[str], gcov_dir: Path, *, again: bool = False
) -> list[tuple[int, int, float]]:
    """Collect and store the coverage of every ranked failure that has none (all with ``again``): its test
    (reduced when it has one) compiled by ``compiler`` (a ``--coverage`` build, see
    :mod:`reportsmith.tamer.coverage`). Returns (failure id, covered lines, seconds) per failure."""
    collected = []
    for failure in _ranked(app):
        if failure.coverage is not None and not again:
            continue
        with scratch_dir(prefix="reportsmith-tame-coverage-") as scratch:
            test = scratch.path / Path(failure.test_name).name
            test.write_text(case_of(failure).test)
            found = collect_coverage(compiler, arguments, test, gcov_dir)
        with app.store.transaction() as session:
            stored = session.get(Failure, failure.id)
            assert stored is not None
            stored.coverage = sorted(found.lines)
            stored.coverage_seconds = found.seconds
        collected.append((failure.id, len(found.lines), found.seconds))
    return collected


def _ranked(app: App) -> list[Failure]:
    return [
        failure
        for failure in list_failures(app.store)
        if failure.verdict in RANKED_VERDICTS and failure.status != FailureState.NOT_REPRODUCED
    ]


def _result(ranking: Ranking, ranked: RankedEntry, failure_id: str) -> TameResult:
    """The stored place of ``failure_id`` (the ranked entry itself or one of its exact duplicates)."""
    nearest = ranked.nearest
    shared = {}
    mine = ranked.entry.case.facts
    if nearest is not None and mine is not None and nearest.case.facts is not None:
        shared = shared_facts(mine, nearest.case.facts)
    return TameResult(
        distance=ranking.distance,
        distance_reason=ranking.reason,
        nearest=nearest.id if nearest else None,
        nearest_is_known_bug=ranked.nearest_is_seed,
        distance_to_nearest=None if nearest is None else round(ranked.distance, 6),
        duplicate_of=ranked.id if failure_id != ranked.id else None,
        explanation=ranked.explain(),
        known_bug=nearest.case.known_bug if nearest is not None and ranked.nearest_is_seed else None,
        shared_facts=list(shared.values()),
    )


def tame_failures(
    app: App,
    *,
    distance: str | None = None,
    head: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Ranking:
    """Rank every reproduced crash/rejects-valid/wrong-code failure; store positions and explanations.

    ``distance`` overrides ``[tame] distance`` ("auto": chosen by what the failures have); ``head`` and
    ``progress`` are those of :func:`reportsmith.tamer.rank.rank`.
    """
    failures = _ranked(app)
    cases = [case_of(failure) for failure in failures]
    ranking = rank(cases, distance or app.config.tame.distance, head=head, progress=progress)
    positions = {}
    for ranked in ranking.entries:
        for failure_id in (ranked.id, *ranked.entry.duplicates):
            positions[failure_id] = ranked
    with app.store.transaction() as session:
        for failure in failures:
            stored = session.get(Failure, failure.id)
            assert stored is not None
            ranked = positions.get(str(failure.id))
            if ranked is None:  # a labelled known bug: a seed, not ranked
                stored.tame_rank = None
                stored.tame = TameResult(
                    distance=ranking.distance,
                    distance_reason=ranking.reason,
                    known_bug=failure.details.known_bug,
                )
                continue
            stored.tame_rank = ranked.position
            stored.tame = _result(ranking, ranked, str(failure.id))
    return ranking
