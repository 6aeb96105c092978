"""``reportsmith verify``: re-run filed reports' tests with the newest compiler; comment (and close) once."""

from __future__ import annotations

import argparse

from reportsmith.cli._common import add_config_argument, app_from
from reportsmith.learn.verify import verify_reports
from reportsmith.names import failure_name, issue_name
from rich.console import Console

DESCRIPTION = """\
Re-run the test of every filed report with the newest compiler a [[verify]] entry names for its compiler
(e.g. compiler = "clang-14", newest = "clang-16"). No longer failing: one comment "verified fixed with X"
on the issue, the failure marked fixed, and with close = true the issue closed / the bug RESOLVED FIXED.
Marked fixed but still failing: one comment with the command and the output. No comment is posted twice."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "verify",
        help="re-run filed reports with the newest compiler; comment and close what is fixed (once)",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    console = Console()
    outcomes = verify_reports(app)
    for outcome in outcomes:
        where = ""
        if outcome.tracker is not None:  # None: an outcome without a report (verify_report's "skipped")
            where = f"{outcome.tracker} {issue_name(outcome.tracker, outcome.issue)}".strip()
        console.print(f"{failure_name(outcome.failure_id)} ({where}): {outcome.result}: {outcome.message}",
                      markup=False, highlight=False)  # fmt: skip
    if not app.config.verify:
        console.print("nothing to verify: the configuration has no [[verify]] entry")
    else:
        console.print(f"{len(outcomes)} filed reports verified")
    return 0
