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


#: Commands registered by a module of another name (``status_cmd`` registers ``list`` and ``show`` too).
_REGISTERED_BY = {"list": "status_cmd", "show": "status_cmd"}


def _command_modules() -> list[str]:
    package = importlib.import_module(__name__)
    names = (module_info.name for module_info in pkgutil.iter_modules(package.__path__))
    return sorted(name for name in names if not name.startswith("_"))


def _module_of(command: str) -> str | None:
    """The module that registers ``command``, None for a word that is no command."""
    if command in _REGISTERED_BY:
        return _REGISTERED_BY[command]
    return f"{command}_cmd" if f"{command}_cmd" in _command_modules() else None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with ``only`` (a module of this package), the parser of its commands alone.
    ``main`` imports just the module of the command asked for: importing them all cost ``reportsmith
    reduce`` 2.3 s before its first test (the store's SQLAlchemy, the reports' Alembic), and a command's
    own parser, its help and its errors are the same either way
    (``tests/foundation/test_cli_and_fuzz.py``)."""
    parser = argparse.ArgumentParser(
        prog="reportsmith",
        description=DESCRIPTION,
        epilog=ENVIRONMENT,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"reportsmith {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in [only] if only is not None else _command_modules():
        module = importlib.import_module(f"{__name__}.{name}")
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    # the command named first is the only module imported; anything else (help, an unknown or misspelt
    # command, an option first) gets the whole parser and its messages
    parser = build_parser(_module_of(words[0]) if words else None)
    arguments = parser.parse_args(words)
    if not getattr(arguments, "handler", None):
        build_parser().print_help()  # the whole list of commands, not just the one named
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
