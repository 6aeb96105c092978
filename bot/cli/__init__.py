"""The ``reportsmith`` command line.

Each subcommand lives in its own module of this package and exposes ``register(subparsers)``, which adds its
parser and sets ``handler`` (a function taking the parsed arguments and returning an exit status). Modules are
found by name, so adding a command is adding a file.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence

from reportsmith import __version__
from reportsmith.common import interrupts
from reportsmith.common.errors import ReportsmithError

DESCRIPTION = """\
reportsmith turns compiler-fuzzer failures into small, valid, bisected bug reports.

Stages, in the order the bot runs them: fuzz/ingest (find and classify failures), reduce (shrink them),
tame (rank them so distinct bugs come first), bisect (first bad release or commit, minimal flags, guilty
pass), report (draft, review and file them).  Run 'reportsmith COMMAND --help' for each command."""

ENVIRONMENT = """\
environment:
  REPORTSMITH_CONFIG         the configuration file when --config is not given
  REPORTSMITH_DATA           the data folder (store, reports, work files) when the configuration's
                             data_dir is empty; an explicit data_dir wins
  REPORTSMITH_TAMER_WORKERS  threads one distance row may use when ranking (default 2)
  REPORTSMITH_CLANG          the clang whose resource directory libclang uses (default: the newest of
                             clang-18 ... clang-14, clang on PATH)
  REPORTSMITH_CLANG_ARGS     extra arguments for libclang when the reducer parses a test"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="reportsmith",
        description=DESCRIPTION,
        epilog=ENVIRONMENT,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"reportsmith {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    package = importlib.import_module(__name__)
    for module_info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if module_info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{module_info.name}")
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    arguments = parser.parse_args(argv)
    if not getattr(arguments, "handler", None):
        parser.print_help()
        return 2
    interrupts.install()
    try:
        return int(arguments.handler(arguments) or 0)
    except ReportsmithError as error:
        print(f"reportsmith: error: {error}", file=sys.stderr)
        return error.exit_status
    except KeyboardInterrupt:
        print("reportsmith: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
