"""``reportsmith reduce FILE SCRIPT``: shrink a test case while a creduce/cvise-style script says it is
still interesting; ``reduce FILE --crash|--rejects|--wrong-code|--hang COMMAND``: the same with a built-in
predicate (:mod:`reportsmith.builtin_predicates`); ``reduce --failure ID``: a stored failure
(:mod:`reportsmith.cli._reduce_stored`).

FILE is copied to FILE.orig first (kept if it already exists, so a second run never loses the original)
and from then on only ever replaced, atomically, by an interesting variant each time the best improves:
Ctrl-C or kill -9 leave the best so far in FILE.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import os
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Mapping
from pathlib import Path

from reportsmith.builtin_predicates import Builtin, BuiltinSpec, builtin_predicate
from reportsmith.cli._common import add_config_argument
from reportsmith.cli._reduce_progress import live_status, progress_line
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import ScratchDir
from reportsmith.config import load_config
from reportsmith.errors import OutOfTime, ReduceInputError
from reportsmith.pass_table import pass_table, timing_line
from reportsmith.reducer import (
    EngineOptions,
    PassStats,
    Predicate,
    Progress,
    ReductionResult,
    Schedule,
    ScriptPredicate,
    default_jobs,
    load_schedule,
    reduce,
)
from reportsmith.reducer import passes as reducer_passes
from rich.console import Console
from rich.table import Table

DESCRIPTION = """\
Reduce FILE while SCRIPT says it is still interesting (the creduce/cvise convention: SCRIPT runs in a fresh
temporary directory holding the variant under FILE's name; exit status 0 = interesting).

SCRIPT FILE (the order creduce and cvise use) is accepted too: the executable one is the script.
The original is kept as FILE.orig; FILE is replaced only by interesting variants, so after Ctrl-C it holds
the best result so far. Passes run in the order of the schedule (reducer/schedule.toml): a first phase
once, a main phase until a whole round stops shrinking, a last (cleanup) phase.

Instead of SCRIPT, a built-in predicate (the bot's own, with the config's [[references]]):
  reportsmith reduce FILE --crash "clang-16 -O2 -c"   the same crash signature
  reportsmith reduce FILE --rejects "tcc -w"          the same first error; the first reference accepts it
  reportsmith reduce FILE --wrong-code "tcc -w"       the whole wrong-code predicate: references warning-,
                                                      ASan+UBSan- and MSan-clean and agreeing, Frama-C Eva
                                                      finding no undefined behaviour, the program built by
                                                      COMMAND still behaving differently (headers from
                                                      COMMAND's -I folders are inlined first)
  reportsmith reduce FILE --hang "gcc -O3 -c"         compile time over --hang-ratio x the references'
  reportsmith reduce --failure ID                     a stored failure (reportsmith list), resumed from its
                                                      stored best so far, the result stored back
  --keep-range clang-14..clang-15                     with --crash/--rejects/--wrong-code: each variant also
                                                      passes with one release and fails with the other

Exit status: 0 done (also when --max-seconds stopped it), 2 bad input (nothing written), 130 Ctrl-C."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "reduce",
        help="shrink a test case while a script says it is interesting (like creduce/cvise)",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("file", nargs="?", metavar="FILE", help="the test case to reduce (replaced in place)")
    parser.add_argument("script", nargs="?", metavar="SCRIPT", help="interestingness test (exit 0 = keep)")
    _add_builtin_predicates(parser)
    parser.add_argument("--jobs", "-j", "--n", type=int, metavar="N",
                        help=f"parallel tests (default: usable cores, {default_jobs()} here; with --failure "
                             "[reduce] jobs)")  # fmt: skip
    parser.add_argument("--timeout", type=float, default=300.0,
                        help="seconds before one run of SCRIPT is killed (default %(default)s; built-in "
                             "predicates use [limits] of the config)")  # fmt: skip
    parser.add_argument("--max-seconds", type=float, metavar="S",
                        help="stop after S seconds, keeping the best so far (default: none; with --failure "
                             "[reduce] max_seconds)")  # fmt: skip
    parser.add_argument("--passes", default="", help="comma-separated passes to run only (e.g. lines,ints)")
    parser.add_argument("--skip-pass", "--remove-pass", action="append", default=[], metavar="NAME",
                        help="leave passes out (repeatable or comma-separated; 'lines' or one instance "
                             "like 'lines:1')")  # fmt: skip
    parser.add_argument("--skip-initial-passes", action="store_true",
                        help="skip the first phase (useful when FILE is already partly reduced)")  # fmt: skip
    parser.add_argument("--start-with-pass", metavar="NAME",
                        help="start with this pass (those before it skipped on the first round)")  # fmt: skip
    parser.add_argument(
        "--not-c",
        action="store_true",
        help="only passes that do not assume C/C++ (lines, blank, balanced): other languages",
    )
    parser.add_argument("--tidy", action="store_true", help="do not make the backup copy FILE.orig")
    parser.add_argument("--save-temps", action="store_true",
                        help="keep every test's temporary directory (printed at the end)")  # fmt: skip
    parser.add_argument("--also-interesting", type=int, metavar="EXIT_CODE",
                        help="when the test exits with this code, save a copy of the variant next to FILE "
                             "as FILE.also-interesting-N")  # fmt: skip
    parser.add_argument(
        "--no-cache", action="store_true", help="do not cache test outcomes (re-test repeats)"
    )
    parser.add_argument(
        "--max-improvement",
        type=int,
        metavar="BYTES",
        help="refuse a single step that removes more than BYTES (only slows the reduction)",
    )
    parser.add_argument(
        "--print-diff", action="store_true", help="print a unified diff of every accepted step"
    )
    parser.add_argument(
        "--timing",
        action="store_true",
        help="print a timestamped line for every new best (elapsed seconds, pass, size)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed for passes that sample (default 0)")
    parser.add_argument("--schedule", type=Path, help="a schedule TOML file instead of the built-in one")
    parser.add_argument("--list-passes", action="store_true", help="list the registered passes and exit")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress display")
    parser.set_defaults(handler=run)


def _add_builtin_predicates(parser: argparse.ArgumentParser) -> None:
    """--crash/--rejects/--wrong-code/--hang COMMAND or --failure ID, and their options."""
    builtin = parser.add_argument_group("built-in predicates (instead of SCRIPT)")
    choice = builtin.add_mutually_exclusive_group()
    choice.add_argument("--crash", metavar="COMMAND", help="COMMAND FILE still crashes the same way")
    choice.add_argument(
        "--rejects",
        metavar="COMMAND",
        help="COMMAND FILE still stops with the same first error; the reference accepts it",
    )
    choice.add_argument(
        "--wrong-code",
        metavar="COMMAND",
        help="the program COMMAND builds still misbehaves, with no undefined behaviour",
    )
    choice.add_argument(
        "--hang",
        metavar="COMMAND",
        help="COMMAND FILE still takes --hang-ratio x the references' compile time",
    )
    choice.add_argument(
        "--failure",
        type=int,
        metavar="ID",
        help="reduce stored failure ID from its best so far and store the result back",
    )
    builtin.add_argument(
        "--hang-ratio",
        type=float,
        default=10.0,
        metavar="N",
        help="--hang: times the slowest reference's compile time (default %(default)s)",
    )
    builtin.add_argument(
        "--keep-range",
        metavar="A..B",
        help="keep the release range too: every variant must fail with one of the releases "
        "A and B and pass with the other, as FILE does (e.g. clang-14..clang-15)",
    )
    add_config_argument(builtin)


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


def _statistics(result: ReductionResult) -> Table:
    return pass_table(result.pass_stats)


class AlsoInterestingScript(ScriptPredicate):
    """The script predicate that also saves every variant on which the test exits with ``code``
    (C-Reduce's and C-Vise's ``--also-interesting``), as ``FILE.also-interesting-N`` next to FILE."""

    def __init__(self, script: Path, file: Path, code: int, *, timeout: float) -> None:
        super().__init__(script=script, file_name=file.name, timeout=timeout)
        self.code = code
        self.target = file
        self.saved: list[Path] = []
        self._lock = threading.Lock()

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        result = self.run(variant, scratch)
        if result.returncode == self.code:
            with self._lock:
                path = self.target.with_name(f"{self.target.name}.also-interesting-{len(self.saved) + 1}")
                path.write_bytes(variant)
                self.saved.append(path)
        return result.ok


def _schedule(args: argparse.Namespace) -> Schedule:
    schedule = load_schedule(args.schedule)
    only = [name.strip() for name in args.passes.split(",") if name.strip()]
    skip = [name.strip() for entry in args.skip_pass for name in entry.split(",") if name.strip()]
    if only or skip:
        schedule = schedule.select(only, skip)
    if args.not_c:
        schedule = schedule.generic()
    if args.skip_initial_passes:
        schedule = schedule.without_first()
    if args.start_with_pass:
        schedule = schedule.starting_with(args.start_with_pass)
    return schedule


def _check_numbers(args: argparse.Namespace) -> None:
    if args.jobs is not None and args.jobs < 1:
        raise ReduceInputError(f"--jobs must be at least 1, not {args.jobs}")
    if args.max_improvement is not None and args.max_improvement < 1:
        raise ReduceInputError(f"--max-improvement must be at least 1 byte, not {args.max_improvement}")
    if args.max_seconds is not None and args.max_seconds <= 0:
        raise ReduceInputError(f"--max-seconds must be more than 0, not {args.max_seconds:g}")


def _inputs(args: argparse.Namespace) -> tuple[Path, Path]:
    if not args.file or not args.script:
        raise ReduceInputError(
            "reduce needs FILE and SCRIPT (reportsmith reduce FILE SCRIPT), or FILE and a built-in predicate "
            "(--crash/--rejects/--wrong-code/--hang COMMAND), or --failure ID (see --help)"
        )
    file, script = Path(args.file), Path(args.script)
    if _executable(file) and not _executable(script):  # creduce/cvise order: SCRIPT FILE
        file, script = script, file
    if not file.is_file():
        raise ReduceInputError(f"{file}: no such file (FILE is the test case to reduce)")
    if not script.is_file() or not os.access(script, os.X_OK):
        raise ReduceInputError(f"{script}: not an executable file (chmod +x it; exit 0 = interesting)")
    return file, script


#: The built-in predicates' options, by the kind of failure each keeps.
BUILTIN_OPTIONS = {
    FailureKind.CRASH: "--crash", FailureKind.REJECTS_VALID: "--rejects",
    FailureKind.WRONG_CODE: "--wrong-code", FailureKind.HOG: "--hang",
}  # fmt: skip


def _builtin(args: argparse.Namespace) -> tuple[FailureKind, str] | None:
    chosen = [
        (kind, command)
        for kind, option in BUILTIN_OPTIONS.items()
        if (command := getattr(args, option.removeprefix("--").replace("-", "_"))) is not None
    ]
    return chosen[0] if chosen else None


def _predicate(args: argparse.Namespace) -> tuple[Path, Builtin]:
    """FILE, its predicate and the text to reduce: SCRIPT's, or a built-in one checked on FILE (nothing is
    written before)."""
    builtin = _builtin(args)
    if builtin is None:
        file, script = _inputs(args)
        if args.keep_range:
            raise ReduceInputError("--keep-range needs a built-in predicate (--crash/--rejects/--wrong-code)")
        if args.also_interesting is not None:
            predicate: Predicate = AlsoInterestingScript(
                script, file, args.also_interesting, timeout=args.timeout
            )
        else:
            predicate = ScriptPredicate(script=script, file_name=file.name, timeout=args.timeout)
        return file, Builtin(predicate, file.read_bytes())
    kind, command = builtin
    option = BUILTIN_OPTIONS[kind]
    if not args.file:
        raise ReduceInputError(f'{option} needs FILE: reportsmith reduce FILE {option} "{command}"')
    if args.script:
        raise ReduceInputError(f"{option} replaces SCRIPT: give FILE only, not {args.script}")
    if args.also_interesting is not None:
        raise ReduceInputError(f"--also-interesting needs SCRIPT (its exit codes); {option} has none")
    file = Path(args.file)
    if not file.is_file():
        raise ReduceInputError(f"{file}: no such file (FILE is the test case to reduce)")
    if args.hang_ratio <= 1:
        raise ReduceInputError(f"--hang-ratio must be more than 1, not {args.hang_ratio:g}")
    spec = BuiltinSpec(
        kind, command, file, file.read_bytes(), hang_ratio=args.hang_ratio, keep_range=args.keep_range
    )
    return file, builtin_predicate(load_config(args.config), spec)


def _options(args: argparse.Namespace) -> EngineOptions:
    return EngineOptions(not args.no_cache, args.max_improvement, args.save_temps)


class _BestWriter:
    """Writes every new best to FILE; with --timing / --print-diff also says what changed."""

    def __init__(self, file: Path, original: bytes, console: Console, args: argparse.Namespace) -> None:
        self.file, self.previous, self.console = file, original, console
        self.timing, self.print_diff = args.timing, args.print_diff
        self.started = time.monotonic()
        self.pass_name = ""
        self.pass_stats: Mapping[str, PassStats] = {}

    def progress(self, progress: Progress) -> None:
        self.pass_name = progress.pass_name
        self.pass_stats = progress.pass_stats

    def __call__(self, best: bytes) -> None:
        write_atomically(self.file, best)
        if self.timing:
            elapsed = time.monotonic() - self.started
            line = timing_line(elapsed, self.pass_name, len(self.previous), len(best))
            self.console.print(line, highlight=False)
        if self.print_diff:
            diff = difflib.unified_diff(
                self.previous.decode("latin-1").splitlines(keepends=True),
                best.decode("latin-1").splitlines(keepends=True), str(self.file), str(self.file),
            )  # fmt: skip
            sys.stderr.write("".join(diff))
        self.previous = best


def run(args: argparse.Namespace) -> int:
    console = Console(stderr=True)
    if args.list_passes:
        for name in reducer_passes.names():
            print(name)
        return 0
    _check_numbers(args)
    schedule = _schedule(args)
    if args.failure is not None:
        if args.file or args.script:
            raise ReduceInputError("--failure ID reduces a stored failure: give no FILE or SCRIPT with it")
        # deferred: the stored failure's stages and reports (the tamer's SciPy) cost a FILE's reduction 0.6 s
        from reportsmith.cli._reduce_stored import reduce_stored

        return reduce_stored(args, console, schedule, _options(args))
    file, chosen = _predicate(args)
    if chosen.note:
        console.print(chosen.note, soft_wrap=True, highlight=False, markup=False)
    return _reduce_file(args, console, file, chosen, schedule)


def _reduce_file(
    args: argparse.Namespace, console: Console, file: Path, chosen: Builtin, schedule: Schedule
) -> int:
    original, predicate = chosen.start, chosen.predicate
    backup = file.with_name(file.name + ".orig")
    if not args.tidy and not backup.exists():
        shutil.copy2(file, backup)
    writer = _BestWriter(file, original, console, args)
    kept = "" if args.tidy else f"; original kept in {backup}"
    live = live_status(args, console, len(original))
    started = time.monotonic()
    try:
        with live if live is not None else contextlib.nullcontext():

            def show(progress: Progress) -> None:
                writer.progress(progress)
                if live is not None:
                    live.update(progress_line(progress, len(original)))
                if args.max_seconds is not None and time.monotonic() - started > args.max_seconds:
                    raise OutOfTime

            result = reduce(
                original, predicate, jobs=args.jobs or default_jobs(), seed=args.seed, schedule=schedule,
                file_name=file.name, progress=show, on_best=writer, options=_options(args),
            )  # fmt: skip
    except KeyboardInterrupt:
        console.print(
            f"reportsmith: interrupted; {file} holds the best so far ({len(writer.previous)} bytes){kept}",
            soft_wrap=True, highlight=False,
        )  # fmt: skip
        return 130
    except OutOfTime:
        if args.timing:  # where the tests went, as a run that reached its fixpoint says
            console.print(pass_table(writer.pass_stats))
        console.print(
            f"{file}: stopped after --max-seconds {args.max_seconds:g}: {len(original)} -> "
            f"{len(writer.previous)} bytes, the best so far{kept}", soft_wrap=True, highlight=False,
        )  # fmt: skip
        return 0
    write_atomically(file, result.text)
    if not args.quiet:
        console.print(_statistics(result))
    if args.save_temps:
        console.print(f"temporary directories kept under {tempfile.gettempdir()}/reportsmith-reduce-*")
    console.print(
        f"{file}: {result.original_size} -> {result.size} bytes "
        f"({100.0 * result.size / max(1, result.original_size):.1f}%) in {result.seconds:.1f} s, "
        f"{result.tests_run} tests, {result.cache_hits} cache hits, {result.rounds} main rounds{kept}",
        soft_wrap=True, highlight=False,
    )  # fmt: skip
    return 0
