"""Distances from the bot's own findings (tamer/facts.py): values, properties, corpus loading, evidence."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportsmith.tamer.case import Case, Facts
from reportsmith.tamer.corpus import load_corpus
from reportsmith.tamer.distances import parse_distance
from reportsmith.tamer.errors import CorpusError
from reportsmith.tamer.facts import FACT_DISTANCES, UNKNOWN, shared_facts, strong_evidence
from reportsmith.tamer.rank import rank


def _matrix(name: str, facts: list[Facts | None]) -> np.ndarray:
    return parse_distance(name).prepare([Case(str(i), "", facts=f) for i, f in enumerate(facts)]).matrix()


def test_a_single_valued_fact_is_0_when_equal_1_when_not_and_unknown_without_it() -> None:
    commits = [Facts(first_bad_commit="a"), Facts(first_bad_commit="a"), Facts(first_bad_commit="b")]
    matrix = _matrix("bisect_commit", [*commits, None, Facts()])
    assert matrix[0, 1] == 0.0 and matrix[0, 2] == 1.0
    assert matrix[0, 3] == matrix[3, 4] == matrix[0, 4] == UNKNOWN == 0.5
    assert np.all(np.diag(matrix) == 0.0)  # unknown or not, a failure is at 0 from itself


def test_set_facts_are_jaccard_distances() -> None:
    passes = [frozenset({"gvn", "licm"}), frozenset({"gvn"}), frozenset({"sroa"})]
    matrix = _matrix("guilty_pass", [Facts(passes=p) for p in passes])
    assert matrix[0, 1] == pytest.approx(0.5) and matrix[0, 2] == 1.0 and matrix[1, 2] == 1.0
    frames = _matrix("crash_frames", [Facts(crash_frames=frozenset({"a", "b", "c"})),
                                      Facts(crash_frames=frozenset({"b", "c", "d"}))])  # fmt: skip
    assert frames[0, 1] == pytest.approx(1 - 2 / 4)


fact_values = st.one_of(st.none(), st.sampled_from(["x", "y", "z"]))
fact_sets = st.one_of(st.none(), st.frozensets(st.sampled_from(["-O2", "-fno-gcse", "gvn", "f"]), max_size=3))
facts = st.builds(
    Facts,
    first_bad_commit=fact_values,
    first_bad_release=fact_values,
    fixed_by=fact_values,
    passes=fact_sets,
    hiding_flags=fact_sets,
    minimal_flags=fact_sets,
    crash_frames=fact_sets,
)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.one_of(st.none(), facts), min_size=1, max_size=9), st.sampled_from(sorted(FACT_DISTANCES)))
def test_fact_distances_are_bounded_symmetric_and_rows_match_the_matrix(given_facts, name) -> None:  # type: ignore[no-untyped-def]
    cases = [Case(str(i), "", facts=f) for i, f in enumerate(given_facts)]
    prepared = parse_distance(name).prepare(cases)
    matrix = prepared.matrix()
    assert np.all((matrix >= 0) & (matrix <= 1)) and np.allclose(matrix, matrix.T)
    for i in range(len(cases)):
        assert np.allclose(prepared.row(i, np.arange(len(cases))), matrix[i])
        field = FACT_DISTANCES[name]
        for j in range(len(cases)):
            mine = getattr(given_facts[i], field, None) if given_facts[i] else None
            theirs = getattr(given_facts[j], field, None) if given_facts[j] else None
            if i != j and (mine is None or theirs is None):
                assert matrix[i, j] == UNKNOWN


@pytest.mark.parametrize("fact", ["first_bad_commit", "passes"])
@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.text("ab{};x= ", max_size=20), st.sampled_from("ABCD")), min_size=2, max_size=9))
def test_failures_sharing_a_first_bad_commit_or_pass_rank_as_one_bug(fact, pairs) -> None:  # type: ignore[no-untyped-def]
    """With the commit (or guilty pass) term weighing more than the text parts can add up to, FPF lists one
    failure of each group before a second one of any group."""

    def facts(group: str) -> Facts:
        return (
            Facts(first_bad_commit=group) if fact == "first_bad_commit" else Facts(passes=frozenset({group}))
        )

    cases = [Case(f"f{i}", test, facts=facts(group)) for i, (test, group) in enumerate(pairs)]
    term = {"first_bad_commit": "bisect_commit", "passes": "guilty_pass"}[fact]
    ranking = rank(cases, f"0.5*lev_test+0.5*tfidf_test+2*{term}")
    groups_of = {case.id: group for case, (_, group) in zip(cases, pairs, strict=True)}
    order = [groups_of[entry.id] for entry in ranking.entries]
    groups = len(set(order))
    assert len(set(order[:groups])) == groups


def test_shared_facts_say_what_two_failures_have_alike_strongest_first() -> None:
    first = Facts(first_bad_commit="0123456789abcdef0123", first_bad_release="clang-15",
                  passes=frozenset({"InstCombinePass"}), hiding_flags=frozenset())  # fmt: skip
    second = Facts(first_bad_commit="0123456789abcdef0123", first_bad_release="clang-15",
                   passes=frozenset({"InstCombinePass", "GVNPass"}), hiding_flags=frozenset())  # fmt: skip
    assert list(shared_facts(first, second).values()) == [
        "same first bad commit 0123456789ab",
        "same pass InstCombinePass",
        "same first bad release clang-15",
    ]  # no flag hides either: nothing shared there
    assert shared_facts(first, Facts(first_bad_commit="other")) == {}


def _corpus(tmp_path: Path, facts: object) -> Path:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "a.c").write_text("int a;")
    (tmp_path / "tests" / "b.c").write_text("int b;")
    (tmp_path / "labels.csv").write_text("test,bug\na.c,B1\nb.c,B2\n")
    (tmp_path / "facts.json").write_text(facts if isinstance(facts, str) else json.dumps(facts))
    return tmp_path


def test_a_corpus_brings_facts_json_lists_become_sets_and_provenance_is_ignored(tmp_path: Path) -> None:
    entry = {"first_bad_commit": "c1", "passes": ["gvn"], "bisection": {"probes": 9}}
    corpus = load_corpus(_corpus(tmp_path, {"a.c": entry}))
    assert corpus.failures[0].facts == Facts(first_bad_commit="c1", passes=frozenset({"gvn"}))
    assert corpus.failures[1].facts is None and corpus.failures[0].language == "c"


@pytest.mark.parametrize(
    ("text", "message"),
    [("{", "facts.json:1: not JSON"), ('["a.c"]', "expected an object"),
     ('{"a.c": {"first_bad_commit": 3}}', "a.c: first_bad_commit: expected a string or a list")],
)  # fmt: skip
def test_a_broken_facts_json_says_where(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(CorpusError, match=message):
        load_corpus(_corpus(tmp_path, text))


def test_a_shared_pass_is_strong_evidence_only_with_a_shared_regression_point() -> None:
    """InstCombine alone is guilty of many LLVM bugs: the same pass is the same bug only since the same
    release (or commit); a first bad commit or crash frames are enough on their own."""
    instcombine = frozenset({"InstCombinePass"})
    alone = shared_facts(Facts(passes=instcombine, first_bad_release="clang-15"),
                         Facts(passes=instcombine, first_bad_release="clang-16"))  # fmt: skip
    assert list(alone) == ["passes"] and strong_evidence(alone) == []
    since_the_same = shared_facts(Facts(passes=instcombine, first_bad_release="clang-15"),
                                  Facts(passes=instcombine, first_bad_release="clang-15"))  # fmt: skip
    assert strong_evidence(since_the_same) == ["passes"]
    commit = shared_facts(Facts(first_bad_commit="c1"), Facts(first_bad_commit="c1"))
    assert strong_evidence(commit) == ["first_bad_commit"]
    release = shared_facts(Facts(first_bad_release="clang-15"), Facts(first_bad_release="clang-15"))
    assert strong_evidence(release) == []
