"""The bot's data path, in order. Each stage is one call into a library (or the oracle) plus the store.

    ingest / fuzz  ->  reduce  ->  tame  ->  bisect  ->  draft
                       ir (crashes)          ir (miscompiles)

The IR stage (clang failures: the IR and one ``opt``/``llc`` command LLVM developers ask for) runs beside the
reduce, tame and bisect stages for crashes, and after bisect for miscompiles, which need its guilty pass.

:func:`run_pipeline` is the main job: it runs every stage on the given inputs and says where the results are.
Filing is not a stage of the main job: a person reviews the drafts and files them (``reportsmith report``),
or the service's auto-filing policy does (``reportsmith.autofile``, off by default).

A failure never takes the run down with it: in the per-failure stages (reduce, bisect, draft) any error on one
failure -- an expected :class:`ReportsmithError` or a bug -- is stored as a ``<stage>-failed`` event on that
failure, collected in :class:`Broken`, and the stage goes on with the next one; the run ends with the list of
broken failures. Only Ctrl-C stops a stage.
"""

from __future__ import annotations

import contextlib
import threading
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from reportsmith.app import App
from reportsmith.bisection import BISECTED_VERDICTS, bisect_failure
from reportsmith.common.errors import ReportsmithError
from reportsmith.common.kinds import FailureKind
from reportsmith.ingest import Ingester, IngestOutcome, Sidecar, find_entries
from reportsmith.ir_reproduction import IR_VERDICTS, describe, reproduce_in_ir, wants_ir
from reportsmith.learn.recurrence import to_draft
from reportsmith.lifecycle import Actor, advance
from reportsmith.names import failure_name
from reportsmith.reducer import Progress
from reportsmith.reduction import needs_reduction, reduce_failure
from reportsmith.report import draft_reports
from reportsmith.store import Failure
from reportsmith.store.failures import counts_by_status_and_verdict, list_failures, log_event
from reportsmith.store.models import FailureState
from reportsmith.store.results import IRReproducer, Reduction
from reportsmith.taming import tame_failures
from rich.console import Console

STYLE = {"stored": "red", "not-reproduced": "green", "duplicate": "yellow", "error": "bold red"}
T = TypeVar("T")


@dataclass(frozen=True)
class BrokenFailure:
    """One failure a stage could not handle: what went wrong, as stored in its event."""

    failure_id: int
    test_name: str
    stage: str
    error: str


@dataclass
class Broken:
    """The failures that broke in this run, in order; shown at its end."""

    failures: list[BrokenFailure] = field(default_factory=list)

    def attempt(
        self, app: App, failure: Failure, stage: str, console: Console, work: Callable[[], T]
    ) -> T | None:
        """``work()``, or None when it raised: the error is stored as a ``<stage>-failed`` event."""
        try:
            return work()
        except Exception as error:  # noqa: BLE001 -- one failure's bug must not stop the others
            message = (
                str(error) if isinstance(error, ReportsmithError) else f"{type(error).__name__}: {error}"
            )
            data = {} if isinstance(error, ReportsmithError) else {"traceback": traceback.format_exc()}
            log_event(app.store, failure.id, f"{stage}-failed", message, **data)
            self.failures.append(BrokenFailure(failure.id, failure.test_name, stage, message))
            name = failure_name(failure.id)
            console.print(f"{name} {failure.test_name}: {stage} failed: {message}", markup=False)
            return None

    def show(self, console: Console) -> None:
        if not self.failures:
            return
        console.print(f"{len(self.failures)} failure(s) broke a stage (the others went on):")
        for broken in self.failures:
            console.print(
                f"  {failure_name(broken.failure_id)} {broken.test_name}: {broken.stage}: {broken.error}"
                f" (reportsmith show {broken.failure_id})",
                markup=False,
                highlight=False,
            )


def ingest_stage(app: App, paths: Sequence[str | Path], console: Console) -> list[IngestOutcome]:
    """Re-check every test/sidecar pair under ``paths`` with the oracle and store it; print one row each."""

    def oracle_for(sidecar: Sidecar):  # type: ignore[no-untyped-def]
        return app.oracle(sidecar.common_flags, sidecar.link_flags)

    ingester = Ingester(app.store, oracle_for, app.resolve_compiler, app.config.limits.max_test_bytes)
    entries = find_entries(paths)
    outcomes: list[IngestOutcome] = []
    with console.status("") as status:
        for number, entry in enumerate(entries, 1):
            status.update(f"ingest {number}/{len(entries)}: {entry.test or entry.sidecar}")
            outcomes.append(ingester.ingest(entry))
    out = Console(highlight=False, soft_wrap=True)
    out.print(f"ingested {len(entries)} entries:")
    for outcome in outcomes:
        number = failure_name(outcome.failure_id) if outcome.failure_id else " -"
        verdict = f" {outcome.verdict}" if outcome.verdict else ""
        style = STYLE.get(outcome.outcome, "")
        out.print(f"{number} {Path(outcome.path).name}: [{style}]{outcome.outcome}[/]{verdict}")
        for line in (outcome.signature, outcome.message):
            if line:
                out.print(f"     {line}", markup=False)
    return outcomes


def reduce_stage(app: App, console: Console, broken: Broken | None = None) -> list[Reduction]:
    """Reduce every new failure whose verdict the config names, and continue every reduction an earlier run
    cut short (budget, Ctrl-C, ``kill -9``) from its stored best; each result is stored as it improves."""
    broken = broken if broken is not None else Broken()
    pending = [
        failure
        for failure in list_failures(app.store)
        if failure.verdict in app.config.reduce.verdicts and needs_reduction(failure)
    ]
    summaries = []
    for number, failure in enumerate(pending, 1):
        label = f"reduce {number}/{len(pending)}: {failure_name(failure.id)} {failure.test_name}"
        with console.status(label) as status:

            def show(progress: Progress, label: str = label, status=status) -> None:  # type: ignore[no-untyped-def]
                status.update(
                    f"{label}: {progress.best_size} bytes (from {progress.original_size}), "
                    f"{progress.tests_per_second:.1f} tests/s, pass {progress.pass_name}"
                )

            summary = broken.attempt(
                app,
                failure,
                "reduce",
                console,
                lambda failure=failure, show=show: reduce_failure(app, failure, show),
            )
        if summary is None:
            continue
        summaries.append(summary)
        state = "" if summary.complete else f" (stopped early: {summary.stopped}; the next run continues it)"
        resumed = f", resumed at {summary.resumed_from} bytes" if summary.resumed_from else ""
        console.print(
            f"{failure_name(failure.id)} {failure.test_name}: reduced {summary.original_size} -> "
            f"{summary.size} bytes in {summary.seconds} s{resumed}{state}"
        )
    return summaries


def tame_stage(app: App, console: Console) -> None:
    """Rank the stored failures so distinct bugs come first; print the order with the reasons."""
    ranking = tame_failures(app)
    console.print(
        f"tame: {len(ranking.entries)} distinct failures ranked by {ranking.distance}"
        f" ({len(ranking.seeds)} known-bug exemplars)"
    )
    for ranked in ranking.entries:
        console.print(f"  {ranked.explain()}", markup=False, highlight=False)


def bisect_stage(app: App, console: Console, broken: Broken | None = None) -> None:
    """Minimal and hiding flags, release/commit ranges and the guilty pass for each ranked failure."""
    broken = broken if broken is not None else Broken()
    ranked = sorted(
        (
            f
            for f in list_failures(app.store)
            if f.verdict in BISECTED_VERDICTS
            and f.bisection is None
            and f.status != FailureState.NOT_REPRODUCED
        ),
        key=lambda f: (f.tame_rank is None, f.tame_rank or 0, f.id),
    )
    for failure in ranked:
        with console.status(f"bisect {failure_name(failure.id)}") as status:
            found = broken.attempt(
                app, failure, "bisect", console, lambda f=failure, s=status: bisect_failure(app, f, s.update)
            )
        if found is None:
            continue
        advance(app.store, failure.id, FailureState.BISECTED, Actor("reportsmith", "bisect"))
        minimal = " ".join(found.minimal_flags or []) or "(none)"
        hiding = " ".join(found.hiding_flags or []) or found.hiding_flags_note or "none found"
        console.print(
            f"{failure_name(failure.id)} {failure.test_name}: minimal flags {minimal}; hidden by: {hiding}; "
            f"{found.summary}",
            markup=False,
            highlight=False,
        )


def ir_stage(
    app: App,
    console: Console,
    broken: Broken | None = None,
    *,
    verdicts: tuple[FailureKind, ...] = IR_VERDICTS,
    stop: threading.Event | None = None,
) -> list[IRReproducer]:
    """IR reproducers for the clang failures of ``verdicts`` that want one (``ir_reproduction.py``): where
    a crash is, the reduced IR and one opt/llc command; a miscompile's IR before its guilty pass."""
    broken = broken if broken is not None else Broken()
    found = []
    for failure in list_failures(app.store):
        if (stop is not None and stop.is_set()) or not wants_ir(app, failure, verdicts):
            continue
        result = broken.attempt(
            app, failure, "ir", console, lambda f=failure: reproduce_in_ir(app, f, stop=stop)
        )
        if result is None:
            continue
        found.append(result)
        console.print(
            f"#{failure.id} {failure.test_name}: ir: {describe(result)}", markup=False, highlight=False
        )
    return found


@contextlib.contextmanager
def _alongside(work: Callable[[threading.Event], object]) -> Iterator[None]:
    """``work(stop)`` in a thread while the block runs; waited for at the end. When the block is left by an
    exception (Ctrl-C), ``stop`` is set first: the work saves its best and returns within a second."""
    stop = threading.Event()
    thread = threading.Thread(target=work, args=(stop,), name="ir-stage", daemon=True)
    thread.start()
    try:
        yield
    except BaseException:
        stop.set()
        thread.join(timeout=30)
        raise
    thread.join()


def draft_stage(app: App, console: Console, broken: Broken | None = None) -> Path:
    """A report draft per ranked failure and tracker, stored and written to DATA/reports/ in rank order."""
    broken = broken if broken is not None else Broken()
    ranked = sorted(
        (f for f in list_failures(app.store) if f.tame_rank is not None),
        key=lambda f: f.tame_rank or 0,
    )
    # Look-alikes of known or invalid bugs are counted, not drafted (the learn loop's classification).
    ranked = to_draft(app, ranked)
    folder = app.data_path / "reports"
    folder.mkdir(parents=True, exist_ok=True)
    for failure in ranked:
        reports = broken.attempt(app, failure, "draft", console, lambda f=failure: draft_reports(app, [f]))
        if reports:
            advance(app.store, failure.id, FailureState.DRAFTED, Actor("reportsmith", "draft"))
        for report in reports or []:
            suffix = "md" if report.tracker == "github" else "txt"
            path = folder / f"{failure.tame_rank:03d}-failure{failure.id}-{report.tracker}.{suffix}"
            path.write_text(f"{report.title}\n\n{report.body}", encoding="utf-8")
            console.print(f"draft: {path}  [{report.title}]", markup=False, highlight=False)
    return folder


def run_pipeline(app: App, paths: Sequence[str | Path], console: Console) -> Broken:
    """The main job: every stage, in order, on ``paths``; then where to look at the result and what broke."""
    broken = Broken()
    ingest_stage(app, paths, console)
    with _alongside(lambda stop: ir_stage(app, console, broken, verdicts=(FailureKind.CRASH,), stop=stop)):
        reduce_stage(app, console, broken)
        tame_stage(app, console)
        bisect_stage(app, console, broken)
    ir_stage(app, console, broken, verdicts=(FailureKind.WRONG_CODE,))  # they need bisect's guilty pass
    drafts = draft_stage(app, console, broken)
    counts = counts_by_status_and_verdict(app.store)
    summary = ", ".join(
        f"{count} {verdict} ({status})" for (status, verdict), count in sorted(counts.items())
    )
    console.print(f"store: {app.store.url_for_display}: {summary or 'empty'}")
    console.print(
        f"report drafts, best first: {drafts}/ (review: reportsmith report list; reportsmith report draft ID)"
    )
    console.print("everything stored: reportsmith status; reportsmith list; reportsmith show ID")
    broken.show(console)
    return broken
