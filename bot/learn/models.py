"""The learn loop's tables (migration 0004): a cursor per tracker and stream, and a record of every item read.

``learn_cursors``: how far each stream was read (``github:comments``: the newest ``updated_at``;
``github:events``: the newest event id; ``bugzilla:bugs``: the newest ``last_change_time``). A cursor only
saves work: correctness comes from ``learn_items``.

``learn_items``: one row per item the bot acted on, keyed by what makes it unique on its tracker
(``github:comment:123``, ``github:event:456``, ``bugzilla:comment:7``, ``bugzilla:state:3`` for a bug's
resolution, ``verify:...``). The row is written in the same transaction as the actions the item caused, so
an item is applied exactly once. A reply the item needs is stored in the row (``reply_pending``) and posted
after the commit with ``marker`` in it; before posting, the issue is searched for the marker, so a reply
is posted once even when the bot dies between posting it and recording that it did.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from reportsmith.store.jsonable import EnumString
from reportsmith.store.models import Base, utcnow
from reportsmith.store.tracker_kind import Tracker
from sqlalchemy import JSON, DateTime, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

ITEM_DONE = "done"
ITEM_REPLY_PENDING = "reply-pending"


class LearnCursor(Base):
    __tablename__ = "learn_cursors"

    stream: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(String(64), default="")
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)


class LearnItem(Base):
    __tablename__ = "learn_items"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(128), unique=True)
    tracker: Mapped[Tracker] = mapped_column(EnumString(Tracker, 32))
    remote_id: Mapped[str] = mapped_column(String(64), default="")
    failure_id: Mapped[int | None] = mapped_column(Integer, nullable=True, default=None)
    status: Mapped[str] = mapped_column(String(16), index=True, default=ITEM_DONE)
    reply: Mapped[str] = mapped_column(Text, default="")
    marker: Mapped[str] = mapped_column(String(160), default="")
    #: What was read and what it did (verbs, outcomes; for a bug's state, the state applied).
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)
