"""Filing to GitHub with PyGithub: issues with labels, comments, search by marker.

Retries (design note): PyGithub's :class:`GithubRetry` retries 5xx and rate-limited 403s (waiting for
``Retry-After`` or ``X-RateLimit-Reset``). For GETs that is always safe. For the POST that creates an issue a
5xx is *ambiguous* (GitHub may have created the issue and failed afterwards), so :class:`CreateSafeRetry`
leaves POSTs out of the 5xx and read-error retries and keeps them in the rate-limit ones (a rate-limited
request was refused, not processed): filing then searches for the report's marker before it creates again.

The token is given to PyGithub's ``Auth.Token`` (an ``Authorization`` header, masked in PyGithub's debug log)
and appears in nothing this module says.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import requests
from github import Auth, Github, GithubException, GithubRetry, RateLimitExceededException
from reportsmith.errors import AmbiguousRequestError, PermanentTrackerError, TrackerError
from reportsmith.report.rendering import Attachment, Draft
from reportsmith.store.report_models import Tracker
from reportsmith.trackers.base import (
    RemoteComment,
    RemoteEvent,
    RemoteIssue,
    RemoteState,
    redact,
)
from urllib3 import Retry

#: How far back the marker search lists issues when the search index has not caught up (GitHub's search is
#: eventually consistent; the issue list is not).
LISTING_WINDOW = dt.timedelta(days=2)


class CreateSafeRetry(GithubRetry):
    """GithubRetry that never resends a POST after a 5xx or a read error (see the module's design note)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("allowed_methods", Retry.DEFAULT_ALLOWED_METHODS)  # no POST: read errors
        super().__init__(**kwargs)

    def is_retry(self, method: str, status_code: int, has_retry_after: bool = False) -> bool:
        if method == "POST":
            # 403 is a rate limit only if GithubRetry.increment says so (it raises otherwise); 429 always is.
            return bool(self.total) and status_code in (403, 429)
        return super().is_retry(method, status_code, has_retry_after)


class GitHubClient:
    """One repository on GitHub (or GitHub Enterprise / the local test server at ``api_url``)."""

    name = Tracker.GITHUB

    def __init__(
        self,
        *,
        api_url: str,
        repository: str,
        token: str,
        retries: int = 5,
        backoff: float = 1.0,
        timeout: float = 60.0,
        seconds_between_requests: float = 0.25,
        seconds_between_writes: float = 1.0,
        max_rate_limit_wait: float = 600.0,
    ) -> None:
        self.repository_name = repository
        self._secrets = [token]
        retry = CreateSafeRetry(
            total=retries,
            backoff_factor=backoff,
            secondary_rate_wait=max(backoff, 1.0),
            max_rate_limit_wait=max_rate_limit_wait,
        )
        self._github = Github(
            base_url=api_url.rstrip("/"),
            auth=Auth.Token(token),
            retry=retry,
            timeout=int(max(1, timeout)),
            per_page=50,
            seconds_between_requests=seconds_between_requests or None,
            seconds_between_writes=seconds_between_writes or None,
        )
        self._repository: Any = None

    # -- errors -------------------------------------------------------------------------------------------

    def _error(self, error: Exception, doing: str) -> TrackerError:
        status = getattr(error, "status", None)
        if isinstance(error, GithubException):
            message = (error.data or {}).get("message", "") if isinstance(error.data, dict) else ""
            text = redact(f"GitHub {doing}: HTTP {status} {message}".strip(), self._secrets)
            if isinstance(error, RateLimitExceededException) or (status is not None and status >= 500):
                return AmbiguousRequestError(text)
            return PermanentTrackerError(text)
        if isinstance(error, requests.RequestException):
            return AmbiguousRequestError(
                redact(f"GitHub {doing}: {type(error).__name__}: {error}", self._secrets)
            )
        return TrackerError(redact(f"GitHub {doing}: {type(error).__name__}: {error}", self._secrets))

    def _call(self, doing: str, function: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except (GithubException, requests.RequestException) as error:
            raise self._error(error, doing) from None

    @property
    def repository(self) -> Any:
        if self._repository is None:
            self._repository = self._call(
                f"open repository {self.repository_name}", self._github.get_repo, self.repository_name
            )
        return self._repository

    @staticmethod
    def _remote(issue: Any) -> RemoteIssue:
        return RemoteIssue(str(issue.number), issue.html_url, issue.title)

    # -- the operations filing needs ----------------------------------------------------------------------

    def _search(self, query: str) -> RemoteIssue | None:
        def first() -> RemoteIssue | None:
            for issue in self._github.search_issues(query):
                return self._remote(issue)
            return None

        return self._call("search issues", first)

    def find_by_marker(self, marker: str) -> RemoteIssue | None:
        found = self._search(f'"{marker}" repo:{self.repository_name} in:body is:issue')
        if found:
            return found

        def scan() -> RemoteIssue | None:
            since = dt.datetime.now(dt.UTC) - LISTING_WINDOW
            for issue in self.repository.get_issues(state="all", since=since):
                if marker in (issue.body or ""):
                    return self._remote(issue)
            return None

        return self._call("list recent issues", scan)

    def find_open_duplicate(self, signature_key: str) -> RemoteIssue | None:
        return self._search(f'"{signature_key}" repo:{self.repository_name} in:body is:issue is:open')

    def create(self, draft: Draft) -> RemoteIssue:
        labels = list(draft.fields.get("labels", []))
        issue = self._call(
            "create issue", self.repository.create_issue, title=draft.title, body=draft.body, labels=labels
        )
        return self._remote(issue)

    def _issue(self, issue: RemoteIssue) -> Any:
        return self._call(f"get issue #{issue.id}", self.repository.get_issue, int(issue.id))

    def attachment_names(self, issue: RemoteIssue) -> list[str]:
        return []  # GitHub issues have no attachments: the drafts put them in collapsed sections

    def attach(self, issue: RemoteIssue, attachment: Attachment) -> None:
        raise PermanentTrackerError("GitHub issues take no attachments (the body has collapsed sections)")

    def add_labels(self, issue: RemoteIssue, labels: list[str]) -> None:
        remote = self._issue(issue)
        self._call(f"label issue #{issue.id}", remote.add_to_labels, *labels)

    def labels(self, issue: RemoteIssue) -> list[str]:
        return [label.name for label in self._issue(issue).labels]

    def comment(self, issue: RemoteIssue, text: str) -> None:
        remote = self._issue(issue)
        self._call(f"comment on issue #{issue.id}", remote.create_comment, text)

    def has_comment_with(self, issue: RemoteIssue, marker: str) -> bool:
        def scan() -> bool:
            return any(marker in (comment.body or "") for comment in self._issue(issue).get_comments())

        return bool(self._call(f"read comments of issue #{issue.id}", scan))

    # -- what the learn loop reads and writes (reportsmith.learn) -----------------------------------------

    def find_issue(self, number: str) -> RemoteIssue | None:
        """The issue ``number``, or None when the repository has no such issue (404)."""
        try:
            return self._remote(self._issue(RemoteIssue(str(int(number)), "")))
        except PermanentTrackerError as error:
            if "HTTP 404" in str(error):
                return None
            raise

    def login(self) -> str:
        """The bot's own login (its comments are not commands)."""
        return str(self._call("read the authenticated user", lambda: self._github.get_user().login))

    def permission(self, user: str) -> str:
        """``admin``, ``maintain``, ``write``, ``triage``, ``read`` or ``none``: the user's access."""
        try:
            return str(
                self._call(f"read {user}'s permission", self.repository.get_collaborator_permission, user)
            )
        except PermanentTrackerError as error:
            if "HTTP 404" in str(error):  # not a collaborator (GitHub answers 404 for unknown users)
                return "none"
            raise

    def comments_since(self, since: dt.datetime | None) -> list[RemoteComment]:
        """Every comment in the repository updated at or after ``since`` (all when None), oldest first."""

        def listing() -> list[RemoteComment]:
            kwargs: dict[str, Any] = {"sort": "updated", "direction": "asc"}
            if since is not None:
                kwargs["since"] = since
            return [
                RemoteComment(
                    str(comment.id),
                    comment.issue_url.rstrip("/").rsplit("/", 1)[-1],
                    comment.user.login if comment.user else "",
                    comment.body or "",
                    comment.html_url,
                    comment.updated_at or comment.created_at,
                )  # fmt: skip
                for comment in self.repository.get_issues_comments(**kwargs)
            ]

        return list(self._call("list comments", listing))

    def events_after(self, last_id: int) -> list[RemoteEvent]:
        """Issue events (labeled, unlabeled, closed, reopened...) newer than event ``last_id``, oldest first.

        GitHub lists them newest first, so the listing stops at the first event already seen."""

        def listing() -> list[RemoteEvent]:
            found = []
            for event in self.repository.get_issues_events():
                if event.id <= last_id:
                    break
                label = event.label.name if event.label else ""
                found.append(
                    RemoteEvent(
                        event.id,
                        str(event.issue.number),
                        event.event,
                        event.actor.login if event.actor else "",
                        event.created_at,
                        label,
                        event.issue.html_url,
                    )  # fmt: skip
                )
            return sorted(found, key=lambda event: event.id)

        return list(self._call("list issue events", listing))

    def state(self, issue: RemoteIssue) -> RemoteState:
        remote = self._issue(issue)
        return RemoteState(
            issue.id, remote.state == "open", remote.state_reason or "", "",
            [label.name for label in remote.labels], remote.updated_at, remote.html_url,
        )  # fmt: skip

    def comment_bodies(self, issue: RemoteIssue) -> list[str]:
        return list(
            self._call(
                f"read comments of issue #{issue.id}",
                lambda: [c.body or "" for c in self._issue(issue).get_comments()],
            )
        )

    def close(self, issue: RemoteIssue, reason: str = "completed") -> None:
        """Close the issue (``completed`` or ``not_planned``); closing a closed issue changes nothing."""
        remote = self._issue(issue)
        self._call(f"close issue #{issue.id}", remote.edit, state="closed", state_reason=reason)
