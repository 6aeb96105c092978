"""The one-line progress display of ``reportsmith reduce`` (a file, or a stored failure: ``--failure``)."""

from __future__ import annotations

import argparse

from reportsmith.reducer import Progress
from rich.console import Console
from rich.live import Live
from rich.text import Text


def progress_line(progress: Progress | None, start_size: int) -> Text:
    if progress is None:
        return Text(f"checking the test on the original ({start_size} bytes)...")
    percent = 100.0 * progress.best_size / max(1, progress.original_size)
    return Text.assemble(
        ("size ", "dim"), (f"{progress.best_size}", "bold"), (f" B ({percent:.1f}%)  ", "dim"),
        (f"{progress.tests_per_second:.1f} tests/s  ", "cyan"), (f"{progress.tests_run} tests  ", "dim"),
        (f"{progress.phase} ", "dim"), (f"round {progress.round}  " if progress.round else "", "dim"),
        (progress.pass_name, "magenta"),
    )  # fmt: skip


def live_status(args: argparse.Namespace, console: Console, size: int) -> Live | None:
    """The one-line progress display, unless --quiet, --timing or --print-diff print lines of their own."""
    if args.quiet or args.timing or args.print_diff:
        return None
    return Live(progress_line(None, size), console=console, transient=True)
