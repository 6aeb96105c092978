"""The per-failure stages (reduce, bisect, ir, draft) and the one rule for which of them a failure needs next.

:func:`next_step` reads only the failure's lifecycle state (:mod:`reportsmith.lifecycle`) and its stored
results (``reduction``, ``bisection``, ``holds``); the event log is the failure's history and is never read
back as state. Everything that moves failures along asks it and runs the step through :func:`run_step`:

* the in-process pipeline (:mod:`reportsmith.pipeline`, also what ``serve``'s jobs run): each stage takes
  the failures :func:`takes` gives it, in order (reduce, then tame, then bisect and draft in rank order);
* the Celery tasks (:mod:`reportsmith.distributed.steps`): one step on one failure, then its next one.

So the two paths store the same results for the same failures, and a new stage is taught here once.

The rule, in the pipeline's order:

1. **reduce** a new (or interrupted: ``reducing``) failure whose verdict ``[reduce] verdicts`` names;
2. **bisect** a crash, rejects-valid or wrong-code failure that has no bisection yet;
3. **ir**: a clang crash or miscompile whose IR reproducer was not sought yet
   (:func:`reportsmith.ir_reproduction.wants_ir`; a miscompile needs its bisection's guilty pass);
4. **draft** a ranked kind of failure (:data:`DRAFTED_VERDICTS`) with a signature that is not drafted yet.

Where a failure's IR starts is decided here, once (:func:`ir_start`), from what is stored before any step
runs, so that it does not matter when the step runs: a **crash**'s IR always starts from the original test,
as ingested; a **miscompile**'s from the test its bisection ran on (its guilty pass is that test's, and the
rule puts its IR after its bisection). Not the reduced test for a crash: it exists only once the reduction
ends, and a reduction cut short by its budget ends wherever the clock says, so the IR would depend on the
timing; ``llvm-reduce`` shrinks the IR itself anyway. Because its input is fixed, a crash's IR step is in
:data:`AHEAD`: a run that takes steps side by side may start it before the steps the rule puts first -- the
in-process pipeline runs it beside the crash's reduction (the two are independent and each takes minutes) --
while the workers take one step of a failure at a time, in the rule's order (reduce, bisect, then ir). Both
store the same IR reproducer for the same failure; only the throughput differs.

Ranking (the tame stage) runs right before drafting, on both paths (:func:`rank`): a draft names the
nearest failures and carries its rank, so the ranks must include every result stored before it. The pipeline
ranks once more before bisect, which it runs in rank order.

A stage that raised stores its error in ``holds`` (and a ``<stage>-failed`` event, for the history): the
failure goes on without that stage's result (a broken reduction is bisected and drafted unreduced), and the
stage is not tried again until a person re-runs it. A draft the learn loop suppresses (a look-alike of a
known or invalid bug) is held the same way, so it is neither drafted nor asked about again.

What to continue is :func:`continued`, the one list for the pipeline's stages, the service's resume job and
``reportsmith run``'s tasks. A reduction cut short by its budget has stored its best and gone on (reduced,
then bisected and drafted); :func:`continues_reduction` says it is to be continued -- once per
``reportsmith run`` (or service start), never as a next step, or a reduction that never finishes would run
forever. Continuing moves the failure back to ``reducing``, so that the steps after it (a new draft from the
smaller test) follow from its state. An IR reduction cut short is continued the same way
(:func:`continues_ir`); a drafted failure's drafts are drafted again after it, so they show the smaller IR.
"""

from __future__ import annotations

import enum
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TypeVar

from reportsmith.app import App
from reportsmith.bisection import BISECTED_VERDICTS, bisect_failure
from reportsmith.common.errors import ReportsmithError
from reportsmith.common.kinds import FailureKind
from reportsmith.config import Config
from reportsmith.ir_reproduction import IRStart, ir_cut_short, reproduce_in_ir, wants_ir
from reportsmith.lifecycle import Actor, advance, move
from reportsmith.names import failure_name
from reportsmith.reducer import Progress
from reportsmith.reduction import Tuning, reduce_failure
from reportsmith.report import draft_reports
from reportsmith.report.recurrence import to_draft
from reportsmith.store import Failure, Store
from reportsmith.store.failures import log_event
from reportsmith.store.models import EventKind, FailureState
from reportsmith.store.report_models import Report
from reportsmith.store.results import Bisection, Holds, IRReproducer, Reduction
from reportsmith.tamer import Ranking
from reportsmith.taming import RANKED_VERDICTS, tame_failures
from rich.console import Console

S = FailureState
T = TypeVar("T")


class Step(enum.StrEnum):
    """A per-failure stage, by the name its events, holds and tasks carry."""

    REDUCE = "reduce"
    BISECT = "bisect"
    IR = "ir"
    DRAFT = "draft"


#: States in which a failure still has stage work (before a draft exists).
OPEN_STATES = (S.NEW, S.REDUCING, S.REDUCED, S.BISECTED)
#: States in which a reduction is (still) to be done: a new failure, or one whose reduction was interrupted.
UNREDUCED_STATES = (S.NEW, S.REDUCING)
#: States in which a reduction cut short is continued (not once a person approved, filed or classified it).
RESUMABLE_STATES = (S.REDUCED, S.BISECTED, S.DRAFTED)
#: Verdicts the draft stage drafts: those the tamer ranks (hangs and hogs are stored, not reported).
DRAFTED_VERDICTS = RANKED_VERDICTS


def _held(failure: Failure, step: Step) -> bool:
    return failure.holds is not None and step in failure.holds.errors


def next_step(config: Config, failure: Failure) -> Step | None:
    """The stage ``failure`` needs next, or None (nothing left, or it is a person's turn)."""
    if failure.status not in OPEN_STATES or failure.verdict == FailureKind.PASS:
        return None
    if (
        failure.status in UNREDUCED_STATES
        and failure.verdict in config.reduce.verdicts
        and not _held(failure, Step.REDUCE)
    ):
        return Step.REDUCE
    if failure.verdict in BISECTED_VERDICTS and failure.bisection is None and not _held(failure, Step.BISECT):
        return Step.BISECT
    if ir_due(config, failure):
        return Step.IR
    suppressed = failure.holds is not None and failure.holds.suppressed
    if (
        failure.verdict in DRAFTED_VERDICTS
        and failure.signature
        and not suppressed
        and not _held(failure, Step.DRAFT)
    ):
        return Step.DRAFT
    return None


def continues_reduction(config: Config, failure: Failure) -> bool:
    """True when ``failure``'s reduction was cut short (its budget, Ctrl-C) after it went on, and nobody has
    approved, filed or classified it: the next run continues it from its stored best."""
    cut_short = failure.reduction is not None and not failure.reduction.complete
    return cut_short and failure.status in RESUMABLE_STATES and failure.verdict in config.reduce.verdicts


def wants_reduction(config: Config, failure: Failure) -> bool:
    """A reduction is due now: the next step, or a reduction cut short to continue."""
    return next_step(config, failure) is Step.REDUCE or continues_reduction(config, failure)


def ir_due(config: Config, failure: Failure) -> bool:
    """The IR step has not run on ``failure`` (or ran when the release's LLVM tools were missing), and no
    error holds it; a reproducer cut short is :func:`continues_ir`'s."""
    return wants_ir(config, failure) and not ir_cut_short(failure) and not _held(failure, Step.IR)


#: Steps a run that takes steps side by side (the in-process pipeline) may start before the steps the rule
#: puts first, with what says each is ready: a clang crash's IR, beside its reduction. Only a step whose input
#: the steps it overtakes do not change may be here (a crash's IR reads the original test: :func:`ir_start`),
#: so that running it ahead stores what running it in the rule's order would.
AHEAD: dict[Step, Callable[[Config, Failure], bool]] = {Step.IR: ir_due}


def ir_start(failure: Failure) -> IRStart:
    """The C/C++ test ``failure``'s IR step compiles to IR, the same whenever the step runs: a miscompile's
    bisected test (the reduced one when its bisection ran on it: its guilty pass is that test's), else -- a
    crash -- the original test, never the reduced one (whether and how far a reduction has got depends on
    when the step runs, and on the clock when a budget cuts it short)."""
    bisected, reduced = failure.bisection, failure.reduced_bytes
    if failure.verdict == FailureKind.WRONG_CODE and bisected is not None and bisected.test == "reduced":
        if reduced is not None:
            return IRStart("reduced", reduced)
    return IRStart("original", failure.test_bytes)


def continues_ir(config: Config, failure: Failure) -> bool:
    """An IR reproducer cut short (its budget, Ctrl-C) to continue, or an IR step due on a failure already
    drafted (the IR stage was turned on since): once per run, as reductions cut short are."""
    if _held(failure, Step.IR) or not wants_ir(config, failure):
        return False
    return ir_cut_short(failure) or failure.status not in OPEN_STATES


def continued(config: Config, failure: Failure) -> list[Step]:
    """The steps on ``failure`` cut short (a budget, Ctrl-C, ``kill -9``) that a run continues from their
    stored best, in the rule's order: its reduction (interrupted mid-way -- then also its next step -- or
    cut short after the failure went on, :func:`continues_reduction`) and its IR reproducer
    (:func:`continues_ir`). The one list of what to continue: the pipeline's stages, the service's resume
    job and ``reportsmith run``'s tasks read it."""
    steps = []
    if failure.reduction is not None and wants_reduction(config, failure):
        steps.append(Step.REDUCE)
    if continues_ir(config, failure):
        steps.append(Step.IR)
    return steps


def takes(config: Config, failure: Failure, step: Step, *, ahead: bool = False) -> bool:
    """Whether a run takes ``step`` on ``failure`` now: it is the failure's next step, or a step cut short to
    continue (:func:`continued`), or -- with ``ahead``, for a run that takes steps side by side -- a step of
    :data:`AHEAD` whose own conditions hold already (a crash's IR before its reduction is done)."""
    if next_step(config, failure) is step or step in continued(config, failure):
        return True
    return ahead and step in AHEAD and AHEAD[step](config, failure)


def rank(app: App) -> Ranking:
    """Rank the stored failures (the tame stage, :func:`reportsmith.taming.tame_failures`) right before
    drafting: a draft names the nearest failures and carries its rank. The one place that says when ranking
    runs for the drafts: the pipeline's draft stage calls it once for all its drafts, a worker before each
    draft (under the claim that keeps rankings one at a time)."""
    return tame_failures(app)


# -- running a step ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BrokenFailure:
    """One failure a stage could not handle: what went wrong, as held on it."""

    failure_id: int
    test_name: str
    stage: str
    error: str


@dataclass
class Broken:
    """The failures that broke a stage, in order; the pipeline shows them at its end."""

    failures: list[BrokenFailure] = field(default_factory=list)

    def attempt(
        self, app: App, failure: Failure, step: Step, console: Console, work: Callable[[], T]
    ) -> T | None:
        """``work()``, or None when it raised: the error is held on the failure (and logged as an event)."""
        try:
            result = work()
        except Exception as error:  # noqa: BLE001 -- one failure's bug must not stop the others
            message = (
                str(error) if isinstance(error, ReportsmithError) else f"{type(error).__name__}: {error}"
            )
            data = {} if isinstance(error, ReportsmithError) else {"traceback": traceback.format_exc()}
            hold_error(app.store, failure.id, step, message, **data)
            self.failures.append(BrokenFailure(failure.id, failure.test_name, str(step), message))
            name = failure_name(failure.id)
            console.print(f"{name} {failure.test_name}: {step} failed: {message}", markup=False)
            return None
        return result

    def show(self, console: Console) -> None:
        if not self.failures:
            return
        lines = [f"{len(self.failures)} failure(s) broke a stage (the others went on):"]
        for b in self.failures:
            name = failure_name(b.failure_id)
            lines.append(f"  {name} {b.test_name}: {b.stage}: {b.error} (reportsmith show {b.failure_id})")
        console.print("\n".join(lines), markup=False, highlight=False)


def _update_holds(store: Store, failure_id: int, change: Callable[[Holds], Holds]) -> Failure | None:
    with store.transaction() as session:
        failure = session.get(Failure, failure_id, with_for_update=True)
        if failure is not None:
            holds = change(replace(failure.holds or Holds(), errors=dict((failure.holds or Holds()).errors)))
            failure.holds = holds if holds else None
        return failure


def hold_error(store: Store, failure_id: int, step: Step, message: str, **data: object) -> None:
    """Hold ``step`` on the failure with ``message`` (the next step passes over it); log the event too."""

    def held(holds: Holds) -> Holds:
        holds.errors[str(step)] = message
        return holds

    _update_holds(store, failure_id, held)
    log_event(store, failure_id, EventKind.failed(step), message, **data)


def release(store: Store, failure_id: int, step: Step) -> None:
    """``step`` stored its result: an error held on it from an earlier try no longer holds."""
    with store.transaction() as session:
        failure = session.get(Failure, failure_id)
        if failure is None or failure.holds is None or step not in failure.holds.errors:
            return

    def released(holds: Holds) -> Holds:
        holds.errors.pop(str(step), None)
        return holds

    _update_holds(store, failure_id, released)


def _start_reduction(store: Store, failure_id: int, actor: Actor) -> bool:
    """Move the failure to ``reducing`` (from new, or back from a later state to continue a reduction cut
    short); False when it is no longer reducible (a person approved or classified it meanwhile)."""
    with store.transaction() as session:
        failure = session.get(Failure, failure_id, with_for_update=True)
        if failure is None or failure.status not in (*UNREDUCED_STATES, *RESUMABLE_STATES):
            return False
        reason = "continue the reduction cut short" if failure.status in RESUMABLE_STATES else ""
        move(session, failure, S.REDUCING, actor, reason)
        return True


def reduce_step(
    app: App,
    failure: Failure,
    progress: Callable[[Progress], None] | None = None,
    tuning: Tuning | None = None,
) -> Reduction | None:
    """Reduce ``failure`` (continuing a reduction cut short from its stored best); None when a person took
    it meanwhile. The failure is ``reducing`` while it runs and ``reduced`` after."""
    if not _start_reduction(app.store, failure.id, Actor("reportsmith", "reduce")):
        return None
    summary = reduce_failure(app, failure, progress, tuning)
    release(app.store, failure.id, Step.REDUCE)
    return summary


def bisect_step(app: App, failure: Failure, say: Callable[[str], None] = lambda line: None) -> Bisection:
    """Bisect ``failure`` (every search that applies), store the result and mark it bisected."""
    found = bisect_failure(app, failure, say)
    advance(app.store, failure.id, S.BISECTED, Actor("reportsmith", "bisect"))
    release(app.store, failure.id, Step.BISECT)
    return found


def ir_step(app: App, failure: Failure, stop: threading.Event | None = None) -> IRReproducer:
    """Seek (or continue) ``failure``'s IR reproducer from :func:`ir_start`'s test; a drafted failure's drafts
    are drafted again, so that they show it."""
    found = reproduce_in_ir(app, failure, ir_start(failure), stop=stop)
    release(app.store, failure.id, Step.IR)
    if failure.status == S.DRAFTED:
        draft_reports(app, [failure])
    return found


def draft_step(app: App, failure: Failure) -> list[Report]:
    """Draft ``failure``'s reports and mark it drafted; a look-alike of a classified bug is held as
    suppressed instead (counted, not drafted). The caller ranks the failures first (:func:`rank`): drafts
    name the nearest ones."""
    if not to_draft(app, [failure]):
        return []
    reports = draft_reports(app, [failure])
    if reports:
        advance(app.store, failure.id, S.DRAFTED, Actor("reportsmith", "draft"))
        release(app.store, failure.id, Step.DRAFT)
    return reports
