"""One rule for what a failure needs next (``reportsmith.stages.next_step``): the same failures run through
the in-process pipeline (``reportsmith run`` without a broker, SQLite) and through a real worker
(``reportsmith run`` with a redis-server broker, the session's PostgreSQL) end with the same stored
results: states, reduced tests, bisections, holds, ranks and report drafts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from distributed.conftest import Redis, Workers, reportsmith, wait_for, write_config
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.submit import idle
from reportsmith.report.drafting import list_reports
from reportsmith.store.failures import list_failures
from reportsmith.store.jsonable import to_json

pytestmark = pytest.mark.parametrize("store_url", ["postgresql"], indirect=True)
#: The tcc rejects-valid case reduces completely in seconds, the correct program is not reproduced, and the
#: pcc crash runs into its reduction budget (stored best, cut short): each path has each kind of outcome.
EXAMPLES = ("tcc-rejects-pragma-pack", "passing", "pcc-crash-label")
#: Durations differ from run to run; everything else stored must not.
_TIMES = ("seconds", "at", "created_at", "updated_at")


def _without_times(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _without_times(item) for key, item in value.items() if key not in _TIMES}
    if isinstance(value, list):
        return [_without_times(item) for item in value]
    return value


def _stored(config: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """What the store holds for each failure, keyed by (compiler, test), without ids and durations."""
    app = App(load_config(config))
    reports = list_reports(app.store)
    failures = list_failures(app.store)
    # The ranking compares the stored tests: with a reduction cut short by the clock, only that each
    # failure is ranked is stable, not its place.
    all_complete = all(f.reduction is None or f.reduction.complete for f in failures)
    stored = {}
    for failure in failures:
        reduction = to_json(failure.reduction) if failure.reduction is not None else None
        complete = reduction is None or reduction["complete"]
        stored[(failure.compiler, failure.test_name)] = {
            "status": failure.status,
            "verdict": failure.verdict,
            "signature": failure.signature,
            # A reduction cut short by its budget stops wherever the clock says: only that it did is stable.
            "reduced": failure.reduced_bytes if complete else "cut short",
            "reduction": _without_times(reduction) if reduction and reduction["complete"] else None,
            # ... and so does what the bisection of its reduced test found.
            "bisection": _without_times(to_json(failure.bisection))
            if complete
            else "bisected"
            if failure.bisection is not None
            else None,
            "holds": to_json(failure.holds),
            "tame_rank": failure.tame_rank if all_complete else failure.tame_rank is not None,
            "states": [e.data["to"] for e in failure.events if e.kind == "state"],
            "reports": sorted(
                (report.tracker, report.status, _drafted_text(report.title), _drafted_text(report.body))
                for report in reports
                if report.failure_id == failure.id
            )
            if reduction is None or reduction["complete"]
            else len([report for report in reports if report.failure_id == failure.id]),
        }
    return stored


def _drafted_text(text: str) -> str:
    """A draft without what may differ: the failure's id (each store numbers its own) and durations."""
    text = re.sub(r"(#|failure |failures/)\d+", r"\1N", text)
    return re.sub(r"\d+(\.\d+)? s\b", "T s", text)


def test_the_pipeline_and_the_workers_store_the_same_results(
    tmp_path: Path, store_url: str, redis_server: Redis, workers: Workers
) -> None:
    here = tmp_path / "in-process"
    in_process = write_config(here, f"sqlite:///{here / 'store.db'}", None, examples=EXAMPLES)
    ran = reportsmith(in_process, "run")
    assert ran.returncode == 0, ran.stderr
    assert "enqueued" not in ran.stderr  # no broker: every stage ran here

    config = write_config(tmp_path / "distributed", store_url, redis_server.url, examples=EXAMPLES)
    workers.start(config)
    sent = reportsmith(config, "run")
    assert sent.returncode == 0, sent.stderr
    assert "enqueued 2 task(s)" in sent.stderr  # the two reproduced failures' first steps
    app = App(load_config(config))
    wait_for(lambda: idle(app), 300, "the worker to finish every step", poll=1.0)

    expected, got = _stored(in_process), _stored(config)
    assert sorted(expected) == sorted(got)
    assert len(expected) == 3
    for key, result in expected.items():
        assert got[key] == result, key
    # The outcomes the comparison covers: a complete reduction, one cut short, and one with no work.
    statuses = {key[1]: result["status"] for key, result in expected.items()}
    assert statuses == {
        "tcc-rejects-pragma-pack.c": "drafted",
        "pcc-crash-label.c": "drafted",
        "passing.c": "not-reproduced",
    }
    assert expected[("pcc", "pcc-crash-label.c")]["reduced"] == "cut short"
    assert expected[("tcc", "tcc-rejects-pragma-pack.c")]["reports"]
