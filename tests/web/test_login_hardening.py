"""The login and the forms against a guesser and a foreign page: wrong tokens are throttled per client
address, the anonymous login page says nothing about the store, and ``Sec-Fetch-Site: cross-site`` (no
Origin header) is refused like a foreign Origin."""

from __future__ import annotations

import re

import httpx
import pytest
from reportsmith.app import App
from reportsmith.store.failures import list_failures
from reportsmith.web.security import FIRST_LOCKOUT_SECONDS, FREE_ATTEMPTS, MAX_LOCKOUT_SECONDS, LoginThrottle
from web.served import dump, serving

LOGIN_TOKEN = "a-long-login-token-0123456789"


def _csrf(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found
    return found.group(1)


def _login(client: httpx.Client, token: str) -> httpx.Response:
    csrf = _csrf(client.get("/login").text)
    return client.post("/login", data={"csrf": csrf, "token": token, "name": "alice"})


def test_wrong_tokens_are_throttled_per_client_address(app: App) -> None:
    with serving(app, token=LOGIN_TOKEN) as site:
        with httpx.Client(base_url=site.url) as guesser:
            answers = [_login(guesser, f"guess-{number:02d}-0123456789") for number in range(12)]
            assert [a.status_code for a in answers] == [401] * FREE_ATTEMPTS + [429] * (12 - FREE_ATTEMPTS)
            locked = answers[-1]
            assert 0 < int(locked.headers["Retry-After"]) <= FIRST_LOCKOUT_SECONDS
            assert "Too many wrong tokens from your address" in locked.text
            # Locked out, the right token is not even looked at.
            assert _login(guesser, LOGIN_TOKEN).status_code == 429
            assert guesser.get("/").status_code == 303  # still not logged in
        # Another address is not locked out by the guesser.
        other = httpx.HTTPTransport(local_address="127.0.0.2")
        with httpx.Client(base_url=site.url, transport=other) as colleague:
            assert _login(colleague, LOGIN_TOKEN).status_code == 303
            assert colleague.get("/").status_code == 200


def test_the_lockout_doubles_with_each_wrong_token_and_ends() -> None:
    now = [1000.0]
    throttle = LoginThrottle(clock=lambda: now[0])
    for _ in range(FREE_ATTEMPTS - 1):
        throttle.failed("10.0.0.9")
        assert throttle.wait_seconds("10.0.0.9") == 0
    lockouts = []
    for _ in range(8):
        throttle.failed("10.0.0.9")
        lockouts.append(throttle.wait_seconds("10.0.0.9"))
        now[0] += lockouts[-1]  # waits it out, then guesses wrong again
    assert lockouts[:3] == [FIRST_LOCKOUT_SECONDS, 2 * FIRST_LOCKOUT_SECONDS, 4 * FIRST_LOCKOUT_SECONDS]
    assert max(lockouts) == MAX_LOCKOUT_SECONDS
    assert throttle.wait_seconds("10.0.0.9") == 0 and throttle.wait_seconds("10.0.0.10") == 0
    throttle.failed("10.0.0.9")
    assert throttle.wait_seconds("10.0.0.9") == MAX_LOCKOUT_SECONDS
    throttle.succeeded("10.0.0.9")  # the right token (after the wait) forgets the past
    assert throttle.wait_seconds("10.0.0.9") == 0


def test_the_anonymous_login_page_says_nothing_about_the_store(app: App) -> None:
    data = str(app.config.data_path)
    with serving(app, token=LOGIN_TOKEN) as site, httpx.Client(base_url=site.url) as client:
        for path in ("/", "/login", "/failure/1"):
            page = client.get(path, follow_redirects=True)
            assert page.url.path == "/login"
            assert data not in page.text and "sqlite" not in page.text and "store" not in page.text.lower()
        wrong = _login(client, "not-the-token-at-all")
        assert wrong.status_code == 401 and data not in wrong.text
        assert _login(client, LOGIN_TOKEN).status_code == 303
        assert data in client.get("/").text  # logged in, the footer names the store


@pytest.mark.parametrize("fetch_site", ["cross-site", "same-site", "Cross-Site"])
def test_sec_fetch_site_from_elsewhere_is_refused_without_an_origin(app: App, fetch_site: str) -> None:
    crash = next(f.id for f in list_failures(app.store) if f.verdict == "crash")
    with serving(app) as site, httpx.Client(base_url=site.url) as client:
        csrf = _csrf(client.get(f"/failure/{crash}").text)
        before = dump(app)
        refused = client.post(f"/failure/{crash}/approve", data={"csrf": csrf},
                              headers={"Sec-Fetch-Site": fetch_site})  # fmt: skip
        assert refused.status_code == 403 and "another site" in refused.text
        assert dump(app) == before
        accepted = client.post(f"/failure/{crash}/approve", data={"csrf": csrf},
                               headers={"Sec-Fetch-Site": "same-origin"})  # fmt: skip
        assert accepted.status_code == 303
    assert next(f for f in list_failures(app.store) if f.id == crash).status == "approved"


def test_a_cross_site_login_post_is_refused(app: App) -> None:
    with serving(app, token=LOGIN_TOKEN) as site, httpx.Client(base_url=site.url) as client:
        csrf = _csrf(client.get("/login").text)
        posted = client.post("/login", data={"csrf": csrf, "token": LOGIN_TOKEN},
                             headers={"Sec-Fetch-Site": "cross-site"})  # fmt: skip
        assert posted.status_code == 403
        assert client.get("/").status_code == 303  # not logged in


def test_sessions_and_throttled_addresses_forget_the_oldest_past_the_cap(monkeypatch) -> None:
    """Both live in memory: past MAX_SESSIONS the least recently created session, and the least recently
    failing address, are forgotten; a recent one is kept."""
    from reportsmith.web import security

    monkeypatch.setattr(security, "MAX_SESSIONS", 3)
    sessions = security.Sessions()
    made = [sessions.create(f"user{i}") for i in range(4)]
    assert sessions.get(made[0].id) is None
    assert [sessions.get(s.id) for s in made[1:]] == made[1:]

    now = [0.0]
    throttle = security.LoginThrottle(clock=lambda: now[0])
    for _ in range(security.FREE_ATTEMPTS + 1):
        throttle.failed("10.0.0.1")
    assert throttle.wait_seconds("10.0.0.1") > 0
    for other in ("10.0.0.2", "10.0.0.3"):
        throttle.failed(other)
    throttle.failed("10.0.0.1")  # seen again: now the most recent
    throttle.failed("10.0.0.4")  # the fourth address: 10.0.0.2, the least recently seen, is forgotten
    assert throttle.wait_seconds("10.0.0.1") > 0
    for _ in range(security.FREE_ATTEMPTS - 1):
        throttle.failed("10.0.0.2")
    assert throttle.wait_seconds("10.0.0.2") == 0  # its earlier wrong token was forgotten
    throttle.failed("10.0.0.2")
    assert throttle.wait_seconds("10.0.0.2") > 0
