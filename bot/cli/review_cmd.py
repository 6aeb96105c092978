"""``reportsmith review list|show|approve|reject|edit|known|dup|invalid|...``: the review page's actions from
the command line."""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import tempfile
from pathlib import Path

from reportsmith.actions import Verb, apply_action, parse_action
from reportsmith.cli._common import add_config_argument, app_from, table_console
from reportsmith.common.errors import ReportsmithError
from reportsmith.lifecycle import Actor
from reportsmith.report.drafting import get_report
from reportsmith.report.rendering import TRACKERS
from reportsmith.review import ReviewError, approve, edit_draft, reject
from reportsmith.store.failures import get_failure
from reportsmith.store.report_edits import edit_info
from reportsmith.web.queries import Filters, list_page
from reportsmith.web.security import local_user
from rich.table import Table

DESCRIPTION = """\
Review drafted reports, as on the review page ('reportsmith serve'):

  list            failures in tamer order (distinct bugs first) with kind, status, sizes, regression range
  show ID         the draft as it will be filed, its status, and who edited it
  edit ID         edit the title and body ($EDITOR, or --title/--body-file); the edit is what gets filed,
                  the generated text is kept
  approve ID      approve the draft for filing ('reportsmith report file' refuses unapproved drafts)
  reject ID       reject the draft, with --reason (kept in the history)

The same actions as the '#reportsmith VERB' comment commands on filed issues:

  known ID [NAME]         an exemplar of the known bug NAME: the tamer sinks its look-alikes
  dup ID ISSUE            a duplicate of ISSUE (a number or URL on the tracker); undup ID takes it back
  invalid ID [REASON]     not a compiler bug (e.g. undefined behaviour): its look-alikes are not drafted
  fixed ID [REF]          fixed (a release or commit); unfix ID takes it back
  retest ID               re-run the oracle on the reduced test now"""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "review", help="review drafts: list, show, edit, approve, reject; known, dup, invalid, fixed, retest",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    listing = actions.add_parser("list", help="failures in tamer order")
    listing.add_argument("--status", default="", help="only failures with this status (e.g. drafted)")
    listing.add_argument("--verdict", default="", help="only this verdict (crash, wrong-code, ...)")
    listing.add_argument("--compiler", default="", help="only this compiler")
    listing.add_argument("--page", default="1", help="page of 50 (default 1)")
    listing.set_defaults(handler=list_command)
    for name, handler, text in (
        ("show", show_command, "show a failure's draft"),
        ("approve", approve_command, "approve a failure's draft for filing"),
        ("reject", reject_command, "reject a failure's draft"),
        ("edit", edit_command, "edit a draft's title and body"),
    ):
        action = actions.add_parser(name, help=text)
        action.add_argument("id", type=int, help="failure id (the # column of 'reportsmith review list')")
        if name in ("show", "edit"):
            action.add_argument("--tracker", choices=TRACKERS, default="github", help="default: %(default)s")
        if name == "reject":
            action.add_argument("--reason", required=True, help="why (kept in the failure's history)")
        if name == "edit":
            action.add_argument("--title", help="the new title (default: keep, or as edited in $EDITOR)")
            action.add_argument("--body-file", metavar="PATH", help="a file holding the new body")
        action.set_defaults(handler=handler)
    for verb in Verb:
        action = actions.add_parser(verb.value, help=f"the '{verb}' action (as the comment command)")
        action.add_argument("id", type=int, help="failure id")
        action.add_argument("argument", nargs="*", help="the action's argument (name, issue, reason, ref)")
        action.set_defaults(handler=action_command, verb=verb.value)
    for action in actions.choices.values():
        add_config_argument(action)
    parser.set_defaults(handler=lambda _arguments: parser.print_help() or 2)


def _actor() -> Actor:
    return Actor(local_user(), "cli")


def list_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    filters = Filters.from_query(
        {"state": arguments.status, "verdict": arguments.verdict, "compiler": arguments.compiler,
         "page": arguments.page}
    )  # fmt: skip
    page = list_page(app.store, filters)
    table = Table(title=f"{page.total} failures (page {filters.page} of {page.pages}), distinct bugs first")
    for column in ("rank", "#", "kind", "status", "compiler", "bytes", "regression", "signature"):
        table.add_column(column, overflow="fold")
    for row in page.rows:
        after = "not reduced" if row.size_after is None else str(row.size_after)
        table.add_row(
            "-" if row.rank is None else str(row.rank), str(row.id), row.verdict, row.state,
            f"{row.compiler} {row.flags}", f"{row.size_before} → {after}", row.regression, row.signature,
        )  # fmt: skip
    table_console().print(table)
    return 0


def show_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    report = get_report(app.store, arguments.id, arguments.tracker)
    if report is None:
        raise ReviewError(
            f"failure #{arguments.id} has no {arguments.tracker} draft (see 'reportsmith report draft')"
        )

    failure = get_failure(app.store, arguments.id)
    info = edit_info(app.store, report.id)
    console = table_console()
    state = failure.status if failure else "?"
    edited = f"; edited by {info.edited_by} at {info.edited_at:%Y-%m-%d %H:%M}" if info.edited_at else ""
    heading = f"failure #{arguments.id}: {state}; {report.tracker} report {report.status}{edited}"
    console.print(heading, markup=False)
    console.print(f"title: {report.title}", markup=False, highlight=False)
    console.print(report.body, markup=False, highlight=False, soft_wrap=True)
    return 0


def action_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    action = parse_action(arguments.verb, " ".join(arguments.argument))
    outcome = apply_action(app, arguments.id, action, _actor())
    print(f"failure #{arguments.id}: {outcome.message}")
    return 0 if outcome.applied else 1


def approve_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    done = approve(app.store, arguments.id, _actor())
    print(f"failure #{arguments.id}: {'approved' if done else 'already approved'}")
    return 0


def reject_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    reject(app.store, arguments.id, _actor(), arguments.reason)
    print(f"failure #{arguments.id}: rejected ({arguments.reason})")
    return 0


def _from_editor(title: str, body: str) -> tuple[str, str]:
    """Title on the first line, a blank line, then the body: edited in $EDITOR (or $VISUAL, else vi)."""
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "draft.md"
        path.write_text(f"{title}\n\n{body}", encoding="utf-8")
        if subprocess.run([*shlex.split(editor), str(path)]).returncode != 0:
            raise ReviewError(f"the editor ({editor}) failed: nothing was changed")
        text = path.read_text(encoding="utf-8")
    new_title, _, new_body = text.partition("\n")
    return new_title, new_body.lstrip("\n")


def edit_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    report = get_report(app.store, arguments.id, arguments.tracker)
    if report is None:
        raise ReviewError(f"failure #{arguments.id} has no {arguments.tracker} draft to edit")
    title, body = report.title, report.body
    if arguments.title is None and arguments.body_file is None:
        title, body = _from_editor(title, body)
    else:
        title = arguments.title if arguments.title is not None else title
        if arguments.body_file:
            try:
                body = Path(arguments.body_file).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as error:
                raise ReportsmithError(f"{arguments.body_file}: cannot read the body: {error}") from None
    if (title, body) == (report.title, report.body):
        print(f"failure #{arguments.id}: nothing changed")
        return 0
    edit_draft(app.store, arguments.id, arguments.tracker, title, body, _actor())
    print(f"failure #{arguments.id}: {arguments.tracker} draft edited (the edit is what will be filed)")
    return 0
