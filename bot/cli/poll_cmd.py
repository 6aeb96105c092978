"""``reportsmith poll``: read the filed issues' comments, labels and resolutions once, apply what they say."""

from __future__ import annotations

import argparse

from reportsmith.cli._common import add_config_argument, app_from, tracker_kind
from reportsmith.learn.poll import poll_trackers
from reportsmith.report.drafting import configured_trackers
from reportsmith.report.rendering import TRACKERS
from rich.console import Console

DESCRIPTION = """\
Read what people and maintainers did on the issues the bot filed, since the last poll, and apply it once:

  commands      a comment line '#reportsmith VERB [ARGS]' (learn.prefix; on GitHub '@BOT-LOGIN VERB' too)
                from a user in learn.allowed_users or, on GitHub, with write access: known [NAME],
                dup <issue number or URL>, undup, invalid [reason], fixed [release or commit], unfix, retest
  labels        on GitHub, the labels of [learn.labels] (e.g. reportsmith:known) act as the command
  resolutions   Bugzilla RESOLVED DUPLICATE/INVALID/WONTFIX/FIXED; GitHub closed as not planned, as a
                duplicate (label or 'Duplicate of #N'), or as completed; reopening undoes fixed/dup

Every command gets one line in the bot's reply, once: what it changed, or why not (unknown command, refused
user, a move the state machine does not allow); a command on an issue the bot did not file gets one reply
saying so. A poll that applied something ranks the failures again. Every change is an event:
'reportsmith show ID'."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "poll",
        help="apply comments, labels and resolutions on filed issues (once each)",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--tracker", type=tracker_kind, choices=TRACKERS, action="append",
                        help="poll only this tracker (repeatable; default: every configured)")  # fmt: skip
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    console = Console()
    for summary in poll_trackers(app, arguments.tracker or configured_trackers(app.config)):
        for line in summary.applied:
            console.print(f"{summary.tracker}: {line}", markup=False, highlight=False)
        for line in summary.problems:
            console.print(f"{summary.tracker}: problem: {line}", markup=False, highlight=False)
        console.print(f"{summary.tracker}: {len(summary.applied)} applied, {summary.replies} replies posted")
    return 0
