"""Heartbeats: a running task says, every few seconds, that it is alive, where and since when.

Each running task keeps a key ``reportsmith:inflight:<work key>`` in Redis, rewritten every
``[distributed] heartbeat_seconds`` with an expiry of three beats: ``reportsmith status`` lists these keys as
the tasks in flight, and a task whose key expired (its worker died or hangs) is stuck and ``requeue`` sends it
again. The keys are soft state: after the broker lost them the next beat writes them back.
"""

from __future__ import annotations

import functools
import json
import logging
import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import redis

PREFIX = "reportsmith:inflight:"
LOG = logging.getLogger("reportsmith.distributed")


@dataclass(frozen=True)
class InFlight:
    """A task in flight as its heartbeat tells it."""

    key: str
    worker: str
    pid: int
    started: float
    beat: float
    note: str = ""


@functools.cache
def client(broker_url: str) -> redis.Redis:
    """One client (and connection pool) per broker and process: a task's beats reuse its connections."""
    return redis.Redis.from_url(broker_url, socket_timeout=5, socket_connect_timeout=2)


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


@contextmanager
def beating(broker_url: str, key: str, interval: float) -> Iterator[dict[str, Any]]:
    """Beat for ``key`` while the block runs; the yielded dict's ``note`` is shown by ``status``."""
    connection = client(broker_url)
    state: dict[str, Any] = {"note": ""}
    started = time.time()
    stop = threading.Event()

    def beat() -> None:
        record = {"worker": worker_name(), "pid": os.getpid(), "started": started, "beat": time.time(),
                  "note": state["note"]}  # fmt: skip
        try:
            connection.set(PREFIX + key, json.dumps(record), ex=max(1, round(3 * interval)))
        except redis.RedisError as error:  # the broker is down: the next beat after it is back writes again
            LOG.warning("%s: heartbeat not written: %s", key, error)

    def loop() -> None:
        while not stop.wait(interval):
            beat()

    beat()
    thread = threading.Thread(target=loop, name=f"heartbeat-{key}", daemon=True)
    thread.start()
    try:
        yield state
    finally:
        stop.set()
        thread.join()
        try:
            connection.delete(PREFIX + key)
        except redis.RedisError:
            pass  # it expires on its own


def in_flight(connection: redis.Redis) -> list[InFlight]:
    """The tasks whose heartbeat is alive, by key."""
    tasks = []
    for name in sorted(connection.scan_iter(match=PREFIX + "*", count=500)):
        raw = connection.get(name)
        if raw is None:
            continue
        record = json.loads(raw)
        tasks.append(
            InFlight(name.decode().removeprefix(PREFIX), record["worker"], int(record["pid"]),
                     float(record["started"]), float(record["beat"]), record.get("note", ""))
        )  # fmt: skip
    return tasks
