"""Serving the review page in a thread for tests (uvicorn on a free loopback port)."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

from reportsmith.app import App
from reportsmith.web.app import make_server
from reportsmith.web.security import WebSettings


@dataclass
class Served:
    app: App
    url: str


@contextlib.contextmanager
def serving(app: App, token: str | None = None, max_body: int = 256 * 1024) -> Iterator[Served]:
    """The page served by uvicorn on a free loopback port, in a thread, for the duration."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    server = make_server(app, WebSettings("127.0.0.1", port, token, max_body))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the review page did not start")
        time.sleep(0.02)
    try:
        yield Served(app, f"http://127.0.0.1:{port}")
    finally:
        server.should_exit = True
        thread.join(10)
        listener.close()
