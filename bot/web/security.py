"""The review page's security: who may bind where, logins, sessions, CSRF tokens, and a cap on request bodies.

* The page listens on a loopback address by default. Any other address requires a login token, read from
  the environment variable ``[serve] token_env`` names (never from the configuration file, never stored);
  without one the server refuses to start.
* Sessions are random ids in an ``HttpOnly``, ``SameSite=Strict`` cookie, kept in memory (a restart logs
  people out; nothing about a session reaches the store). On loopback without a token, a visitor gets a
  session for the local user at once; with a token, only after ``POST /login`` with the right token
  (a wrong one is 401).
* Every form carries the session's CSRF token, and every POST is checked against it (and against the
  ``Origin`` header when the browser sends one): a form posted from another site is refused (403).
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
import urllib.parse
from dataclasses import dataclass, field
from typing import Any

from reportsmith.common.errors import ReportsmithError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

COOKIE = "reportsmith_session"
MAX_SESSIONS = 10_000


class WebSecurityError(ReportsmithError):
    """The review page cannot be served safely as configured; the message says what to set."""


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


def settings_from_config(config: Any, host: str | None = None, port: int | None = None) -> WebSettings:
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


class Sessions:
    """Sessions in memory, oldest dropped first past :data:`MAX_SESSIONS` (thread-safe)."""

    def __init__(self) -> None:
        self._sessions: collections.OrderedDict[str, Session] = collections.OrderedDict()
        self._lock = threading.Lock()

    def create(self, user: str | None) -> Session:
        session = Session(secrets.token_urlsafe(32), user)
        with self._lock:
            self._sessions[session.id] = session
            while len(self._sessions) > MAX_SESSIONS:
                self._sessions.popitem(last=False)
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
    """False when the browser says the request comes from another origin (Origin, else Referer)."""
    origin = headers.get("origin") or headers.get("referer")
    if not origin:
        return True  # non-browser clients send neither; they still need the session and CSRF token
    parsed = urllib.parse.urlsplit(origin)
    return (parsed.scheme, parsed.netloc) == (scheme, host)


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
