"""``reportsmith poll``: read what people and maintainers did on the filed issues, exactly once.

What is read (each through the tracker's client library, unmodified):

* GitHub: every comment updated since the cursor (``repo.get_issues_comments(since=...)``), and the
  repository's issue events newer than the cursor (labels added, issues closed or reopened);
* Bugzilla: the bugs of the configured product/component changed since the cursor, their comments and
  their resolution (``RESOLVED DUPLICATE`` with ``dupe_of``, ``INVALID``/``WONTFIX``, ``FIXED``).

Only items on issues the bot filed (or commented on) count; each becomes actions from
:mod:`reportsmith.actions`. Every command read gets one line in the reply (:mod:`.replies`: what it changed,
or why not); commands on an issue the bot did not file get one reply saying so (only comments written after
the bot first filed on that tracker: older ones were not meant for it). After a poll that changed something
the failures are ranked again (:func:`reportsmith.actions.rerank`), so known bugs' look-alikes sink at once.

Exactly once (the order matters): the actions an item causes and the item's row in ``learn_items`` are
written in ONE transaction, so a kill before it commits leaves nothing (the item is read again) and a kill
after leaves both (the item is skipped). A reply is stored in that row and posted afterwards with a
marker; a pending reply is posted only when the issue has no comment with its marker yet, so a kill
between posting and recording does not post twice. Cursors only save work. GETs are retried on 5xx and
rate limits by the clients (as for filing); a reply that fails stays pending for the next poll; a reply
the tracker cannot be read (malformed JSON) is one log line, and the poll goes on with the next stream.
"""

from __future__ import annotations

import datetime as dt
import functools
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reportsmith.actions import Action, Plan, Verb, commit, parse_action, prepare, rerank
from reportsmith.app import App
from reportsmith.errors import ActionError, LeaseBusy, TrackerError
from reportsmith.learn.bugzilla_poll import read_bugzilla
from reportsmith.learn.commands import parse_comment
from reportsmith.learn.github_poll import read_github
from reportsmith.learn.models import ITEM_DONE, ITEM_REPLY_PENDING, LearnCursor, LearnItem
from reportsmith.learn.replies import PlannedCommand, acknowledgement, marker_text, not_ours, refused
from reportsmith.lifecycle import Actor
from reportsmith.store.leases import hold
from reportsmith.store.models import as_utc
from reportsmith.store.report_models import DONE_STATES, Report, Tracker
from reportsmith.trackers.base import RemoteComment, RemoteIssue, TrackerClient, redact
from reportsmith.trackers.filing import client_for, configured_secrets
from sqlalchemy import func, select
from sqlalchemy.orm import Session

log = logging.getLogger("reportsmith.learn")
#: Errors that mean "the tracker's reply could not be used" (besides the clients' TrackerError): PyGithub
#: and python-bugzilla raise these on malformed JSON or a reply of the wrong shape.
READ_ERRORS = (TrackerError, ValueError, TypeError, KeyError, AttributeError)
WRITE_PERMISSIONS = ("admin", "maintain", "write")
#: How long a reply waits for another run posting the same one (then it stays pending for the next poll).
REPLY_WAIT_SECONDS = 60.0
POLL_WAIT_SECONDS = 120.0


@dataclass
class PollSummary:
    tracker: Tracker
    applied: list[str] = field(default_factory=list)
    replies: int = 0
    problems: list[str] = field(default_factory=list)


class Poller:
    """One tracker's poll; ``client`` defaults to the configured one."""

    def __init__(self, app: App, tracker: Tracker, client: TrackerClient | None = None) -> None:
        self.app = app
        self.tracker = tracker
        self.settings = app.config.learn
        self._client = client
        self.summary = PollSummary(tracker)
        self._permissions: dict[str, bool] = {}
        self._own: set[str] = {user.lower() for user in self.settings.bot_users}
        self._login: str | None = None

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = client_for(self.app.config, self.tracker)
        return self._client

    # -- bookkeeping --------------------------------------------------------------------------------------

    def problem(self, text: str) -> None:
        text = redact(text, configured_secrets(self.app.config))
        log.warning("%s", text)
        self.summary.problems.append(text)

    def cursor(self, stream: str) -> str:
        with self.app.store.transaction() as session:
            row = session.get(LearnCursor, f"{self.tracker}:{stream}")
            return row.value if row else ""

    def set_cursor(self, stream: str, value: str) -> None:
        with self.app.store.transaction() as session:
            row = session.get(LearnCursor, f"{self.tracker}:{stream}")
            if row is None:
                session.add(LearnCursor(stream=f"{self.tracker}:{stream}", value=value))
            else:
                row.value = value

    def seen(self, key: str) -> LearnItem | None:
        with self.app.store.transaction() as session:
            return session.scalar(select(LearnItem).where(LearnItem.key == key))

    def failures_on(self, issue_id: str) -> list[int]:
        """The failures whose report is this issue (filed there, or commented on it as a duplicate)."""
        with self.app.store.transaction() as session:
            rows = session.scalars(
                select(Report).where(
                    Report.tracker == self.tracker,
                    Report.remote_id == issue_id,
                    Report.status.in_(DONE_STATES),
                )
            )
            return sorted({report.failure_id for report in rows})

    @functools.cached_property
    def present_since(self) -> dt.datetime | None:
        """When the bot first filed on this tracker (None: never): a command written before that on an issue
        it did not file was not meant for it, and gets no reply. Whole seconds: trackers stamp comments to
        the second, so a comment written in the second of the first filing must count as after it."""
        with self.app.store.transaction() as session:
            first = session.scalar(
                select(func.min(Report.filed_at)).where(
                    Report.tracker == self.tracker, Report.status.in_(DONE_STATES)
                )
            )
        return None if first is None else as_utc(first).replace(microsecond=0)

    def listening(self, at: dt.datetime | None) -> bool:
        """Whether a comment written at ``at`` on an issue the bot did not file may have been meant for it."""
        return self.present_since is not None and at is not None and as_utc(at) >= self.present_since

    def exists(self, tracker: Tracker, number: str) -> tuple[bool, str]:
        client = self.client if tracker == self.tracker else client_for(self.app.config, tracker)
        found = client.find_issue(number)
        return (found is not None, found.url if found else "")

    # -- who may command ----------------------------------------------------------------------------------

    @property
    def login(self) -> str:
        """The bot's GitHub login, asked once per poll."""
        if self._login is None:
            self._login = str(self.client.login())
        return self._login

    def is_own(self, author: str, body: str) -> bool:
        own = self._own | ({self.login.lower()} if self.tracker == Tracker.GITHUB else set())
        return author.lower() in own or "reportsmith-reply " in body or "Report marker: reportsmith-" in body

    def allowed(self, author: str) -> bool:
        if author.lower() in {user.lower() for user in self.settings.allowed_users}:
            return True
        if self.tracker != Tracker.GITHUB:
            return False
        if author not in self._permissions:
            self._permissions[author] = self.client.permission(author) in WRITE_PERMISSIONS
        return self._permissions[author]

    def refusal(self, author: str) -> str:
        who = "users with write access to the repository or " if self.tracker == Tracker.GITHUB else ""
        return refused(
            f"commands from {author} are not accepted (only from {who}the users listed in "
            "learn.allowed_users); nothing was changed"
        )

    # -- applying one item exactly once ----------------------------------------------------------------------

    def planned_command(self, failures: list[int], action: Action, actor: Actor) -> PlannedCommand:
        """``action`` prepared on every failure reported on the issue, or the line that refuses it (the
        first failure it cannot apply to says why: the same reason holds for the others)."""
        plans = []
        for failure_id in failures:
            try:
                plans.append(prepare(self.app, failure_id, action, actor, exists=self.exists))
            except ActionError as error:
                return PlannedCommand(action, refusal=refused(str(error)))
        return PlannedCommand(action, plans)

    def record(
        self,
        key: str,
        issue_id: str,
        plans: list[Plan],
        replies: list[str],
        data: dict[str, Any],
        replace: bool = False,
    ) -> bool:
        """Commit ``plans`` and record the item with ``replies`` (no acknowledgements: the caller said
        what there is to say, as ``verify`` does); see :meth:`record_commands`."""
        planned = [PlannedCommand(plans=plans)] + [PlannedCommand(refusal=reply) for reply in replies]
        return self.record_commands(key, issue_id, planned, data, replace=replace, acknowledge=False)

    def record_commands(
        self,
        key: str,
        issue_id: str,
        planned: list[PlannedCommand],
        data: dict[str, Any],
        *,
        replace: bool = False,
        acknowledge: bool = True,
    ) -> bool:
        """Commit the commands' plans and the item's row together; False when another run recorded it first.

        The reply is one line per command, in order: a refusal, or (``acknowledge``) what each plan changed;
        a ``retest`` always says what it found. ``replace``: the key names something that changes (a bug's
        state): a recorded row is overwritten, and its reply gets a marker of its own version, so a new
        reply is not mistaken for an old one."""
        with self.app.store.transaction() as session:
            row = session.scalar(select(LearnItem).where(LearnItem.key == key))
            if row is not None and not replace:
                return False
            results, lines = self._commit_commands(session, planned, acknowledge)
            reply = "\n".join(lines)
            version = (row.data or {}).get("version", 0) + 1 if row is not None else 1
            if row is None:
                row = LearnItem(key=key, tracker=self.tracker, remote_id=issue_id)
                session.add(row)
            row.marker = f"reportsmith-reply {key}" + (f"#{version}" if version > 1 else "")
            first = next((command.plans[0] for command in planned if command.plans), None)
            row.failure_id = first.failure_id if first else None
            row.status = ITEM_REPLY_PENDING if reply else ITEM_DONE
            row.reply = reply
            row.data = {**data, "results": results, "version": version}
        self.summary.applied += [r for r in results if r]
        return True

    @staticmethod
    def _commit_commands(
        session: Session, planned: list[PlannedCommand], acknowledge: bool
    ) -> tuple[list[str], list[str]]:
        results: list[str] = []
        lines: list[str] = []
        for command in planned:
            if command.refusal:
                lines.append(command.refusal)
            for plan in command.plans:
                nested = session.begin_nested()
                try:
                    outcome = commit(session, plan)
                except ActionError as error:
                    nested.rollback()
                    lines.append(refused(str(error)))
                    continue
                nested.commit()
                results.append(outcome.message if outcome.applied else "")
                if acknowledge or plan.action.verb is Verb.RETEST:
                    lines.append(acknowledgement(plan, outcome))
        return results, lines

    def handle_comment(self, comment: RemoteComment, source: str) -> None:
        key = f"{self.tracker}:comment:{comment.id}"
        failures = self.failures_on(comment.issue_id)
        if not failures and not self.listening(comment.at):
            return
        if self.seen(key) or self.is_own(comment.author, comment.body):
            return
        prefixes = [self.settings.prefix]
        if self.tracker == Tracker.GITHUB:
            prefixes.append(f"@{self.login}")
        parsed = parse_comment(
            comment.body, prefixes, max_commands=self.settings.max_commands,
            max_bytes=self.settings.max_comment_bytes,
        )  # fmt: skip
        if parsed.truncated:
            size, read = len(comment.body.encode("utf-8", "replace")), self.settings.max_comment_bytes
            log.warning("%s comment %s is %d bytes: only the first %d are read for commands",
                        self.tracker, comment.id, size, read)  # fmt: skip
        if not parsed.commands:
            return
        data = {
            "author": comment.author,
            "url": comment.url,
            "commands": [[c.verb, c.argument] for c in parsed.commands],
        }
        if not failures:
            written = [f"{c.verb} {c.argument}".strip() for c in parsed.commands]
            self.record(key, comment.issue_id, [], [not_ours(self.tracker, comment.issue_id, written)], data)
            return
        if not self.allowed(comment.author):
            self.record(key, comment.issue_id, [], [self.refusal(comment.author)], data)
            return
        actor = Actor(comment.author, source, comment.url)
        planned = []
        for command in parsed.commands:
            try:
                action = parse_action(command.verb, command.argument)
            except ActionError as error:
                planned.append(PlannedCommand(refusal=refused(str(error))))
                continue
            planned.append(self.planned_command(failures, action, actor))
        if parsed.dropped:
            planned.append(PlannedCommand(refusal=refused(
                f"only the first {self.settings.max_commands} commands of a comment are read; "
                f"{parsed.dropped} more were ignored"
            )))  # fmt: skip
        self.record_commands(key, comment.issue_id, planned, data)

    def handle_resolution(
        self,
        key: str,
        issue_id: str,
        actions: list[Action],
        actor: Actor,
        data: dict[str, Any],
        *,
        replace: bool = False,
        acknowledge: bool = False,
    ) -> None:
        """Apply a maintainer's resolution (or, with ``acknowledge``, a label that is a command)."""
        failures = self.failures_on(issue_id)
        if not failures:
            return
        planned = [self.planned_command(failures, action, actor) for action in actions]
        self.record_commands(key, issue_id, planned, data, replace=replace, acknowledge=acknowledge)

    # -- replies ----------------------------------------------------------------------------------------

    def flush_replies(self) -> None:
        """Post every pending reply once (after checking the issue for its marker)."""
        with self.app.store.transaction() as session:
            pending = list(
                session.scalars(
                    select(LearnItem).where(
                        LearnItem.tracker == self.tracker, LearnItem.status == ITEM_REPLY_PENDING
                    )
                )
            )
        for item in pending:
            try:
                # Under the reply's lease: another poll, a verify run or a worker posting it waits here, then
                # finds it done (the row is read again inside).
                with hold(self.app.store, f"reply:{item.key}", f"posting the reply to {item.key}",
                          wait=REPLY_WAIT_SECONDS):  # fmt: skip
                    self._post_reply(item.id)
            except (TrackerError, LeaseBusy) as error:
                self.problem(f"{self.tracker}: reply on {item.remote_id} stays pending: {error}")

    def _post_reply(self, item_id: int) -> None:
        with self.app.store.transaction() as session:
            item = session.get(LearnItem, item_id)
        if item is None or item.status != ITEM_REPLY_PENDING:
            return
        issue = RemoteIssue(item.remote_id, "")
        if not self.client.has_comment_with(issue, item.marker):
            self.client.comment(issue, f"{item.reply}\n\n{marker_text(self.tracker, item.marker)}")
            self.summary.replies += 1
        with self.app.store.transaction() as session:
            row = session.get(LearnItem, item_id)
            if row is not None:
                row.status = ITEM_DONE

    # -- the streams ----------------------------------------------------------------------------------------

    def stream(self, name: str, read: Callable[[], None]) -> None:
        try:
            read()
        except READ_ERRORS as error:
            self.problem(
                f"{self.tracker}: {name}: the tracker's reply could not be used ({type(error).__name__}: "
                f"{str(error)[:300]}); skipped until the next poll (its cursor stays)"
            )

    def poll(self) -> PollSummary:
        self.flush_replies()
        if self.tracker == Tracker.GITHUB:
            read_github(self)
        else:
            read_bugzilla(self)
        self.flush_replies()
        return self.summary




def poll_trackers(
    app: App, trackers: list[Tracker], clients: dict[Tracker, TrackerClient] | None = None
) -> list[PollSummary]:
    """One poll of each tracker (the scheduled job and ``reportsmith poll`` call this); then, when anything
    was applied, the failures are ranked again."""
    summaries = []
    for tracker in trackers:
        poller = Poller(app, tracker, (clients or {}).get(tracker))
        try:
            # One poll of a tracker at a time (serve's job, the CLI, a worker): a second one waits for the
            # first, then finds its items recorded.
            with hold(app.store, f"poll:{tracker}", f"polling {tracker}", wait=POLL_WAIT_SECONDS):
                summaries.append(poller.poll())
        except LeaseBusy as error:
            poller.problem(f"{tracker}: not polled now: {error}")
            summaries.append(poller.summary)
        except READ_ERRORS as error:
            poller.problem(f"{tracker}: poll stopped: {type(error).__name__}: {str(error)[:300]}")
            summaries.append(poller.summary)
    if any(summary.applied for summary in summaries):
        rerank(app)
    return summaries
