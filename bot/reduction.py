"""The reduce stage: shrink stored failures with :mod:`reportsmith.reducer`, keeping each one's failure.

The predicate is built from the stored failure, so a variant is interesting only if it fails *the same way*:

* crash: the same compiler command still crashes with the same normalized signature (no bug slippage);
* rejects-valid: the compiler under test still stops with the same first error while the first reference
  compiler accepts the variant (``-fsyntax-only``), so the variant stays valid C;
* wrong-code: the reducer's wrong-code predicate (references build it warning-free and sanitizer-clean, agree
  with each other, Frama-C finds no undefined behaviour, and the compiler under test still differs in the
  same way).

And the bug stays the one the reduction started from: the original's release range and guilty pass are
learned first and kept (:mod:`reportsmith.regression_guard`).

The stored text passes a final gate: the whole predicate's checks run once more on that exact text
(:func:`final_checks`); what they said is stored with the reduction, and a report lists exactly those checks
(and names the ones that did not run). A text that fails the gate is not shown: the report falls back to the
original, and the next run starts the reduction again.

Every improvement is written to the store as it happens (the best result so far survives Ctrl-C, a time
budget or ``kill -9``) as a :class:`~reportsmith.store.results.Reduction`; one cut short has
``complete`` False and says why in ``stopped``.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.common.signature import first_error
from reportsmith.common.syntax_check import syntax_check_command
from reportsmith.errors import NotReducible, OutOfTime
from reportsmith.lifecycle import Actor, advance
from reportsmith.names import failure_name
from reportsmith.oracle import Build
from reportsmith.reducer import (
    CrashPredicate,
    EngineOptions,
    HogPredicate,
    PassStats,
    Predicate,
    Progress,
    ReductionError,
    ReductionResult,
    RejectPredicate,
    Schedule,
    ValidCrashPredicate,
    WrongCodePredicate,
    reduce,
)
from reportsmith.regression_guard import guard, learn_regression
from reportsmith.store import Failure, Store
from reportsmith.store.details import IceOn
from reportsmith.store.failures import log_event
from reportsmith.store.models import EventKind, FailureState
from reportsmith.store.results import KeptRegression, Recheck, Reduction, ValidityCheck

#: How often (seconds) an improvement is written to the store; the last one is always written.
SAVE_INTERVAL = 5.0


@dataclass(frozen=True)
class Tuning:
    """A pass schedule and engine options other than the defaults (None: the default)."""

    schedule: Schedule | None = None
    options: EngineOptions | None = None


def _command(failure: Failure) -> list[str]:
    return [*split_command(failure.compiler_command), *failure.flags]


def predicate_for(app: App, failure: Failure) -> Predicate:
    """An interestingness predicate that holds while ``failure`` still fails the way it was stored."""
    common = failure.common_flags
    timeout = app.config.limits.compile_timeout
    if failure.verdict == FailureKind.CRASH and failure.details.ice_on is IceOn.VALID:
        return _valid_crash_predicate(app, failure)
    if failure.verdict == FailureKind.CRASH:
        return CrashPredicate(
            compiler=[*_command(failure), *common],
            signature=failure.signature,
            file_name=failure.test_name,
            timeout=timeout,
            memory_mb=app.config.limits.memory_mb,
        )
    if failure.verdict == FailureKind.REJECTS_VALID:
        error = first_error(failure.compiler_output, [failure.test_name])
        if error is None:
            raise NotReducible(f"{failure_name(failure.id)}: no error line in its compiler output to keep")
        reference = app.config.references[0]
        return RejectPredicate(
            compiler=[*_command(failure), *common],
            signature=error,
            file_name=failure.test_name,
            timeout=timeout,
            reference=[*reference.argv, *split_command(reference.flag_sets[0]), *common, "-fsyntax-only"],
        )
    if failure.verdict == FailureKind.WRONG_CODE:
        return _wrong_code_predicate(app, failure)
    if failure.verdict == FailureKind.HOG:
        return _hog_predicate(app, failure)
    raise NotReducible(f"{failure_name(failure.id)}: {failure.verdict} failures are not reduced")


def _valid_crash_predicate(app: App, failure: Failure) -> Predicate:
    flags = [*failure.flags, *failure.common_flags]
    references = [
        syntax_check_command([*reference.argv, *split_command(reference.flag_sets[0])], flags)
        for reference in app.config.references
    ]
    return ValidCrashPredicate(
        compiler=[*_command(failure), *failure.common_flags],
        signature=failure.signature,
        references=references,
        file_name=failure.test_name,
        timeout=app.config.limits.compile_timeout,
        memory_mb=app.config.limits.memory_mb,
    )


def _hog_predicate(app: App, failure: Failure) -> Predicate:
    flags = [*failure.flags, *failure.common_flags, "-c"]
    oracle_limits = app.oracle(failure.common_flags, failure.link_flags).limits
    # The same test the oracle made: the variant must stay a hog by the oracle's own ratio.
    return HogPredicate(
        [*split_command(failure.compiler_command), *flags],
        [[*reference.argv, *flags] for reference in app.config.references],
        ratio=oracle_limits.hog_ratio,
        min_seconds=oracle_limits.hog_min_seconds,
        file_name=failure.test_name,
        reference_timeout=app.config.limits.compile_timeout,
        memory_mb=app.config.limits.memory_mb,
    )


def _wrong_code_predicate(app: App, failure: Failure) -> Predicate:
    common = failure.common_flags
    signal = failure.details.signal
    predicate = WrongCodePredicate(
        [*_command(failure), *common],
        file_name=failure.test_name,
        flags=common,
        link_flags=failure.link_flags,
        references=[reference.command for reference in app.config.references],
        expected=f"signal:{signal}" if signal else "wrong-output",
        run_timeout=app.config.limits.run_timeout,
        compile_timeout=app.config.limits.compile_timeout,
        use_frama_c=app.config.reduce.semantics_checker == "frama-c",
    )
    predicate.calibrate(failure.test_bytes)  # time limits from the original's run times
    return predicate


@dataclass
class _Saver:
    """Writes each new best variant to the store, at most every SAVE_INTERVAL seconds (and at the end).

    ``earlier`` is what earlier sessions of the same reduction did (None for the first session); every
    summary saved is continued from it, so a session killed mid-way still leaves the totals so far."""

    store: Store
    failure_id: int
    best: bytes | None = None
    saved: bytes | None = None
    last_save: float = 0.0
    original_size: int = 0
    earlier: Reduction | None = None
    resumed_from: int = 0
    kept_regression: KeptRegression | None = None
    started: float = field(default_factory=time.monotonic)

    @classmethod
    def starting_at(
        cls, store: Store, failure: Failure, start: bytes | None, kept: KeptRegression | None = None
    ) -> _Saver:
        """The saver of a session from ``start``, a stored best to resume from, or None: the original."""
        return cls(
            store,
            failure.id,
            original_size=len(failure.test_bytes),
            earlier=failure.reduction if start is not None else None,
            resumed_from=len(start) if start is not None else 0,
            best=start,  # a resumed session's best is where it starts, even if it finds nothing smaller
            kept_regression=kept,
        )

    def offer(self, text: bytes) -> None:
        self.best = text
        if time.monotonic() - self.last_save >= SAVE_INTERVAL:
            elapsed = round(time.monotonic() - self.started, 1)
            self.save(Reduction(complete=False, original_size=self.original_size, seconds=elapsed))

    def continued(self, summary: Reduction) -> Reduction:
        """``summary`` of this session as the whole reduction's: totals added to the earlier sessions'."""
        summary = replace(
            summary,
            original_size=self.original_size,
            resumed_from=self.resumed_from,
            kept_regression=self.kept_regression,
        )
        if self.earlier is None:
            return summary
        passes = dict(self.earlier.passes)
        for name, stats in summary.passes.items():
            passes[name] = passes.get(name, PassStats()).plus(stats)
        return replace(
            summary,
            sessions=self.earlier.sessions + 1,
            tests_run=self.earlier.tests_run + summary.tests_run,
            cache_hits=self.earlier.cache_hits + summary.cache_hits,
            seconds=round(self.earlier.seconds + summary.seconds, 1),
            rounds=self.earlier.rounds + summary.rounds,
            passes=passes,
        )

    def save(self, summary: Reduction) -> None:
        if self.best is None or (self.best == self.saved and not summary.final):
            return
        with self.store.transaction() as session:
            failure = session.get(Failure, self.failure_id)
            assert failure is not None
            failure.reduced_bytes = self.best
            failure.reduction = replace(self.continued(summary), size=len(self.best))
        self.saved, self.last_save = self.best, time.monotonic()


def _summary(result: ReductionResult, complete: bool) -> Reduction:
    return Reduction(
        final=True,
        complete=complete,
        original_size=result.original_size,
        tests_run=result.tests_run,
        cache_hits=result.cache_hits,
        seconds=round(result.seconds, 1),
        rounds=result.rounds,
        passes=_stored_passes(result.pass_stats),
    )


def _stored_passes(passes: Mapping[str, PassStats]) -> dict[str, PassStats]:
    """The per-pass table as stored: the passes that ran a test, seconds to a tenth."""
    return {name: replace(s, seconds=round(s.seconds, 1)) for name, s in passes.items() if s.tests}


def recheck_reduced(
    app: App, failure: Failure, reduced: bytes, summary: Reduction, predicate: Predicate | None = None
) -> Reduction:
    """``summary`` with the oracle's judgement of the reduced test (its outputs, for the report) and the final
    gate's checks on that exact text (:func:`final_checks`)."""
    oracle = app.oracle(failure.common_flags, failure.link_flags)
    flags = list(failure.flags)
    if failure.verdict == FailureKind.REJECTS_VALID and "-c" not in flags:
        # The reducer kept "rejected by the compiler under test, valid C for the reference" (-fsyntax-only);
        # it may have removed main(), so the re-check compiles without linking, on both sides.
        flags.append("-c")
    judgement = oracle.judge(
        reduced, failure.test_name, Build(failure.compiler, split_command(failure.compiler_command), flags)
    )
    same = judgement.shows(failure.verdict, failure.signature)
    checks = []
    if same:
        checks.append(
            f"the oracle re-run on the reduced test gives the same verdict ({judgement.verdict}) "
            "and signature"
        )
    gate = final_checks(predicate, reduced) if predicate is not None else []
    return replace(
        summary,
        recheck=Recheck(judgement.verdict, judgement.signature, same, judgement.reason),
        compiler_output=judgement.compiler_output,
        program_output=judgement.program_output,
        reference_output=judgement.reference_output,
        validity_checks=[*checks, *(c.check for c in gate if c.passed)],
        checks=gate,
        valid=all(c.passed is not False for c in gate),
    )


def final_checks(predicate: Predicate, text: bytes) -> list[ValidityCheck]:
    """The final gate: every check of ``predicate`` that can say what it checked (``audit``: the wrong-code
    checks, the kept range) run once more on ``text``. A failure is asked again once: the engine accepted
    ``text`` under the same checks, so a second failure is not a passing load spike."""
    audit = getattr(predicate, "audit", None)
    if audit is None:
        return []
    for _attempt in range(2):
        records = [ValidityCheck(r.check, r.passed, r.detail) for r in audit(text)]
        if all(r.passed is not False for r in records):
            break
    return records


def resume_point(failure: Failure) -> bytes | None:
    """The stored best of a reduction that did not finish (budget, Ctrl-C, ``kill -9``), when it is smaller
    than the original: the next reduction of the failure starts there."""
    previous = failure.reduction
    if previous is None or previous.complete or not previous.valid or not failure.reduced_bytes:
        return None
    return failure.reduced_bytes if len(failure.reduced_bytes) < len(failure.test_bytes) else None


def reduce_failure(
    app: App,
    failure: Failure,
    progress: Callable[[Progress], None] | None = None,
    tuning: Tuning | None = None,
) -> Reduction:
    """Reduce one stored failure, store the result and mark it reduced; returns the stored summary.
    ``tuning``: the CLI's schedule and engine options (``reportsmith reduce --failure ID --passes ...``).

    A reduction cut short before is continued from its stored best (:func:`resume_point`), not restarted:
    if that best no longer passes the predicate (the config changed), the reduction starts from the
    original again and says so in an event."""
    kept = learn_regression(app, failure)
    if kept is not None and (failure.reduction is None or failure.reduction.kept_regression is None):
        guilty = f"guilty pass {kept.guilty_pass}" if kept.guilty_pass else ""
        said = "; ".join(part for part in (kept.summary, guilty) if part)
        log_event(app.store, failure.id, EventKind.REGRESSION_LEARNED, f"original: {said}", **kept.boundaries)
    predicate = guard(app, failure, predicate_for(app, failure), kept)
    start = resume_point(failure)
    saver = _Saver.starting_at(app.store, failure, start, kept)
    try:
        summary = _reduce_session(
            app, failure, predicate, saver, start or failure.test_bytes, progress, tuning
        )
    except ReductionError as error:
        if start is None:
            raise
        refused = f"stored best ({len(start)} bytes): {error}"
        log_event(app.store, failure.id, EventKind.RESUME_REFUSED, refused)
        saver = _Saver.starting_at(app.store, failure, None, kept)
        summary = _reduce_session(app, failure, predicate, saver, failure.test_bytes, progress, tuning)
    if saver.best is None:  # nothing smaller was found before the budget ran out
        saver.best = failure.test_bytes
    checked = recheck_reduced(app, failure, saver.best, summary, predicate)
    if not checked.valid:
        failed = next(c for c in checked.checks if c.passed is False)
        log_event(app.store, failure.id, EventKind.GATE_FAILED, f"{failed.check}: {failed.detail}")
        # reports show the original then: its checks are the ones to list
        checked = replace(checked, checks=final_checks(predicate, failure.test_bytes))
    saver.save(checked)
    advance(app.store, failure.id, FailureState.REDUCED, Actor("reportsmith", "reduce"))
    with app.store.transaction() as session:
        stored = session.get(Failure, failure.id)
        assert stored is not None and stored.reduction is not None
        stored_summary = stored.reduction
    stopped = "" if stored_summary.complete else f" (stopped early: {stored_summary.stopped})"
    resumed = f" (session {stored_summary.sessions}, resumed at {len(start)} bytes)" if start else ""
    log_event(
        app.store,
        failure.id,
        EventKind.REDUCED,
        f"{stored_summary.original_size} -> {stored_summary.size} bytes{stopped}{resumed}",
    )
    return stored_summary


class _SessionWatch:
    """Follows one reduction session: hands each snapshot on, stops the session at reduce.max_seconds,
    and says what a session cut short ran (the last snapshot's counts, not its passes)."""

    def __init__(self, saver: _Saver, max_seconds: float, progress: Callable[[Progress], None] | None):
        self.saver, self.max_seconds, self.progress = saver, max_seconds, progress
        self.last: Progress | None = None

    def __call__(self, snapshot: Progress) -> None:
        self.last = snapshot
        if self.progress:
            self.progress(snapshot)
        if time.monotonic() - self.saver.started > self.max_seconds:
            raise OutOfTime

    def cut_short(self, stopped: str) -> Reduction:
        last = self.last
        return Reduction(
            final=True,
            complete=False,
            seconds=round(time.monotonic() - self.saver.started, 1),
            stopped=stopped,
            tests_run=last.tests_run if last else 0,
            cache_hits=last.cache_hits if last else 0,
            rounds=last.round if last else 0,
            passes=_stored_passes(last.pass_stats) if last else {},
        )


def _reduce_session(
    app: App,
    failure: Failure,
    predicate: Predicate,
    saver: _Saver,
    start: bytes,
    progress: Callable[[Progress], None] | None,
    tuning: Tuning | None = None,
) -> Reduction:
    """One session of reduce.max_seconds from ``start``; ``saver`` holds its best (``start`` if none)."""
    settings = app.config.reduce
    watch = _SessionWatch(saver, settings.max_seconds, progress)
    try:
        result = reduce(
            start,
            predicate,
            jobs=settings.jobs or None,
            seed=settings.seed,
            file_name=failure.test_name,
            progress=watch,
            on_best=saver.offer,
            schedule=tuning.schedule if tuning else None,
            options=tuning.options if tuning else None,
        )
    except OutOfTime:
        return watch.cut_short(f"time budget of {settings.max_seconds:g} s (reduce.max_seconds)")
    except KeyboardInterrupt:
        saver.save(watch.cut_short("interrupted"))
        raise
    except ReportsmithError:
        raise  # the input's fault (not interesting at the start...): the caller says so
    except Exception as error:  # noqa: BLE001 - a reducer bug: see the comment below
        # A pass that breaks must not cost the best found so far, nor let it be shown unchecked: the session
        # ends as if its budget ran out, so the best goes through the final gate like any cut-short one, and
        # the error is in the failure's history (with its traceback) and in the stored reason.
        failed = f"{type(error).__name__}: {error}"
        log_event(app.store, failure.id, EventKind.REDUCER_ERROR, failed, traceback=traceback.format_exc())
        return watch.cut_short(f"the reducer failed ({failed}); the best so far is kept")
    saver.best = result.text
    return _summary(result, complete=True)
