"""Migration 0010: what held a stage, once read back from the event log, becomes ``failures.holds``; an
error that a later success of the same stage superseded is not carried over."""

from __future__ import annotations

import sqlalchemy as sa
from foundation.old_rows import at_revision, insert_failure, migrate
from reportsmith.store import Store
from reportsmith.store.failures import get_failure
from reportsmith.store.results import Holds


def _failure(connection: sa.Connection, name: str, events: list[tuple[str, str]]) -> int:
    failure_id = insert_failure(connection, content_hash=name, test_name=name, test_bytes=name.encode())
    for kind, message in events:
        connection.execute(
            sa.text(
                "INSERT INTO events (failure_id, at, kind, message, data)"
                " VALUES (:id, CURRENT_TIMESTAMP, :kind, :message, '{}')"
            ),
            {"id": failure_id, "kind": kind, "message": message},
        )
    return int(failure_id)


def test_holds_are_read_once_from_the_old_events(store_url: str) -> None:
    url = store_url
    with at_revision(url, "0009") as connection:
        broken = _failure(connection, "broken.c", [("ingested", ""), ("reduce-failed", "no error line")])
        healed = _failure(connection, "healed.c", [("bisect-failed", "git died"), ("bisected", "found")])
        alike = _failure(connection, "alike.c", [("draft-failed", "template"), ("suppressed", "like #3")])
        plain = _failure(connection, "plain.c", [("ingested", ""), ("reduced", "10 -> 2 bytes")])
    store = Store(url)  # opening the store migrates it to the head
    holds = {
        failure_id: get_failure(store, failure_id).holds for failure_id in (broken, healed, alike, plain)
    }
    assert holds == {
        broken: Holds(errors={"reduce": "no error line"}),
        healed: None,
        alike: Holds(errors={"draft": "template"}, suppressed="like #3"),
        plain: None,
    }
    migrate(url, "0009", down=True)
    with sa.create_engine(url).connect() as connection:
        columns = {column["name"] for column in sa.inspect(connection).get_columns("failures")}
    assert "holds" not in columns
