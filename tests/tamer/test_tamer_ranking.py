"""FPF ranking properties: permutation, seeding, determinism, duplicates, agreement with brute force."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from reportsmith.tamer.case import Case, collapse_duplicates
from reportsmith.tamer.distances import parse_distance
from reportsmith.tamer.fpf import fpf_order, matrix_rows
from reportsmith.tamer.rank import rank

texts = st.text(alphabet="ab(){};=+x1 ", min_size=0, max_size=25)
failure_lists = st.lists(st.tuples(texts, texts), min_size=1, max_size=14)


def _failures(pairs: list[tuple[str, str]]) -> list[Case]:
    return [Case(f"f{i}", test, output) for i, (test, output) in enumerate(pairs)]


def _brute_force_fpf(matrix: np.ndarray, seeds: list[int], items: list[int]) -> list[int]:
    """FPF straight from the definition, recomputing every minimum each step."""
    listed = list(seeds)
    order: list[int] = []
    left = list(items)
    while left:

        def key(x: int) -> float:
            return min((matrix[x, y] for y in listed), default=math.inf)

        if not listed:
            best = max(left, key=lambda x: (matrix[items[0], x], -x))
        else:
            best = max(left, key=lambda x: (key(x), -x))
        order.append(best)
        listed.append(best)
        left.remove(best)
    return order


@settings(max_examples=60, deadline=None)
@given(failure_lists)
def test_ranking_is_a_permutation_of_the_distinct_failures(pairs: list[tuple[str, str]]) -> None:
    failures = _failures(pairs)
    ranking = rank(failures)
    ranked_ids = [i for r in ranking.entries for i in (r.id, *r.entry.duplicates)]
    assert sorted(ranked_ids) == sorted(f.id for f in failures)
    assert len(ranking.entries) == len({(t, o) for t, o in pairs})


@settings(max_examples=60, deadline=None)
@given(failure_lists)
def test_exact_duplicates_collapse_to_one_entry_with_a_count(pairs: list[tuple[str, str]]) -> None:
    failures = _failures(pairs + pairs[:1])  # at least one duplicate
    entries = collapse_duplicates(failures)
    by_key = {(e.case.test, e.case.output): e.count for e in entries}
    for key, count in by_key.items():
        assert count == sum(1 for pair in pairs + pairs[:1] if pair == key)
    assert by_key[pairs[0]] >= 2


@settings(max_examples=40, deadline=None)
@given(failure_lists, st.randoms(use_true_random=False))
def test_identical_inputs_give_identical_rankings_in_any_input_order(pairs, random) -> None:  # type: ignore[no-untyped-def]
    failures = _failures(pairs)
    shuffled = list(failures)
    random.shuffle(shuffled)
    assert rank(failures).ids() == rank(list(failures)).ids() == rank(shuffled).ids()


@settings(max_examples=60, deadline=None)
@given(failure_lists, st.lists(st.tuples(texts, texts), min_size=1, max_size=4))
def test_first_of_a_seeded_ranking_is_farthest_from_the_seeds(pairs, seed_pairs) -> None:  # type: ignore[no-untyped-def]
    failures = _failures(pairs)
    seeds = [Case(f"s{i}", t, o, known_bug="K") for i, (t, o) in enumerate(seed_pairs)]
    ranking = rank(failures + seeds)
    entries = collapse_duplicates(failures)
    seed_entries = collapse_duplicates(seeds)
    everything = [e.case for e in entries] + [s.case for s in seed_entries]
    matrix = parse_distance(ranking.distance).prepare(everything).matrix()  # the distance it chose
    size = len(entries)
    to_seeds = matrix[:size, size:].min(axis=1)
    first = next(i for i, e in enumerate(entries) if e.id == ranking.entries[0].id)
    assert math.isclose(to_seeds[first], to_seeds.max(), abs_tol=1e-9)
    assert ranking.entries[0].nearest_is_seed
    assert math.isclose(ranking.entries[0].distance, to_seeds.max(), abs_tol=1e-9)


@settings(max_examples=60, deadline=None)
@given(failure_lists, st.integers(min_value=0, max_value=3))
def test_incremental_banded_fpf_equals_brute_force(pairs, seed_count) -> None:  # type: ignore[no-untyped-def]
    """The cutoff (banded Levenshtein) and incremental updates change nothing compared to the definition."""
    everything = [e.case for e in collapse_duplicates(_failures(pairs))]
    seed_count = min(seed_count, len(everything) - 1)
    size = len(everything) - seed_count
    prepared = parse_distance("lev_test+lev_output").prepare(everything)
    matrix = prepared.matrix()
    seed_rows = [prepared.row(size + s, np.arange(size)) for s in range(seed_count)]
    fast = [p.item for p in fpf_order(size, prepared.row, seed_rows)]
    slow = _brute_force_fpf(matrix, list(range(size, size + seed_count)), list(range(size)))
    expected_keys = [
        matrix[x, list(range(size, size + seed_count)) + slow[:i]].min(initial=math.inf)
        for i, x in enumerate(slow)
    ]
    fast_keys = [
        matrix[x, list(range(size, size + seed_count)) + fast[:i]].min(initial=math.inf)
        for i, x in enumerate(fast)
    ]
    # Equal distances may be broken differently only by float noise between matrix and row; compare keys.
    assert np.allclose(fast_keys[1:], expected_keys[1:], atol=1e-9) or fast == slow


def test_tail_is_ordered_by_distance_to_the_head() -> None:
    points = np.array([[0.0], [10.0], [5.0], [2.0], [7.0], [9.0]])
    matrix = np.abs(points - points.T)
    picks = fpf_order(6, matrix_rows(matrix), head=3)
    assert [p.exact for p in picks] == [True, True, True, False, False, False]
    assert sorted(p.item for p in picks) == list(range(6))
    tail = [p.distance for p in picks[3:]]
    assert tail == sorted(tail, reverse=True)
    full = [p.item for p in fpf_order(6, matrix_rows(matrix))]
    assert full[:3] == [p.item for p in picks[:3]] == [1, 0, 2]


def test_explanations_name_the_nearest_earlier_failure() -> None:
    failures = [
        Case("a", "int a = 1 / 0;", "internal compiler error: in expand_expr"),
        Case("b", "int a = 2 / 0;", "internal compiler error: in expand_expr"),
        Case("c", "struct S { int x : 3; } s; void f(void) { s.x++; }", "Segmentation fault"),
        Case(
            "k", "struct S { int y : 3; } s; void g(void) { s.y++; }", "Segmentation fault", known_bug="PR1"
        ),
    ]
    ranking = rank(failures)
    assert len(ranking.seeds) == 1 and len(ranking.entries) == 3
    # The look-alike of the known bug sinks to the end, explained by the exemplar.
    c = ranking.find("c")
    assert c.position == 3 and c.nearest_is_seed
    assert "known-bug exemplar k (PR1)" in c.explain()
    # Of the near-duplicate pair, the second is explained by the first.
    second = ranking.entries[1]
    assert {ranking.entries[0].id, second.id} == {"a", "b"}
    assert second.nearest is not None and second.nearest.id == ranking.entries[0].id
    assert 0 < second.distance < 0.2
    without_seed = rank(failures[:3])
    assert without_seed.find("c").position < 3  # without the seed, c is a distinct bug and comes early
