"""The committed real-failure corpus (bench/tame/corpora/tcc-csmith) loads and its files agree."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from reportsmith.tamer.corpus import load_corpus

CORPUS = Path(__file__).resolve().parents[2] / "bench" / "tame" / "corpora" / "tcc-csmith"

pytestmark = pytest.mark.skipif(not (CORPUS / "labels.csv").is_file(), reason="corpus not built")


def test_corpus_loads_and_labels_match_files_and_provenance() -> None:
    corpus = load_corpus(CORPUS)
    with (CORPUS / "labels.csv").open(newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert len(rows) == len(corpus.failures) == len({row["test"] for row in rows})
    assert {row["test"] for row in rows} == {p.name for p in (CORPUS / "tests").iterdir()}
    assert all((CORPUS / "outputs" / f"{row['test']}.txt").is_file() for row in rows)
    meta = json.loads((CORPUS / "meta.json").read_text())
    by_test = {entry["test"]: entry for entry in meta["failures"]}
    assert {row["test"]: row["bug"] for row in rows} == {t: e["bug"] for t, e in by_test.items()}
    for row in rows:
        # A label is a fixing commit or "unfixed-...": never a feature the tamer ranks by.
        assert row["bug"].startswith(("fix-", "unfixed-"))
        assert by_test[row["test"]]["reduced_bytes"] == (CORPUS / "tests" / row["test"]).stat().st_size
    assert meta["tests"] == len(rows) and sum(meta["bugs"].values()) == len(rows)
