"""``reportsmith retry ID``: let a stage that broke on a failure run again (its held error is cleared)."""

from __future__ import annotations

import argparse

from reportsmith.cli._common import add_config_argument, app_from, failure_id, stored_failure
from reportsmith.common.errors import ReportsmithError
from reportsmith.names import failure_name
from reportsmith.stages import Step, next_step, release
from reportsmith.store.failures import get_failure

DESCRIPTION = """\
A stage (reduce, bisect, draft) that broke on a failure holds its error on it, and the failure goes on
without that stage's result; the stage is not tried again behind anyone's back. After fixing the cause
(`reportsmith show ID` has the error), `retry ID` clears the hold -- of STAGE only, or of every stage --
and the next `reportsmith run` (or the service's next job, or `requeue` with workers) runs it again."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "retry", help="run a stage that broke on a failure again (clears its held error)",
        description=DESCRIPTION,
    )  # fmt: skip
    parser.add_argument("id", type=failure_id, help="the failure (F7 or 7: `reportsmith list` shows them)")
    parser.add_argument(
        "--stage", choices=[str(step) for step in Step], help="only this stage (default: every held one)"
    )
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    failure = stored_failure(app, arguments.id)
    held = sorted(failure.holds.errors) if failure.holds else []
    chosen = [arguments.stage] if arguments.stage else held
    if not held or not set(chosen) <= set(held):
        raise ReportsmithError(
            f"{failure_name(failure.id)}: no held error for {arguments.stage or 'any stage'} "
            f"(held: {', '.join(held) or 'none'}; `reportsmith show {failure.id}`)"
        )
    for stage in chosen:
        release(app.store, failure.id, Step(stage))
    after = get_failure(app.store, failure.id)
    upcoming = next_step(app.config, after) if after is not None else None
    print(f"{failure_name(failure.id)}: cleared {', '.join(chosen)}; next step: {upcoming or 'none'}")
    return 0
