"""The per-failure state machine: legal moves, refused moves with a reason, events, going back."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from reportsmith.errors import IllegalTransition
from reportsmith.lifecycle import (
    TRANSITIONS,
    Actor,
    FailureState,
    advance,
    check_transition,
    move_failure,
    state_before,
)
from reportsmith.store import Failure, Store
from reportsmith.store.failures import NewFailure, record_failure


def _stored(store: Store) -> int:
    new = NewFailure("t.c", b"int main(void){return 0;}\n", "tcc", "tcc", ["-w"], "crash", "sig", "new")
    failure_id, _ = record_failure(store, new, "ingested")
    return failure_id


def test_the_main_line_is_legal_and_each_move_leaves_an_event(store_url: str) -> None:
    store = Store(store_url)
    failure_id = _stored(store)
    line = ["reducing", "reduced", "bisected", "drafted", "approved", "filed", "fixed", "closed"]
    alice = Actor("alice", "review-page")
    for state in line:
        assert move_failure(store, failure_id, FailureState(state), alice, reason=f"to {state}")
    with store.transaction() as session:
        failure = session.get(Failure, failure_id)
        assert failure is not None and failure.status == "closed"
        moves = [e.data for e in failure.events if e.kind == "state"]
    assert [m["to"] for m in moves] == line
    assert moves[0] == {
        "from": "new",
        "to": "reducing",
        "actor": "alice",
        "source": "review-page",
        "where": "",
        "reason": "to reducing",
    }


def test_an_illegal_move_is_refused_and_changes_nothing(store_url: str) -> None:
    store = Store(store_url)
    failure_id = _stored(store)
    with pytest.raises(
        IllegalTransition, match=r"state 'new' cannot become 'filed' \(from 'new': .*reducing"
    ):
        move_failure(store, failure_id, FailureState.FILED)
    with store.transaction() as session:
        failure = session.get(Failure, failure_id)
        assert failure is not None and failure.status == "new"
        assert not [e for e in failure.events if e.kind == "state"]


def test_staying_put_is_a_no_op_so_replays_are_harmless(store_url: str) -> None:
    store = Store(store_url)
    failure_id = _stored(store)
    assert move_failure(store, failure_id, FailureState.REDUCING)
    assert not move_failure(store, failure_id, FailureState.REDUCING)


def test_undoing_a_classification_goes_back_where_it_was(store_url: str) -> None:
    store = Store(store_url)
    failure_id = _stored(store)
    for state in (FailureState.REDUCING, FailureState.REDUCED, FailureState.DRAFTED, FailureState.DUPLICATE):
        move_failure(store, failure_id, state)
    with store.transaction() as session:
        failure = session.get(Failure, failure_id)
        assert failure is not None
        assert state_before(failure, FailureState.DUPLICATE) is FailureState.DRAFTED


def test_unknown_state_names_the_states() -> None:
    with pytest.raises(
        IllegalTransition, match="unknown failure state 'nope'; the states are: new, reducing"
    ):
        check_transition("new", "nope")


@given(st.sampled_from(list(FailureState)), st.sampled_from(list(FailureState)))
def test_check_agrees_with_the_table(current: FailureState, target: FailureState) -> None:
    legal = current is target or target in TRANSITIONS[current]
    try:
        check_transition(current, target)
        assert legal
    except IllegalTransition:
        assert not legal


def test_every_state_can_be_left_or_is_final_by_design() -> None:
    reachable = {FailureState.NEW, FailureState.NOT_REPRODUCED}
    frontier = list(reachable)
    while frontier:
        for target in TRANSITIONS[frontier.pop()]:
            if target not in reachable:
                reachable.add(target)
                frontier.append(target)
    assert reachable == set(FailureState)


def test_a_stage_only_advances_and_never_overrides_a_person(store_url: str) -> None:
    store = Store(store_url)
    failure_id = _stored(store)
    assert advance(store, failure_id, FailureState.REDUCED)
    assert not advance(store, failure_id, FailureState.REDUCED)  # already there
    assert not advance(store, failure_id, FailureState.NEW)  # never back
    move_failure(store, failure_id, FailureState.KNOWN, Actor("alice", "github-comment"))
    assert not advance(store, failure_id, FailureState.DRAFTED)  # a person's classification stands
    with store.transaction() as session:
        failure = session.get(Failure, failure_id)
        assert failure is not None and failure.status == "known"
    other = _stored_other(store)
    assert not advance(store, other, FailureState.APPROVED)  # a stage never approves: a person does
    assert advance(store, other, FailureState.BISECTED)  # new -> bisected: reduction is optional


def _stored_other(store: Store) -> int:
    new = NewFailure("u.c", b"int main(void){return 1;}\n", "tcc", "tcc", ["-w"], "crash", "sig", "new")
    failure_id, _ = record_failure(store, new, "ingested")
    return failure_id
