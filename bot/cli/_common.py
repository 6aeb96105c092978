"""What several commands share: the --config option and building the App from it."""

from __future__ import annotations

import argparse
from typing import Any

from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.names import failure_name, parse_failure_id
from reportsmith.store import Failure
from reportsmith.store.failures import get_failure
from reportsmith.store.report_models import ReportStatus, Tracker
from reportsmith.store.tracker_kind import parse_tracker
from rich.console import Console
from rich.table import Table
from rich.text import Text


def add_config_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--config",
        metavar="PATH",
        help="configuration file (default: $REPORTSMITH_CONFIG, else the bundled config/reportsmith.toml)",
    )


def app_from(arguments: argparse.Namespace) -> App:
    return App.from_config_file(arguments.config)


def stored_failure(app: App, number: int) -> Failure:
    """Failure ``number``, or an error that says where it was looked for and how to find the ids."""
    failure = get_failure(app.store, number)
    if failure is None:
        raise ReportsmithError(
            f"no failure {failure_name(number)} in {app.store.url_for_display} (see 'reportsmith list')"
        )
    return failure


def table_console() -> Console:
    """A console for tables on stdout: the terminal's width, or wide enough not to fold rows in a pipe."""
    console = Console()
    return console if console.is_terminal else Console(width=200)


def failure_id(text: str) -> int:
    """argparse type of a failure argument: ``F7`` or ``7`` (see :mod:`reportsmith.names`)."""
    try:
        return parse_failure_id(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def tracker_kind(text: str) -> Tracker:
    """argparse type of ``--tracker``: the :class:`Tracker` it names (``github``, ``bugzilla``)."""
    try:
        return parse_tracker(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def report_status(text: str) -> ReportStatus:
    """argparse type of ``report list --status``: the :class:`ReportStatus` it names."""
    try:
        return ReportStatus(text)
    except ValueError:
        expected = ", ".join(ReportStatus)
        message = f"unknown report status {text!r} (expected one of: {expected})"
        raise argparse.ArgumentTypeError(message) from None


def add_plain_row(table: Table, *cells: str, **options: Any) -> None:
    """A table row whose cells are text as written: "[clang] crash in ..." and "([[bisect.releases]] ...)"
    are titles and config keys, not Rich markup to swallow."""
    table.add_row(*(Text(cell) for cell in cells), **options)
