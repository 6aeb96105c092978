"""The tame stage: rank the stored failures with :mod:`reportsmith.tamer` and record the order.

Each failure is compared by its reduced test when it has one (the original otherwise), by its compiler
output, and by what the bisect stage found about it (:func:`facts_of`: first bad commit and release, fixing
commit, guilty pass, hiding and minimal flags, crash frames). Failures labelled as known bugs
(``details["known_bug"]``, set when someone labels an issue) seed the ranking so that their look-alikes sink.
The position and the reason for it are stored on every failure as a
:class:`~reportsmith.store.results.TameResult`; a failure that shares a first bad commit, a guilty pass or
crash frames with a failure ranked before it gets a "likely the same bug" note in its draft
(:func:`note_same_bug`). Coverage (``failures.coverage``, collected by :func:`collect_failure_coverage` with a
``--coverage`` build of the compiler under test) is handed to the tamer for the ``coverage`` distance.

``[tame] distance = "auto"`` (the default) lets the tamer choose by what the failures have
(:mod:`reportsmith.tamer.choice`); any other value is used as it is.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from pathlib import Path

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import scratch_dir
from reportsmith.report.conventions import trimmed_backtrace
from reportsmith.report.rendering import Draft
from reportsmith.store import Failure
from reportsmith.store.failures import list_failures
from reportsmith.store.models import FailureState
from reportsmith.store.results import Bisection, TameResult
from reportsmith.tamer.case import Case, Facts
from reportsmith.tamer.coverage import collect_coverage
from reportsmith.tamer.facts import STRONG, shared_facts
from reportsmith.tamer.rank import RankedEntry, Ranking, rank

#: Verdicts the tamer ranks (hangs are stored but not reported by default).
RANKED_VERDICTS = (FailureKind.CRASH, FailureKind.REJECTS_VALID, FailureKind.WRONG_CODE)

_GUILTY_PASS = re.compile(r"^pass \(\d+\) (\S+)")
_GCC_ICE_FUNCTION = re.compile(r"\bin ([\w:~<>]+), at ")


def _first_bad_release(bisection: Bisection) -> str | None:
    """The first release that fails; "<oldest> or earlier" when every tested release fails."""
    if bisection.regression and bisection.first_bad:
        return bisection.first_bad
    verdicts = bisection.releases.verdicts if bisection.releases else {}
    decided = [(name, verdict) for name, verdict in verdicts.items() if verdict in ("good", "bad")]
    if decided and all(verdict == "bad" for _, verdict in decided):
        return f"{decided[0][0]} or earlier"
    return None


def crash_frames(failure: Failure) -> frozenset[str] | None:
    """The compiler's own functions on a crash's backtrace (LLVM's stack dump, GCC's ``in F, at``)."""
    if failure.verdict != FailureKind.CRASH:
        return None
    frames = set()
    for line in trimmed_backtrace(failure.compiler_output or "").splitlines():
        name = re.sub(r"^#\d+\s+", "", line).split("(")[0].strip()
        if name:
            frames.add(name)
    frames.update(_GCC_ICE_FUNCTION.findall(failure.signature or ""))
    return frozenset(frames) or None


def facts_of(failure: Failure) -> Facts | None:
    """What the bisect stage found about ``failure``, as the tamer's :class:`Facts` (None: nothing).
    Empty findings (no flag hides it, no pass named) are no facts: sharing them says nothing."""
    found = failure.bisection
    frames = crash_frames(failure)
    if found is None:
        return Facts(crash_frames=frames) if frames else None
    guilty = _GUILTY_PASS.match(found.guilty_pass or "")
    passes = {guilty.group(1)} if guilty else set(found.hiding_passes)
    facts = Facts(
        first_bad_commit=found.culprit.commit if found.culprit and found.culprit.commit else None,
        first_bad_release=_first_bad_release(found),
        fixed_by=found.fixed_by.commit if found.fixed_by and found.fixed_by.commit else None,
        passes=frozenset(passes) or None,
        hiding_flags=frozenset(found.hiding_flags or ()) or None,
        minimal_flags=frozenset(found.minimal_flags or ()) or None,
        crash_frames=frames,
    )
    return facts if facts.known() else None


def _as_tamer_record(failure: Failure) -> Case:
    test = failure.reduced_text if failure.reduced_bytes is not None else failure.test_text
    output = failure.compiler_output if failure.verdict != FailureKind.WRONG_CODE else failure.program_output
    return Case(
        str(failure.id),
        test,
        output or "",
        signature=failure.signature,
        coverage=frozenset(failure.coverage) if failure.coverage is not None else None,
        known_bug=(failure.details or {}).get("known_bug"),
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
            test.write_text(_as_tamer_record(failure).test)
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
    mine = ranked.entry.failure.facts
    if nearest is not None and mine is not None and nearest.failure.facts is not None:
        shared = shared_facts(mine, nearest.failure.facts)
    return TameResult(
        distance=ranking.distance,
        distance_reason=ranking.reason,
        nearest=nearest.id if nearest else None,
        nearest_is_known_bug=ranked.nearest_is_seed,
        distance_to_nearest=None if nearest is None else round(ranked.distance, 6),
        duplicate_of=ranked.id if failure_id != ranked.id else None,
        explanation=ranked.explain(),
        known_bug=nearest.failure.known_bug if nearest is not None and ranked.nearest_is_seed else None,
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
    records = [_as_tamer_record(failure) for failure in failures]
    ranking = rank(records, distance or app.config.tame.distance, head=head, progress=progress)
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
                    known_bug=failure.details.get("known_bug"),
                )
                continue
            stored.tame_rank = ranked.position
            stored.tame = _result(ranking, ranked, str(failure.id))
    return ranking


def same_bug_evidence(app: App, failure: Failure) -> tuple[Failure, dict[str, str]] | None:
    """The failure ranked before ``failure`` (or a labelled known-bug exemplar) that shares the most strong
    bisection facts with it (:data:`~reportsmith.tamer.facts.STRONG`: first bad or fixing commit, pass,
    crash frames), with every fact they share; None when none shares a strong one.

    Decided when drafting, from both failures' stored bisections: the pipeline ranks before it bisects
    (bisection follows the ranking), so the ranking uses facts only from the next ``tame`` on."""
    mine = facts_of(failure)
    if mine is None or failure.tame_rank is None:
        return None
    best: tuple[tuple[int, int], Failure, dict[str, str]] | None = None
    for other in _ranked(app):
        earlier = other.tame_rank is not None and other.tame_rank < failure.tame_rank
        if other.id == failure.id or not (earlier or (other.details or {}).get("known_bug")):
            continue
        theirs = facts_of(other)
        shared = shared_facts(mine, theirs) if theirs is not None else {}
        strong = sum(1 for name in shared if name in STRONG)
        key = (strong, -(other.tame_rank or 0))
        if strong and (best is None or key > best[0]):
            best = (key, other, shared)
    return None if best is None else (best[1], best[2])


def note_same_bug(app: App, failure: Failure, draft: Draft) -> Draft:
    """``draft`` with "Likely the same bug as failure #N: same first bad commit ..." first when
    :func:`same_bug_evidence` finds one (unchanged otherwise)."""
    found = same_bug_evidence(app, failure)
    if found is None:
        return draft
    other, shared = found
    known = (other.details or {}).get("known_bug")
    name = f"the known bug {known} (failure #{other.id})" if known else f"failure #{other.id}"
    note = (
        f"**Likely the same bug as {name}**: {'; '.join(shared.values())} (reportsmith's bisection of both "
        "failures). Check that one before filing this.\n\n"
    )
    return dataclasses.replace(draft, body=note + draft.body)
