"""``reportsmith report draft|file|list``: draft bug reports from stored failures, review them, file them."""

from __future__ import annotations

import argparse

from reportsmith.app import App
from reportsmith.autofile import auto_file, auto_filed_today, plan, policy_for
from reportsmith.cli import _json
from reportsmith.cli._common import (
    add_config_argument,
    add_plain_row,
    app_from,
    failure_id,
    report_status,
    table_console,
    tracker_kind,
)
from reportsmith.common.errors import ReportsmithError
from reportsmith.lifecycle import Actor
from reportsmith.names import failure_name, issue_name
from reportsmith.report.drafting import as_draft, draft_and_save, get_report, list_reports, trackers_set_up
from reportsmith.report.rendering import TRACKERS
from reportsmith.review import file_approved
from reportsmith.store.report_models import REPORT_STATES, ReportStatus, Tracker
from rich.console import Console
from rich.markup import escape
from rich.table import Table

DESCRIPTION = """\
Draft, review and file bug reports.

  draft ID      render failure ID's report (title in the tracker's conventions, compiler identification,
                commands, outputs, reduced test, flags, regression range, validity checks) and store it
  list          the stored reports and where each is (draft, filing, filed, commented, duplicate, failed)
  file ID       file the report exactly once: the intent is stored before the request, each report carries
                a marker the bot searches for after a crash, open issues with the same signature get a
                comment instead (trackers.on_duplicate), and at most trackers.daily_limit are filed a day.
                Just before, the test is retested with the compiler under test and the newest installed
                release: the report says "still fails with clang-16 ... as of DATE"; a bug fixed there is
                not filed but marked fixed upstream
  file --auto   file what the auto-filing policy allows ([report] auto_file: off, approved, checked;
                at most report.daily_limit a tracker and day), as 'serve' does on its schedule;
                with --dry-run: what it would file, and why each other draft is held back

Credentials come from the environment variables the configuration names (trackers.github.token_env,
trackers.bugzilla.api_key_env) and are never printed or stored."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "report",
        help="draft, review and file bug reports",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    draft = actions.add_parser("draft", help="draft (and store) the report on one failure")
    draft.add_argument("id", type=failure_id, help="failure (F7 or 7; 'reportsmith list' shows them)")
    draft.add_argument(
        "--tracker", type=tracker_kind, choices=TRACKERS, default=Tracker.GITHUB.value,
        help="default: %(default)s",
    )  # fmt: skip
    draft.add_argument("--quiet", "-q", action="store_true", help="store it without printing it")
    add_config_argument(draft)
    draft.set_defaults(handler=draft_command)

    listing = actions.add_parser("list", help="review the stored reports")
    listing.add_argument(
        "--status", type=report_status, choices=REPORT_STATES, help="only reports in this state"
    )
    listing.add_argument("--tracker", type=tracker_kind, choices=TRACKERS)
    _json.add_json_argument(listing, "report list")
    add_config_argument(listing)
    listing.set_defaults(handler=list_command)

    filing = actions.add_parser("file", help="file one failure's report to a tracker, exactly once")
    filing.add_argument("id", nargs="?", type=failure_id, help="failure (F7 or 7); not with --auto")
    filing.add_argument("--tracker", type=tracker_kind, choices=TRACKERS,
                        help="required with ID; with --auto: only this one")  # fmt: skip
    filing.add_argument("--dry-run", action="store_true", help="print what would be sent; send nothing")
    filing.add_argument("--force", action="store_true", help="file even if the draft was not approved")
    filing.add_argument(
        "--auto", action="store_true", help="file what the [report] auto_file policy allows (see above)"
    )
    add_config_argument(filing)
    filing.set_defaults(handler=file_command)
    parser.set_defaults(handler=lambda _arguments: parser.print_help() or 2)


def _print_draft(console: Console, report: object) -> None:
    draft = as_draft(report)  # type: ignore[arg-type]
    # escape: "[clang] crash in ..." is LLVM's title form, not Rich markup to swallow.
    console.print(f"[bold]title:[/] {escape(draft.title)}", highlight=False, markup=True)
    for key, value in draft.fields.items():
        console.print(f"{key}: {value}", markup=False, highlight=False)
    console.print("--- body:", style="bold")
    console.print(draft.body, markup=False, highlight=False, soft_wrap=True)
    for attachment in draft.attachments:
        console.print(
            f"attachment: {attachment.file_name} ({attachment.content_type}, {len(attachment.data)} bytes): "
            f"{attachment.description}",
            markup=False,
            highlight=False,
        )


def draft_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    report = draft_and_save(app, arguments.id, arguments.tracker)
    console = Console()
    if report.status != ReportStatus.DRAFT:
        console.print(f"report already {report.status} ({report.remote_url or ''}); kept as sent")
    if not arguments.quiet:
        _print_draft(console, report)
    return 0


def list_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    reports = list_reports(app.store, status=arguments.status, tracker=arguments.tracker)
    if arguments.json:
        return _json.emit({"reports": [_json.report_row(report) for report in reports]})
    table = Table(title=f"{len(reports)} reports")
    for column in ("failure", "tracker", "status", "issue", "title", "where / error"):
        table.add_column(column, overflow="fold")
    for report in reports:
        add_plain_row(
            table, failure_name(report.failure_id), report.tracker, report.status,
            issue_name(report.tracker, report.remote_id), report.title,
            report.remote_url or report.last_error,
        )  # fmt: skip
    table_console().print(table)
    return 0


def file_command(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    console = Console()
    if arguments.auto:
        return _auto_command(app, arguments, console)
    if arguments.id is None or arguments.tracker is None:
        raise ReportsmithError("report file: give a failure and --tracker github|bugzilla, or --auto")
    if arguments.dry_run:
        report = get_report(app.store, arguments.id, arguments.tracker)
        if report is None:  # an existing draft is shown as is: it may carry a reviewer's edit
            report = draft_and_save(app, arguments.id, arguments.tracker)
        console.print(f"dry run: would file to {arguments.tracker} (report state: {report.status})")
        _print_draft(console, report)
        return 0
    # deferred: Starlette (the review page), needed only to name who files
    from reportsmith.web.security import local_user

    # Refuses a draft nobody approved ('reportsmith review approve ID') unless --force.
    actor = Actor(local_user(), "cli")
    outcome = file_approved(app, arguments.id, arguments.tracker, actor, force=arguments.force)
    where = " ".join(filter(None, [issue_name(arguments.tracker, outcome.remote_id), outcome.remote_url]))
    console.print(f"{failure_name(arguments.id)}: {outcome.status} {where} ({outcome.message})",
                  markup=False, highlight=False, soft_wrap=True)  # fmt: skip
    return 0


def _auto_command(app: App, arguments: argparse.Namespace, console: Console) -> int:
    if arguments.id is not None or arguments.force:
        raise ReportsmithError("report file --auto files by the policy: it takes no failure and no --force")
    trackers = [arguments.tracker] if arguments.tracker else trackers_set_up(app.config)
    if not trackers:
        raise ReportsmithError(
            "report file --auto: no tracker is configured "
            "([trackers.github] repository, [trackers.bugzilla] url)"
        )
    if not arguments.dry_run:
        for done in auto_file(app, trackers):
            line = f"{done.decision.line()} -> {done.status}: {done.message}"
            console.print(line, markup=False, highlight=False, soft_wrap=True)
        return 0
    limit = app.config.report.daily_limit
    for tracker in trackers:
        done = auto_filed_today(app, tracker)
        used = f"{done} of {limit} automatic filings used today (report.daily_limit)"
        head = f"{tracker}: policy {policy_for(app, tracker)}; {used}; dry run: nothing is filed"
        console.print(head, markup=False, highlight=False, soft_wrap=True)
        for decision in plan(app, tracker):
            console.print(f"  {decision.line()}", markup=False, highlight=False, soft_wrap=True)
    return 0
