"""The store: migrations, content-hash dedup, transactions that survive interruption."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory
from foundation.old_rows import migrate
from reportsmith.common.kinds import FailureKind
from reportsmith.store import Failure, Store
from reportsmith.store.database import _alembic_config
from reportsmith.store.details import FailureDetails
from reportsmith.store.failures import NewFailure, counts_by_status_and_verdict, list_failures, record_failure
from reportsmith.store.models import FailureState
from sqlalchemy import inspect, select, text


def _new(test: bytes = b"int main(void){return 0;}\n", flags: tuple[str, ...] = ("-w",)) -> NewFailure:
    return NewFailure(
        "t.c", test, "tcc", "tcc", list(flags), "crash", "tcc: killed by SIGSEGV", "new", origin="unit"
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
    other_flags = record_failure(store, _new(flags=("-O2",)), "ingested")
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
                flags=[],
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
    new.details = FailureDetails(csmith_seed=7, common_flags=["-w"], note="caf\u00e9")
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
        "NewFailure('t.c', str(i).encode() * 1000, 'tcc', 'tcc', [], 'crash', 's', 'new'), 'ingested')\n"
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


#: A bisection row as the bot stored it before the results were typed (a plain dict with these keys).
OLD_BISECTION = {
    "test": "reduced",
    "minimal_flags": ["-O2"],
    "flags": {"tests": 3, "expanded": "-O2", "notes": [], "hiding_candidates": 40},
    "hiding_flags": ["-fno-tree-vrp"],
    "releases": {"summary": "gcc-12 fails, gcc-11 passes", "probes": 2,
                 "verdicts": {"gcc-11": "good", "gcc-12": "bad"}},
    "regression": True, "last_good": "gcc-11", "first_bad": "gcc-12", "regression_releases": ["gcc-12"],
    "culprit": {"commit": "abc123", "summary": "abc123 tree-vrp: fold more"},
    "pass": {"tests": 5, "candidates": 200},
    "hiding_passes": ["vrp1"],
    "notes": [], "summary": "gcc-12 fails, gcc-11 passes; culprit: abc123 tree-vrp: fold more",
    "a_key_from_the_future": 1,
}  # fmt: skip


def test_stage_results_are_typed_and_rows_of_the_old_code_still_read(store_url: str) -> None:
    from reportsmith.common.kinds import FailureKind
    from reportsmith.store.jsonable import from_json, to_json
    from reportsmith.store.results import Bisection, Recheck, Reduction
    from sqlalchemy import text

    store = Store(store_url)
    failure_id, _ = record_failure(store, _new(), "ingested")
    reduction = Reduction(
        complete=True, original_size=100, size=9, recheck=Recheck(FailureKind.CRASH, "sig", True)
    )
    with store.transaction() as session:
        session.get(Failure, failure_id).reduction = reduction
    with store.transaction() as session:
        stored = session.get(Failure, failure_id).reduction
        assert stored == reduction and stored.recheck.verdict is FailureKind.CRASH
        raw = session.execute(text("SELECT reduction FROM failures")).scalar_one()
    assert '"verdict": "crash"' in raw if isinstance(raw, str) else raw["recheck"]["verdict"] == "crash"
    # A row written by the old code (plain JSON, with a key this version does not know) reads as a Bisection.
    with store.engine.begin() as connection:
        connection.execute(
            text("UPDATE failures SET bisection = :b WHERE id = :i"),
            {"b": __import__("json").dumps(OLD_BISECTION), "i": failure_id},
        )
    with store.transaction() as session:
        bisection = session.get(Failure, failure_id).bisection
    assert isinstance(bisection, Bisection)
    assert bisection.culprit.commit == "abc123" and bisection.releases.marks["gcc-12"] == "bad"
    assert bisection.pass_search.candidates == 200 and bisection.regression_releases == ["gcc-12"]
    expected = {k: v for k, v in OLD_BISECTION.items() if k != "a_key_from_the_future"}
    expected["pass"] = {"summary": "", **OLD_BISECTION["pass"]}  # a missing key reads as its default
    expected["releases"] = {**OLD_BISECTION["releases"], "test": ""}  # (a field added since: which test)
    assert {k: v for k, v in to_json(bisection).items() if k in expected} == expected
    assert from_json(Bisection, to_json(bisection)) == bisection


def test_enum_columns_read_back_as_members_and_unknown_values_survive(store_url: str) -> None:
    store = Store(store_url)
    failure_id, _ = record_failure(store, _new(), "ingested")
    failure = list_failures(store)[0]
    assert failure.status is FailureState.NEW and failure.verdict is FailureKind.CRASH
    with store.transaction() as session:  # a value a newer version wrote
        session.execute(text("UPDATE failures SET status = 'frozen' WHERE id = :id"), {"id": failure_id})
    assert list_failures(store)[0].status == "frozen"


def test_the_migrations_are_one_line_with_one_head(store_url: str) -> None:
    """Every revision has one successor at most and the store is at the newest: two helpers' migrations that
    took the same number, or the same predecessor, would make two heads and ``Store`` could not upgrade."""
    script = ScriptDirectory.from_config(_alembic_config())
    heads = script.get_heads()
    assert len(heads) == 1, heads
    revisions = list(script.walk_revisions())
    assert sorted(r.revision for r in revisions) == [f"{n:04d}" for n in range(1, len(revisions) + 1)]
    store = Store(store_url)

    def version() -> str:
        with store.engine.connect() as connection:
            return str(connection.execute(text("SELECT version_num FROM alembic_version")).scalar_one())

    assert version() == heads[0]
    migrate(store_url, "-1", down=True)  # the newest one goes down and up again
    assert version() == script.get_revision(heads[0]).down_revision
    migrate(store_url, "head")
    assert version() == heads[0] and "leases" in set(inspect(store.engine).get_table_names())
