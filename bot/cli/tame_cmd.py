"""``reportsmith tame``: rank failures so distinct bugs come first; ``tame evaluate`` scores the ranking.

* ``reportsmith tame --dir FOLDER`` ranks the test files of a folder (optional ``FOLDER/outputs/<name>.txt``
  compiler outputs, optional ``known.csv`` with ``test,bug`` rows of known-bug exemplars).
* The distance, unless ``--distance`` names one, is chosen by what the failures have (tests only, compiler
  outputs, coverage, bisection facts; each choice measured on labelled corpora, tamer/README.md), and the
  command says which it took and why.
* ``reportsmith tame`` (no ``--dir``) ranks the failures in the store and records each one's position and
  the reason for it (nearest earlier failure or known bug, distance): ``reportsmith show ID``.
* ``--explain N`` shows why failure N (an id, or a position when no id matches) is where it is, and which
  distance ranked it and why that one.
* ``reportsmith tame evaluate CORPUS`` computes discovery curves on a labelled corpus and writes a PNG.

Environment: ``REPORTSMITH_TAMER_WORKERS`` threads one distance row may use (default 2);
``REPORTSMITH_CLANG`` the clang whose resource directory libclang uses (the tfidf_test_clang and cfeatures
distances parse tests with libclang).
"""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path

from reportsmith.cli import _json
from reportsmith.cli._common import app_from
from reportsmith.common.errors import ReportsmithError
from reportsmith.common.process import split_command
from reportsmith.config import TAME_DISTANCES
from reportsmith.names import failure_name
from reportsmith.tamer import AUTO, Case, language_of, load_corpus, rank
from reportsmith.taming import collect_failure_coverage, tame_failures
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

DISTANCE_HELP = (
    "'auto' (chosen by what the failures have) or a distance name or weighted sum, e.g. 'tfidf_test', "
    f"'0.25*lev_test+0.75*lev_output', '0.5*tfidf_test+0.5*lev_output'; names: {' '.join(TAME_DISTANCES)}"
)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "tame",
        help="rank failures so distinct bugs come first and known bugs sink",
        description=(__doc__ or "").replace("``", "'"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--dir", metavar="FOLDER", help="rank the test files in FOLDER instead of the store")
    parser.add_argument(
        "--distance", help=DISTANCE_HELP + "; default: [tame] distance for the store, 'auto' for --dir"
    )
    parser.add_argument("--head", type=int, help="positions ordered exactly by FPF (default: all up to 2000)")
    parser.add_argument("--explain", metavar="N", help="explain the place of failure N (id or position)")
    parser.add_argument("--top", type=int, default=30, help="how many ranked failures to print (default 30)")
    parser.add_argument("--config", metavar="PATH", help="configuration file (for the store)")
    _json.add_json_argument(parser, "tame")
    parser.set_defaults(handler=run_rank)
    commands = parser.add_subparsers(dest="tame_command", metavar="evaluate|coverage")
    evaluate = commands.add_parser(
        "evaluate",
        help="discovery curves of FPF vs random and clustering on a labelled corpus",
        description="Discovery-curve evaluation (Chen's thesis §6.4-6.8) of a corpus folder with labels.csv "
        "(test,bug) and tests/; writes a PNG and prints the metrics.",
    )
    evaluate.add_argument("corpus", metavar="CORPUS", help="folder with labels.csv and tests/")
    evaluate.add_argument("--distance", default="auto", help=DISTANCE_HELP + " (default auto)")
    evaluate.add_argument("--png", metavar="PATH", help="where to write the curves (default CORPUS-NAME.png)")
    evaluate.add_argument(
        "--starts", type=int, default=20, help="random FPF start points averaged (default 20)"
    )
    evaluate.add_argument("--draws", type=int, default=100, help="known-bug draws (default 100; 0 skips)")
    evaluate.add_argument("--json", metavar="PATH", help="also write the metrics as JSON")
    evaluate.set_defaults(handler=run_evaluate)
    coverage = commands.add_parser(
        "coverage",
        help="collect each stored failure's coverage of a --coverage build (for the coverage distance)",
        description="Compile each ranked failure's test (reduced when it has one) with COMPILER, a build "
        "of the compiler under test made with --coverage, and store the covered lines "
        "(reportsmith.tamer.coverage) and the seconds it took. GCOV_DIR holds the build's .gcno files and "
        "a BUILD_DIR file naming the folder it was built in.",
    )
    coverage.add_argument("compiler", metavar="COMPILER", help="the --coverage build's command")
    coverage.add_argument("gcov_dir", metavar="GCOV_DIR", help="folder with its .gcno files and BUILD_DIR")
    coverage.add_argument("--args", default="-w -c", help="arguments before the test (default '-w -c')")
    coverage.add_argument("--again", action="store_true", help="also failures that have coverage")
    coverage.add_argument("--config", metavar="PATH", help="configuration file")
    coverage.set_defaults(handler=run_coverage)


def _failures_from_dir(folder: Path):  # type: ignore[no-untyped-def]
    if not folder.is_dir():
        raise ReportsmithError(f"{folder}: not a folder; --dir needs a folder of test files")
    known: dict[str, str] = {}
    known_path = folder / "known.csv"
    if known_path.is_file():
        with known_path.open(newline="", encoding="utf-8") as stream:
            for line, row in enumerate(csv.reader(stream), start=1):
                if line == 1 and row[:2] == ["test", "bug"]:
                    continue
                if len(row) < 2:
                    raise ReportsmithError(
                        f"{known_path}:{line}: expected 'test,bug', found {','.join(row)!r}"
                    )
                known[row[0].strip()] = row[1].strip()
    failures = []
    for path in sorted(p for p in folder.iterdir() if p.is_file() and p.name != "known.csv"):
        output_path = folder / "outputs" / f"{path.name}.txt"
        output = output_path.read_text(errors="replace") if output_path.is_file() else ""
        text = path.read_text(errors="replace")
        failures.append(
            Case(path.name, text, output, known_bug=known.get(path.name), language=language_of(path.name))
        )
    if not failures:
        raise ReportsmithError(f"{folder}: no test files to rank")
    return failures


def run_rank(arguments: argparse.Namespace) -> int:
    # With --json, stdout carries only the JSON document: the progress bar goes to stderr.
    console = Console(stderr=bool(arguments.json))
    with Progress(console=console, transient=True) as progress:
        task = progress.add_task("ranking (FPF)", total=None)

        def show(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        if arguments.dir:
            failures = _failures_from_dir(Path(arguments.dir))
            ranking = rank(failures, arguments.distance or AUTO, head=arguments.head, progress=show)
        else:  # the store: positions and reasons are recorded on each failure (reportsmith show ID)
            app = app_from(arguments)
            ranking = tame_failures(app, distance=arguments.distance, head=arguments.head, progress=show)
    if arguments.explain:
        try:
            found = ranking.find(arguments.explain)
        except KeyError:
            raise ReportsmithError(
                f"--explain {arguments.explain}: no ranked failure with that id or position"
            ) from None
        if arguments.json:
            return _json.emit(
                {
                    "position": found.position,
                    "id": found.id,
                    "explanation": found.explain(),
                    "distance": ranking.distance,
                    "distance_reason": ranking.reason,
                }  # fmt: skip
            )
        print(found.explain())
        print(f"distance {ranking.distance}: {ranking.reason}")
        return 0
    if arguments.json:
        return _json.emit(_json.ranking(ranking))
    table = Table(
        title=f"{len(ranking.entries)} distinct failures by {ranking.distance}, {len(ranking.seeds)} seeds"
    )
    for column in ("#", "failure", "count", "nearest earlier", "distance"):
        table.add_column(column)
    for ranked in ranking.entries[: arguments.top]:
        nearest = (
            "-" if ranked.nearest is None else ("seed " if ranked.nearest_is_seed else "") + ranked.nearest.id
        )
        # The first pick has no earlier failure, so no distance (NaN in RankedEntry, null in --json).
        distance = "-" if ranked.nearest is None else f"{ranked.distance:.4f}"
        table.add_row(str(ranked.position), ranked.id, str(ranked.entry.count), nearest, distance)
    console.print(table)
    console.print(f"distance {ranking.distance}: {ranking.reason}", highlight=False, soft_wrap=True)
    return 0


def run_evaluate(arguments: argparse.Namespace) -> int:
    # deferred: scikit-learn and matplotlib, only for tame evaluate
    from reportsmith.tamer.evaluate import evaluate_corpus
    from reportsmith.tamer.plot import plot_report

    console = Console()
    corpus = load_corpus(arguments.corpus)
    with console.status(f"evaluating {corpus.name}: {len(corpus.failures)} tests, {corpus.bugs} bugs"):
        report = evaluate_corpus(corpus, arguments.distance, starts=arguments.starts, draws=arguments.draws)
    table = Table(
        title=f"{report.corpus}: {report.tests} tests, {report.bugs} bugs, distance {report.distance}"
    )
    rows = [m.row() for m in report.methods]
    known_rows = [m.row() for m in report.known.methods] if report.known else []
    for column in rows[0]:
        table.add_column(column)
    for row in rows:
        table.add_row(*(str(v) for v in row.values()))
    if report.known:
        table.add_section()
        for row in known_rows:
            table.add_row(*(str(v) for v in row.values()))
    console.print(table)
    png = Path(arguments.png or f"{corpus.name}.png")
    plot_report(report, png)
    console.print(f"discovery curves: {png}")
    if arguments.json:
        Path(arguments.json).write_text(json.dumps({"methods": rows, "known_bug_mode": known_rows}, indent=2))
    return 0


def run_coverage(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    collected = collect_failure_coverage(
        app,
        split_command(arguments.compiler),
        split_command(arguments.args),
        Path(arguments.gcov_dir),
        again=arguments.again,
    )
    seconds = sum(s for _, _, s in collected)
    for failure_id, lines, took in collected:
        print(f"{failure_name(failure_id)}: {lines} lines covered ({took:.2f} s)")
    mean = f", {seconds / len(collected):.2f} s per failure" if collected else ""
    print(f"coverage collected for {len(collected)} failures in {seconds:.1f} s{mean}")
    return 0
