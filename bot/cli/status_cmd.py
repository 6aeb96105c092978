"""``reportsmith status``, ``list`` and ``show``: what the store holds."""

from __future__ import annotations

import argparse
import shlex
from collections import defaultdict

from reportsmith.cli import _json
from reportsmith.cli._common import (
    add_config_argument,
    add_plain_row,
    app_from,
    failure_id,
    stored_failure,
    table_console,
)
from reportsmith.common.process import split_command
from reportsmith.ir_reproduction import describe
from reportsmith.names import failure_name
from reportsmith.store.failures import counts_by_status_and_verdict, list_failures
from reportsmith.store.models import VERDICTS
from rich.console import Console
from rich.table import Table
from rich.text import Text


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    status = subparsers.add_parser(
        "status",
        help="count stored failures by status and verdict",
        description="Count stored failures by status (new, not-reproduced, reduced, ...) and verdict "
        "(crash, rejects-valid, wrong-code, hang, pass).",
    )
    _json.add_json_argument(status, "status")
    add_config_argument(status)
    status.set_defaults(handler=show_status)

    listing = subparsers.add_parser(
        "list", help="list stored failures", description="List stored failures, oldest first."
    )
    listing.add_argument("--status", help="only failures with this status (e.g. new, not-reproduced)")
    listing.add_argument("--verdict", choices=VERDICTS, help="only failures with this verdict")
    listing.add_argument("--limit", type=int, help="at most this many")
    _json.add_json_argument(listing, "list")
    add_config_argument(listing)
    listing.set_defaults(handler=show_list)

    show = subparsers.add_parser(
        "show",
        help="show one failure and its history",
        description="Show one stored failure: its verdict, signature, outputs and event log.",
    )
    show.add_argument("id", type=failure_id, help="failure (F7 or 7: the first column of 'reportsmith list')")
    show.add_argument("--test", action="store_true", help="print the test program too")
    _json.add_json_argument(show, "show")
    add_config_argument(show)
    show.set_defaults(handler=show_failure)


def show_status(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    counts = counts_by_status_and_verdict(app.store)
    if arguments.json:
        rows = [
            {"status": status, "verdict": verdict, "count": count}
            for (status, verdict), count in sorted(counts.items(), key=lambda item: _json.plain(item[0]))
        ]
        shape = {"store": app.store.url_for_display, "counts": rows, "total": sum(counts.values())}
        if app.config.distributed.broker_url:  # queues, workers, tasks in flight
            # deferred: Celery and Redis, loaded only with a broker ([distributed] broker_url)
            from reportsmith.distributed.status import gather

            shape["distributed"] = gather(app).as_json()
        return _json.emit(shape)
    by_status: dict[str, dict[str, int]] = defaultdict(dict)
    for (status, verdict), count in counts.items():
        by_status[status][verdict] = count
    table = Table(title=f"store {app.store.url_for_display}")
    table.add_column("status")
    for verdict in VERDICTS:
        table.add_column(verdict, justify="right")
    table.add_column("total", justify="right")
    for status in sorted(by_status):
        row = by_status[status]
        table.add_row(status, *(str(row.get(v, "")) for v in VERDICTS), str(sum(row.values())))
    table.add_row(
        "total",
        *(str(sum(r.get(v, 0) for r in by_status.values()) or "") for v in VERDICTS),
        str(sum(counts.values())),
        style="bold",
    )
    table_console().print(table)
    if app.config.distributed.broker_url:
        # deferred: Celery and Redis, loaded only with a broker ([distributed] broker_url)
        from reportsmith.distributed.status import gather, show

        show(gather(app), table_console())
    return 0


def show_list(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    failures = list_failures(
        app.store, status=arguments.status, verdict=arguments.verdict, limit=arguments.limit
    )
    if arguments.json:
        return _json.emit(
            {"store": app.store.url_for_display, "failures": [_json.failure_row(f) for f in failures]}
        )
    table = Table(title=f"{len(failures)} failures")
    columns = ("failure", "status", "verdict", "compiler", "flags", "test", "bytes", "signature / reason")
    for column in columns:
        table.add_column(column, overflow="fold")
    for failure in failures:
        add_plain_row(
            table,
            failure_name(failure.id),
            failure.status,
            failure.verdict,
            failure.compiler,
            shlex.join(failure.flags),
            failure.test_name,
            str(len(failure.test_bytes)),
            failure.signature or failure.reason,
        )
    table_console().print(table)
    return 0


def show_failure(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    failure = stored_failure(app, arguments.id)
    if arguments.json:
        return _json.emit(_json.failure_detail(failure, with_test=arguments.test))
    console = Console()
    heading = Text(failure_name(failure.id), style="bold")
    heading.append(f" {failure.verdict} ({failure.status}): {failure.signature}", style="")
    console.print(heading)
    for label, value in (
        ("test", f"{failure.test_name}, {len(failure.test_bytes)} bytes, sha256 {failure.content_hash[:16]}"),
        ("compiler", shlex.join([*split_command(failure.compiler_command), *failure.flags])),
        ("origin", failure.origin),
        ("reason", failure.reason),
        ("llvm ir", describe(failure.ir_reproducer) if failure.ir_reproducer else ""),
    ):
        if value or label != "llvm ir":
            console.print(f"{label:>9}: {value}", markup=False, highlight=False)
    for label, text in (
        ("compiler output", failure.compiler_output),
        ("program output", failure.program_output),
        ("expected output", failure.reference_output),
    ):
        if text:
            console.print(f"--- {label}:", style="bold")
            console.print(text.rstrip(), markup=False, highlight=False)
    holds = failure.holds
    for stage, error in (holds.errors if holds else {}).items():
        console.print(
            f"     held: {stage} broke: {error} (the failure went on without it; "
            f"`reportsmith retry {failure.id}` tries it again)",
            markup=False, highlight=False,
        )  # fmt: skip
    if holds and holds.suppressed:
        console.print(f"     held: not drafted: {holds.suppressed}", markup=False, highlight=False)
    console.print("--- history:", style="bold")
    for event in failure.events:
        console.print(
            f"{event.at:%Y-%m-%d %H:%M:%S} {event.kind}: {event.message}", markup=False, highlight=False
        )
    if arguments.test:
        console.print("--- test:", style="bold")
        console.print(failure.test_text, markup=False, highlight=False)
    return 0
