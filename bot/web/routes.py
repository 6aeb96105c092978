"""The review page's routes: GETs that only read, POSTs (behind the session and CSRF checks) that act.

    GET  /                       the ranked list (filters: state, verdict, compiler; page)
    GET  /failure/ID             the draft as the tracker will show it, the reduced test, bisection, history
    GET  /chart/discovery.svg    the discovery curve of the current ranking;  /chart/nights.svg per night
    GET|POST /login, POST /logout
    POST /failure/ID/draft|edit|approve|reject|file|action

Every POST answers 303 back to the failure's page with a message in the session (never in the URL).
Review actions go through :mod:`reportsmith.review`, and so through the state machine; mark known /
duplicate / invalid go through ``reportsmith.actions`` when this build has it.
"""

from __future__ import annotations

import math
from typing import Any

from reportsmith.common.errors import ReportsmithError
from reportsmith.errors import BadFilter, Forbidden
from reportsmith.lifecycle import Actor
from reportsmith.names import failure_name
from reportsmith.report.rendering import TRACKERS
from reportsmith.store.report_models import Tracker
from reportsmith.store.tracker_kind import parse_tracker
from reportsmith.web import charts
from reportsmith.web.queries import Filters, failure_view, list_page
from reportsmith.web.security import COOKIE, Session, same_origin, token_matches
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

SOURCE = "review-page"


def _session(request: Request) -> Session:
    return request.state.session  # type: ignore[no-any-return]


def render(request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
    site = request.app.state.site
    session = _session(request)
    flashes, session.flashes = list(session.flashes), []
    html = site.templates.get_template(template).render(
        session=session, flashes=flashes, store=site.app.store.url_for_display, **context
    )
    return HTMLResponse(html, status_code=status)


async def checked_form(request: Request) -> FormData:
    """The POSTed form, after the origin, session and CSRF checks (Forbidden otherwise)."""
    scheme, host = request.url.scheme, request.headers.get("host", "")
    if not same_origin(request.headers, scheme, host):
        raise Forbidden("the form was posted from another site")
    form = await request.form()
    session = request.app.state.site.sessions.get(request.cookies.get(COOKIE))
    token = str(form.get("csrf", ""))
    if session is None or not token or not token_matches(token, session.csrf):
        raise Forbidden("the form's CSRF token is missing or does not match this session")
    return form


def back(failure_id: int, session: Session, message: str) -> RedirectResponse:
    session.flashes.append(message)
    return RedirectResponse(f"/failure/{failure_id}", status_code=303)


async def index(request: Request) -> Response:
    try:
        filters = Filters.from_query(request.query_params)
    except BadFilter as error:
        return render(request, "error.html.j2", 400, message=str(error))
    page = await run_in_threadpool(list_page, request.app.state.site.app.store, filters)
    return render(request, "list.html.j2", page=page)


async def failure(request: Request) -> Response:
    failure_id = request.path_params["id"]
    view = await run_in_threadpool(failure_view, request.app.state.site.app.store, failure_id)
    if view is None:
        missing = f"there is no failure {failure_name(failure_id)}"
        return render(request, "error.html.j2", 404, message=missing)
    return render(request, "failure.html.j2", view=view, trackers=TRACKERS)


async def act(request: Request) -> Response:
    """One POST action on a failure: the verb is the last path segment."""
    form = await checked_form(request)
    failure_id, verb = request.path_params["id"], request.path_params["verb"]
    session = _session(request)
    site = request.app.state.site
    actor = Actor(session.user or "anonymous", SOURCE)
    try:
        tracker = parse_tracker(str(form.get("tracker", Tracker.GITHUB)))
    except ValueError as error:
        return back(failure_id, session, str(error))
    try:
        message = await run_in_threadpool(site.do, verb, failure_id, tracker, form, actor)
    except ReportsmithError as error:
        message = f"not done: {error}"
    return back(failure_id, session, message)


async def login(request: Request) -> Response:
    site = request.app.state.site
    if request.method == "GET":
        return render(request, "login.html.j2", wrong=False, locked=0)
    form = await checked_form(request)
    client = request.client.host if request.client else ""
    waiting = math.ceil(site.throttle.wait_seconds(client))
    if waiting:  # throttled: the token is not even compared
        response = render(request, "login.html.j2", 429, wrong=False, locked=waiting)
        response.headers["Retry-After"] = str(waiting)
        return response
    given = str(form.get("token", ""))
    if site.settings.token is None or not token_matches(given, site.settings.token):
        site.throttle.failed(client)
        return render(request, "login.html.j2", 401, wrong=True, locked=0)
    site.throttle.succeeded(client)
    old = _session(request)
    site.sessions.drop(old.id)
    name = str(form.get("name", "")).strip()[:60] or "reviewer"
    fresh = site.sessions.create(name)  # a new id at login: a session fixed before login is worthless
    response = RedirectResponse("/", status_code=303)
    site.set_cookie(response, fresh)
    return response


async def logout(request: Request) -> Response:
    await checked_form(request)
    request.app.state.site.sessions.drop(_session(request).id)
    response = RedirectResponse("/login", status_code=303)
    response.delete_cookie(COOKIE)
    return response


async def chart(request: Request) -> Response:
    name = request.path_params["name"]
    store = request.app.state.site.app.store
    drawers = {"discovery": charts.discovery_svg, "nights": charts.nights_svg}
    if name not in drawers:
        return Response("no such chart", status_code=404)
    svg = await run_in_threadpool(drawers[name], store)
    return Response(svg, media_type="image/svg+xml", headers={"Cache-Control": "no-store"})


ROUTES = [
    Route("/", index),
    Route("/failure/{id:int}", failure),
    Route("/failure/{id:int}/{verb:str}", act, methods=["POST"]),
    Route("/chart/{name:str}.svg", chart),
    Route("/login", login, methods=["GET", "POST"]),
    Route("/logout", logout, methods=["POST"]),
]
