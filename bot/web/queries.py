"""What the review page shows, read from the store: a page of the ranked list, and one failure in full.

Read-only: nothing here writes (every GET of the page goes through these). The list selects only the
columns it shows (sizes are computed by the database, not by loading the tests), so a page costs the same
with ten failures or ten thousand.

The list opens on the work to do (:data:`TO_DO`: drafts to review, approved drafts to file) in rank
order; every other state (filed, closed, known, duplicate, invalid, the pipeline's own) is one filter away,
each with its count (:attr:`ListPage.counts`), and ``all`` shows everything.
"""

from __future__ import annotations

import datetime as dt
import urllib.parse
from dataclasses import dataclass
from typing import Any

from reportsmith.common.kinds import FailureKind
from reportsmith.errors import BadFilter
from reportsmith.lifecycle import FailureState
from reportsmith.review import Move, offered
from reportsmith.store.database import Store
from reportsmith.store.models import VERDICTS, Failure, as_utc
from reportsmith.store.report_edits import EditInfo, edit_info
from reportsmith.store.report_models import Report
from reportsmith.store.results import Bisection
from sqlalchemy import func, select
from sqlalchemy.orm import Session

PER_PAGE = 50
#: The default view: what a reviewer has to act on.
TO_DO = (FailureState.DRAFTED, FailureState.APPROVED)
#: The ``state`` filter's views besides single states: "" is the work to do, ``all`` everything.
ALL = "all"


@dataclass(frozen=True)
class Filters:
    #: "" (the work to do, :data:`TO_DO`), ``all``, or one :class:`FailureState` value.
    state: str = ""
    verdict: str = ""
    compiler: str = ""
    page: int = 1

    @classmethod
    def from_query(cls, query: Any) -> Filters:
        state, verdict = query.get("state", ""), query.get("verdict", "")
        if state and state != ALL and state not in {s.value for s in FailureState}:
            allowed = ", ".join([ALL, *(s.value for s in FailureState)])
            raise BadFilter(f"state={state!r}: expected one of {allowed} (or none: the work to do)")
        if verdict and verdict not in VERDICTS:
            raise BadFilter(f"verdict={verdict!r}: expected one of {', '.join(VERDICTS)}")
        page = query.get("page", "1")
        if not page.isdigit() or int(page) < 1:
            raise BadFilter(f"page={page!r}: expected a page number (1, 2, ...)")
        return cls(state, verdict, query.get("compiler", "")[:100], int(page))

    def query_string(self, **changes: Any) -> str:
        values = {"state": self.state, "verdict": self.verdict, "compiler": self.compiler, "page": self.page}
        values.update(changes)
        return urllib.parse.urlencode({key: value for key, value in values.items() if value != ""})


@dataclass(frozen=True)
class Row:
    id: int
    rank: int | None
    verdict: str
    signature: str
    compiler: str
    flags: str
    size_before: int
    size_after: int | None
    regression: str
    state: str
    created_at: dt.datetime
    known_bug: str


@dataclass(frozen=True)
class ListPage:
    rows: list[Row]
    total: int
    filters: Filters
    pages: int
    compilers: list[str]
    #: Failures per view under the verdict and compiler filters: "" (to do), each state present, ``all``.
    counts: dict[str, int]

    def views(self) -> list[tuple[str, str, int]]:
        """(filter value, label, count) of each view with failures, to do first and ``all`` last."""
        states = [s.value for s in FailureState if self.counts.get(s.value)]
        shown = [("", "to do", self.counts.get("", 0))]
        shown += [(state, state, self.counts[state]) for state in states]
        return [*shown, (ALL, "all", self.counts.get(ALL, 0))]


def regression_range(bisection: Bisection | None) -> str:
    if bisection is None:
        return "not bisected"
    if bisection.last_good and bisection.first_bad:
        return f"{bisection.last_good} .. {bisection.first_bad}"
    return bisection.summary or "bisected, no range"


_COLUMNS = (
    Failure.id, Failure.tame_rank, Failure.verdict, Failure.signature, Failure.compiler, Failure.flags,
    func.length(Failure.test_bytes), func.length(Failure.reduced_bytes), Failure.bisection,
    Failure.status, Failure.created_at, Failure.details,
)  # fmt: skip


def _page_rows(session: Session, conditions: list[Any], ranked: int, offset: int) -> list[Any]:
    """The page's rows: ranked failures by rank, then the unranked by id, each read through its index
    (one ORDER BY over both would sort the whole table for every page)."""
    rows: list[Any] = []
    if offset < ranked:
        query = select(*_COLUMNS).where(*conditions, Failure.tame_rank.is_not(None))
        rows += session.execute(query.order_by(Failure.tame_rank, Failure.id).limit(PER_PAGE).offset(offset))
    if len(rows) < PER_PAGE:
        query = select(*_COLUMNS).where(*conditions, Failure.tame_rank.is_(None)).order_by(Failure.id)
        rows += session.execute(query.limit(PER_PAGE - len(rows)).offset(max(0, offset - ranked)))
    return rows


def list_page(store: Store, filters: Filters) -> ListPage:
    """One page of failures (not passes) in tamer order: ranked first by rank, then the rest by id."""
    # IN rather than != pass: the counts then read only the index on (verdict, tame_rank), not the rows
    conditions = [Failure.verdict.in_([v for v in VERDICTS if v is not FailureKind.PASS])]
    if filters.verdict:
        conditions.append(Failure.verdict == filters.verdict)
    if filters.compiler:
        conditions.append(Failure.compiler == filters.compiler)
    with store.transaction() as session:
        by_state = dict(
            session.execute(  # type: ignore[arg-type]
                select(Failure.status, func.count()).where(*conditions).group_by(Failure.status)
            ).all()
        )
    counts = {**by_state, "": sum(by_state.get(s.value, 0) for s in TO_DO), ALL: sum(by_state.values())}
    if filters.state == "":
        conditions.append(Failure.status.in_([s.value for s in TO_DO]))
    elif filters.state != ALL:
        conditions.append(Failure.status == filters.state)
    with store.transaction() as session:
        total = session.scalar(select(func.count()).select_from(Failure).where(*conditions)) or 0
        ranked = (
            session.scalar(
                select(func.count()).select_from(Failure).where(*conditions, Failure.tame_rank.is_not(None))
            )
            or 0
        )
        result = _page_rows(session, conditions, ranked, (filters.page - 1) * PER_PAGE)
        compilers = list(session.scalars(select(Failure.compiler).distinct().order_by(Failure.compiler)))
    rows = [
        Row(id_, rank, verdict, signature, compiler, " ".join(flags or []), before, after,
            regression_range(bisection), status, created, str(details.known_bug or "") if details else "")
        for id_, rank, verdict, signature, compiler, flags, before, after, bisection, status, created, details
        in result
    ]  # fmt: skip
    return ListPage(rows, total, filters, max(1, -(-total // PER_PAGE)), compilers, counts)


@dataclass(frozen=True)
class FailureView:
    failure: Failure
    reports: list[tuple[Report, EditInfo]]
    #: The moves that fit the failure's state (:func:`reportsmith.review.offered`): the page's buttons.
    moves: list[Move]


def failure_view(store: Store, failure_id: int) -> FailureView | None:
    with store.transaction() as session:
        failure = session.get(Failure, failure_id)
        if failure is None:
            return None
        query = select(Report).where(Report.failure_id == failure_id).order_by(Report.id)
        reports = list(session.scalars(query))
    moves = offered(failure.status, has_draft=bool(reports))
    return FailureView(failure, [(report, edit_info(store, report.id)) for report in reports], moves)


def age(created_at: dt.datetime, now: dt.datetime | None = None) -> str:
    """'3 d', '5 h', '12 min': how long ago, coarse, as a list column wants it."""
    now = now or dt.datetime.now(dt.UTC)
    seconds = max(0, int((now - as_utc(created_at)).total_seconds()))
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            return f"{seconds // size} {unit}"
    return f"{seconds} s"
