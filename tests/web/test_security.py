"""The review page's security: cross-site posts, read-only GETs, bind rules, logins, body cap, no secrets."""

from __future__ import annotations

import logging
import re

import httpx
import pytest
from fakes.local_github import LocalGitHub
from reportsmith.app import App
from reportsmith.errors import WebSecurityError
from reportsmith.lifecycle import Actor
from reportsmith.review import approve
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.web.app import create_app
from reportsmith.web.security import WebSettings
from web.conftest import GITHUB_TOKEN
from web.served import Served, dump, serving

LOGIN_TOKEN = "a-long-login-token-0123456789"


def _csrf(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found
    return found.group(1)


def _crash(app: App) -> int:
    """The pcc crash (the bundled clang crash is fixed in clang-16: the retest before filing holds it)."""
    return next(f.id for f in list_failures(app.store) if f.test_name == "pcc-crash-label.c")


def test_a_cross_site_form_post_is_refused(site: Served) -> None:
    crash = _crash(site.app)
    before = dump(site.app)
    with httpx.Client(base_url=site.url) as client:
        csrf = _csrf(client.get(f"/failure/{crash}").text)
        # A page on another site posting into the review page: the browser says where it comes from.
        other_origin = client.post(
            f"/failure/{crash}/approve", data={"csrf": csrf}, headers={"Origin": "http://evil.example"}
        )
        assert other_origin.status_code == 403
        wrong_token = client.post(f"/failure/{crash}/approve", data={"csrf": "guessed"})
        assert wrong_token.status_code == 403
        no_token = client.post(f"/failure/{crash}/reject", data={"reason": "x"})
        assert no_token.status_code == 403
    # SameSite=Strict: a cross-site post arrives without the session cookie; the token alone is worthless.
    cookieless = httpx.post(f"{site.url}/failure/{crash}/approve", data={"csrf": csrf})
    assert cookieless.status_code == 403
    assert dump(site.app) == before


def test_no_get_changes_the_store(site: Served) -> None:
    failures = [f.id for f in list_failures(site.app.store)]
    paths = ["/", "/?state=new", "/?verdict=crash&page=1", "/?page=2", "/?state=bogus", "/login",
             "/chart/discovery.svg", "/chart/nights.svg", "/chart/nope.svg", "/failure/99999",
             *[f"/failure/{failure_id}" for failure_id in failures]]  # fmt: skip
    with httpx.Client(base_url=site.url) as client:
        for path in paths:
            before = dump(site.app)
            response = client.get(path)
            assert response.status_code in (200, 400, 404), path
            assert dump(site.app) == before, f"GET {path} changed the store"
        # The old page drafted a missing report on GET; now a failure without a draft offers a POST button.
        passing = [f.id for f in list_failures(site.app.store) if f.verdict == "pass"]
        assert "No draft yet" in client.get(f"/failure/{passing[0]}").text


def test_a_non_loopback_bind_without_a_token_refuses_to_start(app: App) -> None:
    with pytest.raises(WebSecurityError, match="not a loopback address.*REPORTSMITH_WEB_TOKEN"):
        create_app(app, WebSettings(host="0.0.0.0"))
    with pytest.raises(WebSecurityError, match="at least 16"):
        create_app(app, WebSettings(host="0.0.0.0", token="short"))
    create_app(app, WebSettings(host="0.0.0.0", token=LOGIN_TOKEN))  # with a token it starts
    create_app(app, WebSettings(host="::1"))  # loopback needs none


def test_login_wrong_token_is_401_and_the_session_cookie_is_strict(app: App) -> None:
    with serving(app, token=LOGIN_TOKEN) as site, httpx.Client(base_url=site.url) as client:
        first = client.get("/")
        assert first.status_code == 303 and first.headers["location"] == "/login"
        cookie = first.headers["set-cookie"]
        assert "HttpOnly" in cookie and "samesite=strict" in cookie.lower()
        assert client.post(f"/failure/{_crash(app)}/approve", data={}).status_code == 401
        login = client.get("/login")
        csrf = _csrf(login.text)
        wrong = client.post("/login", data={"csrf": csrf, "token": "not-the-token-at-all", "name": "eve"})
        assert wrong.status_code == 401 and "Wrong token" in wrong.text
        assert client.get("/").status_code == 303
        right = client.post("/login", data={"csrf": csrf, "token": LOGIN_TOKEN, "name": "alice"})
        assert right.status_code == 303
        page = client.get("/")
        assert page.status_code == 200 and "alice" in page.text
        csrf = _csrf(page.text)
        client.post(f"/failure/{_crash(app)}/approve", data={"csrf": csrf})
    events = get_failure(app.store, _crash(app)).events
    assert events[-1].data["actor"] == "alice" and events[-1].data["source"] == "review-page"


def test_request_bodies_are_capped(app: App) -> None:
    with serving(app, max_body=4096) as site, httpx.Client(base_url=site.url) as client:
        csrf = _csrf(client.get("/").text)
        big = client.post(f"/failure/{_crash(app)}/reject", data={"csrf": csrf, "reason": "x" * 10_000})
        assert big.status_code == 413

        def chunks():  # no Content-Length: the cap counts what arrives
            for _ in range(10):
                yield b"reason=" + b"y" * 1000

        streamed = client.post(f"/failure/{_crash(app)}/reject", content=chunks(),
                               headers={"Content-Type": "application/x-www-form-urlencoded"})  # fmt: skip
        assert streamed.status_code == 413
    assert get_failure(app.store, _crash(app)).status == "drafted"


def test_no_tracker_credential_in_pages_logs_or_store(
    site: Served, github: LocalGitHub, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    crash = _crash(site.app)
    approve(site.app.store, crash, Actor("alice", "test"))
    pages = []
    with httpx.Client(base_url=site.url) as client:
        csrf = _csrf(client.get(f"/failure/{crash}").text)
        client.post(f"/failure/{crash}/file", data={"csrf": csrf, "tracker": "github"})
        pages = [client.get(path).text for path in ("/", f"/failure/{crash}")]
    assert len(github.issues["compilers/tcc"]) == 1
    assert all(GITHUB_TOKEN not in page for page in pages)
    assert GITHUB_TOKEN not in repr(dump(site.app))
    assert GITHUB_TOKEN not in caplog.text
