"""How failures and tracker issues are named, in every output, page and reply: ``F7`` is failure 7 of the
store, ``#8`` is GitHub issue 8, ``PR 112305`` is Bugzilla bug 112305 (GCC's own way of naming its bugs).

Why: "#N" used to mean a failure id in one line and an issue number in the next (``#1 (github): fixed``
was failure 1, filed as issue #8), and on GitHub a "#7" in a report or a reply links issue 7. So a failure is
never written "#N", and an issue is always written the way its tracker writes it.

Commands that take a failure accept ``F7``, ``f7`` or plain ``7`` (:func:`parse_failure_id`).
"""

from __future__ import annotations

import re

from reportsmith.store.report_models import Tracker

_FAILURE = re.compile(r"[Ff]?(\d{1,12})")


def failure_name(failure_id: int | str) -> str:
    """``F7``: how failure 7 is written everywhere."""
    return f"F{failure_id}"


def issue_name(tracker: Tracker, number: int | str | None) -> str:
    """``#8`` on GitHub, ``PR 112305`` on Bugzilla (another tracker: ``tracker 8``); "" without a number."""
    if number in (None, ""):
        return ""
    if tracker == Tracker.GITHUB:
        return f"#{number}"
    if tracker == Tracker.BUGZILLA:
        return f"PR {number}"
    return f"{tracker} {number}"


def parse_failure_id(text: str) -> int:
    """The failure id ``text`` names (``F7``, ``f7`` or ``7``); ValueError saying what is expected."""
    match = _FAILURE.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"{text!r} is not a failure (expected F7 or 7; '#7' would be an issue number)")
    return int(match.group(1))
