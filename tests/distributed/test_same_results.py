"""One rule for what a failure needs next (``reportsmith.stages.next_step``): the same failures run through
the in-process pipeline (``reportsmith run`` without a broker, SQLite) and through a real worker
(``reportsmith run`` with a redis-server broker, the session's PostgreSQL) end with the same stored
results: states, reduced tests, bisections, IR reproducers, holds, ranks (each failure's place and what the
ranking says of it: its nearest failure, the distance, the shared facts) and report drafts.

The clang crash among them is where the two paths differ most: in process its IR step runs beside its
reduction, on the worker after its bisection; both start from the test ``stages.ir_start`` names, so both
store the same reduced IR."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from distributed.conftest import Redis, Workers, reportsmith, wait_for, write_config
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.distributed.submit import idle
from reportsmith.report.drafting import list_reports
from reportsmith.store import Failure
from reportsmith.store.failures import list_failures
from reportsmith.store.jsonable import to_json

pytestmark = pytest.mark.parametrize("store_url", ["postgresql"], indirect=True)
#: The tcc rejects-valid case reduces in seconds, the pcc crash in about ten, the clang crash's test and IR in
#: a few minutes each (far below the budget below, even on a loaded machine), and the correct program is not
#: reproduced.
BUDGET = 600.0
EXAMPLES = ("tcc-rejects-pragma-pack", "passing", "pcc-crash-label")
#: A clang++-14 crash in LLVM's optimizer (llvm#54760, CoroSplit), with its sidecar: an IR reproducer.
CLANG_CRASH = Path(__file__).resolve().parent / "data" / "coro-split-54760.cpp"
#: What the configuration needs for it: the compiler (its tasks' queue) and an IR budget as long as the rest.
CLANG_SECTIONS = f"""[[compilers]]
name = "clang++-14"
command = "clang++-14"
flag_sets = ["-std=c++20 -O2 -fno-exceptions"]
[ir]
max_seconds = {BUDGET}
"""
#: Durations differ from run to run; everything else stored must not.
_TIMES = ("seconds", "at", "created_at", "updated_at")
_ADDRESS = re.compile(r"0x[0-9a-f]{6,}")
#: A path in the oracle's own temporary folder, a new name each run, as clang's crash dump shows its -cc1
#: command (``-fcoverage-compilation-dir=/tmp/reportsmith-oracle-gv8g1z5h``, ``-o .../.tmp/t-49fa6d.o``).
_ORACLE_FOLDER = re.compile(r"/reportsmith-oracle-[^\s'\"]*")


def _alike(text: str) -> str:
    """``text`` with what a compiler prints differently each run written alike: addresses (pcc's
    ``0x55b7...``) and paths in the oracle's temporary folder (clang's crash dump)."""
    return _ORACLE_FOLDER.sub("/reportsmith-oracle-FOLDER", _ADDRESS.sub("0xADDRESS", text))


def _without_times(value: Any) -> Any:
    """``value`` without durations, and its texts :func:`_alike`."""
    if isinstance(value, dict):
        return {key: _without_times(item) for key, item in value.items() if key not in _TIMES}
    if isinstance(value, list):
        return [_without_times(item) for item in value]
    return _alike(value) if isinstance(value, str) else value


def _config(folder: Path, database_url: str, broker_url: str | None) -> Path:
    """:func:`write_config` with :data:`EXAMPLES` and the clang crash in the inbox."""
    config = write_config(folder, database_url, broker_url, examples=EXAMPLES, max_seconds=BUDGET)
    for suffix in (".cpp", ".toml"):
        shutil.copy(CLANG_CRASH.with_suffix(suffix), folder / "inbox")
    config.write_text(config.read_text() + CLANG_SECTIONS, encoding="utf-8")
    return config


def _stored(config: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """What the store holds for each failure, keyed by (compiler, test), without ids and durations."""
    app = App(load_config(config))
    reports = list_reports(app.store)
    failures = list_failures(app.store)
    names = {str(failure.id): failure.test_name for failure in failures}  # each store numbers its own
    stored = {}
    for failure in failures:
        # A reduction cut short by its budget stops wherever the clock says: the budget is far above what
        # these reductions take (of the tests and of the IR), so that every stored result here is decided by
        # the code alone.
        assert failure.reduction is None or failure.reduction.complete, (config, failure.reduction)
        found = failure.ir_reproducer
        assert found is None or found.complete, (config, found.stopped if found else None)
        stored[(failure.compiler, failure.test_name)] = {
            "status": failure.status,
            "verdict": failure.verdict,
            "signature": failure.signature,
            "reduced": failure.reduced_bytes,
            "reduction": _without_times(to_json(failure.reduction)),
            "bisection": _without_times(to_json(failure.bisection)),
            "ir_reproducer": _without_times(to_json(failure.ir_reproducer)),
            "holds": to_json(failure.holds),
            "tame_rank": failure.tame_rank,
            "tame": _ranked(failure, names),
            "states": [e.data["to"] for e in failure.events if e.kind == "state"],
            "reports": sorted(
                (report.tracker, report.status, _drafted_text(report.title), _drafted_text(report.body))
                for report in reports
                if report.failure_id == failure.id
            ),
        }
    return stored


def _ranked(failure: Failure, names: dict[str, str]) -> Any:
    """What the ranking stored for ``failure``, with the failures it names by test instead of by id (its
    explanation, which spells ids, is left out: the rest says the same)."""
    if failure.tame is None:
        return None
    tame = to_json(failure.tame)
    for key in ("nearest", "duplicate_of"):
        tame[key] = names.get(tame[key], tame[key]) if tame.get(key) is not None else None
    tame.pop("explanation", None)
    return tame


def _first_difference(differing: dict[str, tuple[Any, Any]]) -> str:
    """Where two stored results first part, for the failure message (they are long)."""
    parts = []
    for name, (expected, got) in differing.items():
        left, right = repr(expected), repr(got)
        at = next((i for i, (a, b) in enumerate(zip(left, right, strict=False)) if a != b), 0)
        around = slice(max(0, at - 80), at + 80)
        parts.append(f"{name}: in process ...{left[around]}... vs workers ...{right[around]}...")
    return "; ".join(parts)


def _drafted_text(text: str) -> str:
    """A draft without what may differ: the failure's id (each store numbers its own), durations, and what
    :func:`_alike` writes alike."""
    text = _alike(text)
    text = re.sub(r"(#|failure |failures/)\d+", r"\1N", text)
    return re.sub(r"\d+(\.\d+)? s\b", "T s", text)


def test_the_pipeline_and_the_workers_store_the_same_results(
    tmp_path: Path, store_url: str, redis_server: Redis, workers: Workers
) -> None:
    here = tmp_path / "in-process"
    in_process = _config(here, f"sqlite:///{here / 'store.db'}", None)
    ran = reportsmith(in_process, "run", timeout=2 * BUDGET)
    assert ran.returncode == 0, ran.stderr
    assert "enqueued" not in ran.stderr  # no broker: every stage ran here

    config = _config(tmp_path / "distributed", store_url, redis_server.url)
    workers.start(config)
    sent = reportsmith(config, "run")
    assert sent.returncode == 0, sent.stderr
    assert "enqueued 3 task(s)" in sent.stderr  # the three reproduced failures' first steps
    app = App(load_config(config))
    wait_for(lambda: idle(app), 3 * BUDGET, "the worker to finish every step", poll=1.0)

    expected, got = _stored(in_process), _stored(config)
    assert sorted(expected) == sorted(got)
    assert len(expected) == 4
    for key, result in expected.items():
        differing = {
            name: (value, got[key][name]) for name, value in result.items() if got[key][name] != value
        }
        assert differing == {}, (key, _first_difference(differing))
    # The outcomes the comparison covers: three reduced, bisected and drafted failures, and one with no work.
    statuses = {key[1]: result["status"] for key, result in expected.items()}
    assert statuses == {
        "tcc-rejects-pragma-pack.c": "drafted",
        "pcc-crash-label.c": "drafted",
        "coro-split-54760.cpp": "drafted",
        "passing.c": "not-reproduced",
    }
    assert expected[("tcc", "tcc-rejects-pragma-pack.c")]["reports"]
    # The drafted failures are ranked, and the ranking says the same of them on both paths (above).
    ranked = sorted(result["tame_rank"] for result in expected.values() if result["tame"] is not None)
    assert ranked == [1, 2, 3]
    # The clang crash has the same IR reproducer on both paths (above): the original test's IR, reduced by
    # llvm-reduce to one opt command that crashes with the failure's signature; its draft shows it.
    clang = expected[("clang++-14", "coro-split-54760.cpp")]
    found = clang["ir_reproducer"]
    assert (found["status"], found["test"], found["command"][:2]) == (
        "reproduced",
        "original",
        ["opt-14", "-passes=coro-split"],
    )
    assert 0 < len(found["reduced_ir"]) < len(found["original_ir"]), found
    command = "opt-14 -passes=coro-split reduced.ll -disable-output"
    assert found["checks"] == [f"{command} crashes with the failure's signature in 3 of 3 runs"]
    body = clang["reports"][0][3]
    assert "### Reproducer in LLVM IR" in body and command in body
    others = [result["ir_reproducer"] for key, result in expected.items() if key[0] != "clang++-14"]
    assert others == [None, None, None]  # not clang: no IR step
