"""The bot's data path, in order. Each stage is one call into a library (or the oracle) plus the store.

    ingest / fuzz  ->  reduce  ->  tame  ->  bisect  ->  draft
                       ir (crashes)          ir (miscompiles)

The IR stage (clang failures: the IR and one ``opt``/``llc`` command LLVM developers ask for) runs beside the
reduce, tame and bisect stages for crashes, and after bisect for miscompiles, which need its guilty pass.

:func:`run_pipeline` is the main job: it runs every stage on the given inputs and says where the results are.
Filing is not a stage of the main job: a person reviews the drafts and files them (``reportsmith report``),
or the service's auto-filing policy does (``reportsmith.autofile``, off by default).

Which failures a stage takes is :func:`reportsmith.stages.takes` -- the next-step rule the distributed
workers follow too, plus what is cut short to continue -- and each step is :mod:`reportsmith.stages`' own
call, so both paths store the same results. Where a failure's IR starts (:func:`reportsmith.stages.ir_start`:
a crash's from the original test, whenever its step runs -- here beside its reduction, on the workers after
its bisection) and when ranking runs (before bisect, and before the drafts) are :mod:`reportsmith.stages`'
decisions too.

A failure never takes the run down with it: in the per-failure stages (reduce, bisect, draft) any error on one
failure -- an expected :class:`ReportsmithError` or a bug -- is held on that failure (``Failure.holds``, and a
``<stage>-failed`` event), collected in :class:`~reportsmith.stages.Broken`, and the stage goes on with the
next one; the run ends with the list of broken failures. Only Ctrl-C stops a stage.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.ingest import Ingested, Ingester, IngestOutcome, Sidecar, find_entries
from reportsmith.ir_reproduction import IR_VERDICTS, describe
from reportsmith.names import failure_name
from reportsmith.pass_table import pass_table
from reportsmith.reducer import Progress
from reportsmith.stages import (
    Broken,
    Step,
    bisect_step,
    draft_step,
    ir_step,
    rank,
    reduce_step,
    takes,
)
from reportsmith.store import Failure
from reportsmith.store.failures import counts_by_status_and_verdict, list_failures
from reportsmith.store.leases import Holder, hold
from reportsmith.store.report_models import Tracker
from reportsmith.store.results import IRReproducer, Reduction
from rich.console import Console

STYLE = {Ingested.STORED: "red", Ingested.NOT_REPRODUCED: "green", Ingested.DUPLICATE: "yellow",
         Ingested.ERROR: "bold red"}  # fmt: skip
#: How long a run of the stages waits for another one on the same store before it gives up (and says so).
PIPELINE_WAIT_SECONDS = 6 * 3600.0


def _in_rank_order(failures: list[Failure]) -> list[Failure]:
    return sorted(failures, key=lambda f: (f.tame_rank is None, f.tame_rank or 0, f.id))


def _next(app: App, step: Step) -> list[Failure]:
    """The stored failures this run takes ``step`` on (:func:`reportsmith.stages.takes`), in rank order."""
    return _in_rank_order([f for f in list_failures(app.store) if takes(app.config, f, step)])


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
    pending = [failure for failure in list_failures(app.store) if takes(app.config, failure, Step.REDUCE)]
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
                Step.REDUCE,
                console,
                lambda failure=failure, show=show: reduce_step(app, failure, show),
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
        console.print(pass_table(summary.passes, title=f"{failure_name(failure.id)}: per pass"))
    return summaries


def tame_stage(app: App, console: Console) -> None:
    """Rank the stored failures so distinct bugs come first; print the order with the reasons."""
    ranking = rank(app)
    console.print(
        f"tame: {len(ranking.entries)} distinct failures ranked by {ranking.distance}"
        f" ({len(ranking.seeds)} known-bug exemplars)"
    )
    for ranked in ranking.entries:
        console.print(f"  {ranked.explain()}", markup=False, highlight=False)


def bisect_stage(app: App, console: Console, broken: Broken | None = None) -> None:
    """Minimal and hiding flags, release/commit ranges and the guilty pass for each ranked failure."""
    broken = broken if broken is not None else Broken()
    for failure in _next(app, Step.BISECT):
        with console.status(f"bisect {failure_name(failure.id)}") as status:
            found = broken.attempt(
                app, failure, Step.BISECT, console, lambda f=failure, s=status: bisect_step(app, f, s.update)
            )
        if found is None:
            continue
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
    """IR reproducers for the clang failures of ``verdicts`` this run takes the IR step on
    (:func:`reportsmith.stages.takes`, ahead of the other steps: a crash's runs beside its reduction; and
    the ones cut short): where a crash is, the reduced IR and one opt/llc command; a miscompile's IR before
    its guilty pass."""
    broken = broken if broken is not None else Broken()
    found = []
    for failure in list_failures(app.store):
        if stop is not None and stop.is_set():
            break
        if failure.verdict not in verdicts or not takes(app.config, failure, Step.IR, ahead=True):
            continue
        result = broken.attempt(app, failure, Step.IR, console, lambda f=failure: ir_step(app, f, stop=stop))
        if result is None:
            continue
        found.append(result)
        console.print(
            f"{failure_name(failure.id)} {failure.test_name}: ir: {describe(result)}",
            markup=False,
            highlight=False,
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
    """A report draft per failure not yet drafted and tracker, stored and written to DATA/reports/ in rank
    order (look-alikes of known or invalid bugs are counted, not drafted: the learn loop's classification)."""
    broken = broken if broken is not None else Broken()
    folder = app.data_path / "reports"
    folder.mkdir(parents=True, exist_ok=True)
    rank(app)  # the ranks the drafts carry include every result stored before them (stages.rank)
    for failure in _next(app, Step.DRAFT):
        reports = broken.attempt(app, failure, Step.DRAFT, console, lambda f=failure: draft_step(app, f))
        for report in reports or []:
            suffix = "md" if report.tracker == Tracker.GITHUB else "txt"
            position = f"{failure.tame_rank:03d}" if failure.tame_rank is not None else "unranked"
            path = folder / f"{position}-failure{failure.id}-{report.tracker}.{suffix}"
            path.write_text(f"{report.title}\n\n{report.body}", encoding="utf-8")
            console.print(f"draft: {path}  [{report.title}]", markup=False, highlight=False)
    return folder


def run_pipeline(app: App, paths: Sequence[str | Path], console: Console) -> Broken:
    """The main job: every stage, in order, on ``paths``; then where to look at the result and what broke."""
    broken = Broken()
    ingest_stage(app, paths, console)

    # One run of the stages per store at a time (serve's nightly and resume jobs, `reportsmith run`): two
    # would reduce one failure side by side, and the later save could replace a smaller best with its own.
    def waiting(holder: Holder) -> None:
        console.print(f"waiting for the stages run by {holder.describe()}")

    def crash_ir(stop: threading.Event) -> None:
        ir_stage(app, console, broken, verdicts=(FailureKind.CRASH,), stop=stop)

    with hold(app.store, "pipeline", "the pipeline's stages", wait=PIPELINE_WAIT_SECONDS, waiting=waiting):
        with _alongside(crash_ir):
            reduce_stage(app, console, broken)
            tame_stage(app, console)
            bisect_stage(app, console, broken)
        ir_stage(app, console, broken)  # miscompiles (they need bisect's guilty pass), and what is left
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
