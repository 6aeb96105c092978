"""The committed tinycc corpora (bench/tame/corpora/tcc-history, tcc-csmith, tcc-reduced-wrong): files agree,
labels traceable, facts are the bot's own.

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
from reportsmith.tamer.rank import rank

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


@built
def test_tcc_history_facts_are_regression_facts_of_every_test_never_its_label() -> None:
    """facts.json (bench/tame/tcc_history_facts.py): what reportsmith's bisection found before each failure's
    revision: a first bad release for every test, a first bad commit where a regression step was searched."""
    facts = json.loads((CORPUS / "facts.json").read_text())
    labels = {row["test"]: row["bug"] for row in labelled_rows(CORPUS)}
    assert set(facts) == set(labels)
    corpus = load_corpus(CORPUS)
    for case, bug in zip(corpus.failures, corpus.labels, strict=True):
        entry = facts[case.id]
        assert case.facts is not None and case.facts.first_bad_release == entry["first_bad_release"]
        assert case.facts.fixed_by is None  # the labels are fixing commits: a fix fact would be the label
        if "first_bad_commit" in entry:
            assert entry["bisection"]["commit_search"] == "found"
            assert entry["first_bad_commit"] == entry["bisection"]["first_bad_candidates"][0]
            assert not bug.startswith("fix-" + entry["first_bad_commit"][:12])
        else:
            assert entry["bisection"].get("commit_search") in (None, "ambiguous", "error")


@built
def test_on_tcc_history_the_default_ranks_each_first_bad_commit_group_as_one_bug() -> None:
    """The Show of issue 32 on the committed corpus: with the facts, the default lists one failure of every
    first-bad-commit group before it lists a second one of any group."""
    corpus = load_corpus(CORPUS)
    ranking = rank(corpus.failures)
    assert "bisect_commit" in ranking.distance and "first bad commits" in ranking.reason
    commit = {c.id: c.facts.first_bad_commit for c in corpus.failures if c.facts and c.facts.first_bad_commit}
    groups = [commit[i] for i in ranking.ids() if i in commit]
    first_repeat = next(i for i, group in enumerate(groups) if group in groups[:i])
    assert len(set(groups[:first_repeat])) == len(set(groups)) == 11


REDUCED = CORPORA / "tcc-reduced-wrong"


@pytest.mark.skipif(not (REDUCED / "labels.csv").is_file(), reason="corpus not built")
def test_tcc_reduced_wrong_is_reduced_tests_only_labelled_as_in_tcc_history() -> None:
    corpus = load_corpus(REDUCED)
    meta = json.loads((REDUCED / "meta.json").read_text())
    history = {row["test"]: row["bug"] for row in labelled_rows(CORPUS)}
    assert not (REDUCED / "outputs").exists() and all(not case.output for case in corpus.failures)
    sizes = {r["test"].removesuffix(".gz"): r for r in meta["reductions"] if r.get("rechecked")}
    for case, bug in zip(corpus.failures, corpus.labels, strict=True):
        assert history[case.id + ".gz"] == bug  # the label of the test it was reduced from
        assert sizes[case.id]["reduced_bytes"] == (REDUCED / "tests" / case.id).stat().st_size
        assert sizes[case.id]["reduced_bytes"] < sizes[case.id]["original_bytes"]
    assert meta["tests"] == len(corpus.failures) and sum(meta["bugs"].values()) == len(corpus.failures)
