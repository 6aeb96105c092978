"""``reportsmith fuzz``: a differential Csmith campaign that stores every failure once."""

from __future__ import annotations

import argparse
import os
import time

from reportsmith.cli._common import add_config_argument, app_from
from reportsmith.common.errors import ReportsmithError
from reportsmith.fuzz import Campaign, CampaignStats
from reportsmith.fuzzers.base import GENERATORS
from rich.console import Console
from rich.live import Live


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "fuzz",
        help="run a differential Csmith campaign",
        description="Generate programs with Csmith, build each with every compiler and flag set under test "
        "and with the reference compilers, and store each failure (crash, rejects-valid, wrong-code, hang) "
        "once. Ctrl-C stops it; failures found so far are kept.",
    )
    size = parser.add_mutually_exclusive_group(required=True)
    size.add_argument("--programs", type=int, metavar="N", help="judge N programs")
    size.add_argument("--minutes", type=float, metavar="T", help="run for T minutes")
    parser.add_argument(
        "--jobs",
        type=int,
        default=len(os.sched_getaffinity(0)),
        help="parallel programs (default: usable cores)",
    )
    parser.add_argument("--seed", type=int, help="first Csmith seed (then +1 each); default: random seeds")
    parser.add_argument(
        "--generator",
        choices=GENERATORS,
        default="csmith",
        help="csmith: differential against the references (default); arith: the self-checking "
        "arithmetic programs, parameters in the [arith] section; loops: nests of loops over arrays, "
        "checked against the generator's checksums, parameters in the [loops] section",
    )
    parser.add_argument(
        "--compiler",
        action="append",
        metavar="NAME",
        help="only this compiler under test (repeatable; default: every [[compilers]] entry)",
    )
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    campaign = Campaign(app, arguments.generator)
    if arguments.compiler:
        known = {build.name for build in campaign.builds}
        unknown = sorted(set(arguments.compiler) - known)
        if unknown:
            raise ReportsmithError(
                f"--compiler {', '.join(unknown)}: not under test in {app.config.source} "
                f"(configured: {', '.join(sorted(known))})"
            )
        campaign.builds = [build for build in campaign.builds if build.name in arguments.compiler]
    if arguments.jobs < 1:
        raise ReportsmithError("--jobs must be at least 1")
    console = Console(stderr=True, soft_wrap=True)
    under_test = ", ".join(build.describe() for build in campaign.builds)
    console.print(
        f"fuzz: {campaign.generator.describe()} against {under_test}; store {app.store.url_for_display}"
    )
    last_line = [time.monotonic()]

    def show(stats: CampaignStats, live: Live | None) -> None:
        if live is not None:
            live.update(f"fuzz: {stats.describe()}")
        elif time.monotonic() - last_line[0] >= 30:  # not a terminal: a line every 30 s
            console.print(f"fuzz: {stats.describe()}")
            last_line[0] = time.monotonic()

    stats: CampaignStats | None = None
    try:
        if console.is_terminal:
            with Live("fuzz: starting", console=console, refresh_per_second=4) as live:
                stats = campaign.run(
                    programs=arguments.programs,
                    minutes=arguments.minutes,
                    jobs=arguments.jobs,
                    first_seed=arguments.seed,
                    on_progress=lambda s: show(s, live),
                )
        else:
            stats = campaign.run(
                programs=arguments.programs,
                minutes=arguments.minutes,
                jobs=arguments.jobs,
                first_seed=arguments.seed,
                on_progress=lambda s: show(s, None),
            )
    except KeyboardInterrupt:
        console.print("fuzz: interrupted; the failures found so far are stored")
        return 130
    console.print(f"fuzz: done: {stats.describe()}")
    console.print("see them with: reportsmith list --status new")
    return 0
