"""The committed tinycc-history corpus (bench/tame/corpora/tcc-history): files agree, labels are traceable.

A label names the commit of tinycc's history at which the failure stopped failing; ``meta.json`` keeps the
fix search that found it. These tests read the committed files only (no tinycc checkout).
"""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path

import pytest
from reportsmith.tamer.corpus import load_corpus

CORPUS = Path(__file__).resolve().parents[2] / "bench" / "tame" / "corpora" / "tcc-history"

pytestmark = pytest.mark.skipif(not (CORPUS / "labels.csv").is_file(), reason="corpus not built")


def test_labels_files_and_meta_agree() -> None:
    corpus = load_corpus(CORPUS)
    with (CORPUS / "labels.csv").open(newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert len(rows) == len(corpus.failures) == len({row["test"] for row in rows})
    assert {row["test"] for row in rows} == {p.name for p in (CORPUS / "tests").iterdir()}
    assert all((CORPUS / "outputs" / f"{row['test']}.txt").is_file() for row in rows)
    meta = json.loads((CORPUS / "meta.json").read_text())
    assert {t["test"]: t["bug"] for t in meta["tests"]} == {row["test"]: row["bug"] for row in rows}
    assert meta["labelled"] == len(rows) and meta["bugs"] == dict(Counter(row["bug"] for row in rows))


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
