"""Chunked removal (reducer/passes/_chunks.py) over units that may overlap.

libclang's extents of two statements can share bytes (seen around a declaration that declares nothing,
``static unsigned long long;``, in two arith reductions of bench/validity): the statement pass then built an
edit of overlapping deletions, and the Edit's refusal (ValueError) ended the whole reduction. Every
candidate must be a valid edit whatever the units are.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from reportsmith.reducer.passes._chunks import chunk_candidates, disjoint

spans = st.tuples(st.integers(0, 60), st.integers(1, 12)).map(lambda s: (s[0], s[0] + s[1]))


def test_the_overlap_seen_in_a_reduction_gives_valid_candidates() -> None:
    # the two deletions of pcc-arith-5071's failed run: a unit inside another
    units = [(20, 30), (40, 48), (46, 48), (60, 70)]
    assert disjoint(units) == [(20, 30), (40, 48), (60, 70)]
    candidates = list(chunk_candidates(units, None, "test"))
    assert candidates and candidates[0].edit.replacements[1].start == 40
    # a partial overlap (pcc-arith-7259's): the earlier unit is kept whole
    assert disjoint([(58, 60), (48, 59)]) == [(48, 59)]


@given(st.lists(spans, max_size=12))
def test_every_candidate_is_a_set_of_disjoint_deletions_of_given_units(units: list[tuple[int, int]]) -> None:
    kept = disjoint(units)
    assert all(a[1] <= b[0] for a, b in zip(kept, kept[1:], strict=False))
    assert set(kept) <= set(units)
    # nothing is left out unless it overlaps a unit that is kept
    for unit in set(units) - set(kept):
        assert any(unit[0] < k[1] and k[0] < unit[1] for k in kept)
    for candidate in chunk_candidates(units, None, "test"):
        deleted = [(r.start, r.end) for r in candidate.edit.replacements]
        assert all(r.new == b"" for r in candidate.edit.replacements)
        assert set(deleted) <= set(kept)
        assert all(a[1] <= b[0] for a, b in zip(deleted, deleted[1:], strict=False))
