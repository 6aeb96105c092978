"""The review page as an ASGI application (Starlette), and serving it with uvicorn.

:class:`Site` holds what the routes share (the bot's :class:`~reportsmith.app.App`, the settings, the
sessions, the templates) and performs the POST actions; :func:`create_app` wires routes and middleware;
:func:`make_server` gives a uvicorn server that ``reportsmith serve`` runs and tests start in a thread.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import jinja2
import uvicorn
from reportsmith import review
from reportsmith.actions import apply_action, parse_action
from reportsmith.app import App
from reportsmith.errors import Forbidden
from reportsmith.lifecycle import Actor
from reportsmith.names import failure_name, issue_name
from reportsmith.report.drafting import draft_and_save
from reportsmith.review import WITHDRAWS_APPROVAL
from reportsmith.store.report_models import Tracker
from reportsmith.web.queries import age
from reportsmith.web.routes import ROUTES
from reportsmith.web.security import (
    COOKIE,
    BodyLimit,
    LoginThrottle,
    Session,
    Sessions,
    WebSettings,
    check_bind,
    local_user,
)
from reportsmith.web.views import highlight_css, highlighted_c, tracker_html
from starlette.applications import Starlette
from starlette.datastructures import FormData
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware, RequestResponseEndpoint
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response

_OPEN_PATHS = ("/login",)


def _templates() -> jinja2.Environment:
    folder = resources.files("reportsmith.templates").joinpath("web")
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(folder)), autoescape=True, undefined=jinja2.StrictUndefined
    )

    environment.filters.update(markdown=tracker_html, c_source=highlighted_c, age=age)
    environment.globals.update(
        highlight_css=highlight_css, issue_name=issue_name, withdraws_approval=WITHDRAWS_APPROVAL
    )
    return environment


class Site:
    """The page's shared parts, and the POST actions (run in a worker thread: they touch the store)."""

    def __init__(self, app: App, settings: WebSettings) -> None:
        self.app, self.settings = app, settings
        self.sessions = Sessions()
        self.throttle = LoginThrottle()
        self.templates = _templates()

    def set_cookie(self, response: Response, session: Session) -> None:
        response.set_cookie(COOKIE, session.id, httponly=True, samesite="strict", path="/")

    def do(self, verb: str, failure_id: int, tracker: Tracker, form: FormData, actor: Actor) -> str:
        store = self.app.store
        if verb == "draft":
            report = draft_and_save(self.app, failure_id, tracker)
            return f"{tracker} draft: {report.status}"
        if verb == "edit":
            review.edit_draft(store, failure_id, tracker, str(form.get("title", "")),
                              str(form.get("body", "")), actor,
                              withdraw_approval=form.get("withdraw") == "yes")  # fmt: skip
            return f"{tracker} draft saved: this edited version is what will be filed"
        if verb == "approve":
            return "approved" if review.approve(store, failure_id, actor) else "already approved"
        if verb == "reject":
            review.reject(store, failure_id, actor, str(form.get("reason", "")))
            return "rejected"
        if verb == "file":
            outcome = review.file_approved(self.app, failure_id, tracker, actor)
            where = " ".join(filter(None, [issue_name(tracker, outcome.remote_id), outcome.remote_url]))
            return f"{failure_name(failure_id)}: {outcome.status} {where} ({outcome.message})"
        if verb == "action":
            return self._action(failure_id, str(form.get("verb", "")), str(form.get("argument", "")), actor)
        return f"unknown action {verb!r}"

    def _action(self, failure_id: int, verb: str, argument: str, actor: Actor) -> str:
        """Mark known / duplicate / invalid: the comment commands' actions (``reportsmith.actions``)."""
        outcome = apply_action(self.app, failure_id, parse_action(verb, argument), actor)
        return str(outcome.message) if outcome.applied else f"not done: {outcome.message}"


class SessionGate(BaseHTTPMiddleware):
    """Finds the request's session; makes one for the local user on loopback without a token; else sends
    a visitor without a logged-in session to /login (or 401 for a POST)."""

    async def dispatch(self, request: Request, call_next: RequestResponseEndpoint) -> Response:
        site: Site = request.app.state.site
        session = site.sessions.get(request.cookies.get(COOKIE))
        fresh = session is None
        if session is None:
            session = site.sessions.create(local_user() if site.settings.token is None else None)
        request.state.session = session
        if session.user is None and not request.url.path.startswith(_OPEN_PATHS):
            if request.method == "GET":
                response: Response = RedirectResponse("/login", status_code=303)
            else:
                response = PlainTextResponse("log in first (POST /login with the token)", status_code=401)
        else:
            response = await call_next(request)
        if fresh:
            site.set_cookie(response, session)
        response.headers.update(_HEADERS)
        return response


#: No framing by other sites, no sniffing, no referrer leaks, and no script at all (the page needs none).
_HEADERS = {
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'",
}


async def _forbidden(_request: Request, refused: Exception) -> Response:
    return PlainTextResponse(f"refused: {refused}", status_code=403)


def create_app(app: App, settings: WebSettings) -> Any:
    """The ASGI application: the routes behind the session gate, inside the body cap."""
    check_bind(settings)
    starlette = Starlette(
        routes=ROUTES, middleware=[Middleware(SessionGate)], exception_handlers={Forbidden: _forbidden}
    )
    starlette.state.site = Site(app, settings)
    return BodyLimit(starlette, settings.max_body)


def make_server(app: App, settings: WebSettings) -> uvicorn.Server:
    config = uvicorn.Config(
        create_app(app, settings), host=settings.host, port=settings.port, log_level="warning",
        access_log=False, lifespan="off",
    )  # fmt: skip
    return uvicorn.Server(config)
