"""The review page: people read the ranked drafts, label known bugs, and file what is ready.

A small WSGI application (stdlib ``wsgiref``; no framework) over the store:

* ``GET /`` — failures in tamer order (distinct bugs first), with size before/after reduction, signature,
  bisection summary, known-bug label and report status;
* ``GET /failure/ID`` — the drafted report rendered as it will look (Markdown rendered with raw HTML off, so
  text from tests and compilers stays text), the reduced test, the bisection details;
* ``POST /failure/ID/label`` — label the failure as a known bug (``known_bug=`` empty clears it); the next
  ``tame`` uses labelled failures as seeds so their look-alikes sink;
* ``POST /failure/ID/file`` — file the report to ``tracker`` exactly once (the same code as
  ``reportsmith report file``).

It listens on 127.0.0.1 by default: it has no authentication, and filing uses the bot's credentials.
"""

from __future__ import annotations

import html
import urllib.parse
from collections.abc import Callable, Iterable
from typing import Any

from markdown_it import MarkdownIt
from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.report import draft_reports, list_reports
from reportsmith.store import Failure
from reportsmith.store.failures import get_failure, list_failures, log_event

StartResponse = Callable[[str, list[tuple[str, str]]], Any]
_MARKDOWN = MarkdownIt("commonmark", {"html": False})
_STYLE = (
    "body{font-family:sans-serif;max-width:70em;margin:1em auto;padding:0 1em}"
    "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em;vertical-align:top}"
    "pre{background:#f6f6f6;padding:.5em;overflow:auto}.draft{border:1px solid #999;padding:0 1em}"
)
RANKED = ("crash", "rejects-valid", "wrong-code")


def _page(title: str, body: str) -> bytes:
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
        f"<style>{_STYLE}</style></head><body><h1>{html.escape(title)}</h1>{body}</body></html>"
    ).encode()


def _size(failure: Failure) -> str:
    if failure.reduced_bytes is None:
        return f"{len(failure.test_bytes)} (not reduced)"
    return f"{len(failure.test_bytes)} → {len(failure.reduced_bytes)}"


class ReviewApp:
    """The WSGI application; ``ReviewApp(app)`` is callable as ``application(environ, start_response)``."""

    def __init__(self, app: App) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        method, path = environ["REQUEST_METHOD"], environ.get("PATH_INFO", "/")
        parts = [part for part in path.split("/") if part]
        try:
            if method == "GET" and not parts:
                return self._respond(start_response, "200 OK", self.index())
            if parts[:1] == ["failure"] and len(parts) >= 2 and parts[1].isdigit():
                failure_id = int(parts[1])
                if method == "GET" and len(parts) == 2:
                    query = urllib.parse.parse_qs(environ.get("QUERY_STRING", ""))
                    message = query.get("message", [""])[-1]
                    return self._respond(start_response, "200 OK", self.failure_page(failure_id, message))
                if method == "POST" and len(parts) == 3 and parts[2] in ("label", "file"):
                    form = self._form(environ)
                    message = (
                        self.label(failure_id, form) if parts[2] == "label" else self.file(failure_id, form)
                    )
                    location = f"/failure/{failure_id}?{urllib.parse.urlencode({'message': message})}"
                    start_response("303 See Other", [("Location", location)])
                    return [b""]
            return self._respond(start_response, "404 Not Found", _page("Not found", "<p>No such page.</p>"))
        except LookupError as error:
            return self._respond(start_response, "404 Not Found", _page("Not found", html.escape(str(error))))
        except ReportsmithError as error:
            return self._respond(start_response, "400 Bad Request", _page("Error", html.escape(str(error))))

    @staticmethod
    def _respond(start_response: StartResponse, status: str, body: bytes) -> list[bytes]:
        start_response(
            status, [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(body)))]
        )
        return [body]

    @staticmethod
    def _form(environ: dict[str, Any]) -> dict[str, str]:
        length = int(environ.get("CONTENT_LENGTH") or 0)
        data = environ["wsgi.input"].read(min(length, 65536)).decode("utf-8", "replace")
        return {
            key: values[-1] for key, values in urllib.parse.parse_qs(data, keep_blank_values=True).items()
        }

    # -- pages ----------------------------------------------------------------------------------------

    def index(self) -> bytes:
        failures = [f for f in list_failures(self.app.store) if f.verdict in RANKED]
        failures.sort(key=lambda f: (f.tame_rank is None, f.tame_rank or 0, f.id))
        reports: dict[int, list[str]] = {}
        for report in list_reports(self.app.store):
            reports.setdefault(report.failure_id, []).append(f"{report.tracker}: {report.status}")
        rows = []
        for failure in failures:
            label = (failure.details or {}).get("known_bug")
            rank = str(failure.tame_rank) if failure.tame_rank else ("known bug" if label else "-")
            cells = [
                rank,
                f"<a href='/failure/{failure.id}'>#{failure.id}</a>",
                failure.verdict,
                html.escape(f"{failure.compiler} {failure.flags}"),
                _size(failure),
                html.escape(failure.signature),
                html.escape(failure.bisection.summary if failure.bisection else "not bisected"),
                html.escape(", ".join(reports.get(failure.id, [])) or "no draft"),
                html.escape(label or ""),
            ]
            rows.append("<tr>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>")
        header = "".join(
            f"<th>{h}</th>"
            for h in (
                "rank",
                "failure",
                "verdict",
                "compiler",
                "bytes",
                "signature",
                "bisection",
                "reports",
                "known bug",
            )
        )
        body = (
            f"<p>{len(failures)} failures, distinct bugs first (tamer order). Store: "
            f"{html.escape(self.app.store.url_for_display)}</p><table><tr>{header}</tr>{''.join(rows)}</table>"
        )
        return _page("reportsmith: failures to review", body)

    def failure_page(self, failure_id: int, message: str = "") -> bytes:
        failure = self._failure(failure_id)
        reports = [r for r in list_reports(self.app.store) if r.failure_id == failure_id]
        if not reports and failure.verdict in RANKED:
            reports = draft_reports(self.app, [failure])
        sections = [f"<p><a href='/'>all failures</a></p><p>{html.escape(failure.signature)}</p>"]
        if message:
            sections.append(f"<p><strong>{html.escape(message)}</strong></p>")
        label = (failure.details or {}).get("known_bug") or ""
        sections.append(
            f"<form method='post' action='/failure/{failure_id}/label'>known bug: "
            f"<input name='known_bug' value='{html.escape(label, quote=True)}' placeholder='e.g. PR112345'>"
            "<button>label</button></form>"
        )
        for report in reports:
            sections.append(
                f"<h2>{html.escape(report.tracker)} report ({html.escape(report.status)})</h2>"
                f"<h3>{html.escape(report.title)}</h3>"
            )
            if report.tracker == "github":
                sections.append(f"<div class='draft'>{_MARKDOWN.render(report.body)}</div>")
            else:
                sections.append(f"<pre>{html.escape(report.body)}</pre>")
            if report.remote_url:
                sections.append(f"<p>filed: {html.escape(report.remote_url)}</p>")
            sections.append(
                f"<form method='post' action='/failure/{failure_id}/file'>"
                f"<input type='hidden' name='tracker' value='{html.escape(report.tracker, quote=True)}'>"
                f"<button>file to {html.escape(report.tracker)}</button></form>"
            )
        return _page(f"failure #{failure_id}: {failure.verdict} ({failure.status})", "".join(sections))

    # -- actions --------------------------------------------------------------------------------------

    def _failure(self, failure_id: int) -> Failure:
        failure = get_failure(self.app.store, failure_id)
        if failure is None:
            raise LookupError(f"no failure #{failure_id}")
        return failure

    def label(self, failure_id: int, form: dict[str, str]) -> str:
        self._failure(failure_id)
        label = form.get("known_bug", "").strip()
        with self.app.store.transaction() as session:
            stored = session.get(Failure, failure_id)
            assert stored is not None
            details = dict(stored.details or {})
            if label:
                details["known_bug"] = label
            else:
                details.pop("known_bug", None)
            stored.details = details
        log_event(self.app.store, failure_id, "labelled", label or "(label removed)")
        return f"labelled as known bug {label}" if label else "label removed"

    def file(self, failure_id: int, form: dict[str, str]) -> str:
        from reportsmith.trackers.filing import file_report

        self._failure(failure_id)
        outcome = file_report(self.app, failure_id, form.get("tracker", "github"))
        return str(outcome.message)


def serve(app: App, host: str = "127.0.0.1", port: int = 8080) -> None:  # pragma: no cover - blocking loop
    from wsgiref.simple_server import make_server

    with make_server(host, port, ReviewApp(app)) as server:
        print(f"review: http://{host}:{server.server_port}/ (Ctrl-C stops)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
