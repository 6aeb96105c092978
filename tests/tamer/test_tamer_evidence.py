"""Issue 16's tamer parts: gzip tests and coverage in corpora, line coverage by gcov of a real --coverage
build, and learned weights (nearest-neighbour fit and cross-validation across bugs)."""

from __future__ import annotations

import gzip
import subprocess
from pathlib import Path

import numpy as np
import pytest
from reportsmith.tamer.corpus import load_corpus
from reportsmith.tamer.coverage import collect_coverage, gcov_tokens
from reportsmith.tamer.distances import parse_distance
from reportsmith.tamer.errors import CoverageError
from reportsmith.tamer.weights import (
    cross_validate,
    fit_weights,
    nearest_neighbour_rate,
    simplex_grid,
)

#: A tiny "compiler": which functions and lines run depends on the input, as in a real one.
MINI_COMPILER = r"""
#include <stdio.h>
static int number(int c) { int n = c - '0'; return n * 2; }
static int word(int c) {
    if (c == 'x') return 1;
    return 0;
}
int main(int argc, char **argv) {
    FILE *in = fopen(argv[argc - 1], "r");
    int c, total = 0;
    if (!in) return 2;
    while ((c = fgetc(in)) != EOF) {
        if (c >= '0' && c <= '9') total += number(c);
        else total += word(c);
    }
    fclose(in);
    return total > 1000;
}
"""


@pytest.fixture(scope="module")
def coverage_build(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    build = tmp_path_factory.mktemp("build")
    (build / "mini.c").write_text(MINI_COMPILER)
    subprocess.run(["gcc", "--coverage", "-O0", "mini.c", "-o", "mini"], cwd=build, check=True)
    gcov = tmp_path_factory.mktemp("gcov")
    for notes in build.glob("*.gcno"):
        (gcov / notes.name).write_bytes(notes.read_bytes())
    (gcov / "BUILD_DIR").write_text(str(build))
    return build / "mini", gcov


def test_coverage_of_a_real_coverage_build_depends_on_the_test(coverage_build, tmp_path: Path) -> None:
    compiler, gcov = coverage_build
    digits, letters = tmp_path / "digits.c", tmp_path / "letters.c"
    digits.write_text("123")
    letters.write_text("xyz")
    first = collect_coverage([str(compiler)], [], digits, gcov)
    second = collect_coverage([str(compiler)], [], letters, gcov)
    again = collect_coverage([str(compiler)], [], digits, gcov)
    assert first.lines == again.lines  # runs do not add up: each has its own counters
    assert any(t.startswith("mini.c:number:") for t in first.lines)
    assert not any(t.startswith("mini.c:number:") for t in second.lines)
    assert any(t.startswith("mini.c:word:") for t in second.lines) and first.lines != second.lines


def test_coverage_needs_a_gcov_folder_and_a_coverage_build(coverage_build, tmp_path: Path) -> None:
    compiler, gcov = coverage_build
    test = tmp_path / "t.c"
    test.write_text("1")
    with pytest.raises(CoverageError, match="BUILD_DIR"):
        collect_coverage([str(compiler)], [], test, tmp_path)
    with pytest.raises(CoverageError, match="--coverage"):
        collect_coverage(["true"], [], test, gcov)


def test_gcov_tokens_are_offsets_in_functions() -> None:
    document = (
        '{"files": [{"file": "/src/tccgen.c", "functions": [{"name": "gen_op", "start_line": 100}],'
        ' "lines": [{"line_number": 103, "count": 2, "function_name": "gen_op"},'
        ' {"line_number": 104, "count": 0, "function_name": "gen_op"}]}]}'
    )
    assert gcov_tokens("noise\n" + document) == frozenset({"tccgen.c:gen_op:3"})


def test_corpus_reads_gzip_tests_and_coverage(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "coverage").mkdir()
    (tmp_path / "tests" / "a.c.gz").write_bytes(gzip.compress(b"int a;"))
    (tmp_path / "tests" / "b.c").write_text("int b;")
    (tmp_path / "coverage" / "a.c.gz.txt.gz").write_bytes(gzip.compress(b"x.c:f:1\nx.c:f:2\n"))
    (tmp_path / "labels.csv").write_text("test,bug\na.c.gz,one\nb.c,two\n")
    corpus = load_corpus(tmp_path)
    assert [c.test for c in corpus.failures] == ["int a;", "int b;"]
    assert corpus.failures[0].coverage == frozenset({"x.c:f:1", "x.c:f:2"})
    assert corpus.failures[1].coverage is None
    matrix = parse_distance("coverage").prepare(corpus.failures).matrix()
    assert matrix[0, 1] == 1.0  # covered lines vs none: unlike


def test_simplex_grid_covers_the_simplex() -> None:
    grid = simplex_grid(3, 0.25)
    assert len(grid) == 15 and all(abs(sum(w) - 1) < 1e-9 for w in grid)
    assert (1.0, 0.0, 0.0) in grid and (0.25, 0.25, 0.5) in grid


def _two_component_corpus(seed: int = 1) -> tuple[list[np.ndarray], list[str]]:
    """Component 0 separates the bugs (by a small gap); component 1 is noise larger than that gap."""
    generator = np.random.default_rng(seed)
    labels = [f"bug{i % 6}" for i in range(60)]
    codes = np.array([int(label[3:]) for label in labels])
    jitter = generator.uniform(0, 0.02, (60, 60))
    informative = np.where(codes[:, None] == codes[None, :], 0.45, 0.55) + jitter
    noise = generator.uniform(0, 1, (60, 60))
    for matrix in (informative, noise):
        matrix[:] = (matrix + matrix.T) / 2
        np.fill_diagonal(matrix, 0)
    return [informative, noise], labels


def test_fit_weights_finds_the_informative_component() -> None:
    matrices, labels = _two_component_corpus()
    assert nearest_neighbour_rate(matrices[0], labels) == 1.0
    assert nearest_neighbour_rate(matrices[1], labels) < 0.5
    weights, rate = fit_weights(matrices, labels, step=0.25)
    assert rate == 1.0 and weights[0] > weights[1]


def test_cross_validation_scores_held_out_bugs_against_fixed_weights() -> None:
    matrices, labels = _two_component_corpus()
    folds = cross_validate(matrices, labels, fixed=(0.0, 1.0), folds=3, step=0.25, first=6)
    assert len(folds) == 3 and sum(f.held_out_bugs for f in folds) == 6
    for fold in folds:
        assert fold.learned_rate == 1.0 and fold.learned_rate > fold.fixed_rate
        assert fold.learned_first == fold.held_out_bugs
