"""Which tracker a report goes to: :class:`Tracker`, and :func:`parse_tracker` where its name enters as text.

A module of its own, importing nothing of the store, so that every record that names a tracker (the reports
table, :class:`reportsmith.store.details.DuplicateOf`) can use the one enum without an import cycle.
"""

from __future__ import annotations

import enum


class Tracker(enum.StrEnum):
    """Where a report goes: the ``reports.tracker`` column, ``--tracker``, ``[trackers.NAME]``."""

    GITHUB = "github"
    BUGZILLA = "bugzilla"


def parse_tracker(text: str) -> Tracker:
    """The tracker ``text`` names (``--tracker``, the review page's form): where a tracker kind enters as
    text it is parsed here, once; ValueError saying which value and what is expected."""
    try:
        return Tracker(text)
    except ValueError:
        raise ValueError(f"unknown tracker {text!r} (expected {' or '.join(Tracker)})") from None
