"""``reportsmith requeue``: rebuild the broker's queues from the store's states (distributed set-up)."""

from __future__ import annotations

import argparse

from reportsmith.cli._common import add_config_argument, app_from
from reportsmith.common.errors import ReportsmithError

DESCRIPTION = """\
Send every failure's next step (reduce, bisect, draft) and every unfinished fuzz shard that the store says
is left and that is neither waiting in the broker's queues nor in flight (a live heartbeat or a held
claim): after the broker lost its queues, or for a stuck task whose worker died. Safe to run at any time: a
step or shard sent twice runs once."""


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "requeue", help="rebuild the broker's queues from the store (distributed set-up)",
        description=DESCRIPTION,
    )  # fmt: skip
    add_config_argument(parser)
    parser.set_defaults(handler=run)


def run(arguments: argparse.Namespace) -> int:
    app = app_from(arguments)
    if not app.config.distributed.broker_url:
        raise ReportsmithError(
            f"{app.config.source}: distributed.broker_url is empty: there is no broker to requeue to "
            "(without one, 'reportsmith run' does the work in process)"
        )
    # deferred: Celery and Redis, loaded only with a broker ([distributed] broker_url)
    from reportsmith.distributed.requeue import requeue

    sent = requeue(app)
    print(f"requeued {len(sent)} step(s): {', '.join(work.key for work in sent) or 'none'}")
    return 0
