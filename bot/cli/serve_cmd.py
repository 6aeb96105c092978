"""``reportsmith serve``: the bot as one service (the schedule and the review page) until SIGTERM."""

from __future__ import annotations

import argparse
import logging

from reportsmith.cli._common import add_config_argument, app_from
from reportsmith.web.security import check_bind, settings_from_config

#: The service's jobs by fixed id (reportsmith.schedule.job_specs).
JOB_IDS = ("nightly", "ingest", "poll", "verify")

DESCRIPTION = """\
Run the bot as one long-running service: the scheduled jobs (the nightly campaign and pipeline, the inbox
ingest every [serve] ingest_minutes, the learn loop's tracker poll and fix verification) and the review
page (http://HOST:PORT/: drafts in rank order to edit, approve, reject and file).

The schedule is stored in the database: a run missed while the service was down runs once when it is back,
and a restart keeps every next run. SIGTERM or Ctrl-C stops it within seconds; running jobs save what they
have. The page listens on 127.0.0.1 unless told otherwise; any other address needs a login token in the
environment variable [serve] token_env names (REPORTSMITH_WEB_TOKEN by default)."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "serve", help="run the schedule and the review page as one service", description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    parser.add_argument("--host", help="address of the review page (default: [serve] host, 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port (default: [serve] port, 8080; 0 = any free port)")
    parser.add_argument("--no-web", action="store_true", help="run the schedule only, without the page")
    parser.add_argument("--run-now", action="append", default=[], choices=JOB_IDS, metavar="JOB",
                        help="run JOB at once, then on its schedule (repeatable; jobs: "
                             f"{', '.join(JOB_IDS)}); e.g. --run-now nightly to work through the inbox "
                             "now")  # fmt: skip
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    # deferred: Starlette and uvicorn, only when serving
    from reportsmith.service import run as run_service

    app = app_from(arguments)
    settings = None if arguments.no_web else settings_from_config(app.config, arguments.host, arguments.port)
    if settings is not None:
        check_bind(settings)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    where = "no review page" if settings is None else f"review page: http://{settings.host}:{settings.port}/"
    logging.getLogger("reportsmith.service").info(
        "serve: %s; store %s; SIGTERM or Ctrl-C stops", where, app.store.url_for_display
    )
    run_service(app, arguments.config, settings, arguments.run_now)
    return 0
