"""``--json``: the machine-readable output of the commands that show results, one shape per command.

Every shape is built here, so the keys are written once and the ``--help`` of each command quotes
:data:`SHAPES`. Enums are written as their string values, paths as strings, times in ISO 8601 (UTC), a
number that is not finite (the distance of the first ranked failure, which has no nearest) as null.
Stage results stored on a failure (reduction, bisection, tame) are read through :func:`stage_result`, the
one place that knows how they are kept.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import enum
import json
import math
import sys
from pathlib import Path
from typing import Any

from reportsmith.store.jsonable import json_key

#: The documented shape of each command's ``--json`` output (keys in the order they are written).
SHAPES = {
    "list": '{"store": URL, "failures": [{"id", "status", "verdict", "compiler", "flags", "test_name", '
    '"test_bytes", "signature", "reason", "tame_rank"}]}',
    "show": '{"id", "status", "verdict", "compiler", "flags", "test_name", "test_bytes", "signature", '
    '"reason", "tame_rank", "content_hash", "language", "origin", "compiler_command", "compiler_output", '
    '"program_output", "reference_output", "details", "reduced_bytes", "reduction", "bisection", "tame", '
    '"holds": {"errors": {STAGE: MESSAGE}, "suppressed"} or null, '
    '"events": [{"at", "kind", "message", "data"}], "test" (with --test; else null)}',
    "status": '{"store": URL, "counts": [{"status", "verdict", "count"}], "total"}; with [distributed] '
    'broker_url also "distributed": {"broker", "reachable", "error", "queues": {QUEUE: LENGTH}, '
    '"workers": {NAME: [QUEUE]}, "in_flight": [{"key", "worker", "pid", "started", "beat", "note"}], '
    '"pending", "stuck": [KEY]}',
    "tame": '{"distance", "distance_reason", "seeds": [ID], "entries": [{"position", "id", "count", '
    '"duplicates", "nearest", "nearest_is_seed", "distance" (null for the first), "exact"}]}; '
    'with --explain: {"position", "id", "explanation", "distance", "distance_reason"}',
    "bisect releases": '{"search": "releases", "summary", "verdicts": {RELEASE: "good"|"bad"|"skip"}, '
    '"regressions": [[LAST_GOOD, FIRST_BAD]], "fixes": [[LAST_BAD, FIRST_GOOD]], "probes"}',
    "bisect git": '{"search": "git", "summary", "status", "fix", "culprits": [{"hash", "author", "date", '
    '"subject"}], "unbuildable": {COMMIT: LOG}, "before_range": {COMMIT: VERDICT}, "notes", "probes", '
    '"builds", "cache_hits"}',
    "bisect prebuilt": '{"search": "prebuilt", "summary", "status", "fix", "culprits": [REVISION], '
    '"missing": {REVISION: REASON}, "notes", "probes"}',
    "bisect flags": '{"search": "flags", "original", "minimal", "expanded", "tests", "notes", '
    '"hiding": {"flags", "candidates", "tests", "untestable"}}',
    "bisect pass": '{"search": "pass", "summary", "guilty": {"number", "name", "target", "function"} | null, '
    '"probes", "total", "notes"}; with --gcc: {"search": "pass-gcc", "passes", '
    '"counters": [{"counter", "first"}]}',
    "report list": '{"reports": [{"failure_id", "tracker", "status", "title", "remote_url", "last_error", '
    '"filed_at"}]}',
}


def add_json_argument(parser: argparse.ArgumentParser, command: str) -> None:
    parser.add_argument(
        "--json",
        action="store_true",
        help=f"print JSON on stdout instead of text: {SHAPES[command]}",
    )


def plain(value: Any) -> Any:
    """``value`` as JSON-able data: enums by value, dataclasses as objects, paths as strings."""
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # The stored shape (``jsonable.json_key``), so --json and the store's JSON columns agree.
        return {json_key(f): plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(plain(key)): plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(item) for item in value]
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, float) and not math.isfinite(value):
        return None  # JSON has no NaN (e.g. the distance of the first FPF pick, which has no nearest)
    if isinstance(value, dt.datetime):
        # SQLite gives back naive datetimes; the store writes them in UTC.
        return (value if value.tzinfo else value.replace(tzinfo=dt.UTC)).isoformat()
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value


def emit(data: Any) -> int:
    json.dump(plain(data), sys.stdout, indent=2, allow_nan=False)
    sys.stdout.write("\n")
    return 0


def stage_result(failure: Any, stage: str) -> Any:
    """A stage's stored result on ``failure`` ("reduction", "bisection", "tame") as plain data, or None."""
    return plain(getattr(failure, stage, None))


def _attributes(value: Any, *names: str) -> dict[str, Any]:
    return {name: plain(getattr(value, name)) for name in names}


def failure_row(failure: Any) -> dict[str, Any]:
    return {
        **_attributes(failure, "id", "status", "verdict", "compiler", "flags", "test_name"),
        "test_bytes": len(failure.test_bytes),
        **_attributes(failure, "signature", "reason", "tame_rank"),
    }


def failure_detail(failure: Any, with_test: bool) -> dict[str, Any]:
    reduced = failure.reduced_bytes
    return {
        **failure_row(failure),
        **_attributes(failure, "content_hash", "language", "origin", "compiler_command"),
        **_attributes(failure, "compiler_output", "program_output", "reference_output"),
        "details": plain(failure.details),
        "reduced_bytes": None if reduced is None else len(reduced),
        "reduction": stage_result(failure, "reduction"),
        "bisection": stage_result(failure, "bisection"),
        "tame": stage_result(failure, "tame"),
        "holds": stage_result(failure, "holds"),
        "events": [
            {"at": event.at, "kind": plain(event.kind), "message": event.message, "data": event.data or {}}
            for event in failure.events
        ],
        "test": failure.test_text if with_test else None,
    }


def ranking(ranked: Any) -> dict[str, Any]:
    return {
        "distance": ranked.distance,
        "distance_reason": ranked.reason,
        "seeds": [seed.id for seed in ranked.seeds],
        "entries": [
            {
                "position": entry.position,
                "id": entry.id,
                "count": entry.entry.count,
                "duplicates": list(entry.entry.duplicates),
                "nearest": None if entry.nearest is None else entry.nearest.id,
                "nearest_is_seed": entry.nearest_is_seed,
                "distance": entry.distance,
                "exact": entry.exact,
            }
            for entry in ranked.entries
        ],
    }


def release_report(report: Any) -> dict[str, Any]:
    return {
        "search": "releases",
        "summary": report.summary,
        "verdicts": plain(report.marks),
        "regressions": plain(report.regressions),
        "fixes": plain(report.fixes),
        "probes": report.probes,
    }


def git_report(report: Any) -> dict[str, Any]:
    return {
        "search": "git",
        "summary": report.summary,
        "status": plain(report.result.status),
        "fix": report.fix_search,
        "culprits": plain(report.culprits),
        "unbuildable": plain(report.unbuildable),
        "before_range": plain(report.before_range),
        "notes": list(report.notes),
        "probes": report.result.probe_count,
        "builds": report.builds,
        "cache_hits": report.cache_hits,
    }


def flags_report(minimal: Any, hiding: Any) -> dict[str, Any]:
    return {
        "search": "flags",
        "original": list(minimal.original),
        "minimal": list(minimal.minimal),
        "expanded": minimal.expanded,
        "tests": minimal.tests,
        "notes": list(minimal.notes),
        "hiding": {
            "flags": list(hiding.hiding),
            "candidates": hiding.candidates,
            "tests": hiding.tests,
            "untestable": list(hiding.untestable),
        },
    }


def guilty_pass(outcome: Any) -> dict[str, Any]:
    guilty = outcome.guilty
    return {
        "search": "pass",
        "summary": outcome.summary,
        "guilty": None if guilty is None else _attributes(guilty, "number", "name", "target", "function"),
        "probes": outcome.search.probe_count,
        "total": outcome.total,
        "notes": list(outcome.notes),
    }


def hiding_passes(found: Any) -> dict[str, Any]:
    return {
        "search": "pass-gcc",
        "passes": list(found.passes),
        "counters": [{"counter": counter, "first": first} for counter, first in found.counters],
    }


def report_row(report: Any) -> dict[str, Any]:
    return _attributes(
        report, "failure_id", "tracker", "status", "title", "remote_url", "last_error", "filed_at"
    )
