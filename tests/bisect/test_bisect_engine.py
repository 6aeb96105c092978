"""The search engine on synthetic sequences: exact culprits, probe bounds, skips, flakiness, checkpoints."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportsmith.bisect.checkpoint import Checkpoint
from reportsmith.bisect.engine import Status, find_transition, probe_bound, search_range
from reportsmith.bisect.errors import CheckpointError, EndpointError, TooManySkipsError
from reportsmith.common.predicates import Mark

G, B, S = Mark.GOOD, Mark.BAD, Mark.SKIP


def keys(n: int) -> list[str]:
    return [f"c{i}" for i in range(n)]


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 2000).flatmap(lambda n: st.tuples(st.just(n), st.integers(1, n - 1))))
def test_culprit_found_within_log_bound(case: tuple[int, int]) -> None:
    n, culprit = case
    result = find_transition(keys(n), lambda i: B if i >= culprit else G)
    assert result.status is Status.FOUND
    assert result.first_new == culprit and result.last_old == culprit - 1
    assert result.probe_count <= math.ceil(math.log2(max(n - 1, 1))) + 2 == probe_bound(n)
    assert [p.index for p in result.probes[:2]] == [0, n - 1]  # the ends come first
    assert result.confidence == 1.0


@settings(max_examples=200, deadline=None)
@given(
    st.integers(3, 300).flatmap(
        lambda n: st.tuples(
            st.just(n), st.integers(1, n - 1), st.sets(st.integers(1, n - 2), max_size=n // 2)
        )
    )
)
def test_skips_never_hide_the_change(case: tuple[int, int, set[int]]) -> None:
    n, culprit, skipped = case
    result = find_transition(
        keys(n), lambda i: S if i in skipped else (B if i >= culprit else G), max_skips=None
    )
    assert culprit in result.candidates
    # Every candidate but the first new one is a skipped item; the range is exact when no skip borders it.
    assert all(i in skipped for i in result.candidates if i != result.first_new)
    assert (result.status is Status.FOUND) == (len(result.candidates) == 1)


def test_skip_bordering_the_change_is_reported_as_ambiguous() -> None:
    result = find_transition(keys(9), lambda i: S if i == 4 else (B if i >= 4 else G))
    assert result.status is Status.AMBIGUOUS
    assert [result.keys[i] for i in result.candidates] == ["c4", "c5"]
    assert result.skipped == [4]
    assert any("c4, c5" in note for note in result.notes)


def test_fix_search_finds_first_good_after_bad() -> None:
    result = find_transition(keys(50), lambda i: G if i >= 31 else B, old=B)
    assert result.status is Status.FOUND and result.first_new == 31


def test_ends_that_do_not_differ_end_the_search_before_any_other_probe() -> None:
    all_new = find_transition(keys(10), lambda i: B)
    assert all_new.status is Status.ALL_NEW and [p.index for p in all_new.probes] == [0]
    all_old = find_transition(keys(10), lambda i: G)
    assert all_old.status is Status.ALL_OLD and [p.index for p in all_old.probes] == [0, 9]


def test_search_range_finds_the_change_and_refuses_a_wrong_end_quoting_its_output() -> None:
    """What git and prebuilt bisection run: probes by key, each with what it printed."""
    found = search_range(keys(40), lambda key: (B if int(key[1:]) >= 17 else G, f"probed {key}"))
    assert found.status is Status.FOUND and found.first_new == 17
    assert all(p.detail == f"probed {p.key}" for p in found.probes)
    with pytest.raises(EndpointError, match=r"the new end c39 shows 'good', not 'bad'(.|\n)*probed c39"):
        search_range(keys(40), lambda key: (G, f"probed {key}"))
    with pytest.raises(EndpointError, match=r"the old end c0 shows 'good', not 'bad'"):
        search_range(keys(40), lambda key: (G, ""), old=B)


@pytest.mark.parametrize("end", [0, 99])
def test_an_end_that_says_skip_is_refused_before_the_first_probe_with_its_output(end: int) -> None:
    probed: list[int] = []

    def probe(i: int) -> Mark:
        probed.append(i)
        return S if i == end else (B if i >= 40 else G)

    explain = lambda i: f"==1==ERROR: AddressSanitizer: cannot map shadow (probe {i})"  # noqa: E731
    with pytest.raises(EndpointError, match=rf"c{end} cannot be tested(.|\n)*AddressSanitizer.*probe {end}"):
        find_transition(keys(100), probe, explain=explain)
    assert set(probed) <= {0, 99}


def test_skips_in_a_row_stop_the_search_and_quote_the_last_skipped_output() -> None:
    probed: list[int] = []

    def probe(i: int) -> Mark:  # both ends decide, everything in between is skipped
        probed.append(i)
        return G if i == 0 else B if i == 99 else S

    quoted = r"3 probes in a row(.|\n)*c50 said skip(.|\n)*ends with:\ncompiling...\nskip at c50$"
    with pytest.raises(TooManySkipsError, match=quoted):
        find_transition(keys(100), probe, explain=lambda i: f"compiling...\nskip at c{i}")
    assert len(probed) == 2 + 3
    result = find_transition(keys(100), probe, max_skips=10**6)
    assert result.status is Status.AMBIGUOUS and len(result.candidates) == 99


def test_a_decided_probe_resets_the_skip_count() -> None:
    skipped = {49, 50, 24, 25, 37}  # never three in a row: the search goes on and finds item 30

    result = find_transition(keys(100), lambda i: S if i in skipped else (B if i >= 30 else G))
    assert result.status is Status.FOUND and result.first_new == 30


def test_flaky_probe_is_outvoted_with_repeats_and_lowers_confidence() -> None:
    calls: dict[int, int] = {}

    def flaky(i: int) -> Mark:  # item 6 answers wrongly on its first call only
        calls[i] = calls.get(i, 0) + 1
        truth = B if i >= 6 else G
        return truth.opposite() if i == 6 and calls[i] == 1 else truth

    result = find_transition(keys(12), flaky, repeats=3)
    assert result.status is Status.FOUND and result.first_new == 6
    assert result.flaky == [6]
    assert result.confidence < 1.0


def test_checkpoint_resumes_without_reprobing(tmp_path) -> None:
    path = tmp_path / "state.json"
    seen: list[int] = []

    def interrupting(i: int) -> Mark:
        seen.append(i)
        if len(seen) == 3:
            raise KeyboardInterrupt
        return B if i >= 40 else G

    first = find_transition(keys(100), interrupting, checkpoint=path)
    assert first.status is Status.INTERRUPTED
    assert len(json.loads(path.read_text())["results"]) == 2
    again: list[int] = []
    second = find_transition(keys(100), lambda i: again.append(i) or (B if i >= 40 else G), checkpoint=path)
    assert second.first_new == 40
    assert not set(again) & set(seen[:2])
    assert sum(p.resumed for p in second.probes) == 2


def test_checkpoint_of_another_search_is_refused(tmp_path) -> None:
    path = tmp_path / "state.json"
    find_transition(keys(10), lambda i: B if i >= 5 else G, checkpoint=path)
    with pytest.raises(CheckpointError, match="different bisection"):
        Checkpoint(path, "other")
    with pytest.raises(CheckpointError, match="different bisection"):
        find_transition(keys(10), lambda i: G if i >= 5 else B, old=B, checkpoint=path)


def test_validation_re_tests_the_final_pair_and_flags_a_disagreement() -> None:
    calls: dict[int, int] = {}

    def second_call_lies(i: int) -> Mark:
        calls[i] = calls.get(i, 0) + 1
        truth = B if i >= 30 else G
        return truth.opposite() if i == 30 and calls[i] == 2 else truth

    assert find_transition(keys(100), second_call_lies).confidence == 1.0  # no re-test by default
    calls.clear()
    result = find_transition(keys(100), second_call_lies, validate=True)
    assert result.first_new == 30 and sorted(p.index for p in result.probes if p.validation) == [29, 30]
    assert result.confidence == 0.5 and any("re-test of c30 gave 'good'" in note for note in result.notes)
