"""Review-page test helpers: the page served in a thread (uvicorn, free loopback port); a store dump."""

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
from sqlalchemy import inspect, select, table, text


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


def dump(app: App) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table, in a fixed order: two dumps are equal iff nothing was written."""
    tables: dict[str, list[tuple[object, ...]]] = {}
    with app.store.engine.connect() as connection:
        for name in sorted(inspect(connection).get_table_names()):
            rows = connection.execute(select(text("*")).select_from(table(name))).all()
            tables[name] = sorted((tuple(row) for row in rows), key=repr)
    return tables
