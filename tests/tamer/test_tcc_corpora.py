"""The committed tinycc corpora (bench/tame/corpora/tcc-history, tcc-csmith): files agree, labels traceable.

A label names the commit of tinycc's history at which the failure stopped failing; ``meta.json`` keeps the
fix search that found it (tcc-history) or the provenance of each reduced test (tcc-csmith). These tests read
the committed files only (no tinycc checkout).
"""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path

import pytest
from reportsmith.tamer.corpus import load_corpus

CORPORA = Path(__file__).resolve().parents[2] / "bench" / "tame" / "corpora"
CORPUS = CORPORA / "tcc-history"
CSMITH = CORPORA / "tcc-csmith"
built = pytest.mark.skipif(not (CORPUS / "labels.csv").is_file(), reason="corpus not built")


def labelled_rows(corpus: Path) -> list[dict[str, str]]:
    """``labels.csv``'s rows, checked against the corpus's test and output files (any tcc corpus)."""
    loaded = load_corpus(corpus)
    with (corpus / "labels.csv").open(newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert len(rows) == len(loaded.failures) == len({row["test"] for row in rows})
    assert {row["test"] for row in rows} == {p.name for p in (corpus / "tests").iterdir()}
    assert all((corpus / "outputs" / f"{row['test']}.txt").is_file() for row in rows)
    return rows


@built
def test_labels_files_and_meta_agree() -> None:
    rows = labelled_rows(CORPUS)
    meta = json.loads((CORPUS / "meta.json").read_text())
    assert {t["test"]: t["bug"] for t in meta["tests"]} == {row["test"]: row["bug"] for row in rows}
    assert meta["labelled"] == len(rows) and meta["bugs"] == dict(Counter(row["bug"] for row in rows))


@built
def test_every_label_is_the_fixing_commit_its_fix_search_found() -> None:
    meta = json.loads((CORPUS / "meta.json").read_text())
    for test in meta["tests"]:
        if test["bug"].startswith("unfixed-"):
            assert test["fix_search"] == "all-old"  # still failing at the newest commit
            continue
        # fix-<the first 12 hex digits of the first candidate of the search>, whose subject is recorded.
        assert test["fix_search"] in ("found", "ambiguous") and test["candidates"]
        assert test["bug"] == "fix-" + test["candidates"][0][:12]
        assert len(test["candidates"][0]) == 40 and test["fix_subject"]


@pytest.mark.skipif(not (CSMITH / "labels.csv").is_file(), reason="corpus not built")
def test_tcc_csmith_labels_match_files_and_provenance() -> None:
    rows = labelled_rows(CSMITH)
    meta = json.loads((CSMITH / "meta.json").read_text())
    by_test = {entry["test"]: entry for entry in meta["failures"]}
    assert {row["test"]: row["bug"] for row in rows} == {t: e["bug"] for t, e in by_test.items()}
    for row in rows:
        # A label is a fixing commit or "unfixed-...": never a feature the tamer ranks by.
        assert row["bug"].startswith(("fix-", "unfixed-"))
        assert by_test[row["test"]]["reduced_bytes"] == (CSMITH / "tests" / row["test"]).stat().st_size
    assert meta["tests"] == len(rows) and sum(meta["bugs"].values()) == len(rows)
