"""Fuzzy matching of known issues before drafting: a look-alike of a filed report is drafted as "likely
duplicate of #N"; a failure of another kind is not; the ClusterFuzz-style signature comparison and the test
distance are those the thresholds were measured with (bench/tame/fuzzy_match.py)."""

from __future__ import annotations

from pathlib import Path

from reportsmith.pipeline import ingest_stage
from reportsmith.report.drafting import draft_and_save
from reportsmith.report.known_match import (
    Known,
    best_match,
    frames,
    longest_common_subsequence,
    reduced_test_distance,
    signatures_similar,
)
from reportsmith.store.failures import get_failure
from reportsmith.tamer.case import Case
from reportsmith.tamer.distances import parse_distance
from rich.console import Console

EXAMPLE = Path(__file__).resolve().parents[2] / "config" / "examples" / "tcc-rejects-pragma-pack.c"


def test_signature_comparison_follows_clusterfuzz() -> None:
    assert frames("tcc: crash SIGSEGV in gen_op at 0x7f12 < vstore") == [
        "tcc: crash SIGSEGV",
        "gen_op at N",
        "vstore",
    ]
    assert longest_common_subsequence(["a", "b", "c"], ["a", "x", "c"]) == 2
    # two frames in common: similar, whatever the rest
    assert signatures_similar("crash in gen_op < vstore < main", "crash in gen_op < vstore < other")
    # one frame each, Levenshtein similarity above / below 0.8
    assert signatures_similar("error: ',' expected (got \")\")", "error: ',' expected (got \"]\")")
    assert not signatures_similar("error: ',' expected (got \")\")", "error: lvalue expected")
    assert not signatures_similar("", "error: lvalue expected")


def test_test_distance_is_the_tamers_tfidf_over_the_pair() -> None:
    first, second = "int main(void) { int x = 1; return x + 2; }", "long f(long y) { return y * 2; } /* c */"
    expected = parse_distance("tfidf_test").prepare([Case("a", first), Case("b", second)]).matrix()[0, 1]
    assert abs(reduced_test_distance(first, second) - expected) < 1e-12
    assert reduced_test_distance(first, first) < 1e-12


def test_best_match_needs_kind_signature_and_a_close_test() -> None:
    test = EXAMPLE.read_text()
    near = test.replace("42", "43")
    known = [
        Known("#1", "u1", "crash", "error: ',' expected (got \")\")", test),
        Known("#2", "u2", "rejects-valid", "error: lvalue expected", test),
        Known("#3", "u3", "rejects-valid", "error: ',' expected (got \")\")", near),
        Known("#4", "u4", "rejects-valid", "error: ',' expected (got \")\")", "int x;"),
    ]
    match = best_match("rejects-valid", "error: ',' expected (got \")\")", test, known)
    assert match is not None and match.known.label == "#3" and match.test_distance < 0.05
    assert best_match("rejects-valid", "error: ',' expected (got \")\")", "int y;", known[:3]) is None


def test_a_look_alike_of_a_filed_report_is_drafted_as_its_likely_duplicate(app, filed, tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "alike"
    folder.mkdir()
    (folder / "alike.c").write_text(EXAMPLE.read_text().replace("42", "4242"))
    (folder / "alike.toml").write_text('compiler = "tcc"\nflags = "-w"\nexpect = "rejects-valid"\n')
    [outcome] = ingest_stage(app, [folder], Console(quiet=True))
    assert get_failure(app.store, outcome.failure_id).verdict == "rejects-valid"

    report = draft_and_save(app, outcome.failure_id, "github")
    assert report.body.startswith("**Likely duplicate of #3**"), report.body[:200]
    # The crash filed as #1 has no look-alike: its own re-draft is left as it was rendered.
    crash = draft_and_save(app, filed["crash"], "github")
    assert "Likely duplicate" not in crash.body
