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
from reportsmith.cli._common import (
    add_config_argument,
    add_plain_row,
    app_from,
    failure_id,
    table_console,
    tracker_kind,
)
from reportsmith.common.errors import ReportsmithError
from reportsmith.errors import ReviewError
from reportsmith.lifecycle import Actor
from reportsmith.names import failure_name, issue_name
from reportsmith.report.drafting import get_report
from reportsmith.report.rendering import TRACKERS
from reportsmith.review import WITHDRAWS_APPROVAL, approve, edit_draft, offered, reject
from reportsmith.store.failures import get_failure
from reportsmith.store.models import FailureState
from reportsmith.store.report_edits import edit_info
from reportsmith.store.report_models import Tracker
from reportsmith.web.queries import Filters, list_page
from reportsmith.web.security import local_user
from rich.table import Table

DESCRIPTION = """\
Review drafted reports, as on the review page ('reportsmith serve'):

  list            the work to do (drafted and approved failures) in tamer order, distinct bugs first, with
                  kind, status, sizes, regression range, and how many failures each other status holds;
                  --status STATUS (or all) shows the others
  show ID         the draft as it will be filed, its status, who edited it, and the actions that fit it
  edit ID         edit the title and body ($EDITOR, or --title/--body-file); the edit is what gets filed,
                  the generated text is kept; an approved draft's edit withdraws the approval (said first:
                  confirm with --withdraw-approval)
  approve ID      approve the draft for filing ('reportsmith report file' refuses unapproved drafts)
  reject ID       reject the draft, with --reason (kept in the history)

ID is a failure: F7 or 7 (tracker issues are #8 on GitHub, PR 112305 on Bugzilla).

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
    listing = actions.add_parser("list", help="the work to do in tamer order (--status for the others)")
    listing.add_argument(
        "--status", default="", help="a status (e.g. filed, known), or all (default: the work to do)"
    )
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
        action.add_argument("id", type=failure_id, help="failure (F7 or 7; the failure column of the list)")
        if name in ("show", "edit"):
            action.add_argument(
                "--tracker", type=tracker_kind, choices=TRACKERS, default=Tracker.GITHUB.value,
                help="default: %(default)s",
            )  # fmt: skip
        if name == "reject":
            action.add_argument("--reason", required=True, help="why (kept in the failure's history)")
        if name == "edit":
            action.add_argument("--title", help="the new title (default: keep, or as edited in $EDITOR)")
            action.add_argument("--body-file", metavar="PATH", help="a file holding the new body")
            action.add_argument(
                "--withdraw-approval", action="store_true", help=f"an approved draft: {WITHDRAWS_APPROVAL}"
            )
        action.set_defaults(handler=handler)
    for verb in Verb:
        action = actions.add_parser(verb.value, help=f"the '{verb}' action (as the comment command)")
        action.add_argument("id", type=failure_id, help="failure (F7 or 7)")
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
    view = {"": "to do (drafted, approved)", "all": "all"}.get(filters.state, filters.state)
    table = Table(
        title=f"{page.total} failures, {view} (page {filters.page} of {page.pages}), distinct bugs first"
    )
    for column in ("rank", "failure", "kind", "status", "compiler", "bytes", "regression", "signature"):
        table.add_column(column, overflow="fold")
    for row in page.rows:
        after = "not reduced" if row.size_after is None else str(row.size_after)
        add_plain_row(
            table, "-" if row.rank is None else str(row.rank), failure_name(row.id), row.verdict, row.state,
            f"{row.compiler} {row.flags}", f"{row.size_before} → {after}", row.regression, row.signature,
        )  # fmt: skip
    console = table_console()
    console.print(table)
    others = [(value, count) for value, _, count in page.views() if value != filters.state]
    views = [f"{value or 'to do (the default)'} {count}" for value, count in others]
    console.print(f"other views (--status): {', '.join(views)}", markup=False, highlight=False)
    return 0


def show_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    report = get_report(app.store, arguments.id, arguments.tracker)
    if report is None:
        raise ReviewError(
            f"{failure_name(arguments.id)} has no {arguments.tracker} draft (see 'reportsmith report draft')"
        )

    failure = get_failure(app.store, arguments.id)
    info = edit_info(app.store, report.id)
    console = table_console()
    state = failure.status if failure else "?"
    edited = f"; edited by {info.edited_by} at {info.edited_at:%Y-%m-%d %H:%M}" if info.edited_at else ""
    sent = f" as {issue_name(report.tracker, report.remote_id)}" if report.remote_id else ""
    heading = f"{failure_name(arguments.id)}: {state}; {report.tracker} report {report.status}{sent}{edited}"
    console.print(heading, markup=False, highlight=False)
    if failure is not None:
        moves = ", ".join(offered(failure.status, has_draft=True))
        console.print(f"actions that fit its state: {moves}", markup=False, highlight=False)
    console.print(f"title: {report.title}", markup=False, highlight=False)
    console.print(report.body, markup=False, highlight=False, soft_wrap=True)
    return 0


def action_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    action = parse_action(arguments.verb, " ".join(arguments.argument))
    outcome = apply_action(app, arguments.id, action, _actor())
    print(outcome.message)
    return 0 if outcome.applied else 1


def approve_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    done = approve(app.store, arguments.id, _actor())
    print(f"{failure_name(arguments.id)}: {'approved' if done else 'already approved'}")
    return 0


def reject_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    reject(app.store, arguments.id, _actor(), arguments.reason)
    print(f"{failure_name(arguments.id)}: rejected ({arguments.reason})")
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
    name = failure_name(arguments.id)
    report = get_report(app.store, arguments.id, arguments.tracker)
    if report is None:
        raise ReviewError(f"{name} has no {arguments.tracker} draft to edit")
    _say_before_withdrawing(app, arguments)
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
        print(f"{name}: nothing changed")
        return 0
    edit_draft(app.store, arguments.id, arguments.tracker, title, body, _actor(),
               withdraw_approval=arguments.withdraw_approval)  # fmt: skip
    withdrawn = "; the approval is withdrawn: approve it again" if arguments.withdraw_approval else ""
    print(f"{name}: {arguments.tracker} draft edited (the edit is what will be filed){withdrawn}")
    return 0


def _say_before_withdrawing(app: object, arguments: argparse.Namespace) -> None:
    """An approved draft is not opened for editing until the person agreed that the edit withdraws the
    approval (``--withdraw-approval``); the refusal says so, and nothing is changed."""
    failure = get_failure(app.store, arguments.id)  # type: ignore[attr-defined]
    if failure is not None and failure.status == FailureState.APPROVED and not arguments.withdraw_approval:
        raise ReviewError(
            f"{failure_name(arguments.id)} is approved and {WITHDRAWS_APPROVAL}: "
            "run again with --withdraw-approval to edit it"
        )
