"""``reportsmith reduce FILE SCRIPT``: shrink a test case while a creduce/cvise-style script says it is
still interesting.

FILE is copied to FILE.orig first (kept if it already exists, so a second run never loses the original)
and from then on only ever replaced, atomically, by an interesting variant each time the best improves:
Ctrl-C or kill -9 leave the best so far in FILE.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import tempfile
from pathlib import Path

from reportsmith.common.errors import ReportsmithError
from reportsmith.reducer import (
    Progress,
    ReductionResult,
    ScriptPredicate,
    default_jobs,
    load_schedule,
    reduce,
)
from reportsmith.reducer import passes as reducer_passes
from rich.console import Console
from rich.live import Live
from rich.table import Table
from rich.text import Text

DESCRIPTION = """\
Reduce FILE while SCRIPT says it is still interesting (the creduce/cvise convention: SCRIPT runs in a fresh
temporary directory holding the variant under FILE's name; exit status 0 = interesting).

SCRIPT FILE (the order creduce and cvise use) is accepted too: the executable one is the script.
The original is kept as FILE.orig; FILE is replaced only by interesting variants, so after Ctrl-C it holds
the best result so far. Passes run in the order of the schedule (reducer/schedule.toml): a first phase
once, a main phase until a whole round stops shrinking, a last (cleanup) phase."""


class ReduceInputError(ReportsmithError):
    """FILE or SCRIPT cannot be used."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "reduce",
        help="shrink a test case while a script says it is interesting (like creduce/cvise)",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("file", nargs="?", metavar="FILE", help="the test case to reduce (replaced in place)")
    parser.add_argument("script", nargs="?", metavar="SCRIPT", help="interestingness test (exit 0 = keep)")
    parser.add_argument("--jobs", "-j", "--n", type=int, default=default_jobs(),
                        help="parallel tests (default: usable cores, %(default)s here)")  # fmt: skip
    parser.add_argument("--timeout", type=float, default=300.0,
                        help="seconds before one test run is killed (default %(default)s)")  # fmt: skip
    parser.add_argument("--passes", default="", help="comma-separated passes to run only (e.g. lines,ints)")
    parser.add_argument("--skip-pass", action="append", default=[], metavar="NAME",
                        help="skip a pass (repeatable; 'lines' or one instance like 'lines:1')")  # fmt: skip
    parser.add_argument("--seed", type=int, default=0, help="seed for passes that sample (default 0)")
    parser.add_argument("--schedule", type=Path, help="a schedule TOML file instead of the built-in one")
    parser.add_argument("--list-passes", action="store_true", help="list the registered passes and exit")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress display")
    parser.set_defaults(handler=run)


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def write_atomically(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` so that a reader (or a crash) only ever sees the old or the new file."""
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        shutil.copymode(path, temporary)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _status(progress: Progress | None, start_size: int) -> Text:
    if progress is None:
        return Text(f"checking the test on the original ({start_size} bytes)...")
    percent = 100.0 * progress.best_size / max(1, progress.original_size)
    return Text.assemble(
        ("size ", "dim"), (f"{progress.best_size}", "bold"), (f" B ({percent:.1f}%)  ", "dim"),
        (f"{progress.tests_per_second:.1f} tests/s  ", "cyan"), (f"{progress.tests_run} tests  ", "dim"),
        (f"{progress.phase} ", "dim"), (f"round {progress.round}  " if progress.round else "", "dim"),
        (progress.pass_name, "magenta"),
    )  # fmt: skip


def _statistics(result: ReductionResult) -> Table:
    table = Table(title="per pass", show_edge=False)
    for column in ("pass", "tests", "cache hits", "accepted", "seconds", "bytes removed"):
        table.add_column(column, justify="left" if column == "pass" else "right")
    for name, stats in sorted(result.pass_stats.items(), key=lambda item: -item[1].bytes_removed):
        table.add_row(name, str(stats.tests), str(stats.cache_hits), str(stats.successes),
                      f"{stats.seconds:.1f}", str(stats.bytes_removed))  # fmt: skip
    return table


def run(args: argparse.Namespace) -> int:
    console = Console(stderr=True)
    if args.list_passes:
        for name in reducer_passes.names():
            print(name)
        return 0
    if not args.file or not args.script:
        raise ReduceInputError("reduce needs FILE and SCRIPT: reportsmith reduce FILE SCRIPT (see --help)")
    file, script = Path(args.file), Path(args.script)
    if _executable(file) and not _executable(script):  # creduce/cvise order: SCRIPT FILE
        file, script = script, file
    if not file.is_file():
        raise ReduceInputError(f"{file}: no such file (FILE is the test case to reduce)")
    if not script.is_file() or not os.access(script, os.X_OK):
        raise ReduceInputError(f"{script}: not an executable file (chmod +x it; exit 0 = interesting)")
    if args.jobs < 1:
        raise ReduceInputError(f"--jobs must be at least 1, not {args.jobs}")
    schedule = load_schedule(args.schedule)
    only = [name.strip() for name in args.passes.split(",") if name.strip()]
    if only or args.skip_pass:
        schedule = schedule.select(only, args.skip_pass)

    original = file.read_bytes()
    backup = file.with_name(file.name + ".orig")
    if not backup.exists():
        shutil.copy2(file, backup)
    predicate = ScriptPredicate(script, file.name, timeout=args.timeout)

    live = None if args.quiet else Live(_status(None, len(original)), console=console, transient=True)
    with live if live is not None else contextlib.nullcontext():

        def show(progress: Progress) -> None:
            if live is not None:
                live.update(_status(progress, len(original)))

        result = reduce(
            original, predicate, jobs=args.jobs, seed=args.seed, schedule=schedule, file_name=file.name,
            progress=show, on_best=lambda best: write_atomically(file, best),
        )  # fmt: skip
    write_atomically(file, result.text)
    if not args.quiet:
        console.print(_statistics(result))
    console.print(
        f"{file}: {result.original_size} -> {result.size} bytes "
        f"({100.0 * result.size / max(1, result.original_size):.1f}%) in {result.seconds:.1f} s, "
        f"{result.tests_run} tests, {result.cache_hits} cache hits, {result.rounds} main rounds; "
        f"original kept in {backup}"
    )
    return 0
