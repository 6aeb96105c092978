"""What every tracker client offers, the errors filing distinguishes, and keeping credentials out of text.

Errors are sorted by what filing must do next, not by library:

* :class:`AmbiguousRequestError`: a write may or may not have reached the tracker (5xx, a broken connection,
  a timeout). The client never retries such a write blindly; filing searches for the report's marker first.
* :class:`PermanentTrackerError`: the tracker refused (4xx other than rate limits): retrying will not help.
* :class:`TrackerConfigError`: not configured, or the credential variable is unset.

Every message that leaves a client goes through :func:`redact`, with the exception chain cut (``from
None``): library exceptions quote URLs and responses that may carry a key.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from reportsmith.report.rendering import Attachment, Draft
from reportsmith.store.report_models import Tracker

REDACTED = "[REDACTED]"


def redact(text: str, secrets: Iterable[str]) -> str:
    """``text`` with every (non-trivial) secret replaced."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, REDACTED)
    return text


@dataclass(frozen=True)
class RemoteIssue:
    """An issue or bug on a tracker."""

    id: str
    url: str
    title: str = ""


@dataclass(frozen=True)
class RemoteComment:
    """A comment on an issue/bug, as the learn loop reads it (``id`` unique on its tracker)."""

    id: str
    issue_id: str
    author: str
    body: str
    url: str
    at: dt.datetime


@dataclass(frozen=True)
class RemoteEvent:
    """Something that happened to an issue: ``labeled`` (``label``), ``closed``, ``reopened``..."""

    id: int
    issue_id: str
    kind: str
    actor: str
    at: dt.datetime
    label: str = ""
    url: str = ""


@dataclass(frozen=True)
class RemoteState:
    """Where an issue/bug stands: open or resolved, and how (GitHub state_reason, Bugzilla resolution)."""

    issue_id: str
    open: bool
    resolution: str = ""  # completed | not_planned (GitHub); FIXED, DUPLICATE, INVALID... (Bugzilla)
    duplicate_of: str = ""
    labels: list[str] = field(default_factory=list)
    changed_at: dt.datetime | None = None
    url: str = ""


class TrackerClient(Protocol):
    """The operations filing needs; GitHub and Bugzilla implement them with their client libraries."""

    name: Tracker

    def find_by_marker(self, marker: str) -> RemoteIssue | None: ...

    def find_open_duplicate(self, signature_key: str) -> RemoteIssue | None: ...

    def create(self, draft: Draft) -> RemoteIssue: ...

    def attachment_names(self, issue: RemoteIssue) -> list[str]: ...

    def attach(self, issue: RemoteIssue, attachment: Attachment) -> None: ...

    def comment(self, issue: RemoteIssue, text: str) -> None: ...

    def has_comment_with(self, issue: RemoteIssue, marker: str) -> bool: ...
