"""What several commands share: the --config option and building the App from it."""

from __future__ import annotations

import argparse

from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.store import Failure
from reportsmith.store.failures import get_failure
from rich.console import Console


def add_config_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--config",
        metavar="PATH",
        help="configuration file (default: $REPORTSMITH_CONFIG, else the bundled config/reportsmith.toml)",
    )


def app_from(arguments: argparse.Namespace) -> App:
    return App.from_config_file(arguments.config)


def stored_failure(app: App, failure_id: int) -> Failure:
    """Failure ``failure_id``, or an error that says where it was looked for and how to find the ids."""
    failure = get_failure(app.store, failure_id)
    if failure is None:
        raise ReportsmithError(
            f"no failure #{failure_id} in {app.store.url_for_display} (see 'reportsmith list')"
        )
    return failure


def table_console() -> Console:
    """A console for tables on stdout: the terminal's width, or wide enough not to fold rows in a pipe."""
    console = Console()
    return console if console.is_terminal else Console(width=200)
