"""``reportsmith review``: the review page in a browser (drafts in tamer order, labels, filing)."""

from __future__ import annotations

import argparse

from reportsmith.cli._common import add_config_argument, app_from


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "review",
        help="serve the review page (drafts, known-bug labels, filing)",
        description="Serve the review page: failures in tamer order with their drafted reports rendered, a "
        "form to label a failure as a known bug (the tamer then sinks its look-alikes) and a button to file "
        "a report. It has no authentication: keep it on 127.0.0.1.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8080, help="port (default 8080; 0 = any free port)")
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    from reportsmith.web import serve

    serve(app_from(arguments), arguments.host, arguments.port)
    return 0
