"""The frame of the local tracker servers: an HTTP server on 127.0.0.1 at a free port, in a thread, with
routing, JSON replies, a request log and fault injection.

Faults are how the tests make the network misbehave the way real trackers do. A :class:`Fault` matches a
method and a path pattern and fires ``times`` times:

* ``status`` with ``headers`` (e.g. 502; 403 + ``Retry-After``; 429), either *before* the request is
  processed (``after=False``: the tracker refused) or *after* it (``after=True``: the tracker did the work and
  the reply was lost: the ambiguous case exactly-once filing exists for);
* ``delay``: a slow reply;
* ``hold``: after processing, set ``arrived`` and block until ``release`` is set (a test kills the client
  while it waits for this reply);
* a ``body`` of bytes is sent as it is (with ``status=200``: a tracker answering malformed JSON);
* ``cut_body=N``: the reply's headers (with the full Content-Length) and only its first N bytes of body go
  out, then the connection is closed: a download dropped mid-body.
"""

from __future__ import annotations

import json
import re
import threading
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Fault:
    method: str
    path: str  # a regular expression matched against the path (no query)
    status: int | None = None
    headers: dict[str, str] = field(default_factory=dict)
    body: Any = None
    after: bool = False
    times: int = 1
    delay: float = 0.0
    hold: bool = False
    cut_body: int | None = None
    arrived: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)
    fired: int = 0

    def matches(self, method: str, path: str) -> bool:
        return self.fired < self.times and method == self.method and re.fullmatch(self.path, path) is not None


@dataclass
class Reply:
    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Seen:
    """One request as the server saw it (tests assert on these)."""

    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes
    status: int = 0


Route = tuple[str, re.Pattern[str], Callable[..., Reply]]


class LocalServer:
    """Subclasses add routes with :meth:`route` and answer with :class:`Reply`."""

    def __init__(self) -> None:
        self.routes: list[Route] = []
        self.faults: list[Fault] = []
        self.seen: list[Seen] = []
        self.lock = threading.RLock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # quiet: tests read ``seen`` instead
                pass

            def _handle(self) -> None:
                server._dispatch(self)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, name=type(self).__name__, daemon=True)

    @property
    def port(self) -> int:
        return int(self.httpd.server_address[1])

    @property
    def root(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def route(self, method: str, pattern: str, function: Callable[..., Reply]) -> None:
        self.routes.append((method, re.compile(pattern), function))

    def add_fault(self, fault: Fault) -> Fault:
        with self.lock:
            self.faults.append(fault)
        return fault

    def start(self) -> LocalServer:
        self.thread.start()
        return self

    def stop(self) -> None:
        for fault in self.faults:
            fault.release.set()
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> LocalServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- subclass hooks -----------------------------------------------------------------------------------

    def authorize(self, request: Seen) -> Reply | None:
        """None if the request may proceed, else the refusal."""
        return None

    def extra_headers(self, request: Seen) -> dict[str, str]:
        return {}

    # -- dispatch -----------------------------------------------------------------------------------------

    def _fault_for(self, method: str, path: str) -> Fault | None:
        with self.lock:
            for fault in self.faults:
                if fault.matches(method, path):
                    fault.fired += 1
                    return fault
        return None

    def _dispatch(self, handler: BaseHTTPRequestHandler) -> None:
        parsed = urllib.parse.urlsplit(handler.path)
        length = int(handler.headers.get("Content-Length") or 0)
        body = handler.rfile.read(length) if length else b""
        request = Seen(
            handler.command,
            parsed.path,
            urllib.parse.parse_qs(parsed.query, keep_blank_values=True),
            {key: value for key, value in handler.headers.items()},
            body,
        )
        fault = self._fault_for(request.method, request.path)
        if fault and fault.delay:
            time.sleep(fault.delay)
        reply: Reply | None = None
        if fault and fault.status is not None and not fault.after:
            reply = Reply(
                fault.status, fault.body or {"message": f"injected {fault.status}"}, dict(fault.headers)
            )
        if reply is None:
            reply = self.authorize(request) or self._route(request)
        if fault and fault.hold:
            fault.arrived.set()
            fault.release.wait(timeout=120)
        if fault and fault.status is not None and fault.after:
            reply = Reply(
                fault.status, fault.body or {"message": f"injected {fault.status}"}, dict(fault.headers)
            )
        request.status = reply.status
        with self.lock:
            self.seen.append(request)
        self._send(handler, request, reply, cut_body=fault.cut_body if fault else None)

    def _route(self, request: Seen) -> Reply:
        for method, pattern, function in self.routes:
            match = pattern.fullmatch(request.path)
            if match and method == request.method:
                try:
                    payload = json.loads(request.body) if request.body else {}
                except json.JSONDecodeError:
                    return Reply(400, {"message": "Problems parsing JSON"})
                with self.lock:
                    return function(request, payload, **match.groupdict())
        return Reply(404, {"message": "Not Found"})

    def _send(
        self, handler: BaseHTTPRequestHandler, request: Seen, reply: Reply, cut_body: int | None = None
    ) -> None:
        if isinstance(reply.body, bytes):
            data = reply.body  # sent as is: malformed replies
        else:
            data = b"" if reply.body is None else json.dumps(reply.body).encode()
        try:
            handler.send_response(reply.status)
            headers = {"Content-Type": "application/json; charset=utf-8", **self.extra_headers(request)}
            headers.update(reply.headers)
            for key, value in headers.items():
                handler.send_header(key, value)
            handler.send_header("Content-Length", str(len(data)))
            handler.end_headers()
            if cut_body is not None:
                handler.wfile.write(data[:cut_body])
                handler.wfile.flush()
                handler.close_connection = True  # the rest never comes: the client sees a short body
                return
            handler.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client is gone (killed, in the crash tests)


def page(
    items: list[Any], request: Seen, root: str, default_per_page: int = 30
) -> tuple[list[Any], dict[str, str]]:
    """One page of ``items`` per ``page``/``per_page`` and the GitHub-style ``Link`` header for the rest."""
    per_page = max(1, min(100, int((request.query.get("per_page") or [default_per_page])[0])))
    number = max(1, int((request.query.get("page") or [1])[0]))
    last = max(1, -(-len(items) // per_page))
    chunk = items[(number - 1) * per_page : number * per_page]

    def link(to: int) -> str:
        query = {key: values[0] for key, values in request.query.items()}
        query.update(page=str(to), per_page=str(per_page))
        return f"{root}{request.path}?{urllib.parse.urlencode(query)}"

    links = []
    if number < last:
        links += [f'<{link(number + 1)}>; rel="next"', f'<{link(last)}>; rel="last"']
    if number > 1:
        links += [f'<{link(1)}>; rel="first"', f'<{link(number - 1)}>; rel="prev"']
    return chunk, ({"Link": ", ".join(links)} if links else {})
