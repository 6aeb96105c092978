"""The bot's data path, in order. Each stage is one call into a library (or the oracle) plus the store.

    ingest / fuzz  ->  (reduce)  ->  (tame)  ->  (bisect)  ->  (draft)

:func:`run_pipeline` is the main job: it runs every stage that exists on the given inputs and says where the
results are. Stages in parentheses are added as their libraries land.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from reportsmith.app import App
from reportsmith.ingest import Ingester, IngestOutcome, Sidecar, find_entries
from reportsmith.store.failures import counts_by_status_and_verdict
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


def run_pipeline(app: App, paths: Sequence[str | Path], console: Console) -> None:
    """The main job: every stage that exists, on ``paths``; then where to look at the result."""
    ingest_stage(app, paths, console)
    counts = counts_by_status_and_verdict(app.store)
    summary = ", ".join(
        f"{count} {verdict} ({status})" for (status, verdict), count in sorted(counts.items())
    )
    console.print(f"store: {app.store.url_for_display}: {summary or 'empty'}")
    console.print("look at the results with: reportsmith status; reportsmith list; reportsmith show ID")
