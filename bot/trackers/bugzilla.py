"""Filing to Bugzilla with python-bugzilla in REST mode: ``build_createbug`` + ``createbug``, ``attachfile``,
comments through ``update_bugs``, search by marker through ``query`` (comment text, ``longdesc``).

Design notes:

* The API key goes in the ``X-BUGZILLA-API-KEY`` header of the requests session we hand python-bugzilla, not
  in its ``api_key`` argument: python-bugzilla sends ``api_key`` as the query parameter ``Bugzilla_api_key``,
  so the key would be in every URL, and urllib3 logs URLs at debug level (and proxies log them always).
  Bugzilla 5.0+ takes the header (5.1 documents it; the local server does both).
* The session's transport retries (:class:`RefusedOrIdempotentRetry`) resend GETs on 5xx and read errors,
  and any request refused with 429 / Retry-After; never a POST or PUT after a 5xx: creating a bug or an
  attachment twice is what exactly-once filing prevents, and an update carrying a comment would comment
  twice, so those cases go back to the caller as ambiguous (it searches for the marker).
* No bugzillarc, cookie or token file is read or written (``use_creds=False``): the bot's credentials are the
  environment's.
"""

from __future__ import annotations

import datetime as dt
import io
from typing import Any

import bugzilla
import requests
from reportsmith.errors import AmbiguousRequestError, PermanentTrackerError, TrackerError
from reportsmith.report.rendering import Attachment, Draft
from reportsmith.store.report_models import Tracker
from reportsmith.trackers.base import (
    RemoteComment,
    RemoteIssue,
    RemoteState,
    redact,
)
from requests.adapters import HTTPAdapter
from urllib3 import Retry

OPEN_STATUSES = ["UNCONFIRMED", "NEW", "ASSIGNED", "REOPENED", "IN_PROGRESS", "CONFIRMED"]
STATE_FIELDS = ["id", "summary", "status", "resolution", "dupe_of", "is_open", "last_change_time"]


def _time(value: Any) -> dt.datetime:
    """Bugzilla's REST times (``2026-11-23T18:00:00Z``) as aware datetimes."""
    parsed = dt.datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=dt.UTC)


class RefusedOrIdempotentRetry(Retry):
    """Retry idempotent requests on 5xx/read errors; any request the server refused with a rate limit."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("status_forcelist", (429, 500, 502, 503, 504))
        # Not PUT: Bugzilla's bug update is not idempotent when it carries a comment (a resent update
        # comments twice), so a 5xx on it goes back to the caller as ambiguous, to search for the marker.
        kwargs.setdefault("allowed_methods", frozenset({"GET", "HEAD", "OPTIONS"}))
        super().__init__(**kwargs)

    def is_retry(self, method: str, status_code: int, has_retry_after: bool = False) -> bool:
        if status_code == 429 or (status_code in (403, 503) and has_retry_after):
            return bool(self.total)  # refused before processing: safe whatever the method
        return super().is_retry(method, status_code, has_retry_after)


def retrying_session(api_key: str, retries: int, backoff: float) -> requests.Session:
    session = requests.Session()
    adapter = HTTPAdapter(max_retries=RefusedOrIdempotentRetry(total=retries, backoff_factor=backoff))
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    session.headers["X-BUGZILLA-API-KEY"] = api_key
    return session


class BugzillaClient:
    """One product/component of a Bugzilla (REST API)."""

    name = Tracker.BUGZILLA

    def __init__(
        self, *, url: str, api_key: str, product: str, component: str, retries: int = 5, backoff: float = 1.0
    ) -> None:
        self._secrets = [api_key]
        self.product = product
        self.component = component
        self._session = retrying_session(api_key, retries, backoff)
        self._url = url
        self._bz: Any = None

    @property
    def bz(self) -> Any:
        if self._bz is None:
            self._bz = self._call(
                f"connect to {self._url}",
                bugzilla.Bugzilla,
                self._url,
                force_rest=True,
                use_creds=False,
                tokenfile=None,
                configpaths=[],
                requests_session=self._session,
            )
        return self._bz

    def _call(self, doing: str, function: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except bugzilla.BugzillaError as error:
            raise PermanentTrackerError(redact(f"Bugzilla {doing}: {error}", self._secrets)) from None
        except requests.HTTPError as error:
            status = error.response.status_code if error.response is not None else None
            text = redact(f"Bugzilla {doing}: HTTP {status}", self._secrets)
            if status is not None and (status >= 500 or status == 429):
                raise AmbiguousRequestError(text) from None
            raise PermanentTrackerError(text) from None
        except requests.RequestException as error:
            # RetryError, ConnectionError, Timeout: the request may have been processed.
            message = redact(f"Bugzilla {doing}: {type(error).__name__}: {error}", self._secrets)
            raise AmbiguousRequestError(message) from None
        except (ValueError, TypeError) as error:
            raise TrackerError(redact(f"Bugzilla {doing}: {error}", self._secrets)) from None

    def _remote(self, bug_id: Any, summary: str = "") -> RemoteIssue:
        base = self._url.rstrip("/").removesuffix("/rest")
        return RemoteIssue(str(bug_id), f"{base}/show_bug.cgi?id={bug_id}", summary)

    def _query(self, **terms: Any) -> list[Any]:
        query = self.bz.build_query(product=self.product or None, include_fields=["id", "summary"], **terms)
        return list(self._call("search bugs", self.bz.query, query))

    def find_by_marker(self, marker: str) -> RemoteIssue | None:
        bugs = self._query(long_desc=marker)
        return self._remote(bugs[0].id, bugs[0].summary) if bugs else None

    def find_open_duplicate(self, signature_key: str) -> RemoteIssue | None:
        bugs = self._query(long_desc=signature_key, status=OPEN_STATUSES)
        return self._remote(bugs[0].id, bugs[0].summary) if bugs else None

    def create(self, draft: Draft) -> RemoteIssue:
        fields = dict(draft.fields)
        data = self.bz.build_createbug(
            product=fields.get("product") or self.product,
            component=fields.get("component") or self.component,
            version=fields.get("version") or "unspecified",
            summary=draft.title,
            description=draft.body,
            op_sys=fields.get("op_sys") or None,
            platform=fields.get("platform") or None,
            severity=fields.get("severity") or None,
            keywords=fields.get("keywords") or None,
        )
        # Custom fields (GCC's "Known to work"/"Known to fail": cf_known_to_work, cf_known_to_fail) go in the
        # request as they are; python-bugzilla's builder has no parameter for a Bugzilla's own fields.
        data.update({name: value for name, value in fields.items() if name.startswith("cf_") and value})
        bug = self._call("create bug", self.bz.createbug, data)
        return self._remote(bug.bug_id, draft.title)

    def attachment_names(self, issue: RemoteIssue) -> list[str]:
        raw = self._call(
            f"list attachments of bug {issue.id}", self.bz.get_attachments, [int(issue.id)], None
        )
        attachments = (raw.get("bugs") or {}).get(str(issue.id), [])
        return [attachment.get("file_name", "") for attachment in attachments]

    def attach(self, issue: RemoteIssue, attachment: Attachment) -> None:
        self._call(
            f"attach {attachment.file_name} to bug {issue.id}",
            self.bz.attachfile,
            int(issue.id),
            io.BytesIO(attachment.data),
            attachment.description,
            file_name=attachment.file_name,
            content_type=attachment.content_type,
        )

    def comment(self, issue: RemoteIssue, text: str) -> None:
        update = self.bz.build_update(comment=text)
        self._call(f"comment on bug {issue.id}", self.bz.update_bugs, [int(issue.id)], update)

    def has_comment_with(self, issue: RemoteIssue, marker: str) -> bool:
        raw = self._call(f"read comments of bug {issue.id}", self.bz.get_comments, [int(issue.id)])
        comments = ((raw.get("bugs") or {}).get(str(issue.id)) or {}).get("comments", [])
        return any(marker in (comment.get("text") or "") for comment in comments)

    # -- what the learn loop reads and writes (reportsmith.learn) -----------------------------------------

    def find_issue(self, number: str) -> RemoteIssue | None:
        bugs = self._call(
            f"search bug {number}",
            self.bz.query,
            self.bz.build_query(bug_id=[int(number)], include_fields=["id", "summary"]),
        )
        return self._remote(bugs[0].id, bugs[0].summary) if bugs else None

    def changed_since(self, since: dt.datetime | None) -> list[RemoteState]:
        """This product/component's bugs changed at or after ``since`` (all when None), with their state."""
        query = self.bz.build_query(
            product=self.product or None, component=self.component or None, include_fields=STATE_FIELDS
        )
        if since is not None:
            query["last_change_time"] = since.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        bugs = self._call("search changed bugs", self.bz.query, query)
        return [
            RemoteState(
                str(bug.id),
                bool(getattr(bug, "is_open", bug.status in OPEN_STATUSES)),
                str(getattr(bug, "resolution", "") or ""),
                str(getattr(bug, "dupe_of", "") or ""),
                [],
                _time(bug.last_change_time),
                self._remote(bug.id).url,
            )  # fmt: skip
            for bug in bugs
        ]

    def comments(self, issue: RemoteIssue) -> list[RemoteComment]:
        """The bug's comments after its description (comment 0 is the report the bot filed), oldest first."""
        raw = self._call(f"read comments of bug {issue.id}", self.bz.get_comments, [int(issue.id)])
        found = ((raw.get("bugs") or {}).get(str(issue.id)) or {}).get("comments", [])
        url = self._remote(issue.id).url
        return [
            RemoteComment(
                str(c["id"]),
                str(issue.id),
                str(c.get("creator") or ""),
                str(c.get("text") or ""),
                f"{url}#c{c.get('count', '')}",
                _time(c.get("time") or c.get("creation_time")),
            )  # fmt: skip
            for c in found
            if int(c.get("count") or 0) > 0
        ]

    def close(self, issue: RemoteIssue, resolution: str = "FIXED") -> None:
        update = self.bz.build_update(status="RESOLVED", resolution=resolution)
        self._call(f"resolve bug {issue.id}", self.bz.update_bugs, [int(issue.id)], update)
