"""``reportsmith ingest``: store failures that other fuzzers dropped, after the oracle re-checks them."""

from __future__ import annotations

import argparse

from reportsmith.cli._common import add_config_argument, app_from
from reportsmith.errors import IngestError
from reportsmith.ingest import Ingested
from reportsmith.pipeline import ingest_stage
from rich.console import Console


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "ingest",
        help="re-check and store failures from other fuzzers",
        description=(
            "Ingest failures from other fuzzers: each is a test file (.c .i .cc .cpp .cxx) with a sidecar "
            "of the same name (.toml or .json) naming the compiler and flags, and optionally common_flags, "
            "link_flags, expect (crash | rejects-valid | wrong-code | hang) and origin. Each is re-checked "
            "by the oracle; one that no longer fails is stored as not-reproduced with the reason. A broken "
            "entry is reported with its path and the others are still ingested. With no PATH, the "
            "configured inbox folders are scanned."
        ),
    )
    parser.add_argument("paths", nargs="*", metavar="PATH", help="test files, sidecars or folders of them")
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    paths = arguments.paths or app.config.inbox.folders
    if not paths:
        raise IngestError("nothing to ingest: give PATHs or configure [inbox] folders")
    outcomes = ingest_stage(app, paths, Console(stderr=True, soft_wrap=True))
    return 1 if any(outcome.outcome is Ingested.ERROR for outcome in outcomes) else 0
