"""A local Bugzilla REST server (Bugzilla 5 API, ``/rest``): what python-bugzilla calls in REST mode.

Implemented (reached through ``bugzilla.Bugzilla(server.url, force_rest=True, ...)``):

    GET  /rest/version                    {"version": "5.0.6"}
    POST /rest/bug                        create: product, component, summary, version required (else 400,
                                          code 51 like Bugzilla); a field Bug.create does not know and
                                          that is not one of the instance's custom fields (GCC's
                                          cf_known_to_work, cf_known_to_fail, ...: free text) is 400, code
                                          108; 200 {"id": N}
    GET  /rest/bug/{id}                   {"bugs": [...]}; unknown id: 404, code 101
    GET  /rest/bug?...                    search: id, product, component, bug_status/status, summary,
                                          longdesc (+ longdesc_type: allwordssubstr | substring),
                                          last_change_time (changed at or after), limit + offset
                                          (pagination), include_fields
    PUT  /rest/bug/{id}                   update; {"comment": {"body": ...}} adds a comment; status,
                                          resolution, dupe_of (RESOLVED DUPLICATE needs it)
    GET  /rest/bug/{id}/comment           {"bugs": {"ID": {"comments": [...]}}}
    POST /rest/bug/{id}/attachment        base64 ``data``, file_name, summary, content_type: 201 {"ids": [N]}
    GET  /rest/bug/{id}/attachment        {"bugs": {"ID": [...]}}

Authentication is the API key as ``X-BUGZILLA-API-KEY`` header or ``Bugzilla_api_key`` parameter; writes
without it are 401 (code 410, as Bugzilla answers). Replies carry ``X-RateLimit-*`` headers like the
GitHub server's; :meth:`LocalBugzilla.rate_limit_once` is a 429 with Retry-After. Bugs carry ``status``,
``resolution``, ``dupe_of`` and ``last_change_time``; comments their ``creator``. Test helpers act as people
on the web page: :meth:`LocalBugzilla.add_comment`, :meth:`~LocalBugzilla.resolve`, ``reopen``.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
from typing import Any

from fakes.local_http import Fault, LocalServer, Reply, Seen

REQUIRED = ("product", "component", "summary", "version")
#: Fields Bug.create takes (Bugzilla 5 API); any other name is an invalid field (error 108).
CREATE_FIELDS = frozenset(
    "product component summary version description op_sys platform rep_platform priority severity alias "
    "assigned_to cc comment_is_private comment_tags groups qa_contact status resolution target_milestone "
    "keywords blocks depends_on url see_also flags is_markdown Bugzilla_api_key".split()
)
#: GCC's Bugzilla custom fields ("Known to work", "Known to fail", host/target/build triplets): free text.
GCC_CUSTOM_FIELDS = ("cf_known_to_work", "cf_known_to_fail", "cf_gcchost", "cf_gcctarget", "cf_gccbuild")


def _error(status: int, code: int, message: str) -> Reply:
    return Reply(status, {"error": True, "code": code, "message": message, "documentation": ""})


class LocalBugzilla(LocalServer):
    def __init__(self, api_key: str, custom_fields: tuple[str, ...] = GCC_CUSTOM_FIELDS) -> None:
        super().__init__()
        self.api_key = api_key
        self.custom_fields = custom_fields
        self.bugs: list[dict[str, Any]] = []
        self.comments: dict[int, list[dict[str, Any]]] = {}
        self.attachments: dict[int, list[dict[str, Any]]] = {}
        self._attachment_ids = 0
        self._comment_ids = 0
        self.used = 0
        for method, pattern, function in (
            ("GET", r"/rest/version", self.version),
            ("POST", r"/rest/bug", self.create_bug),
            ("GET", r"/rest/bug", self.search),
            ("GET", r"/rest/bug/(?P<bug_id>\d+)", self.get_bug),
            ("PUT", r"/rest/bug/(?P<bug_id>\d+)", self.update_bug),
            ("GET", r"/rest/bug/(?P<bug_id>\d+)/comment", self.get_comments),
            ("POST", r"/rest/bug/(?P<bug_id>\d+)/attachment", self.add_attachment),
            ("GET", r"/rest/bug/(?P<bug_id>\d+)/attachment", self.get_attachments),
        ):
            self.route(method, pattern, function)

    @property
    def url(self) -> str:
        return f"{self.root}/rest/"

    def authorize(self, request: Seen) -> Reply | None:
        key = request.headers.get("X-BUGZILLA-API-KEY") or (request.query.get("Bugzilla_api_key") or [""])[0]
        if request.method == "GET" and not key:
            return None  # anonymous reads, as on public Bugzillas
        if key != self.api_key:
            return _error(401, 410, "You must log in before using this part of Bugzilla.")
        return None

    def extra_headers(self, request: Seen) -> dict[str, str]:
        self.used += 1
        return {"X-RateLimit-Limit": "1000", "X-RateLimit-Remaining": str(max(0, 1000 - self.used))}

    def rate_limit_once(self, method: str, path: str, retry_after: int = 1) -> Fault:
        return self.add_fault(
            Fault(
                method,
                path,
                status=429,
                headers={"Retry-After": str(retry_after)},
                body={"error": True, "code": 429, "message": "Too many requests"},
            )  # fmt: skip
        )

    # -- helpers ------------------------------------------------------------------------------------------

    def _bug(self, bug_id: str | int) -> dict[str, Any] | None:
        return next((bug for bug in self.bugs if bug["id"] == int(bug_id)), None)

    def _comment(self, bug_id: int, text: str, creator: str = "bot@example.org") -> None:
        self._touch(bug_id)
        self._comment_ids += 1
        comments = self.comments.setdefault(bug_id, [])
        comments.append({"id": self._comment_ids, "bug_id": bug_id, "text": text, "count": len(comments),
                         "creator": creator, "is_private": False,
                         "time": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")})  # fmt: skip

    def _touch(self, bug_id: int) -> None:
        bug = self._bug(bug_id)
        if bug is not None:
            bug["last_change_time"] = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

    # -- people on the web page (test helpers) -------------------------------------------------------------

    def add_comment(self, bug_id: int, text: str, creator: str) -> None:
        with self.lock:
            self._comment(bug_id, text, creator)

    def resolve(self, bug_id: int, resolution: str, dupe_of: int | None = None) -> None:
        with self.lock:
            bug = self._bug(bug_id)
            assert bug is not None
            bug.update(status="RESOLVED", resolution=resolution, dupe_of=dupe_of, is_open=False)
            self._touch(bug_id)

    def reopen(self, bug_id: int) -> None:
        with self.lock:
            bug = self._bug(bug_id)
            assert bug is not None
            bug.update(status="REOPENED", resolution="", dupe_of=None, is_open=True)
            self._touch(bug_id)

    # -- endpoints ----------------------------------------------------------------------------------------

    def version(self, request: Seen, payload: Any) -> Reply:
        return Reply(200, {"version": "5.0.6"})

    def create_bug(self, request: Seen, payload: Any) -> Reply:
        if not isinstance(payload, dict):
            return _error(400, 32000, "expected a JSON object")
        for name in REQUIRED:
            if not str(payload.get(name) or "").strip():
                return _error(400, 51 if name != "summary" else 50, f"You must enter a {name} for this bug.")
        for name in payload:
            if name not in CREATE_FIELDS and name not in self.custom_fields:
                return _error(400, 108, f"There is no field named '{name}'.")
        bug = {
            "id": len(self.bugs) + 1,
            "summary": payload["summary"],
            "product": payload["product"],
            "component": payload["component"],
            "version": payload["version"],
            "status": "NEW",
            "resolution": "",
            "is_open": True,
            "keywords": list(payload.get("keywords") or []),
            "op_sys": payload.get("op_sys") or "All",
            "platform": payload.get("platform") or "All",
            "severity": payload.get("severity") or "normal",
            "creation_time": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "dupe_of": None,
            **{name: str(payload.get(name) or "") for name in self.custom_fields},
            "last_change_time": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        }
        self.bugs.append(bug)
        self._comment(bug["id"], str(payload.get("description") or ""))
        return Reply(200, {"id": bug["id"]})

    def get_bug(self, request: Seen, payload: Any, bug_id: str) -> Reply:
        bug = self._bug(bug_id)
        if bug is None:
            return _error(404, 101, f"Bug #{bug_id} does not exist.")
        return Reply(200, {"bugs": [bug], "faults": []})

    def search(self, request: Seen, payload: Any) -> Reply:
        query = request.query
        statuses = query.get("bug_status", []) + query.get("status", [])
        words = " ".join(query.get("longdesc", [])).split()
        exact = (query.get("longdesc_type") or ["allwordssubstr"])[0] == "substring"
        needle = " ".join(query.get("longdesc", []))
        found = []
        for bug in self.bugs:
            texts = [comment["text"] for comment in self.comments.get(bug["id"], [])]
            if query.get("id") and str(bug["id"]) not in query["id"]:
                continue
            if any(query.get(field) and bug[field] not in query[field] for field in ("product", "component")):
                continue
            if statuses and bug["status"] not in statuses:
                continue
            changed = (query.get("last_change_time") or [""])[0]
            if changed and bug["last_change_time"] < changed:
                continue
            if query.get("summary") and not all(w in bug["summary"] for w in query["summary"][0].split()):
                continue
            if words and not any(
                (needle in text) if exact else all(word in text for word in words) for text in texts
            ):
                continue
            found.append(bug)
        offset = int((query.get("offset") or [0])[0])
        limit = int((query.get("limit") or [0])[0])
        chunk = found[offset : offset + limit] if limit else found[offset:]
        fields = [f for value in query.get("include_fields", []) for f in value.split(",") if f]
        if fields:
            chunk = [{key: bug[key] for key in bug if key in fields or key == "id"} for bug in chunk]
        return Reply(200, {"bugs": chunk, **({"limit": limit} if limit else {})})

    def update_bug(self, request: Seen, payload: Any, bug_id: str) -> Reply:
        bug = self._bug(bug_id)
        if bug is None:
            return _error(404, 101, f"Bug #{bug_id} does not exist.")
        changes: dict[str, Any] = {}
        wants = payload if isinstance(payload, dict) else {}
        if wants.get("resolution") == "DUPLICATE" and not wants.get("dupe_of"):
            return _error(400, 118, "You must specify a bug number of which this bug is a duplicate.")
        comment = payload.get("comment") if isinstance(payload, dict) else None
        # Bug.update takes the text as "body", or as "comment" like Bug.add_comment (python-bugzilla's way).
        text = (comment.get("body") or comment.get("comment")) if isinstance(comment, dict) else None
        if text:
            self._comment(bug["id"], str(text))
        for name in ("status", "resolution", "summary", "dupe_of"):
            if isinstance(payload, dict) and name in payload:
                changes[name] = {"removed": bug[name], "added": payload[name]}
                bug[name] = payload[name]
        bug["is_open"] = bug["status"] not in ("RESOLVED", "VERIFIED", "CLOSED")
        self._touch(bug["id"])
        return Reply(200, {"bugs": [{"id": bug["id"], "alias": [], "changes": changes}]})

    def get_comments(self, request: Seen, payload: Any, bug_id: str) -> Reply:
        if self._bug(bug_id) is None:
            return _error(404, 101, f"Bug #{bug_id} does not exist.")
        return Reply(
            200, {"bugs": {bug_id: {"comments": self.comments.get(int(bug_id), [])}}, "comments": {}}
        )

    def add_attachment(self, request: Seen, payload: Any, bug_id: str) -> Reply:
        if self._bug(bug_id) is None:
            return _error(404, 101, f"Bug #{bug_id} does not exist.")
        for name in ("data", "file_name", "summary", "content_type"):
            if not isinstance(payload, dict) or not payload.get(name):
                return _error(400, 600 if name == "data" else 603, f"attachment: {name} is required")
        try:
            data = base64.b64decode(payload["data"], validate=True)
        except (binascii.Error, ValueError):
            return _error(400, 600, "attachment data is not base64")
        self._attachment_ids += 1
        self.attachments.setdefault(int(bug_id), []).append(
            {
                "id": self._attachment_ids,
                "bug_id": int(bug_id),
                "file_name": payload["file_name"],
                "summary": payload["summary"],
                "content_type": payload["content_type"],
                "size": len(data),
                "data": payload["data"],
                "is_patch": bool(payload.get("is_patch")),
                "is_obsolete": False,
            }  # fmt: skip
        )
        return Reply(201, {"ids": [self._attachment_ids]})

    def get_attachments(self, request: Seen, payload: Any, bug_id: str) -> Reply:
        if self._bug(bug_id) is None:
            return _error(404, 101, f"Bug #{bug_id} does not exist.")
        return Reply(200, {"bugs": {bug_id: self.attachments.get(int(bug_id), [])}, "attachments": {}})
