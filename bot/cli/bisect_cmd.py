"""``reportsmith bisect releases|git|prebuilt|flags|pass``: bisection from the command line.

Every subcommand takes the failing test file, the compiler command(s), the flags, and one way of deciding
"bad" (``--script``, ``--crash``, ``--rejects``, ``--differs-from``, ``--asm-matches``); they call
:mod:`reportsmith.bisect.api` and print a short report. Probes are shown as they finish; Ctrl-C stops a git
bisection with its checkpoint saved (run the same command again to resume).
"""

from __future__ import annotations

import argparse
import shlex
from pathlib import Path

from reportsmith.bisect import api
from reportsmith.bisect.errors import BisectError
from reportsmith.cli import _json
from reportsmith.common.process import split_command
from rich.console import Console

console = Console(stderr=True, highlight=False)


def _add_decision(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("test", type=Path, help="the failing test file (C source)")
    parser.add_argument(
        "--flags",
        default="",
        help='flags of the failing command as one string; write --flags="-O2 -w" (or --flags=-O2) so that '
        "argparse does not take them for options",
    )
    decide = parser.add_argument_group('how "bad" (the failure is there) is decided; give exactly one')
    group = decide.add_mutually_exclusive_group(required=True)
    group.add_argument(
        "--script",
        type=Path,
        help="interestingness script (creduce convention: exit 0 = bad, 125 = cannot tell); "
        "the compiler and flags are in $REPORTSMITH_CC and $REPORTSMITH_CFLAGS",
    )
    group.add_argument(
        "--crash", nargs="?", const="", metavar="SIGNATURE", help="the compiler crashes (with this signature)"
    )
    group.add_argument(
        "--rejects",
        nargs="?",
        const="",
        metavar="ERROR",
        help="the compiler rejects the test (with this error)",
    )
    group.add_argument(
        "--differs-from", metavar="COMPILER", help="the program's output differs from COMPILER's"
    )
    group.add_argument("--asm-matches", metavar="REGEX", help="the generated assembly matches REGEX")
    parser.add_argument("--repeats", type=int, default=1, help="run each probe N times (flaky failures)")
    _json.add_json_argument(parser, f"bisect {parser.prog.split()[-1]}")


def _predicate(args: argparse.Namespace, across_releases: bool = False) -> api.Predicate:
    if args.script:
        return api.ScriptPredicate(script=args.script, test_file=args.test)
    if args.crash is not None:
        return api.CrashPredicate(
            test_file=args.test, signature=args.crash or None, compile_args=("-c",),
            across_releases=across_releases,
        )  # fmt: skip
    if args.rejects is not None:
        return api.RejectPredicate(test_file=args.test, signature=args.rejects or None, compile_args=("-c",))
    if args.differs_from:
        return api.OutputDiffersPredicate(args.test, tuple(split_command(args.differs_from)))
    return api.AssemblyPredicate(args.test, args.asm_matches)


def _show_probe(record: api.ProbeRecord) -> None:
    runs = "" if len(record.runs) < 2 else f" ({', '.join(r.value for r in record.runs)})"
    how = "resumed" if record.resumed else ("re-test" if record.validation else "probe")
    console.print(f"  {how} {record.key[:12]}: {record.verdict.value}{runs}")


def run_releases(args: argparse.Namespace) -> int:
    releases = api.ReleaseList.of(*args.compiler)
    missing = [r.name for r in releases.releases if not r.installed]
    if missing:
        raise BisectError(f"not installed: {', '.join(missing)} (give compilers that are on PATH)")
    report = api.first_bad_release(
        releases,
        _predicate(args, across_releases=True),
        split_command(args.flags),
        repeats=args.repeats,
        on_probe=lambda name, verdict: console.print(f"  {name}: {verdict.value}"),
    )
    if args.json:
        return _json.emit(_json.release_report(report))
    print(report.summary)
    return 0


def run_git(args: argparse.Namespace) -> int:
    recipe = api.GitBuildRecipe(
        repository=args.repo,
        build=args.build,
        compiler=args.compiler,
        cache_dir=args.cache,
        cache_budget_mb=args.budget_mb,
        jobs=args.jobs,
    )
    search = api.first_fixed_revision if args.fix else api.first_bad_revision
    checkpoint = args.checkpoint or (Path(args.cache) / f"checkpoint-{args.old[:12]}-{args.new[:12]}.json")
    report = search(
        recipe,
        args.old,
        args.new,
        _predicate(args),
        split_command(args.flags),
        repeats=args.repeats,
        checkpoint=checkpoint,
        check_before=args.check_before,
        on_probe=_show_probe,
        max_skips=args.max_skips or None,
    )
    interrupted = report.result.status is api.Status.INTERRUPTED
    if args.json:
        _json.emit(_json.git_report(report))
        return 130 if interrupted else 0
    print(report.summary)
    for commit, log in report.unbuildable.items():
        print(f"  skipped {commit[:12]}: does not build (log: {log})")
    for note in report.notes:
        print(f"  note: {note}")
    print(f"  {report.result.probe_count} probes, {report.builds} builds, {report.cache_hits} cache hits")
    return 130 if interrupted else 0


def run_prebuilt(args: argparse.Namespace) -> int:
    source: api.BuildSource
    if args.index_url:
        cache = args.cache or Path("prebuilt-cache")
        source = api.BuildArchive(args.index_url, cache, cache_budget_mb=args.budget_mb)
    else:
        source = api.BuildFolder(args.folder, order_file=args.order_file)
    search = api.first_fixed_prebuilt if args.fix else api.first_bad_prebuilt
    report = search(
        source,
        args.compiler,
        args.old,
        args.new,
        _predicate(args),
        split_command(args.flags),
        repository=args.repo,
        repeats=args.repeats,
        checkpoint=args.checkpoint,
        on_probe=_show_probe,
        max_skips=args.max_skips or None,
    )
    if args.json:
        return _json.emit(
            {
                "search": "prebuilt",
                "summary": report.summary,
                "status": _json.plain(report.result.status),
                "fix": report.fix_search,
                "culprits": list(report.culprits),
                "missing": dict(report.missing),
                "notes": list(report.notes),
                "probes": report.result.probe_count,
            }
        )
    print(report.summary)
    for revision, why in report.missing.items():
        print(f"  skipped {revision[:12]}: {why}")
    for note in report.notes:
        print(f"  note: {note}")
    print(f"  {report.result.probe_count} probes")
    return 130 if report.result.status is api.Status.INTERRUPTED else 0


def run_flags(args: argparse.Namespace) -> int:
    compiler, flags, predicate = split_command(args.compiler), split_command(args.flags), _predicate(args)
    minimal = api.minimal_flags(compiler, flags, predicate, expand=not args.no_expand)
    hiding = api.hiding_flags(compiler, flags, predicate, args.candidate or None)
    if args.json:
        return _json.emit(_json.flags_report(minimal, hiding))
    print(f"minimal flags: {shlex.join(minimal.minimal) or '(none)'}  [{minimal.tests} tests]")
    for note in minimal.notes:
        print(f"  note: {note}")
    shown = ", ".join(hiding.hiding) or "none"
    print(f"hiding flags: {shown}  [{hiding.tests} tests over {hiding.candidates} candidates]")
    return 0


def run_pass(args: argparse.Namespace) -> int:
    compiler, flags, predicate = split_command(args.compiler), split_command(args.flags), _predicate(args)
    if args.gcc:
        found = api.hiding_passes(compiler, flags, args.test, predicate)
        if args.json:
            return _json.emit(_json.hiding_passes(found))
        print(f"passes whose -fdisable-<pass> hides it: {', '.join(found.passes) or 'none'}")
        for counter, first in found.counters:
            print(
                f"  debug counter {counter}: the failure needs transformation #{first} "
                f"(-fdbg-cnt={counter}:{first})"
            )
        return 0
    outcome = api.guilty_pass(compiler, flags, args.test, predicate, on_probe=_show_probe)
    if args.json:
        return _json.emit(_json.guilty_pass(outcome))
    print(outcome.summary)
    print(f"  {outcome.search.probe_count} probes over {outcome.total} pass runs")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "bisect",
        help="first bad release/commit, minimal and hiding flags, guilty pass",
        description="Where a failure comes from: the first release or commit that shows it (or fixes it), "
        "the fewest flags that still show it and the flags that hide it, and the optimization pass that "
        "causes it.",
    )
    sub = parser.add_subparsers(dest="bisect_command", metavar="SEARCH", required=True)
    _register_releases(sub)
    _register_git(sub)
    _register_prebuilt(sub)
    _register_flags(sub)
    _register_passes(sub)


def _register_releases(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``bisect releases``: which installed releases fail."""
    releases = sub.add_parser(
        "releases",
        help="which installed releases fail",
        description="Probe each release, oldest first, and report where the verdict changes.",
    )
    releases.add_argument(
        "--compiler", action="append", required=True, help="a release, oldest first (repeat)"
    )
    _add_decision(releases)
    releases.set_defaults(handler=run_releases)


def _register_git(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``bisect git``: the first bad (or fixed) commit, building each probed one."""
    git = sub.add_parser(
        "git",
        help="first bad (or fixed) commit in a compiler's git history",
        description="Build each probed commit in its own worktree (cached by commit, LRU under a disk "
        "budget) and bisect the first-parent history. Unbuildable commits are skipped; an interrupted run "
        "resumes.",
    )
    git.add_argument("--repo", type=Path, required=True, help="the compiler's git repository")
    git.add_argument("--old", required=True, help="older end: good (or bad with --fix)")
    git.add_argument("--new", required=True, help="newer end: bad (or fixed with --fix)")
    git.add_argument("--fix", action="store_true", help="search the first commit that fixes the failure")
    git.add_argument(
        "--build",
        action="append",
        required=True,
        help="build command with {src} {prefix} {jobs} (repeat, run in order)",
    )
    git.add_argument("--compiler", required=True, help='compiler command once built, e.g. "{prefix}/bin/tcc"')
    git.add_argument("--cache", type=Path, required=True, help="build cache folder (outside the repository)")
    git.add_argument("--budget-mb", type=int, default=4096, help="disk budget of the build cache")
    git.add_argument("--jobs", type=int, default=2)
    git.add_argument("--checkpoint", type=Path, help="checkpoint file (default: in the cache folder)")
    git.add_argument("--check-before", type=int, default=2, help="commits before the range to re-check")
    git.add_argument(
        "--max-skips", type=int, default=3, help="stop after N skipped probes in a row (0: never stop)"
    )
    _add_decision(git)
    git.set_defaults(handler=run_git)


def _register_prebuilt(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``bisect prebuilt``: the first bad (or fixed) revision among prebuilt builds."""
    prebuilt = sub.add_parser(
        "prebuilt",
        help="first bad (or fixed) revision among prebuilt compilers (a folder or an HTTP archive)",
        description="Bisect prebuilt builds, one per revision: a folder of installed builds named by "
        "revision (FOLDER/<hash>/bin/gcc), ordered by --repo's first-parent history or --order-file, or an "
        "HTTP archive's index.json of tarballs (downloaded on demand, resumed, checked by sha256, cached "
        "under --budget-mb). A revision without a build is skipped.",
    )
    where = prebuilt.add_mutually_exclusive_group(required=True)
    where.add_argument("--folder", type=Path, help="folder of installed builds named by revision")
    where.add_argument("--index-url", help="URL of an archive's index.json")
    prebuilt.add_argument("--repo", type=Path, help="git repository giving the order of the revisions")
    prebuilt.add_argument("--order-file", type=Path, help="revisions, one a line, oldest first")
    prebuilt.add_argument("--old", required=True, help="older end: good (or bad with --fix)")
    prebuilt.add_argument("--new", required=True, help="newer end: bad (or fixed with --fix)")
    prebuilt.add_argument("--fix", action="store_true", help="search the first revision that fixes it")
    prebuilt.add_argument("--compiler", required=True, help='compiler in a build, e.g. "{prefix}/bin/gcc"')
    prebuilt.add_argument(
        "--cache", type=Path, help="download cache of an archive (default ./prebuilt-cache)"
    )
    prebuilt.add_argument("--budget-mb", type=float, default=4096, help="disk budget of the download cache")
    prebuilt.add_argument("--checkpoint", type=Path, help="checkpoint file (resume an interrupted search)")
    prebuilt.add_argument(
        "--max-skips", type=int, default=3, help="stop after N skipped probes in a row (0: never stop)"
    )
    _add_decision(prebuilt)
    prebuilt.set_defaults(handler=run_prebuilt)


def _register_flags(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``bisect flags``: minimal and hiding flags."""
    flags = sub.add_parser(
        "flags",
        help="minimal flags (ddmin) and hiding flags",
        description="ddmin over the flags (expanding -O2 into -O1 + single flags when the "
        "compiler lists them), then the single flags that hide the failure.",
    )
    flags.add_argument("--compiler", required=True, help="the compiler command, e.g. gcc-12")
    flags.add_argument("--no-expand", action="store_true", help="keep -O levels whole")
    flags.add_argument(
        "--candidate",
        action="append",
        help="a hiding-flag candidate (default: -fno-X for each optimization the compiler enables)",
    )
    _add_decision(flags)
    flags.set_defaults(handler=run_flags)


def _register_passes(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``bisect pass``: the guilty optimization pass."""
    passes = sub.add_parser(
        "pass",
        help="the guilty optimization pass",
        description="clang: binary search on -mllvm -opt-bisect-limit=N, naming pass and "
        "function; --gcc: the -fdisable-<pass> and -fdbg-cnt counters that hide it.",
    )
    passes.add_argument("--compiler", required=True)
    passes.add_argument(
        "--gcc", action="store_true", help="GCC mode (-fdisable-*/-fdbg-cnt) instead of opt-bisect"
    )
    _add_decision(passes)
    passes.set_defaults(handler=run_pass)
