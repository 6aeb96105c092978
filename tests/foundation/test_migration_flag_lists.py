"""Migration 0011: a failure's flags become a list and its identity a digest; old rows keep their flags and
are still found as the same failure, and the downgrade gives the strings back."""

from __future__ import annotations

import hashlib

import sqlalchemy as sa
from foundation.old_rows import at_revision, insert_failure, migrate
from reportsmith.store import Store
from reportsmith.store.failures import NewFailure, get_failure, record_failure

TEST = b"int main(void){return 0;}\n"


def _old_row(connection: sa.Connection, test: bytes, flags: str) -> int:
    return insert_failure(
        connection, content_hash=hashlib.sha256(test).hexdigest(), test_bytes=test, flags=flags
    )


def test_flags_become_lists_and_old_rows_stay_the_same_failures(store_url: str) -> None:
    url = store_url
    with at_revision(url, "0010") as connection:
        plain = _old_row(connection, TEST, "-O2 -w")
        none = _old_row(connection, b"x", "")
        quoted = _old_row(connection, b"y", "-DNAME='a b' -O1")
    store = Store(url)  # opening the store migrates it to the head
    assert get_failure(store, plain).flags == ["-O2", "-w"]
    assert get_failure(store, none).flags == []
    assert get_failure(store, quoted).flags == ["-DNAME=a b", "-O1"]
    # The same test, compiler and flags is still the stored failure, not a new one.
    new = NewFailure("t.c", TEST, "tcc", "tcc", ["-O2", "-w"], "crash", "tcc: crash", "new")
    assert record_failure(store, new, "ingested") == (plain, False)
    other = NewFailure("t.c", TEST, "tcc", "tcc", ["-O2"], "crash", "tcc: crash", "new")
    assert record_failure(store, other, "ingested")[1] is True
    store.close()
    migrate(url, "0010", down=True)
    with sa.create_engine(url).connect() as connection:
        rows = dict(connection.execute(sa.text("SELECT id, flags FROM failures")).all())
    assert rows[plain] == "-O2 -w" and rows[none] == "" and rows[quoted] == "-DNAME=a b -O1"
