"""The store: migrations, content-hash dedup, transactions that survive interruption."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from reportsmith.store import Failure, Store
from reportsmith.store.failures import NewFailure, counts_by_status_and_verdict, list_failures, record_failure
from sqlalchemy import inspect, select


def _new(test: bytes = b"int main(void){return 0;}\n", flags: str = "-w") -> NewFailure:
    return NewFailure(
        "t.c", test, "tcc", "tcc", flags, "crash", "tcc: killed by SIGSEGV", "new", origin="unit"
    )


def test_migrations_create_the_schema(store_url: str) -> None:
    store = Store(store_url)
    tables = set(inspect(store.engine).get_table_names())
    assert {"failures", "events", "alembic_version"} <= tables
    columns = {c["name"] for c in inspect(store.engine).get_columns("failures")}
    assert {"reduced_bytes", "bisection", "tame_rank"} <= columns


def test_same_failure_is_stored_once(store_url: str) -> None:
    store = Store(store_url)
    first = record_failure(store, _new(), "ingested")
    second = record_failure(store, _new(), "ingested")
    other_flags = record_failure(store, _new(flags="-O2"), "ingested")
    assert first[1] is True and second == (first[0], False) and other_flags[1] is True
    assert sum(counts_by_status_and_verdict(store).values()) == 2
    failure = list_failures(store)[0]
    assert [event.kind for event in failure.events] == ["ingested", "seen-again"]


def test_non_utf8_test_bytes_round_trip(store_url: str) -> None:
    store = Store(store_url)
    data = b"/* \xff\xfe latin: \xe9 */ int main(void){return 0;}\n"
    failure_id, _ = record_failure(store, _new(data), "ingested")
    with store.transaction() as session:
        assert session.get(Failure, failure_id).test_bytes == data


def test_an_interrupted_transaction_leaves_nothing_half_written(store_url: str) -> None:
    store = Store(store_url)
    with pytest.raises(KeyboardInterrupt), store.transaction() as session:
        session.add(
            Failure(
                content_hash="x" * 64,
                test_name="t.c",
                test_bytes=b"x",
                compiler="c",
                flags="",
                verdict="crash",
                origin="",
                compiler_command="c",
            )
        )
        session.flush()
        raise KeyboardInterrupt
    with store.transaction() as session:
        assert session.scalars(select(Failure)).all() == []


def test_reopening_is_idempotent_and_json_details_round_trip(store_url: str) -> None:
    store = Store(store_url)
    new = _new()
    new.details = {"csmith_seed": 7, "flags": ["-w"], "note": "caf\u00e9"}
    failure_id, _ = record_failure(store, new, "fuzzed")
    store.close()
    with Store(store_url).transaction() as session:
        assert session.get(Failure, failure_id).details == new.details


def test_kill_9_during_writes_keeps_the_store_consistent(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 's.db'}"
    Store(url)
    writer = (
        "import sys\nfrom reportsmith.store import Store\nfrom reportsmith.store.failures import NewFailure, "
        "record_failure\nstore = Store(sys.argv[1])\nfor i in range(100000):\n    record_failure(store, "
        "NewFailure('t.c', str(i).encode() * 1000, 'tcc', 'tcc', '', 'crash', 's', 'new'), 'ingested')\n"
        "    print(i, flush=True)\n"
    )
    process = subprocess.Popen([sys.executable, "-c", writer, url], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    for _ in range(30):
        process.stdout.readline()
    process.kill()
    process.wait()
    store = Store(url)
    with store.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
    failures = list_failures(store)
    assert len(failures) >= 30
    assert all(len(f.events) == 1 and f.events[0].kind == "ingested" for f in failures)
