"""Where a failure is in its life, and which moves are legal: the per-failure state machine.

Every stage (reduce, bisect, draft, file), every human action (review page, CLI, a comment on a filed issue)
and every maintainer's resolution moves a failure along this one machine; the review page shows the state.
The state lives in ``failures.status`` (the same strings the store has always held for ``new``, ``reduced``
and ``not-reproduced``), and every move leaves an ``Event`` of kind ``state`` with who moved it, from where,
and the state it came from (so ``undup``/``unfix`` can go back).

The main line::

    new -> reducing -> reduced -> bisected -> drafted -> approved -> filed -> fixed -> closed

Side states: ``rejected`` (a reviewer said no to the draft), ``duplicate``, ``known`` and ``invalid`` (people
or maintainers classified it), ``not-reproduced`` (ingest's re-check found nothing wrong).

Design notes:

* A stage may skip states (bisection is optional: ``reduced -> drafted``), never go back silently: stages
  move through :func:`advance`, which only goes forward and leaves a person's classification alone; going
  back is always a named action (``undup``, ``unfix``, editing an approved draft, continuing a reduction
  cut short) that the table allows. Which stage comes next follows from the state and the stored results
  (:func:`reportsmith.stages.next_step`).
* Classification (``known``/``duplicate``/``invalid``) is allowed from every state a person can see, because
  a maintainer may say "duplicate" at any time; leaving it goes back to the state recorded before.
* Moving to the state a failure is already in is a no-op, not an error, so replaying a command or a
  redelivered task is harmless (exactly-once processing builds on this).
"""

from __future__ import annotations

from dataclasses import dataclass

from reportsmith.errors import IllegalTransition
from reportsmith.names import failure_name
from reportsmith.store.database import Store
from reportsmith.store.models import Event, EventKind, Failure, FailureState
from sqlalchemy.orm import Session

S = FailureState
#: States a failure can be classified from (and returned to by undoing the classification).
_WORKING = frozenset(
    {S.NEW, S.REDUCING, S.REDUCED, S.BISECTED, S.DRAFTED, S.APPROVED, S.FILED, S.FIXED, S.REJECTED}
)
_CLASSIFIED = frozenset({S.DUPLICATE, S.KNOWN, S.INVALID})

#: Legal moves (besides staying put). Classification moves are added below for every working state.
TRANSITIONS: dict[FailureState, frozenset[FailureState]] = {
    # new -> bisected / drafted: reduction is optional (`reduce.verdicts` may leave a kind out, or its budget
    # ran out before it began); bisection then runs on the original and a draft says "not reduced" plainly.
    S.NEW: frozenset({S.REDUCING, S.REDUCED, S.NOT_REPRODUCED, S.BISECTED, S.DRAFTED}),
    # reducing -> bisected / drafted: the reduction broke (its error is held on the failure, and a person
    # re-runs it), and the failure goes on unreduced, as when reduction is left out.
    S.REDUCING: frozenset({S.REDUCED, S.NOT_REPRODUCED, S.BISECTED, S.DRAFTED}),
    # reduced / bisected / drafted -> reducing: a reduction cut short by its budget is continued
    # (reportsmith.stages.continues_reduction); the steps after it then follow from the state again.
    S.REDUCED: frozenset({S.REDUCING, S.BISECTED, S.DRAFTED}),
    S.BISECTED: frozenset({S.DRAFTED, S.REDUCING}),
    S.DRAFTED: frozenset({S.APPROVED, S.REJECTED, S.REDUCING}),
    S.APPROVED: frozenset({S.FILED, S.DRAFTED, S.REJECTED}),
    S.FILED: frozenset({S.FIXED, S.CLOSED}),
    S.FIXED: frozenset({S.CLOSED, S.FILED}),
    S.CLOSED: frozenset({S.FILED}),
    S.REJECTED: frozenset({S.DRAFTED}),
    S.NOT_REPRODUCED: frozenset({S.NEW}),
    S.DUPLICATE: frozenset(),
    S.KNOWN: frozenset(),
    S.INVALID: frozenset(),
}
for _state in _WORKING:
    TRANSITIONS[_state] = TRANSITIONS[_state] | _CLASSIFIED
for _state in _CLASSIFIED:
    TRANSITIONS[_state] = (_WORKING | _CLASSIFIED) - {_state}
# A maintainer may say "fixed" at any time (the bug was fixed before the bot filed it, or on a report found
# by someone else), and ``unfix`` goes back to the state recorded before: the learn loop (issue 11) needs
# both, as it needs classification from every state.
for _state in _WORKING - {S.FIXED}:
    TRANSITIONS[_state] = TRANSITIONS[_state] | {S.FIXED}
TRANSITIONS[S.FIXED] = TRANSITIONS[S.FIXED] | (_WORKING - {S.FIXED})


@dataclass(frozen=True)
class Actor:
    """Who moved a failure and from where: ``Actor("alice", "review-page")``, ``Actor("bot", "reduce")``,
    ``Actor("bob", "github-comment", "https://github.com/o/r/issues/3#issuecomment-9")``."""

    name: str
    source: str
    where: str = ""


BOT = Actor("reportsmith", "pipeline")


def parse_state(text: str) -> FailureState:
    try:
        return FailureState(text)
    except ValueError:
        allowed = ", ".join(state.value for state in FailureState)
        raise IllegalTransition(f"unknown failure state {text!r}; the states are: {allowed}") from None


def check_transition(current: FailureState | str, target: FailureState | str) -> None:
    """Raise :class:`IllegalTransition` unless ``current -> target`` is legal (staying put always is); a
    state given as text (a stored value this version does not know, a caller's word) is parsed first."""
    current = current if isinstance(current, FailureState) else parse_state(current)
    target = target if isinstance(target, FailureState) else parse_state(target)
    if current is target or target in TRANSITIONS[current]:
        return
    allowed = ", ".join(sorted(state.value for state in TRANSITIONS[current])) or "nothing"
    raise IllegalTransition(
        f"a failure in state '{current}' cannot become '{target}' (from '{current}': {allowed})"
    )


def move(
    session: Session, failure: Failure, target: FailureState, actor: Actor = BOT, reason: str = ""
) -> bool:
    """Move ``failure`` to ``target`` inside the caller's transaction; False when it was already there.

    The caller's session commits the state and its event together with whatever else it changed, so a
    crash never leaves one without the other.
    """
    current = failure.status
    check_transition(current, target)
    if current == target:
        return False
    failure.status = target.value
    session.add(
        Event(
            failure_id=failure.id,
            kind=EventKind.STATE,
            message=f"{current} -> {target}" + (f": {reason}" if reason else ""),
            data={
                "from": str(current),
                "to": target.value,
                "actor": actor.name,
                "source": actor.source,
                "where": actor.where,
                "reason": reason,
            },
        )
    )
    return True


def move_failure(
    store: Store, failure_id: int, target: FailureState, actor: Actor = BOT, reason: str = ""
) -> bool:
    """:func:`move` in a transaction of its own."""
    with store.transaction() as session:
        failure = session.get(Failure, failure_id, with_for_update=True)
        if failure is None:
            raise IllegalTransition(f"there is no failure {failure_name(failure_id)}")
        return move(session, failure, target, actor, reason)


#: The pipeline's own order; :func:`advance` only ever moves a failure forward along it.
MAIN_LINE = (S.NEW, S.REDUCING, S.REDUCED, S.BISECTED, S.DRAFTED, S.APPROVED, S.FILED, S.FIXED, S.CLOSED)


def advance(
    store: Store, failure_id: int, target: FailureState, actor: Actor = BOT, reason: str = ""
) -> bool:
    """A stage's move: forward along :data:`MAIN_LINE` when the table allows it, else nothing.

    A stage never moves a failure back, nor out of a side state: when a person marked it known, invalid or
    rejected while the stage ran, or it is already further on (re-drafting a filed report), their word and
    the later state stand. True when the failure moved.
    """
    with store.transaction() as session:
        failure = session.get(Failure, failure_id, with_for_update=True)
        if failure is None:
            return False
        current = failure.status
        if current not in MAIN_LINE or MAIN_LINE.index(current) >= MAIN_LINE.index(target):
            return False
        if target not in TRANSITIONS[current]:
            return False
        return move(session, failure, target, actor, reason)


def state_before(failure: Failure, classified: FailureState) -> FailureState:
    """The state a failure had before it last entered ``classified`` (for ``undup`` and friends)."""
    for event in reversed(failure.events):
        data = event.data or {}
        if event.kind == EventKind.STATE and data.get("to") == classified.value and data.get("from"):
            return parse_state(data["from"])
    return FailureState.NEW
