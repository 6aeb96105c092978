"""The one set of actions on real stored failures: what each changes, the events it leaves (who, where),
replaying, undoing, refusing bad verbs and arguments, and retest with the real oracle."""

from __future__ import annotations

import pytest
from reportsmith.actions import Action, Verb, apply_action, parse_action
from reportsmith.errors import ActionError
from reportsmith.lifecycle import Actor
from reportsmith.store.details import Invalid
from reportsmith.store.failures import get_failure

ALICE = Actor("alice", "github-comment", "http://127.0.0.1/compilers/tcc/issues/3#issuecomment-9")


def _actions(app, failure_id):  # type: ignore[no-untyped-def]
    return [e.data for e in get_failure(app.store, failure_id).events if e.kind == "action"]


def test_known_labels_the_exemplar_with_who_and_where_and_replays_as_a_no_op(app, ids) -> None:
    failure_id = ids["rejects-valid"]
    outcome = apply_action(app, failure_id, parse_action("known", "pragma-pack"), ALICE)
    assert outcome.applied and "pragma-pack" in outcome.message
    failure = get_failure(app.store, failure_id)
    assert failure.status == "known" and failure.details.known_bug == "pragma-pack"
    [state] = [e.data for e in failure.events if e.kind == "state"]
    assert (state["to"], state["actor"], state["where"]) == ("known", "alice", ALICE.where)
    again = apply_action(app, failure_id, parse_action("known", "pragma-pack"), ALICE)
    assert not again.applied
    assert [a["applied"] for a in _actions(app, failure_id)] == [True, False]


def test_dup_of_a_filed_report_makes_an_exemplar_of_its_bug_and_undup_goes_back(app, filed) -> None:
    apply_action(app, filed["crash"], Action(Verb.KNOWN, "pcc-label"), ALICE)
    other = filed["wrong-code"]
    before = get_failure(app.store, other).status
    outcome = apply_action(app, other, parse_action("dup", "#1"), ALICE)  # GitHub #1 is the crash's report
    failure = get_failure(app.store, other)
    assert outcome.applied and failure.status == "duplicate"
    assert failure.details.known_bug == "pcc-label"
    assert failure.details.duplicate_of.failure_id == filed["crash"]
    assert apply_action(app, other, parse_action("undup"), ALICE).applied
    failure = get_failure(app.store, other)
    assert failure.status == before and failure.details.known_bug is None
    assert failure.details.duplicate_of is None


def test_dup_of_an_issue_that_does_not_exist_is_refused_and_changes_nothing(app, filed) -> None:
    with pytest.raises(ActionError, match="there is no issue 99 on github"):
        apply_action(app, filed["crash"], parse_action("dup", "99"), ALICE)
    with pytest.raises(ActionError, match="own report"):
        apply_action(app, filed["crash"], parse_action("dup", "1"), ALICE)
    assert get_failure(app.store, filed["crash"]).status != "duplicate"
    assert _actions(app, filed["crash"]) == []


def test_invalid_fixed_unfix(app, ids) -> None:
    failure_id = ids["wrong-code"]
    start = get_failure(app.store, failure_id).status
    assert apply_action(app, failure_id, parse_action("fixed", "clang-16"), ALICE).applied
    assert get_failure(app.store, failure_id).details.fixed.release == "clang-16"
    assert apply_action(app, failure_id, parse_action("unfix"), ALICE).applied
    failure = get_failure(app.store, failure_id)
    assert failure.status == start and failure.details.fixed is None
    assert not apply_action(app, failure_id, parse_action("unfix"), ALICE).applied
    reason = "the test reads an uninitialised int"
    outcome = apply_action(app, failure_id, parse_action("invalid", reason), ALICE)
    failure = get_failure(app.store, failure_id)
    assert outcome.applied and failure.status == "invalid"
    assert failure.details.invalid == Invalid(reason, failure.signature)


def test_retest_runs_the_real_oracle(app, ids) -> None:
    outcome = apply_action(app, ids["crash"], parse_action("retest"), ALICE)
    assert outcome.applied and outcome.message.startswith("retest: the original test still fails with pcc")
    assert get_failure(app.store, ids["crash"]).status == "new"  # retest moves nothing


@pytest.mark.parametrize(
    ("verb", "argument", "says"),
    [
        ("frobnicate", "", "unknown command 'frobnicate'; the commands are: known [NAME]; dup"),
        ("dup", "", "is not an issue"),
        ("dup", "the other one", "is not an issue"),
        ("known", "two words", "is not a name"),
        ("retest", "now please", "retest takes no argument"),
        ("fixed", "x" * 300, "at most 200"),
        ("invalid", "bad\x00reason", "printable"),
    ],
)
def test_garbage_is_refused_with_what_is_allowed(verb, argument, says) -> None:
    with pytest.raises(ActionError, match=says.replace("[", r"\[").replace("]", r"\]")):
        parse_action(verb, argument)


def test_verbs_and_references_parse() -> None:
    assert parse_action("Dup:", "https://github.com/o/r/issues/12") == Action(
        Verb.DUP, "https://github.com/o/r/issues/12"
    )
    assert parse_action("KNOWN") == Action(Verb.KNOWN, "")
    assert parse_action("fixed", "  gcc-13.1  ") == Action(Verb.FIXED, "gcc-13.1")
