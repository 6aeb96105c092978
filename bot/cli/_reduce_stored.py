"""``reportsmith reduce --failure ID``: reduce a stored failure with the bot's own predicate for it.

The reduction is the reduce stage's (:func:`reportsmith.stages.reduce_step`): it starts from the
failure's stored best so far when an earlier reduction was cut short (a budget, Ctrl-C, ``kill -9``), saves
every improvement to the store as it goes (at most every few seconds, and at the end), and stores the
result back with the failure marked reduced. A failure a person has approved, filed or classified is left
alone; one whose reduction finished has nothing left to do.
"""

from __future__ import annotations

import argparse
import contextlib
from dataclasses import replace

from reportsmith.app import App
from reportsmith.cli._reduce_progress import live_status, progress_line
from reportsmith.errors import StoredFailureError
from reportsmith.names import failure_name
from reportsmith.pass_table import pass_table, timing_line
from reportsmith.reducer import EngineOptions, Progress, Schedule
from reportsmith.reduction import Tuning
from reportsmith.stages import RESUMABLE_STATES, UNREDUCED_STATES, reduce_step
from reportsmith.store.failures import get_failure
from rich.console import Console

#: States in which --failure reduces: new, or reduced by the bot and not yet approved by a person.
REDUCIBLE_STATES = (*UNREDUCED_STATES, *RESUMABLE_STATES)


def _app(args: argparse.Namespace) -> App:
    """The configured application, with --jobs and --max-seconds in place of [reduce] jobs/max_seconds."""
    app = App.from_config_file(args.config)
    settings = app.config.reduce
    settings = replace(
        settings,
        jobs=args.jobs if args.jobs is not None else settings.jobs,
        max_seconds=args.max_seconds if args.max_seconds is not None else settings.max_seconds,
    )
    return App(replace(app.config, reduce=settings))


class _TimingLines:
    """``--timing`` for a stored failure: a line for every new best, as ``reduce FILE --timing`` prints."""

    def __init__(self, console: Console) -> None:
        self.console, self.best = console, 0

    def show(self, progress: Progress) -> None:
        previous = self.best or progress.original_size
        if progress.best_size < previous:
            line = timing_line(progress.elapsed, progress.pass_name, previous, progress.best_size)
            self.console.print(line, highlight=False)
        self.best = progress.best_size


def reduce_stored(
    args: argparse.Namespace, console: Console, schedule: Schedule, options: EngineOptions
) -> int:
    app = _app(args)
    failure = get_failure(app.store, args.failure)
    if failure is None:
        raise StoredFailureError(
            f"no failure {failure_name(args.failure)} in the store {app.store.url_for_display} "
            "(`reportsmith list` shows the ids)"
        )
    if failure.status not in REDUCIBLE_STATES:
        raise StoredFailureError(
            f"{failure_name(failure.id)} is {failure.status}: only a new failure, or one the bot reduced and "
            "nobody approved yet, is reduced (a person's review or classification stands)"
        )
    if failure.reduction is not None and failure.reduction.complete:
        console.print(
            f"{failure_name(failure.id)}: already reduced, {failure.reduction.original_size} -> "
            f"{failure.reduction.size} bytes; nothing to do", soft_wrap=True, highlight=False,
        )  # fmt: skip
        return 0
    live = live_status(args, console, len(failure.test_bytes))
    timing = _TimingLines(console) if args.timing else None

    def show(progress: Progress) -> None:
        if live is not None:
            live.update(progress_line(progress, len(failure.test_bytes)))
        if timing is not None:
            timing.show(progress)

    try:
        with live if live is not None else contextlib.nullcontext():
            summary = reduce_step(app, failure, show, Tuning(schedule, options))
        if summary is None:
            raise StoredFailureError(
                f"failure #{failure.id} changed state meanwhile: see `reportsmith show {failure.id}`"
            )
    except KeyboardInterrupt:
        stored = get_failure(app.store, failure.id)
        best = stored.reduced_bytes if stored is not None else None
        kept = f"its best so far ({len(best)} bytes) is stored" if best else "nothing smaller was found yet"
        console.print(
            f"reportsmith: interrupted; failure #{failure.id}: {kept}; run the same command to continue",
            soft_wrap=True, highlight=False,
        )  # fmt: skip
        return 130
    if args.timing:
        console.print(pass_table(summary.passes))
    stopped = "complete" if summary.complete else f"stopped: {summary.stopped}, run again to continue"
    resumed = ""
    if summary.resumed_from:
        resumed = f", session {summary.sessions} resumed at {summary.resumed_from} bytes"
    console.print(
        f"{failure_name(failure.id)}: {summary.original_size} -> {summary.size} bytes in "
        f"{summary.seconds:.1f} s, "
        f"{summary.tests_run} tests ({stopped}{resumed}); `reportsmith show {failure.id}` has it",
        soft_wrap=True, highlight=False,
    )  # fmt: skip
    return 0
