"""Scheduled callables for the schedule tests (textual references ``web.ticks:tick`` / ``web.ticks:boom``)."""

from __future__ import annotations


def tick(path: str) -> None:
    with open(path, "a", encoding="utf-8") as log:
        log.write("tick\n")


def boom() -> None:
    raise RuntimeError("boom: this job always fails")
