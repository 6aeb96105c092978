"""What the bot answers on an issue, in its own voice: one line per command it read (syzbot answers every
command), one comment per comment or label, posted once (the marker; see :mod:`reportsmith.learn.poll`).

* a command applied: what changed (``known pragma-pack (from alice): F6 is an exemplar of the known bug
  pragma-pack (was filed, now known)``), or that it changed nothing;
* a command refused: why, and what is allowed (unknown verb, bad argument, a user not allowed, a move the
  state machine refuses);
* a command on an issue the bot did not file: one line saying so, nothing changed.

A :class:`PlannedCommand` is one command's part of an item: the plans it applies (one per failure reported on
the issue) or the line that refuses it; the poller commits the plans and collects the lines in command order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from reportsmith.actions import Action, ActionOutcome, Plan, Verb
from reportsmith.names import issue_name
from reportsmith.store.report_models import Tracker

VOICE = "reportsmith:"


@dataclass
class PlannedCommand:
    """One command of an item: ``plans`` to commit, or the ``refusal`` line (then no plans)."""

    action: Action | None = None
    plans: list[Plan] = field(default_factory=list)
    refusal: str = ""


def said(action: Action) -> str:
    """The command as a person would type it: ``known pragma-pack``."""
    return f"{action.verb} {action.argument}".strip()


def acknowledgement(plan: Plan, outcome: ActionOutcome) -> str:
    """The line that answers an applied command: what it changed (or that it changed nothing)."""
    if plan.action.verb is Verb.RETEST:
        return f"{VOICE} {outcome.message}"  # says "retest: ..." itself
    return f"{VOICE} {said(plan.action)} (from {plan.actor.name}): {outcome.message}"


def refused(text: str) -> str:
    return f"{VOICE} {text}"


def not_ours(tracker: Tracker, issue_id: str, commands: Sequence[str]) -> str:
    """The one reply to commands on an issue the bot did not file (nor comment on as a duplicate)."""
    shown = ", ".join(f"'{command}'" for command in commands)
    return (
        f"{VOICE} {issue_name(tracker, issue_id)} is not an issue reportsmith filed, so {shown} changed "
        "nothing here; commands work on the issues it filed (or commented on as duplicates)"
    )


def marker_text(tracker: Tracker, marker: str) -> str:
    """The marker as each tracker keeps it out of sight: an HTML comment on GitHub, a bracket on Bugzilla."""
    return f"<!-- {marker} -->" if tracker == Tracker.GITHUB else f"[{marker}]"
