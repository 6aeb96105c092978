"""The bot's data path, in order. Each stage is one call into a library (or the oracle) plus the store.

    ingest / fuzz  ->  reduce  ->  tame  ->  bisect  ->  draft

:func:`run_pipeline` is the main job: it runs every stage on the given inputs and says where the results are.
Filing is not a stage of the main job: a person reviews the drafts and files them (``reportsmith report``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from reportsmith.app import App
from reportsmith.bisection import BISECTED_VERDICTS, bisect_failure
from reportsmith.common.errors import ReportsmithError
from reportsmith.ingest import Ingester, IngestOutcome, Sidecar, find_entries
from reportsmith.reducer import Progress
from reportsmith.reduction import reduce_failure
from reportsmith.report import draft_reports
from reportsmith.store.failures import counts_by_status_and_verdict, list_failures, log_event
from reportsmith.store.models import STATUS_NEW, STATUS_NOT_REPRODUCED
from reportsmith.taming import tame_failures
from rich.console import Console

STYLE = {"stored": "red", "not-reproduced": "green", "duplicate": "yellow", "error": "bold red"}


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
        number = f"#{outcome.failure_id}" if outcome.failure_id else "  -"
        verdict = f" {outcome.verdict}" if outcome.verdict else ""
        style = STYLE.get(outcome.outcome, "")
        out.print(f"{number} {Path(outcome.path).name}: [{style}]{outcome.outcome}[/]{verdict}")
        for line in (outcome.signature, outcome.message):
            if line:
                out.print(f"     {line}", markup=False)
    return outcomes


def reduce_stage(app: App, console: Console) -> list[dict[str, object]]:
    """Reduce every new failure whose verdict the config names; each result is stored as it improves."""
    pending = [
        failure
        for failure in list_failures(app.store, status=STATUS_NEW)
        if failure.verdict in app.config.reduce.verdicts
    ]
    summaries = []
    for number, failure in enumerate(pending, 1):
        label = f"reduce {number}/{len(pending)}: #{failure.id} {failure.test_name}"
        with console.status(label) as status:

            def show(progress: Progress, label: str = label, status=status) -> None:  # type: ignore[no-untyped-def]
                status.update(
                    f"{label}: {progress.best_size} bytes (from {progress.original_size}), "
                    f"{progress.tests_per_second:.1f} tests/s, pass {progress.pass_name}"
                )

            try:
                summary = reduce_failure(app, failure, show)
            except ReportsmithError as error:
                log_event(app.store, failure.id, "reduce-failed", str(error))
                console.print(f"#{failure.id} {failure.test_name}: not reduced: {error}")
                continue
        summaries.append(summary)
        state = "" if summary.get("complete") else f" (stopped early: {summary.get('stopped')})"
        console.print(
            f"#{failure.id} {failure.test_name}: reduced {summary.get('original_size')} -> "
            f"{summary.get('size')} bytes in {summary.get('seconds')} s{state}"
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


def bisect_stage(app: App, console: Console) -> None:
    """Minimal and hiding flags, release/commit ranges and the guilty pass for each ranked failure."""
    ranked = sorted(
        (
            f
            for f in list_failures(app.store)
            if f.verdict in BISECTED_VERDICTS and f.bisection is None and f.status != STATUS_NOT_REPRODUCED
        ),
        key=lambda f: (f.tame_rank is None, f.tame_rank or 0, f.id),
    )
    for failure in ranked:
        with console.status(f"bisect #{failure.id}") as status:
            found = bisect_failure(app, failure, status.update)
        minimal = " ".join(found.get("minimal_flags", [])) or "(none)"
        hiding = " ".join(found.get("hiding_flags", [])) or found.get("hiding_flags_note") or "none found"
        console.print(
            f"#{failure.id} {failure.test_name}: minimal flags {minimal}; hidden by: {hiding}; "
            f"{found['summary']}",
            markup=False,
            highlight=False,
        )


def draft_stage(app: App, console: Console) -> Path:
    """A report draft per ranked failure and tracker, stored and written to DATA/reports/ in rank order."""
    ranked = sorted(
        (f for f in list_failures(app.store) if f.tame_rank is not None),
        key=lambda f: f.tame_rank or 0,
    )
    folder = app.data_path / "reports"
    folder.mkdir(parents=True, exist_ok=True)
    for report in draft_reports(app, ranked):
        failure = next(f for f in ranked if f.id == report.failure_id)
        suffix = "md" if report.tracker == "github" else "txt"
        path = folder / f"{failure.tame_rank:03d}-failure{failure.id}-{report.tracker}.{suffix}"
        path.write_text(f"{report.title}\n\n{report.body}", encoding="utf-8")
        console.print(f"draft: {path}  [{report.title}]", markup=False, highlight=False)
    return folder


def run_pipeline(app: App, paths: Sequence[str | Path], console: Console) -> None:
    """The main job: every stage, in order, on ``paths``; then where to look at the result."""
    ingest_stage(app, paths, console)
    reduce_stage(app, console)
    tame_stage(app, console)
    bisect_stage(app, console)
    drafts = draft_stage(app, console)
    counts = counts_by_status_and_verdict(app.store)
    summary = ", ".join(
        f"{count} {verdict} ({status})" for (status, verdict), count in sorted(counts.items())
    )
    console.print(f"store: {app.store.url_for_display}: {summary or 'empty'}")
    console.print(
        f"report drafts, best first: {drafts}/ (review: reportsmith report list; reportsmith report draft ID)"
    )
    console.print("everything stored: reportsmith status; reportsmith list; reportsmith show ID")
