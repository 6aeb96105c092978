"""Distances, features, evaluation metrics, corpus loading and the ``tame`` CLI on real compiler output."""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import numpy as np
import pytest
from reportsmith.cli import main
from reportsmith.common.process import run_limited
from reportsmith.tamer import evaluate
from reportsmith.tamer.case import Case, Facts
from reportsmith.tamer.corpus import load_corpus
from reportsmith.tamer.distances import DISTANCES, WeightedSum, parse_distance
from reportsmith.tamer.errors import CorpusError, UnknownDistanceError
from reportsmith.tamer.features import C_FEATURE_NAMES, c_features, c_tokens, clang_tokens, normalized_output

FACTS = Facts(
    first_bad_commit="c1", first_bad_release="gcc-12", fixed_by="f1", passes=frozenset({"vrp"}),
    hiding_flags=frozenset({"-fno-tree-vrp"}), minimal_flags=frozenset({"-O2"}),
    crash_frames=frozenset({"expand_expr", "foo"}),
)  # fmt: skip
SAMPLE = [
    Case(
        "1", "int a; int main(void) { return a / 3; }", "t.c:1:5: error: bad thing at 0xdeadbeef", facts=FACTS
    ),
    Case(
        "2",
        "struct S { int x : 3; } s;",
        "/tmp/ccAbCdEf.o: internal compiler error: in foo, at expr.cc:12",
        facts=Facts(first_bad_commit="c2", passes=frozenset({"vrp", "dce"}), crash_frames=frozenset({"foo"})),
    ),
    Case("3", "", ""),
    Case(
        "4",
        "long long b = 5 % 2;",
        "Segmentation fault",
        facts=Facts(first_bad_release="gcc-12", minimal_flags=frozenset({"-O2", "-fwrapv"})),
    ),
]


def test_weighted_sums_parse_and_unknown_names_say_what_is_known() -> None:
    distance = parse_distance("0.5*tfidf_test + 0.5*lev_output")
    assert isinstance(distance, WeightedSum) and distance.name == "0.5*tfidf_test+0.5*lev_output"
    assert parse_distance("lev_test").name == "lev_test"
    with pytest.raises(UnknownDistanceError, match="known: .*lev_output"):
        parse_distance("lev_tset")
    with pytest.raises(UnknownDistanceError, match="WEIGHT\\*NAME"):
        parse_distance("2x*lev_test")


@pytest.mark.parametrize(
    "name", sorted(set(DISTANCES) - {"tfidf_test_clang", "cfeatures"}) + ["lev_test+cfeatures"]
)
def test_every_distance_is_a_bounded_symmetric_dissimilarity_whose_rows_match_its_matrix(name: str) -> None:
    prepared = parse_distance(name).prepare(SAMPLE + [SAMPLE[0]])
    matrix = prepared.matrix()
    bound = 2.0 if "+" in name else 1.0
    assert matrix.shape == (5, 5)
    assert np.all(matrix >= -1e-9) and np.all(matrix <= bound + 1e-6)
    assert np.allclose(matrix, matrix.T, atol=1e-6)
    assert np.allclose(np.diag(matrix), 0, atol=1e-6) and abs(matrix[0, 4]) < 1e-6  # identical failures
    for i in range(5):
        assert np.allclose(prepared.row(i, np.arange(5)), matrix[i], atol=1e-6)


@pytest.mark.parametrize("name", ["lev_test", "lev_test+lev_output", "0.3*lev_output+tfidf_test+lev_test"])
def test_rows_with_per_target_bounds_are_exact_below_the_bound_and_at_least_it_above(name: str) -> None:
    cases = SAMPLE + [Case("5", "int a; int main(void) { return a / 4; }", "t.c:2:5: error: bad thing")]
    prepared = parse_distance(name).prepare(cases)
    matrix = prepared.matrix()
    targets = np.arange(len(cases))
    for bounds in (np.full(len(cases), 0.3), np.linspace(0.0, 1.2, len(cases)), np.full(len(cases), 0.0)):
        for source in range(len(cases)):
            row = prepared.row(source, targets, bounds)
            below = matrix[source] < bounds
            assert np.allclose(row[below], matrix[source][below], atol=1e-9)
            assert np.all(row[~below] >= bounds[~below] - 1e-9)


def test_levenshtein_is_normalized_by_the_longer_text() -> None:
    prepared = parse_distance("lev_test").prepare([Case("a", "abcd"), Case("b", "abxd"), Case("c", "")])
    assert prepared.matrix()[0, 1] == pytest.approx(0.25)
    assert prepared.matrix()[0, 2] == pytest.approx(1.0)


def test_c_features_count_more_than_40_kinds_and_see_the_interesting_constructs() -> None:
    assert len(C_FEATURE_NAMES) >= 40
    counts = c_features(
        "struct __attribute__((packed)) P { int x : 3; volatile char y; };\n"
        "union U { int a; float b; } u; int **g;\n"
        "int f(int p) { for (;;) { while (p) p = p / 7; if (p) break; } return p ? f(p % 0) : 0; }\n"
    )
    for name in (
        "packed",
        "bitfield",
        "volatile",
        "union_field",
        "division_by_constant",
        "division_by_zero",
        "infinite_loop",
        "stmt:FOR_STMT",
        "stmt:WHILE_STMT",
        "expr:CALL_EXPR",
        "op:/",
        "op:%",
        "expr:CONDITIONAL_OPERATOR",
        "type:POINTER",
    ):
        assert counts[name] >= 1, name
    assert counts["pointer_depth"] == 2 and counts["loop_depth"] == 2
    assert counts["division_by_zero"] == 1 and counts["division_by_constant"] == 2


def test_the_regex_lexer_agrees_with_libclangs_tokenizer_on_c() -> None:
    source = 'int a = 0x1fUL; /* c */ char *s = "x\\"y"; a <<= 2; a->b; f(1.5e3, \'c\');'
    assert c_tokens(source) == clang_tokens(source)


def test_output_normalization_removes_what_the_test_decides() -> None:
    text = normalized_output(
        "/tmp/a/t.c:3:5: error: lvalue required 0x55aa\n/tmp/ccA1b2c3.s: Assertion failed"
    )
    assert "0x" not in text and "/tmp" not in text and ":3:5" not in text
    assert normalized_output("t.c:9:1: error: x") == normalized_output("u.c:12:7: error: x")


def test_random_baseline_is_the_exact_expectation() -> None:
    labels = ["a", "a", "a", "b", "c", "c"]
    expected = evaluate.random_baseline(labels, shuffles=2000)
    curves = [evaluate.discovery_curve(order) for order in itertools.permutations(labels)]
    assert np.allclose(expected.curve, np.mean(curves, axis=0))
    exact_total = np.mean([evaluate.tests_to_all(c, 3) for c in curves])
    assert expected.tests_to_all == pytest.approx(exact_total, rel=0.05)


def test_corpus_errors_name_the_file_and_line(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="no labels.csv"):
        load_corpus(tmp_path)
    (tmp_path / "labels.csv").write_text("test,bug\nmissing.c,1\n")
    with pytest.raises(CorpusError, match="labels.csv:2: test file .*missing.c does not exist"):
        load_corpus(tmp_path)


def _tcc_corpus(root: Path) -> Path:
    """A tiny labelled corpus whose outputs are real tcc diagnostics; labels = the kind of mistake."""
    programs = {
        "undeclared": ["int f(void) { return {}; }".replace("{}", name) for name in ("xq", "yq", "zq", "wq")],
        "struct": [f"struct S{i} {{ int a; }}; int g(struct S{i} s) {{ return s.b{i}; }}" for i in range(4)],
        "syntax": [f"int h{i}(void) {{ return (1 + ; }}" for i in range(4)],
    }
    (root / "tests").mkdir(parents=True)
    (root / "outputs").mkdir()
    rows = ["test,bug"]
    for bug, sources in programs.items():
        for i, source in enumerate(sources):
            name = f"{bug}{i}.c"
            (root / "tests" / name).write_text(source + "\n")
            # Never "-o /dev/null": tcc unlinks its output on error, and as root that removes /dev/null.
            result = run_limited(["tcc", "-c", name, "-o", "out.o"], cwd=root / "tests")
            assert not result.ok, result.output
            (root / "outputs" / f"{name}.txt").write_text(result.output)
            rows.append(f"{name},{bug}")
    (root / "labels.csv").write_text("\n".join(rows) + "\n")
    return root


@pytest.mark.skipif(shutil.which("tcc") is None, reason="tcc is not installed")
def test_cli_evaluate_writes_curves_and_fpf_sees_all_three_kinds_first(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    corpus = _tcc_corpus(tmp_path / "tcc3")
    png = tmp_path / "curves.png"
    status = main(
        [
            "tame",
            "evaluate",
            str(corpus),
            "--png",
            str(png),
            "--draws",
            "5",
            "--starts",
            "3",
            "--json",
            str(tmp_path / "m.json"),
        ]
    )
    assert status == 0 and png.stat().st_size > 10_000 and png.read_bytes()[:4] == b"\x89PNG"
    import json

    methods = {m["method"]: m for m in json.loads((tmp_path / "m.json").read_text())["methods"]}
    assert methods["FPF"]["tests_to_all"] == 3.0  # three different tcc messages: the first three differ
    assert methods["random (expected)"]["first15"] == 3.0


@pytest.mark.skipif(shutil.which("tcc") is None, reason="tcc is not installed")
def test_cli_rank_dir_explains_a_position(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    corpus = _tcc_corpus(tmp_path / "tcc3")
    folder = tmp_path / "rank"
    shutil.copytree(corpus / "tests", folder)
    shutil.copytree(corpus / "outputs", folder / "outputs")
    (folder / "known.csv").write_text("test,bug\nsyntax0.c,PR9\n")
    assert main(["tame", "--dir", str(folder), "--explain", "11"]) == 0
    text = capsys.readouterr().out.strip()
    assert text.startswith("11. ") and "nearest earlier" in text
    assert main(["tame", "--dir", str(folder), "--explain", "nonesuch"]) == 2
    assert main(["tame", "--dir", str(folder), "--distance", "bogus"]) == 2
