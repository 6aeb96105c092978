"""The batched evaluator runs the same FPF as the ranking does, from every start point at once."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from reportsmith.tamer.evaluate import discovery_curve, fpf_curves, fpf_metrics
from reportsmith.tamer.fpf import fpf_order, matrix_rows


@st.composite
def labelled_matrices(draw: st.DrawFn) -> tuple[list[str], np.ndarray]:
    """A symmetric distance matrix with many ties (small integer distances) and labels for its items."""
    n = draw(st.integers(min_value=1, max_value=12))
    values = draw(st.lists(st.integers(0, 3), min_size=n * n, max_size=n * n))
    matrix = np.array(values, dtype=np.float64).reshape(n, n)
    matrix = np.minimum(matrix, matrix.T)
    np.fill_diagonal(matrix, 0.0)
    labels = draw(st.lists(st.sampled_from("abcd"), min_size=n, max_size=n))
    return labels, matrix


@settings(max_examples=200, deadline=None)
@given(labelled_matrices())
def test_every_start_gives_the_curve_of_fpf_order(case: tuple[list[str], np.ndarray]) -> None:
    labels, matrix = case
    n = len(labels)
    curves = fpf_curves(labels, matrix, list(range(n)))
    for start in range(n):
        order = [pick.item for pick in fpf_order(n, matrix_rows(matrix), start=start)]
        assert curves[start].tolist() == discovery_curve([labels[i] for i in order]).tolist()


def test_all_starts_is_the_mean_over_every_start_point() -> None:
    # Two bugs: a far-away singleton and a tight group; from any start FPF lists both bugs by its second pick.
    labels = ["x", "y", "y", "y"]
    matrix = np.array([[0, 9, 9, 9], [9, 0, 1, 1], [9, 1, 0, 1], [9, 1, 1, 0]], dtype=np.float64)
    _, mean = fpf_metrics(labels, matrix, starts=100)
    assert mean.name == "FPF (mean of 4 starts, all)"
    assert mean.tests_to_all == 2.0
    assert mean.curve.tolist() == [1.0, 2.0, 2.0, 2.0]
