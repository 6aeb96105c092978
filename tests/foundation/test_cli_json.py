"""``--json`` output of list, show, status, tame, report list and bisect, parsed from real runs.

The store is filled by ingesting the bundled examples (a real pcc crash, a tcc rejects-valid case, a tcc
miscompilation, real GCC and Clang crashes, a real Clang miscompilation and a correct program), re-checked
by the real oracle.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import EXAMPLES
from reportsmith.cli import main

REPORTSMITH = [sys.executable, "-m", "reportsmith"]


def _env(data: Path) -> dict[str, str]:
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    env.pop("REPORTSMITH_CONFIG", None)
    return env


@pytest.fixture(scope="module")
def ingested(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder whose store holds the ingested bundled examples."""
    data = tmp_path_factory.mktemp("json") / "data"
    result = subprocess.run(
        [*REPORTSMITH, "ingest", str(EXAMPLES)], env=_env(data), capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    return data


def _json(data: Path, *arguments: str) -> Any:
    result = subprocess.run(
        [*REPORTSMITH, *arguments, "--json"], env=_env(data), capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)  # stdout is the JSON document and nothing else


def _by_name(ingested: Path) -> dict[str, dict[str, Any]]:
    return {row["test_name"]: row for row in _json(ingested, "list")["failures"]}


def test_list_and_status_give_the_stored_failures_with_enum_values(ingested: Path) -> None:
    listing = _json(ingested, "list")
    assert listing["store"].endswith("reportsmith.db")
    rows = {row["test_name"]: row for row in listing["failures"]}
    sources = sorted(p for p in EXAMPLES.iterdir() if p.suffix in {".c", ".cpp"})
    assert set(rows) == {p.name for p in sources}
    crash = rows["pcc-crash-label.c"]
    assert (crash["verdict"], crash["status"], crash["compiler"]) == ("crash", "new", "pcc")
    assert "label N outside boundaries" in crash["signature"]
    assert crash["test_bytes"] == (EXAMPLES / "pcc-crash-label.c").stat().st_size
    assert rows["passing.c"]["verdict"] == "pass" and rows["passing.c"]["status"] == "not-reproduced"
    assert sorted(r["test_name"] for r in _json(ingested, "list", "--verdict", "wrong-code")["failures"]) == [
        "clang-wrong-code-O3.c",
        "clang22-loop-vectorize-O2.c",
        "tcc-wrong-csmith-20042.c",
    ]

    status = _json(ingested, "status")
    assert status["total"] == len(rows)
    counted = {(c["status"], c["verdict"]): c["count"] for c in status["counts"]}
    assert counted == {
        ("new", "crash"): 3,  # pcc, and the real GCC and Clang crashes
        ("new", "rejects-valid"): 1,
        ("new", "wrong-code"): 3,  # tcc's Csmith case and the real Clang -O3 and clang-22 miscompilations
        ("not-reproduced", "pass"): 1,
    }


def test_show_gives_outputs_events_and_the_test_on_request(ingested: Path) -> None:
    crash = _by_name(ingested)["pcc-crash-label.c"]
    shown = _json(ingested, "show", str(crash["id"]))
    assert {k: shown[k] for k in crash} == crash  # the list row's keys, with the same values
    assert "outside boundaries" in shown["compiler_output"]
    assert shown["test"] is None and shown["reduction"] is None and shown["bisection"] is None
    assert [event["kind"] for event in shown["events"]][0] == "ingested"
    assert shown["events"][0]["at"].endswith("+00:00")
    with_test = _json(ingested, "show", str(crash["id"]), "--test")
    assert with_test["test"] == (EXAMPLES / "pcc-crash-label.c").read_text()


def test_tame_ranks_the_store_and_explains_a_place(ingested: Path) -> None:
    failing = {row["id"] for row in _by_name(ingested).values() if row["verdict"] != "pass"}
    ranking = _json(ingested, "tame")
    # [tame] distance is "auto": these failures have compiler outputs, no coverage, no bisection facts.
    assert ranking["distance"] == "0.25*lev_test+0.75*lev_output" and ranking["seeds"] == []
    assert ranking["distance_reason"].startswith("default for tests, compiler outputs")
    entries = ranking["entries"]
    assert {int(e["id"]) for e in entries} == failing
    assert [e["position"] for e in entries] == list(range(1, len(entries) + 1))
    assert entries[0]["nearest"] is None and entries[0]["distance"] is None  # JSON has no NaN
    assert all(e["nearest"] is not None and e["distance"] > 0 for e in entries[1:])
    second = entries[1]
    explained = _json(ingested, "tame", "--explain", second["id"])
    assert explained["position"] == 2 and explained["id"] == second["id"]
    for key in ("distance", "distance_reason"):
        assert explained[key] == ranking[key]
    assert f"#{second['nearest']}" in explained["explanation"]
    # Ranking the store records each failure's rank, which list then shows.
    ranks = {str(r["id"]): r["tame_rank"] for r in _json(ingested, "list")["failures"]}
    assert all(ranks[e["id"]] == e["position"] for e in entries)


def test_tame_dir_prints_json_too(tmp_path: Path) -> None:
    folder = tmp_path / "tests"
    folder.mkdir()
    for name in ("pcc-crash-label.c", "tcc-rejects-pragma-pack.c", "passing.c"):
        (folder / name).write_bytes((EXAMPLES / name).read_bytes())
    ranking = _json(tmp_path / "d", "tame", "--dir", str(folder))
    assert sorted(e["id"] for e in ranking["entries"]) == sorted(p.name for p in folder.iterdir())


def test_report_list_gives_the_drafts(ingested: Path) -> None:
    crash = _by_name(ingested)["pcc-crash-label.c"]
    drafted = subprocess.run(
        [*REPORTSMITH, "report", "draft", str(crash["id"]), "-q"],
        env=_env(ingested),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert drafted.returncode == 0, drafted.stderr
    reports = _json(ingested, "report", "list")["reports"]
    (report,) = [r for r in reports if r["failure_id"] == crash["id"]]
    assert (report["tracker"], report["status"], report["remote_url"]) == ("github", "draft", None)
    assert "label 0 outside boundaries" in report["title"]


ZERO = "void clear(int *a, int n) { for (int i = 0; i < n; i++) a[i] = 0; }\n"


def test_bisect_flags_and_releases_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    test = tmp_path / "zero.c"
    test.write_text(ZERO)
    decide = ["--asm-matches", "memset", str(test), "--json"]
    assert main(["bisect", "flags", "--compiler", "gcc-12", "--flags=-O2 -g", *decide]) == 0
    flags = json.loads(capsys.readouterr().out)
    assert flags["search"] == "flags" and flags["original"] == ["-O2", "-g"]
    assert flags["minimal"] == ["-O1", "-ftree-loop-distribute-patterns"]
    assert "-fno-tree-loop-distribute-patterns" in flags["hiding"]["flags"]
    assert flags["tests"] > 0 and flags["hiding"]["candidates"] >= len(flags["hiding"]["flags"])

    releases = ["--compiler", "gcc-11", "--compiler", "gcc-12", "--compiler", "clang-16"]
    assert main(["bisect", "releases", *releases, "--flags=-O2", *decide]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["search"] == "releases"
    assert report["verdicts"] == {"gcc-11": "bad", "gcc-12": "bad", "clang-16": "bad"}
    assert report["regressions"] == [] and report["fixes"] == [] and report["probes"] == 3

    assert main(["bisect", "releases", "--compiler", "gcc-12", "--flags=-O0", *decide]) == 0
    assert json.loads(capsys.readouterr().out)["verdicts"] == {"gcc-12": "good"}


def test_bisect_pass_json_names_the_guilty_pass(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    test = tmp_path / "zero.c"
    test.write_text(ZERO)
    argv = ["bisect", "pass", "--compiler", "clang-16", "--flags=-O2", "--asm-matches", "memset", str(test)]
    assert main([*argv, "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["search"] == "pass" and found["notes"] == []
    assert found["guilty"]["name"] == "LoopIdiomRecognizePass" and found["guilty"]["function"] == "clear"
    assert 0 < found["guilty"]["number"] <= found["total"] and found["probes"] > 0
    assert f"opt-bisect-limit={found['guilty']['number']}" in found["summary"]
