"""What a tracker's reader (:mod:`.github_poll`, :mod:`.bugzilla_poll`) works through: the poller's side.

:class:`reportsmith.learn.poll.Poller` keeps the cursors and the items, applies actions exactly once and
posts replies; a reader walks one tracker's streams and hands the poller what it found. The readers see the
poller through :class:`PollerSide`, so they need not import it (the poller imports them), and share the
small helpers below.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from typing import Any, Protocol

from reportsmith.actions import Action
from reportsmith.app import App
from reportsmith.config import Learn
from reportsmith.learn.models import LearnItem
from reportsmith.lifecycle import Actor
from reportsmith.trackers.base import RemoteComment

_DUPLICATE_OF = re.compile(r"^\s*Duplicate of #(\d+)\b", re.IGNORECASE | re.MULTILINE)


class PollerSide(Protocol):
    """The poller as a reader uses it (:class:`reportsmith.learn.poll.Poller` is the one implementation)."""

    app: App
    settings: Learn

    @property
    def client(self) -> Any: ...

    def cursor(self, stream: str) -> str: ...

    def set_cursor(self, stream: str, value: str) -> None: ...

    def seen(self, key: str) -> LearnItem | None: ...

    def failures_on(self, issue_id: str) -> list[int]: ...

    def is_own(self, author: str, body: str) -> bool: ...

    def allowed(self, author: str) -> bool: ...

    def refusal(self, author: str) -> str: ...

    def record(
        self, key: str, issue_id: str, plans: list[Any], replies: list[str], data: dict[str, Any],
        replace: bool = False,
    ) -> bool: ...  # fmt: skip

    def handle_comment(self, comment: RemoteComment, source: str) -> None: ...

    def handle_resolution(
        self, key: str, issue_id: str, actions: list[Action], actor: Actor, data: dict[str, Any], *,
        replace: bool = False,
    ) -> None: ...  # fmt: skip

    def stream(self, name: str, read: Callable[[], None]) -> None: ...


def since(value: str) -> dt.datetime | None:
    """A stored cursor as a time (None: read from the beginning)."""
    return dt.datetime.fromisoformat(value) if value else None


def duplicate_of(bodies: list[str]) -> str:
    """The N of the last "Duplicate of #N" line in these comments ("" when none)."""
    found = [match.group(1) for body in bodies for match in _DUPLICATE_OF.finditer(body)]
    return found[-1] if found else ""
