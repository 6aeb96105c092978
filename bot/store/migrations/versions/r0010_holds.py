"""What held a stage back, as state (issue 31): ``failures.holds``.

A JSON object (:class:`reportsmith.store.results.Holds`): the error that broke a per-failure stage, by stage,
and why drafting drafted nothing. The next step of a failure is derived from its state and stored results
(:func:`reportsmith.stages.next_step`); before this column it was read back from the event log
(``<stage>-failed`` and ``suppressed`` events), which stays a history. The upgrade fills the column from those
events, so a failure that broke a stage before the upgrade is not retried behind a person's back either.

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

STAGES = ("reduce", "bisect", "draft")
#: The events of a stage that stored its result: an error before one of them no longer holds.
DONE = {"reduced": "reduce", "bisected": "bisect", "drafted": "draft"}


def upgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.add_column(sa.Column("holds", sa.JSON(), nullable=True))
    failures = sa.table("failures", sa.column("id", sa.Integer), sa.column("holds", sa.JSON))
    kinds = [f"{stage}-failed" for stage in STAGES] + list(DONE) + ["suppressed"]
    connection = op.get_bind()
    rows = connection.execute(
        sa.text("SELECT failure_id, kind, message FROM events WHERE kind IN :kinds ORDER BY id").bindparams(
            sa.bindparam("kinds", expanding=True)
        ),
        {"kinds": kinds},
    )
    holds: dict[int, dict] = {}
    for failure_id, kind, message in rows:
        held = holds.setdefault(failure_id, {"errors": {}, "suppressed": ""})
        if kind == "suppressed":
            held["suppressed"] = message or "suppressed"
        elif kind in DONE:
            held["errors"].pop(DONE[kind], None)
        else:
            held["errors"][kind.removesuffix("-failed")] = message or kind
    for failure_id, held in holds.items():
        if not held["errors"] and not held["suppressed"]:
            continue
        connection.execute(failures.update().where(failures.c.id == failure_id).values(holds=held))


def downgrade() -> None:
    with op.batch_alter_table("failures") as batch:
        batch.drop_column("holds")
