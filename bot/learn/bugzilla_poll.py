"""Reading Bugzilla for the learn loop: the bugs changed since the cursor, their comments (commands from
``learn.allowed_users``) and their resolution.

A resolution is applied when it differs from the one last applied to that bug (the row
``bugzilla:state:ID`` remembers it, written with the actions): RESOLVED DUPLICATE of N is ``dup N`` (the
failure becomes an exemplar of the bug N stands for), INVALID/WONTFIX is ``invalid``, FIXED is ``fixed``;
reopening undoes ``fixed``/``dup``.
"""

from __future__ import annotations

import datetime as dt

from reportsmith.actions import Action, Verb
from reportsmith.learn.reading import PollerSide, since
from reportsmith.lifecycle import Actor
from reportsmith.store.report_models import Tracker
from reportsmith.trackers.base import RemoteIssue, RemoteState

RESOLUTIONS = {"DUPLICATE": Verb.DUP, "INVALID": Verb.INVALID, "WONTFIX": Verb.INVALID, "FIXED": Verb.FIXED}


def _state_text(state: RemoteState) -> str:
    if state.open:
        return "open"
    return f"{state.resolution} {state.duplicate_of}".strip()


def _actions(previous: str, state: RemoteState) -> list[Action]:
    if state.open:
        undo = {"DUPLICATE": Verb.UNDUP, "FIXED": Verb.UNFIX}.get(previous.split(" ")[0])
        return [Action(undo)] if undo else []
    verb = RESOLUTIONS.get(state.resolution)
    if verb is Verb.DUP:
        return [Action(Verb.DUP, state.duplicate_of)] if state.duplicate_of else [Action(Verb.KNOWN, "")]
    if verb is Verb.INVALID:
        return [Action(Verb.INVALID, f"resolved {state.resolution}")]
    return [Action(Verb.FIXED, "")] if verb else []


def handle_state(poller: PollerSide, state: RemoteState) -> None:
    key = f"bugzilla:state:{state.issue_id}"
    text = _state_text(state)
    seen = poller.seen(key)
    previous = (seen.data or {}).get("state", "open") if seen else "open"
    if text == previous:
        return
    actor = Actor(Tracker.BUGZILLA, "bugzilla-resolution", state.url)
    poller.handle_resolution(
        key, state.issue_id, _actions(previous, state), actor, {"state": text}, replace=True
    )


def read_bugzilla(poller: PollerSide) -> None:
    def bugs() -> None:
        start = poller.cursor("bugs")
        newest = start
        for state in poller.client.changed_since(since(start)):
            ours = bool(poller.failures_on(state.issue_id))
            # another bug changed since the bot files here: read it only for commands (one reply says it
            # is not the bot's); its resolution is none of the bot's business
            if ours or poller.listening(state.changed_at):
                for comment in poller.client.comments(RemoteIssue(state.issue_id, state.url)):
                    poller.handle_comment(comment, "bugzilla-comment")
            if ours:
                handle_state(poller, state)
            if state.changed_at is not None:
                newest = max(newest, state.changed_at.astimezone(dt.UTC).isoformat())
        if newest != start:
            poller.set_cursor("bugs", newest)

    poller.stream("changed bugs", bugs)
