"""Reading GitHub for the learn loop: comments since the cursor, and issue events (labels, closing,
reopening) newer than the cursor; each turned into actions by the :class:`~.poll.Poller`.

A maintainer's close maps to an action by how it was closed: "not planned" is ``invalid``; with the
``duplicate`` label or a "Duplicate of #N" comment it is ``dup N`` (``known`` when no N is given);
"completed" is ``fixed``. Reopening undoes ``fixed``/``dup``. A label from ``[learn.labels]`` is the
command of the same name, from a user allowed to give commands.
"""

from __future__ import annotations

import datetime as dt

from reportsmith.actions import Action, Verb, parse_action
from reportsmith.errors import ActionError
from reportsmith.learn.reading import PollerSide, duplicate_of, since
from reportsmith.learn.replies import refused
from reportsmith.lifecycle import Actor
from reportsmith.store import Failure
from reportsmith.store.models import FailureState
from reportsmith.trackers.base import RemoteEvent, RemoteIssue


def _label_verbs(poller: PollerSide) -> dict[str, Verb]:
    labels = poller.settings.labels
    pairs = [(labels.known, Verb.KNOWN), (labels.invalid, Verb.INVALID), (labels.fixed, Verb.FIXED),
             (labels.retest, Verb.RETEST)]  # fmt: skip
    return {name: verb for name, verb in pairs if name}


def _closing(poller: PollerSide, event: RemoteEvent) -> list[Action]:
    issue = RemoteIssue(event.issue_id, event.url)
    state = poller.client.state(issue)
    if state.open:
        return []  # reopened since: the reopened event follows
    if state.resolution == "not_planned":
        return [Action(Verb.INVALID, "closed as not planned")]
    number = duplicate_of(poller.client.comment_bodies(issue))
    if number:
        return [Action(Verb.DUP, number)]
    if poller.settings.duplicate_label and poller.settings.duplicate_label in state.labels:
        return [Action(Verb.KNOWN, f"github#{event.issue_id}")]
    return [Action(Verb.FIXED, "")]


def _reopening(poller: PollerSide, event: RemoteEvent) -> list[Action]:
    states = set()
    for failure_id in poller.failures_on(event.issue_id):
        with poller.app.store.transaction() as session:
            failure = session.get(Failure, failure_id)
            states.add(failure.status if failure else "")
    reopen = [Action(Verb.UNFIX)] * (FailureState.FIXED in states)
    return reopen + [Action(Verb.UNDUP)] * (FailureState.DUPLICATE in states)


def handle_event(poller: PollerSide, event: RemoteEvent) -> None:
    key = f"github:event:{event.id}"
    if not poller.failures_on(event.issue_id) or poller.seen(key):
        return
    data = {"event": event.kind, "label": event.label, "actor": event.actor}
    actor = Actor(event.actor, f"github-{event.kind}", event.url)
    if event.kind == "labeled":
        verb = _label_verbs(poller).get(event.label)
        if verb is None or poller.is_own(event.actor, ""):
            return
        if not poller.allowed(event.actor):
            poller.record(key, event.issue_id, [], [poller.refusal(event.actor)], data)
            return
        try:
            actions = [parse_action(verb, "")]
        except ActionError as error:  # pragma: no cover - the verbs above take no required argument
            poller.record(key, event.issue_id, [], [refused(str(error))], data)
            return
        # a label from [learn.labels] is a command: it gets its acknowledgement, as a comment's would
        poller.handle_resolution(key, event.issue_id, actions, actor, data, acknowledge=True)
        return
    elif event.kind == "closed":
        if poller.is_own(event.actor, ""):
            return  # the bot closed it (verified fixed): verify already moved the failure
        actions = _closing(poller, event)
    elif event.kind == "reopened":
        actions = _reopening(poller, event)
    else:
        return
    poller.handle_resolution(key, event.issue_id, actions, actor, data)


def read_github(poller: PollerSide) -> None:
    def comments() -> None:
        start = poller.cursor("comments")
        newest = start
        for comment in poller.client.comments_since(since(start)):
            poller.handle_comment(comment, "github-comment")
            stamp = comment.at.astimezone(dt.UTC).isoformat()
            newest = max(newest, stamp)
        if newest != start:
            poller.set_cursor("comments", newest)

    def events() -> None:
        last = int(poller.cursor("events") or 0)
        for event in poller.client.events_after(last):
            handle_event(poller, event)
            poller.set_cursor("events", str(event.id))

    poller.stream("comments", comments)
    poller.stream("issue events", events)
