"""A local GitHub REST server: the endpoints PyGithub calls to file, search, label and comment on issues.

Implemented (paths as on api.github.com; PyGithub reaches them through ``Github(base_url=server.root)``):

    GET  /repos/{owner}/{repo}                         the repository
    POST /repos/{owner}/{repo}/issues                  create (title, body, labels): 201; no title: 422
    GET  /repos/{owner}/{repo}/issues                  list (state, since, labels), paginated with Link
    GET  /repos/{owner}/{repo}/issues/{number}         one issue: 200 or 404
    POST /repos/{owner}/{repo}/issues/{number}/labels  add labels: 200, the issue's labels
    GET|POST /repos/{owner}/{repo}/issues/{number}/comments   list (paginated) / create: 201
    GET  /search/issues?q=...                          "phrase" words repo: is:open|closed|issue in:body
                                                       state: label:, paginated, total_count
    PATCH /repos/{owner}/{repo}/issues/{number}        state (+ state_reason), title, body, labels
    GET  /repos/{owner}/{repo}/issues/comments         every comment: since, sort=created|updated,
                                                       direction, paginated
    GET  /repos/{owner}/{repo}/issues/events           labeled/unlabeled/closed/reopened, newest first,
                                                       paginated
    GET  /repos/{owner}/{repo}/collaborators/{user}/permission   from ``permissions`` (else "read")
    GET  /user                                         the token's user (``login``)

Test helpers act as people on the web page: :meth:`LocalGitHub.add_comment` (as any user),
:meth:`~LocalGitHub.label`, :meth:`~LocalGitHub.close`, :meth:`~LocalGitHub.reopen`; each records its event.

Every reply carries ``X-RateLimit-Limit/Remaining/Used/Reset/Resource``; a wrong or missing token is 401
"Bad credentials". Faults (502, 403 rate limit with Retry-After, slow replies, held replies) come from
:class:`~fakes.local_http.Fault`; :meth:`LocalGitHub.rate_limit_once` is the 403 GitHub sends.
"""

from __future__ import annotations

import datetime as dt
import re
import shlex
import time
from typing import Any

from fakes.local_http import Fault, LocalServer, Reply, Seen, page

REPO = r"/repos/(?P<owner>[^/]+)/(?P<repo>[^/]+)"


def _now() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class LocalGitHub(LocalServer):
    def __init__(
        self, token: str, repositories: tuple[str, ...] = ("compilers/tcc",), login: str = "bot"
    ) -> None:
        super().__init__()
        self.token = token
        self.login = login
        self.repositories = set(repositories)
        self.issues: dict[str, list[dict[str, Any]]] = {name: [] for name in repositories}
        self.comments: dict[tuple[str, int], list[dict[str, Any]]] = {}
        self.events: dict[str, list[dict[str, Any]]] = {name: [] for name in repositories}
        self.permissions: dict[str, str] = {}
        self.rate_limit = 5000
        self.used = 0
        self._ids = 1000
        for method, pattern, function in (
            ("GET", REPO, self.get_repo),
            ("POST", REPO + r"/issues", self.create_issue),
            ("GET", REPO + r"/issues", self.list_issues),
            ("GET", REPO + r"/issues/(?P<number>\d+)", self.get_issue),
            ("POST", REPO + r"/issues/(?P<number>\d+)/labels", self.add_labels),
            ("GET", REPO + r"/issues/(?P<number>\d+)/comments", self.list_comments),
            ("POST", REPO + r"/issues/(?P<number>\d+)/comments", self.create_comment),
            ("GET", r"/search/issues", self.search_issues),
            ("PATCH", REPO + r"/issues/(?P<number>\d+)", self.edit_issue),
            ("GET", REPO + r"/issues/comments", self.list_repo_comments),
            ("GET", REPO + r"/issues/events", self.list_events),
            ("GET", REPO + r"/collaborators/(?P<user>[^/]+)/permission", self.get_permission),
            ("GET", r"/user", self.get_user),
        ):
            self.route(method, pattern, function)

    # -- frame hooks --------------------------------------------------------------------------------------

    def authorize(self, request: Seen) -> Reply | None:
        header = request.headers.get("Authorization", "")
        scheme, _, value = header.partition(" ")
        if scheme.lower() not in ("token", "bearer") or value != self.token:
            return Reply(
                401, {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}
            )
        return None

    def extra_headers(self, request: Seen) -> dict[str, str]:
        self.used += 1
        return {
            "X-RateLimit-Limit": str(self.rate_limit),
            "X-RateLimit-Remaining": str(max(0, self.rate_limit - self.used)),
            "X-RateLimit-Used": str(self.used),
            "X-RateLimit-Reset": str(int(time.time()) + 3600),
            "X-RateLimit-Resource": "search" if request.path.startswith("/search") else "core",
        }

    def rate_limit_once(self, method: str, path: str, retry_after: int = 1) -> Fault:
        """The 403 GitHub answers when a (secondary) rate limit is hit, with Retry-After."""
        return self.add_fault(
            Fault(
                method,
                path,
                status=403,
                headers={"Retry-After": str(retry_after), "X-RateLimit-Remaining": "0"},
                body={"message": "You have exceeded a secondary rate limit. Please wait a few minutes."},
            )
        )

    # -- representations ----------------------------------------------------------------------------------

    def _label(self, name: str) -> dict[str, Any]:
        return {"id": abs(hash(name)) % 10**8, "name": name, "color": "ededed", "default": False,
                "url": f"{self.root}/repos/labels/{name}"}  # fmt: skip

    def _issue_json(self, full_name: str, issue: dict[str, Any]) -> dict[str, Any]:
        number = issue["number"]
        api = f"{self.root}/repos/{full_name}/issues/{number}"
        return {
            "id": issue["id"],
            "node_id": f"I_{issue['id']}",
            "number": number,
            "title": issue["title"],
            "body": issue["body"],
            "state": issue["state"],
            "state_reason": issue.get("state_reason"),
            "labels": [self._label(name) for name in issue["labels"]],
            "comments": len(self.comments.get((full_name, number), [])),
            "url": api,
            "html_url": f"{self.root}/{full_name}/issues/{number}",
            "comments_url": f"{api}/comments",
            "labels_url": f"{api}/labels{{/name}}",
            "repository_url": f"{self.root}/repos/{full_name}",
            "user": {"login": self.login, "id": 1, "type": "Bot"},
            "created_at": issue["created_at"],
            "updated_at": issue["updated_at"],
        }

    def _find(
        self, owner: str, repo: str, number: str | None = None
    ) -> tuple[str, dict[str, Any] | None] | Reply:
        full_name = f"{owner}/{repo}"
        if full_name not in self.repositories:
            return Reply(404, {"message": "Not Found"})
        if number is None:
            return full_name, None
        for issue in self.issues[full_name]:
            if issue["number"] == int(number):
                return full_name, issue
        return Reply(404, {"message": "Not Found"})

    # -- endpoints ----------------------------------------------------------------------------------------

    def get_repo(self, request: Seen, payload: Any, owner: str, repo: str) -> Reply:
        found = self._find(owner, repo)
        if isinstance(found, Reply):
            return found
        full_name = found[0]
        return Reply(200, {"id": 1, "name": repo, "full_name": full_name, "owner": {"login": owner},
                           "url": f"{self.root}/repos/{full_name}", "html_url": f"{self.root}/{full_name}",
                           "has_issues": True, "private": False})  # fmt: skip

    def create_issue(self, request: Seen, payload: Any, owner: str, repo: str) -> Reply:
        found = self._find(owner, repo)
        if isinstance(found, Reply):
            return found
        full_name = found[0]
        if not isinstance(payload, dict) or not str(payload.get("title") or "").strip():
            missing = {"resource": "Issue", "code": "missing_field", "field": "title"}
            return Reply(422, {"message": "Validation Failed", "errors": [missing]})
        issue = self._new_issue(full_name, payload["title"], payload.get("body") or "", payload.get("labels"))
        return Reply(
            201, self._issue_json(full_name, issue), {"Location": self._issue_json(full_name, issue)["url"]}
        )

    def _new_issue(self, full_name: str, title: str, body: str, labels: Any = None) -> dict[str, Any]:
        self._ids += 1
        issue = {
            "id": self._ids,
            "number": len(self.issues[full_name]) + 1,
            "title": title,
            "body": body,
            "state": "open",
            "labels": [str(label) for label in labels or []],
            "created_at": _now(),
            "updated_at": _now(),
        }
        self.issues[full_name].append(issue)
        return issue

    def list_issues(self, request: Seen, payload: Any, owner: str, repo: str) -> Reply:
        found = self._find(owner, repo)
        if isinstance(found, Reply):
            return found
        full_name = found[0]
        state = (request.query.get("state") or ["open"])[0]
        since = (request.query.get("since") or [""])[0]
        labels = [x for x in (request.query.get("labels") or [""])[0].split(",") if x]
        chosen = [
            issue
            for issue in reversed(self.issues[full_name])  # newest first, as GitHub sorts by default
            if (state == "all" or issue["state"] == state)
            and (not since or issue["updated_at"] >= since)
            and all(label in issue["labels"] for label in labels)
        ]
        items, headers = page([self._issue_json(full_name, issue) for issue in chosen], request, self.root)
        return Reply(200, items, headers)

    def get_issue(self, request: Seen, payload: Any, owner: str, repo: str, number: str) -> Reply:
        found = self._find(owner, repo, number)
        if isinstance(found, Reply):
            return found
        assert found[1] is not None
        return Reply(200, self._issue_json(found[0], found[1]))

    def add_labels(self, request: Seen, payload: Any, owner: str, repo: str, number: str) -> Reply:
        found = self._find(owner, repo, number)
        if isinstance(found, Reply):
            return found
        issue = found[1]
        assert issue is not None
        names = payload.get("labels", []) if isinstance(payload, dict) else payload
        for name in names:
            if name not in issue["labels"]:
                issue["labels"].append(str(name))
        issue["updated_at"] = _now()
        return Reply(200, [self._label(name) for name in issue["labels"]])

    def list_comments(self, request: Seen, payload: Any, owner: str, repo: str, number: str) -> Reply:
        found = self._find(owner, repo, number)
        if isinstance(found, Reply):
            return found
        items, headers = page(self.comments.get((found[0], int(number)), []), request, self.root)
        return Reply(200, items, headers)

    def create_comment(self, request: Seen, payload: Any, owner: str, repo: str, number: str) -> Reply:
        found = self._find(owner, repo, number)
        if isinstance(found, Reply):
            return found
        if not isinstance(payload, dict) or not payload.get("body"):
            return Reply(422, {"message": "Validation Failed"})
        return Reply(201, self._add_comment(found[0], int(number), str(payload["body"]), self.login))

    def _add_comment(self, full_name: str, number: int, body: str, user: str) -> dict[str, Any]:
        self._ids += 1
        api = f"{self.root}/repos/{full_name}/issues/comments/{self._ids}"
        comment = {"id": self._ids, "body": body, "user": {"login": user, "id": abs(hash(user)) % 10**6},
                   "url": api, "issue_url": f"{self.root}/repos/{full_name}/issues/{number}",
                   "created_at": _now(), "updated_at": _now()}  # fmt: skip
        comment["html_url"] = f"{self.root}/{full_name}/issues/{number}#issuecomment-{self._ids}"
        self.comments.setdefault((full_name, number), []).append(comment)
        return comment

    # -- people on the web page (test helpers) -------------------------------------------------------------

    def _issue(self, number: int, full_name: str = "compilers/tcc") -> dict[str, Any]:
        return next(issue for issue in self.issues[full_name] if issue["number"] == number)

    def _event(self, full_name: str, issue: dict[str, Any], kind: str, actor: str, **extra: Any) -> None:
        with self.lock:
            self._ids += 1
            self.events[full_name].append(
                {"id": self._ids, "event": kind, "actor": {"login": actor, "id": 2}, "created_at": _now(),
                 "url": f"{self.root}/repos/{full_name}/issues/events/{self._ids}", "issue": issue,
                 "label": None, "commit_id": None, **extra}
            )  # fmt: skip
            issue["updated_at"] = _now()

    def add_comment(
        self, number: int, body: str, user: str, full_name: str = "compilers/tcc"
    ) -> dict[str, Any]:
        with self.lock:
            return self._add_comment(full_name, number, body, user)

    def open_issue(self, title: str, body: str = "", full_name: str = "compilers/tcc") -> int:
        """Someone (not the bot) opens an issue; its number."""
        with self.lock:
            return int(self._new_issue(full_name, title, body)["number"])

    def label(self, number: int, name: str, actor: str, full_name: str = "compilers/tcc") -> None:
        issue = self._issue(number, full_name)
        issue["labels"].append(name)
        self._event(full_name, issue, "labeled", actor, label={"name": name, "color": "ededed"})

    def close(self, number: int, reason: str, actor: str, full_name: str = "compilers/tcc") -> None:
        issue = self._issue(number, full_name)
        issue.update(state="closed", state_reason=reason)
        self._event(full_name, issue, "closed", actor)

    def reopen(self, number: int, actor: str, full_name: str = "compilers/tcc") -> None:
        issue = self._issue(number, full_name)
        issue.update(state="open", state_reason="reopened")
        self._event(full_name, issue, "reopened", actor)

    # -- the learn loop's endpoints -------------------------------------------------------------------------

    def edit_issue(self, request: Seen, payload: Any, owner: str, repo: str, number: str) -> Reply:
        found = self._find(owner, repo, number)
        if isinstance(found, Reply):
            return found
        full_name, issue = found
        assert issue is not None
        if not isinstance(payload, dict) or payload.get("state", "open") not in ("open", "closed"):
            return Reply(422, {"message": "Validation Failed"})
        for key in ("title", "body", "labels"):
            if key in payload:
                issue[key] = payload[key]
        if payload.get("state") and payload["state"] != issue["state"]:
            issue["state"] = payload["state"]
            issue["state_reason"] = payload.get("state_reason") or ("completed" if issue["state"] == "closed"
                                                                     else "reopened")  # fmt: skip
            self._event(full_name, issue, "closed" if issue["state"] == "closed" else "reopened", self.login)
        issue["updated_at"] = _now()
        return Reply(200, self._issue_json(full_name, issue))

    def list_repo_comments(self, request: Seen, payload: Any, owner: str, repo: str) -> Reply:
        found = self._find(owner, repo)
        if isinstance(found, Reply):
            return found
        since = (request.query.get("since") or [""])[0]
        key = "updated_at" if (request.query.get("sort") or ["created"])[0] == "updated" else "created_at"
        chosen = [c for (name, _), comments in self.comments.items() if name == found[0] for c in comments
                  if not since or c["updated_at"] >= since]  # fmt: skip
        chosen.sort(
            key=lambda c: (c[key], c["id"]), reverse=(request.query.get("direction") or ["asc"])[0] == "desc"
        )
        items, headers = page(chosen, request, self.root)
        return Reply(200, items, headers)

    def list_events(self, request: Seen, payload: Any, owner: str, repo: str) -> Reply:
        found = self._find(owner, repo)
        if isinstance(found, Reply):
            return found
        events = [{**event, "issue": self._issue_json(found[0], event["issue"])}
                  for event in reversed(self.events[found[0]])]  # fmt: skip
        items, headers = page(events, request, self.root)
        return Reply(200, items, headers)

    def get_permission(self, request: Seen, payload: Any, owner: str, repo: str, user: str) -> Reply:
        found = self._find(owner, repo)
        if isinstance(found, Reply):
            return found
        permission = "admin" if user == self.login else self.permissions.get(user, "read")
        return Reply(200, {"permission": permission, "role_name": permission, "user": {"login": user}})

    def get_user(self, request: Seen, payload: Any) -> Reply:
        return Reply(200, {"login": self.login, "id": 1, "type": "Bot"})

    def search_issues(self, request: Seen, payload: Any) -> Reply:
        query = (request.query.get("q") or [""])[0]
        try:
            terms = shlex.split(query)
        except ValueError:
            return Reply(422, {"message": "Validation Failed"})
        qualifiers = [t.split(":", 1) for t in terms if re.match(r"^(repo|is|in|state|label):", t)]
        words = [t for t in terms if not re.match(r"^(repo|is|in|state|label):", t)]
        repos = [v for k, v in qualifiers if k == "repo"]
        states = [v for k, v in qualifiers if k in ("is", "state") and v in ("open", "closed")]
        labels = [v for k, v in qualifiers if k == "label"]
        body_only = ["in", "body"] in [list(q) for q in qualifiers]
        items = []
        for full_name in sorted(self.repositories):
            if repos and full_name not in repos:
                continue
            for issue in self.issues[full_name]:
                text = issue["body"] if body_only else f"{issue['title']}\n{issue['body']}"
                if (
                    all(word.lower() in text.lower() for word in words)
                    and (not states or issue["state"] in states)
                    and all(label in issue["labels"] for label in labels)
                ):
                    items.append({**self._issue_json(full_name, issue), "score": 1.0})
        chunk, headers = page(items, request, self.root)
        return Reply(200, {"total_count": len(items), "incomplete_results": False, "items": chunk}, headers)
