"""The person's edit of a stored report: who edited it and the generated text it replaced (migration 0005).

The edit columns are read and written with SQLAlchemy Core (:data:`REVIEW_COLUMNS`), so the ORM model of
``reports`` needs no change for them. The review workflow (:mod:`reportsmith.review`) writes an edit; a
re-draft (:func:`reportsmith.report.drafting.save_draft`) keeps it through :func:`keep_edit`.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import sqlalchemy as sa
from reportsmith.store.database import Store
from reportsmith.store.report_models import Report
from sqlalchemy.orm import Session

#: The columns migration 0005 adds to ``reports``.
REVIEW_COLUMNS = sa.table(
    "reports",
    sa.column("id", sa.Integer),
    sa.column("generated_title", sa.Text),
    sa.column("generated_body", sa.Text),
    sa.column("edited_by", sa.String),
    sa.column("edited_at", sa.DateTime(timezone=True)),
)


@dataclass(frozen=True)
class EditInfo:
    """Who edited a report and the generated text it replaced (None: nobody edited it)."""

    generated_title: str | None
    generated_body: str | None
    edited_by: str | None
    edited_at: dt.datetime | None

    @property
    def edited(self) -> bool:
        return self.edited_at is not None


def edit_info(store: Store, report_id: int) -> EditInfo:
    with store.transaction() as session:
        row = session.execute(sa.select(REVIEW_COLUMNS).where(REVIEW_COLUMNS.c.id == report_id)).one()
    return EditInfo(row.generated_title, row.generated_body, row.edited_by, row.edited_at)


def keep_edit(session: Session, report: Report, title: str, body: str) -> bool:
    """The hook for a re-draft (``report.drafting.save_draft``): True when ``report`` was edited by a person.

    Then the new rendering goes to ``generated_title``/``generated_body`` and the caller must leave
    ``report.title``/``body`` (the edited text, what gets filed) as they are.
    """
    row = session.execute(
        sa.select(REVIEW_COLUMNS.c.edited_at).where(REVIEW_COLUMNS.c.id == report.id)
    ).one_or_none()
    if row is None or row.edited_at is None:
        return False
    session.execute(
        sa.update(REVIEW_COLUMNS)
        .where(REVIEW_COLUMNS.c.id == report.id)
        .values(generated_title=title, generated_body=body)
    )
    return True
