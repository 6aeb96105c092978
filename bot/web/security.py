"""The review page's security: who may bind where, logins, sessions, CSRF tokens, and a cap on request bodies.

* The page listens on a loopback address by default. Any other address requires a login token, read from
  the environment variable ``[serve] token_env`` names (never from the configuration file, never stored);
  without one the server refuses to start.
* Sessions are random ids in an ``HttpOnly``, ``SameSite=Strict`` cookie, kept in memory (a restart logs
  people out; nothing about a session reaches the store). On loopback without a token, a visitor gets a
  session for the local user at once; with a token, only after ``POST /login`` with the right token
  (a wrong one is 401). Wrong tokens are throttled per client address (:class:`LoginThrottle`): after
  :data:`FREE_ATTEMPTS` of them, every login from that address is refused (429, ``Retry-After``) for 30 s,
  then twice as long after each further wrong one (at most 15 minutes), the right token included.
  The login page an anonymous visitor sees says nothing about the store (no path, no URL).
* Every form carries the session's CSRF token, and every POST is checked against it and against what the
  browser says of where the form comes from: an ``Origin`` (else ``Referer``) of another origin, or
  ``Sec-Fetch-Site: cross-site``/``same-site`` (sent by browsers even where they omit ``Origin``), is
  refused (403).
* Request bodies over ``[serve] max_body_kb`` are refused (413) before they are read whole.
"""

from __future__ import annotations

import collections
import getpass
import hmac
import ipaddress
import os
import secrets
import threading
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from reportsmith.config import Config
from reportsmith.errors import WebSecurityError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

COOKIE = "reportsmith_session"
MAX_SESSIONS = 10_000
#: Wrong login tokens a client address may send before it has to wait.
FREE_ATTEMPTS = 5
FIRST_LOCKOUT_SECONDS = 30.0
MAX_LOCKOUT_SECONDS = 15 * 60.0
#: What a browser's Sec-Fetch-Site may say of a POST from this page (absent: not a browser, or an old one).
_OWN_FETCH_SITES = ("same-origin", "none")


@dataclass(frozen=True)
class WebSettings:
    host: str = "127.0.0.1"
    port: int = 8080
    #: The login token; None means no login (allowed on loopback only).
    token: str | None = None
    max_body: int = 256 * 1024
    token_env: str = "REPORTSMITH_WEB_TOKEN"


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name other than localhost may resolve anywhere


def settings_from_config(config: Config, host: str | None = None, port: int | None = None) -> WebSettings:
    serve = config.serve
    return WebSettings(
        host=host or serve.host,
        port=serve.port if port is None else port,
        token=os.environ.get(serve.token_env) or None,
        max_body=serve.max_body_kb * 1024,
        token_env=serve.token_env,
    )


def check_bind(settings: WebSettings) -> None:
    """Refuse to serve on a non-loopback address without a login token."""
    if settings.token is None and not is_loopback(settings.host):
        raise WebSecurityError(
            f"refusing to serve the review page on {settings.host}: it is not a loopback address and no "
            f"login token is set (export {settings.token_env}=<a long random string>, named by "
            "[serve] token_env, or serve on 127.0.0.1)"
        )
    if settings.token is not None and len(settings.token) < 16:
        raise WebSecurityError(
            f"the login token in {settings.token_env} is {len(settings.token)} characters: use at least 16"
        )


def local_user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "local"


@dataclass
class Session:
    id: str
    #: None until logged in.
    user: str | None
    csrf: str = field(default_factory=lambda: secrets.token_urlsafe(32))
    flashes: list[str] = field(default_factory=list)


_Value = TypeVar("_Value")


def _put_newest(items: collections.OrderedDict[str, _Value], key: str, value: _Value) -> None:
    """``items[key] = value`` as the most recent entry; the oldest are forgotten past :data:`MAX_SESSIONS`
    (sessions and throttled addresses are both kept in memory, so both are capped the same way)."""
    items.pop(key, None)
    items[key] = value
    while len(items) > MAX_SESSIONS:
        items.popitem(last=False)


class Sessions:
    """Sessions in memory, oldest dropped first past :data:`MAX_SESSIONS` (thread-safe)."""

    def __init__(self) -> None:
        self._sessions: collections.OrderedDict[str, Session] = collections.OrderedDict()
        self._lock = threading.Lock()

    def create(self, user: str | None) -> Session:
        session = Session(secrets.token_urlsafe(32), user)
        with self._lock:
            _put_newest(self._sessions, session.id, session)
        return session

    def get(self, session_id: str | None) -> Session | None:
        if not session_id:
            return None
        with self._lock:
            return self._sessions.get(session_id)

    def drop(self, session_id: str) -> None:
        with self._lock:
            self._sessions.pop(session_id, None)


def token_matches(given: str, expected: str) -> bool:
    return hmac.compare_digest(given.encode(), expected.encode())


def same_origin(headers: Any, scheme: str, host: str) -> bool:
    """False when the browser says the request comes from another origin (Sec-Fetch-Site; Origin, else
    Referer)."""
    fetch_site = headers.get("sec-fetch-site")
    if fetch_site is not None and fetch_site.strip().lower() not in _OWN_FETCH_SITES:
        return False
    origin = headers.get("origin") or headers.get("referer")
    if not origin:
        return True  # non-browser clients send neither; they still need the session and CSRF token
    parsed = urllib.parse.urlsplit(origin)
    return (parsed.scheme, parsed.netloc) == (scheme, host)


@dataclass
class _Failures:
    count: int = 0
    locked_until: float = 0.0


class LoginThrottle:
    """Wrong login tokens per client address: :data:`FREE_ATTEMPTS` free, then a lockout that doubles with
    each further wrong token (thread-safe; in memory, like the sessions; at most :data:`MAX_SESSIONS`
    addresses, the least recently seen forgotten first). ``clock`` is a parameter so tests need not wait."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._clients: collections.OrderedDict[str, _Failures] = collections.OrderedDict()
        self._lock = threading.Lock()

    def wait_seconds(self, client: str) -> float:
        """How long ``client`` must wait before its next login is even looked at (0: not locked)."""
        with self._lock:
            failures = self._clients.get(client)
            return 0.0 if failures is None else max(0.0, failures.locked_until - self._clock())

    def failed(self, client: str) -> None:
        with self._lock:
            failures = self._clients.get(client) or _Failures()
            _put_newest(self._clients, client, failures)
            failures.count += 1
            beyond = failures.count - FREE_ATTEMPTS
            if beyond >= 0:
                lockout = min(FIRST_LOCKOUT_SECONDS * 2**beyond, MAX_LOCKOUT_SECONDS)
                failures.locked_until = self._clock() + lockout

    def succeeded(self, client: str) -> None:
        with self._lock:
            self._clients.pop(client, None)


class BodyLimit:
    """ASGI middleware: 413 for a declared Content-Length over the cap, or a body that grows past it."""

    def __init__(self, app: ASGIApp, max_body: int) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_body):
            await _too_large(send, self.max_body)
            return
        # Read the body (at most the cap) before the app sees it, then hand it on: a body that grows past
        # the cap without a Content-Length is refused without reading the rest.
        body, more = bytearray(), True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                await self.app(scope, _replay(message, receive), send)
                return
            body += message.get("body", b"")
            more = message.get("more_body", False)
            if len(body) > self.max_body:
                await _too_large(send, self.max_body)
                return
        await self.app(scope, _replay({"type": "http.request", "body": bytes(body)}, receive), send)


def _replay(first: Message, receive: Receive) -> Receive:
    """``first``, then whatever the connection says next (a disconnect, when it comes)."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return first
        return await receive()

    return replayed


async def _too_large(send: Send, limit: int) -> None:
    text = f"request body over {limit} bytes ([serve] max_body_kb)".encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(text)).encode())]})  # fmt: skip
    await send({"type": "http.response.body", "body": text})
