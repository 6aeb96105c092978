"""Charts for the review page, as inline-safe SVG drawn here (no JavaScript, no image library).

* the **discovery curve** of the current ranking: walking the list in tamer order, how many distinct
  signatures have been seen after N failures (a good ranking climbs steeply, then flattens);
* **per night**: failures found, reduced and filed per UTC day, the last 30 days that had any.

Text in the SVG is escaped; the numbers come from the store.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from html import escape

from reportsmith.store.database import Store
from reportsmith.store.models import Event, EventKind, Failure
from reportsmith.store.report_models import Report
from sqlalchemy import select

WIDTH, HEIGHT, PAD = 640, 240, 36
SERIES = (("found", "#4c72b0"), ("reduced", "#55a868"), ("filed", "#c44e52"))


def discovery_points(store: Store) -> list[int]:
    """Distinct signatures seen after each ranked failure, in rank order."""
    with store.transaction() as session:
        signatures = session.scalars(
            select(Failure.signature).where(Failure.tame_rank.is_not(None)).order_by(Failure.tame_rank)
        )
        seen: set[str] = set()
        points = []
        for signature in signatures:
            seen.add(signature)
            points.append(len(seen))
    return points


def _day(moment: dt.datetime) -> dt.date:
    return moment.date()


def nightly_counts(store: Store, days: int = 30) -> list[tuple[dt.date, dict[str, int]]]:
    with store.transaction() as session:
        found = Counter(_day(at) for at in session.scalars(select(Failure.created_at)))
        reductions = select(Event.at).where(Event.kind == EventKind.REDUCED)
        reduced = Counter(_day(at) for at in session.scalars(reductions))
        filed = Counter(
            _day(at) for at in session.scalars(select(Report.filed_at).where(Report.filed_at.is_not(None)))
        )
    every = sorted(set(found) | set(reduced) | set(filed))[-days:]
    return [(day, {"found": found[day], "reduced": reduced[day], "filed": filed[day]}) for day in every]


def _frame(title: str, y_max: int) -> list[str]:
    return [
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{WIDTH}' height='{HEIGHT}' "
        f"viewBox='0 0 {WIDTH} {HEIGHT}' role='img' aria-label='{escape(title)}'>",
        f"<text x='{PAD}' y='16' font-size='13' font-family='sans-serif'>{escape(title)}</text>",
        f"<line x1='{PAD}' y1='{HEIGHT - PAD}' x2='{WIDTH - 8}' y2='{HEIGHT - PAD}' stroke='#333'/>",
        f"<line x1='{PAD}' y1='28' x2='{PAD}' y2='{HEIGHT - PAD}' stroke='#333'/>",
        f"<text x='4' y='34' font-size='11' font-family='sans-serif'>{y_max}</text>",
    ]


def discovery_svg(store: Store) -> str:
    points = discovery_points(store)
    top = max(points, default=0) or 1
    parts = _frame(f"discovery curve: {top} distinct signatures in {len(points)} ranked failures", top)
    if points:
        span_x, span_y = WIDTH - PAD - 8, HEIGHT - PAD - 28
        step = span_x / max(1, len(points) - 1) if len(points) > 1 else 0
        coords = " ".join(
            f"{PAD + index * step:.1f},{HEIGHT - PAD - span_y * value / top:.1f}"
            for index, value in enumerate(points)
        )
        parts.append(f"<polyline fill='none' stroke='#4c72b0' stroke-width='2' points='{coords}'/>")
    parts.append(
        f"<text x='{WIDTH // 2}' y='{HEIGHT - 8}' font-size='11' font-family='sans-serif'>"
        "failures in rank order</text></svg>"
    )
    return "".join(parts)


def nights_svg(store: Store) -> str:
    nights = nightly_counts(store)
    top = max((max(counts.values()) for _day, counts in nights), default=0) or 1
    parts = _frame("per night: found, reduced, filed", top)
    span_x, span_y = WIDTH - PAD - 8, HEIGHT - PAD - 28
    slot = span_x / max(1, len(nights))
    bar = max(1.0, slot / 4)
    for index, (day, counts) in enumerate(nights):
        for offset, (name, colour) in enumerate(SERIES):
            height = span_y * counts[name] / top
            x = PAD + index * slot + offset * bar + 2
            parts.append(
                f"<rect x='{x:.1f}' y='{HEIGHT - PAD - height:.1f}' width='{bar:.1f}' height='{height:.1f}' "
                f"fill='{colour}'><title>{day}: {counts[name]} {name}</title></rect>"
            )
    for offset, (name, colour) in enumerate(SERIES):
        parts.append(
            f"<text x='{WIDTH - 200 + offset * 64}' y='16' font-size='11' fill='{colour}' "
            f"font-family='sans-serif'>{name}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)
