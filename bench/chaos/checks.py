"""What must hold after the chaos: the store's snapshots between kills, and the end state.

* Snapshots (taken after each kill, once the killed service's jobs are gone): no failure disappears; a
  failure's best reduced size never grows, nor its reduced LLVM IR's (the IR stage's own best); a reduction
  that another session continued started from the best stored before the kill (``Reduction.resumed_from``),
  checked where exactly one session ran in between.
* The end: every inbox entry stored once; no tracker holds two issues/bugs with one report marker, nor two
  comments with one marker on one issue/bug; every report the store says is filed is on its tracker under its
  marker; SQLite ``PRAGMA integrity_check`` and ``foreign_key_check``; the lifecycle: every state legal, every
  state event continues from the previous one by a legal move and the last one is the state, a filed failure
  has a filed report, at most one ``approved -> filed`` and one ``filed`` event per tracker; no lease held
  by a live process.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import sqlalchemy as sa
from reportsmith.errors import IllegalTransition
from reportsmith.lifecycle import check_transition
from reportsmith.store.leases import Lease, holder_alive
from reportsmith.store.models import FailureState, utcnow
from sqlalchemy.orm import Session

REPORT_MARKER = re.compile(r"reportsmith-report-[0-9a-f]{16}")
REPLY_MARKER = re.compile(r"reportsmith-reply [\w:#.-]+")
#: Who the bot is on the local Bugzilla (the API key's user; on GitHub it is "bot").
BOT = "bot@example.org"


@dataclass(frozen=True)
class Reduced:
    status: str
    original: int
    size: int
    sessions: int
    complete: bool
    resumed_from: int
    #: False when the final gate refused the stored best (the next session starts from the original).
    valid: bool
    #: "resume-refused" events: the stored best no longer passed the predicate, the session restarted.
    refused: int
    #: The IR reproducer's reduced IR and the IR it started from (0 when there is none).
    ir_size: int = 0
    ir_original: int = 0


def snapshot(engine: sa.Engine) -> dict[int, Reduced]:
    """Each failure's state and reduction as stored now."""
    query = sa.text(
        "SELECT id, status, length(test_bytes), length(reduced_bytes), reduction, ir_reproducer FROM failures"
    )
    refusals = sa.text(
        "SELECT failure_id, count(*) FROM events WHERE kind = 'resume-refused' GROUP BY failure_id"
    )
    found = {}
    with engine.connect() as connection:
        refused = dict(connection.execute(refusals).all())
        for failure_id, status, original, reduced, reduction, ir in connection.execute(query):
            data, ir_data = _json(reduction), _json(ir)
            found[failure_id] = Reduced(
                status, original, reduced or original, int(data.get("sessions") or 0),
                bool(data.get("complete")), int(data.get("resumed_from") or 0), bool(data.get("valid", True)),
                refused.get(failure_id, 0),
                ir_size=int(ir_data.get("size") or 0), ir_original=int(ir_data.get("original_size") or 0),
            )  # fmt: skip
    return found


def _json(value: object) -> dict:  # type: ignore[type-arg]
    import json

    loaded = json.loads(value) if isinstance(value, str) else value
    return dict(loaded) if loaded else {}


#: The counts the issue asks for, each 0 in a run that found nothing wrong.
LOST, DUPLICATES, GREW, NOT_FROM_BEST = (
    "lost failures", "duplicates on the trackers (issues, bugs, comments)",
    "bests that grew after a kill", "reductions not resumed from their best",
)  # fmt: skip
HEADLINES = (LOST, DUPLICATES, GREW, NOT_FROM_BEST)


@dataclass
class Verdicts:
    """Problems found (each a line), and the counts behind the summary."""

    problems: list[str] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        for headline in HEADLINES:  # shown even when 0
            self.counts[headline] += 0

    def expect(self, holds: bool, problem: str, headline: str = "") -> None:
        if not holds:
            self.problems.append(problem)
            if headline:
                self.counts[headline] += 1


def compare(before: dict[int, Reduced], after: dict[int, Reduced], verdicts: Verdicts) -> None:
    """One kill's snapshot against the next one."""
    for failure_id, old in before.items():
        new = after.get(failure_id)
        verdicts.expect(new is not None, f"failure #{failure_id} disappeared", LOST)
        if new is None:
            continue
        if not old.valid or new.refused > old.refused:  # the stored best was refused: restarted, rightly
            verdicts.counts["reductions restarted from the original (stored best refused)"] += 1
            continue
        verdicts.expect(
            new.size <= old.size, f"#{failure_id}: reduced size grew {old.size} -> {new.size}", GREW
        )
        if old.ir_size and new.ir_original == old.ir_original:  # the same IR reduced further, never less far
            verdicts.expect(
                new.ir_size <= old.ir_size,
                f"#{failure_id}: reduced IR grew {old.ir_size} -> {new.ir_size}",
                GREW,
            )
            verdicts.counts["IR bests compared"] += 1
        if old.sessions and not old.complete and new.sessions == old.sessions + 1:
            expected = old.size if old.size < old.original else 0
            verdicts.counts["resumes checked"] += 1
            verdicts.expect(
                new.resumed_from == expected,
                f"#{failure_id}: session {new.sessions} resumed from {new.resumed_from} B, the best stored "
                f"before the kill was {expected} B",
                NOT_FROM_BEST,
            )
        elif new.sessions > old.sessions + 1 and not old.complete:
            verdicts.counts["resumes not checkable (several sessions between kills)"] += 1


def check_inbox(engine: sa.Engine, inbox: Path, verdicts: Verdicts) -> None:
    """Every inbox entry is stored: under its name, or (the same test for the same compiler as another
    entry, e.g. an example that is also a real case) as that failure; and no identity twice."""
    with engine.connect() as connection:
        rows = connection.execute(sa.text("SELECT test_name, content_hash, compiler FROM failures")).all()
        twice = connection.execute(
            sa.text("SELECT count(*) FROM failures GROUP BY identity HAVING count(*) > 1")
        ).all()
    names = Counter(name for name, _hash, _compiler in rows)
    stored = {(content, compiler) for _name, content, compiler in rows}
    entries = [p for p in inbox.iterdir() if p.suffix != ".toml"]
    for entry in entries:
        sidecar = tomllib.loads(entry.with_suffix(".toml").read_text())
        content = hashlib.sha256(entry.read_bytes()).hexdigest()
        found = names[entry.name] == 1 or (content, sidecar.get("compiler")) in stored
        verdicts.expect(found, f"inbox entry {entry.name} is not stored", LOST)
        verdicts.expect(
            names[entry.name] <= 1, f"inbox entry {entry.name} is stored {names[entry.name]} times"
        )
        verdicts.counts["inbox entries stored once"] += found
    verdicts.expect(not twice, f"{len(twice)} failure identities stored more than once")
    verdicts.counts["failures stored"] = len(rows)


def _markers(texts: list[str], pattern: re.Pattern[str]) -> Counter[str]:
    return Counter(marker for text in texts for marker in set(pattern.findall(text)))


def check_trackers(github: object, bugzilla: object, engine: sa.Engine, verdicts: Verdicts) -> None:
    issues = github.issues["compilers/tcc"]  # type: ignore[attr-defined]
    bugs = bugzilla.bugs  # type: ignore[attr-defined]
    descriptions = {bug["id"]: bugzilla.comments[bug["id"]][0]["text"] for bug in bugs}  # type: ignore[attr-defined]
    on_github = _markers([issue["body"] for issue in issues], REPORT_MARKER)
    on_bugzilla = _markers(list(descriptions.values()), REPORT_MARKER)
    for where, markers in (("GitHub issues", on_github), ("Bugzilla bugs", on_bugzilla)):
        for marker, count in markers.items():
            verdicts.expect(count == 1, f"{where}: {count} with the marker {marker}", DUPLICATES)
    verdicts.counts["GitHub issues"], verdicts.counts["Bugzilla bugs"] = len(issues), len(bugs)
    threads = {("github", number): [c["body"] for c in comments if c["user"]["login"] == "bot"]
               for (_repo, number), comments in github.comments.items()}  # type: ignore[attr-defined]  # fmt: skip
    threads |= {("bugzilla", bug_id): [c["text"] for c in comments if c["count"] > 0 and c["creator"] == BOT]
                for bug_id, comments in bugzilla.comments.items()}  # type: ignore[attr-defined]  # fmt: skip
    for (tracker, number), bodies in threads.items():
        for marker, count in (_markers(bodies, REPLY_MARKER) + _markers(bodies, REPORT_MARKER)).items():
            verdicts.expect(
                count == 1, f"{tracker} #{number}: {count} comments with the marker {marker}", DUPLICATES
            )
        verdicts.counts[f"{tracker} bot comments"] += len(bodies)
    with engine.connect() as connection:
        reports = connection.execute(sa.text("SELECT tracker, marker, status, remote_id FROM reports")).all()
    numbers = {
        "github": {str(i["number"]): i["body"] for i in issues},
        "bugzilla": {str(k): v for k, v in descriptions.items()},
    }
    for tracker, marker, status, remote_id in reports:
        verdicts.counts[f"reports {status}"] += 1
        if status == "filed":
            body = numbers[tracker].get(str(remote_id), "")
            verdicts.expect(
                marker in body, f"{tracker} report {marker} is filed as #{remote_id}, which lacks it"
            )


def check_store(engine: sa.Engine, verdicts: Verdicts) -> None:
    """SQLite's own checks, and no lease held by a live process once everything stopped. A lease whose
    holder was killed stays until someone asks for its key (then it is taken over at once): counted."""
    with engine.connect() as connection:
        integrity = connection.execute(sa.text("PRAGMA integrity_check")).scalars().all()
        foreign = connection.execute(sa.text("PRAGMA foreign_key_check")).all()
    with Session(engine) as session:
        rows = list(session.scalars(sa.select(Lease)))
        live = [f"{row.key} ({row.purpose}, pid {row.pid})" for row in rows if holder_alive(row, utcnow())]
    verdicts.expect(integrity == ["ok"], f"PRAGMA integrity_check: {integrity}")
    verdicts.expect(not foreign, f"PRAGMA foreign_key_check: {foreign}")
    verdicts.expect(not live, f"leases still held by live processes after everything stopped: {live}")
    verdicts.counts["integrity_check ok"] = int(integrity == ["ok"])
    verdicts.counts["leases left by killed holders (taken over when next asked for)"] = len(rows) - len(live)


def check_lifecycle(engine: sa.Engine, verdicts: Verdicts) -> None:
    states = {state.value for state in FailureState}
    with engine.connect() as connection:
        failures = dict(connection.execute(sa.text("SELECT id, status FROM failures")).all())
        events = connection.execute(sa.text("SELECT failure_id, kind, data FROM events ORDER BY id")).all()
        sent = sa.text("SELECT failure_id, tracker FROM reports WHERE status IN ('filed', 'commented')")
        done = {(failure_id, tracker) for failure_id, tracker in connection.execute(sent)}
    moves: dict[int, list[tuple[str, str]]] = {}
    filed_events: Counter[tuple[int, str]] = Counter()
    for failure_id, kind, data in events:
        data = _json(data)
        if kind == "state":
            moves.setdefault(failure_id, []).append((data.get("from", ""), data.get("to", "")))
        elif kind == "filed":
            filed_events[(failure_id, data.get("tracker", ""))] += 1
    for failure_id, status in failures.items():
        verdicts.expect(status in states, f"#{failure_id}: unknown state {status!r}")
        chain = moves.get(failure_id, [])
        for index, (old, new) in enumerate(chain):
            try:
                check_transition(old, new)
            except IllegalTransition as error:
                verdicts.problems.append(f"#{failure_id}: {error}")
            if index:
                verdicts.expect(old == chain[index - 1][1], f"#{failure_id}: a move from {old} after one to "
                                                            f"{chain[index - 1][1]}")  # fmt: skip
        if chain:
            verdicts.expect(
                chain[-1][1] == status, f"#{failure_id}: state {status}, last move to {chain[-1][1]}"
            )
        verdicts.expect(chain.count(("approved", "filed")) <= 1, f"#{failure_id}: approved -> filed twice")
        if status == "filed":
            verdicts.expect(
                any(f == failure_id for f, _t in done), f"#{failure_id}: filed without a filed report"
            )
        verdicts.counts[f"failures {status}"] += 1
        verdicts.counts["state moves"] += len(chain)
    for (failure_id, tracker), count in filed_events.items():
        verdicts.expect(count == 1, f"#{failure_id}: {count} 'filed' events for {tracker}")
