"""The people of the chaos run: reviewers who approve and file through the review page and the CLI (several at
once on one failure, a double click, two reviewers), people who comment on the trackers (commands from one
who may give them and from one who may not, chatter), and someone running ``reportsmith poll``/``verify``
by hand while the service does the same.

Each actor is a thread with its own random generator (seeded), counting what it did and what it was told.
A page request while serve is down (killed, restarting) is counted as "page down" and tried again later.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import sqlalchemy as sa
from scene import ALLOWED, STRANGER

TRACKERS = ("github", "bugzilla")
_FLASH = re.compile(r'class="flash" role="status">([^<]*)<')
_CSRF = re.compile(r'name="csrf" value="([^"]+)"')


@dataclass
class Tally:
    """What the actors did, by (actor, what, how, outcome); thread-safe."""

    counts: Counter[tuple[str, str, str, str]] = field(default_factory=Counter)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, actor: str, what: str, how: str, outcome: str) -> None:
        with self.lock:
            self.counts[(actor, what, how, outcome)] += 1


def outcome_of(text: str) -> str:
    """A short class of what the page or the CLI said."""
    text = text.strip()
    for key in (
        "already filed",
        "being filed",
        "not approved",
        "filed",
        "approved",
        "commented",
        "duplicate",
    ):
        if key in text:
            return "not done: " + key if text.startswith("not done") else key
    return text[:60] or "nothing said"


def page_action(url: str, failure_id: int, verb: str, data: dict[str, str]) -> str:
    """One reviewer's browser: open the failure's page, post the form, read the message shown."""
    try:
        with httpx.Client(base_url=url, timeout=600) as client:
            csrf = _CSRF.search(client.get(f"/failure/{failure_id}").text)
            if csrf is None:
                return "no form"
            posted = client.post(f"/failure/{failure_id}/{verb}", data={"csrf": csrf.group(1), **data})
            if posted.status_code != 303:
                return f"HTTP {posted.status_code}"
            shown = _FLASH.search(client.get(f"/failure/{failure_id}").text)
            return shown.group(1) if shown else "no message"
    except httpx.HTTPError:
        return "page down"


def cli_action(config: Path, *args: str) -> str:
    argv = [sys.executable, "-m", "reportsmith", *args, "--config", str(config)]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=900)
    except subprocess.TimeoutExpired:
        return "not done: no answer within 900 s"
    return done.stdout if done.returncode == 0 else f"not done: {done.stderr.strip()[-200:]}"


@dataclass
class Crew:
    """Everything the actors share: where serve answers, the configuration, the store, the trackers."""

    url: Callable[[], str]
    config: Path
    engine: sa.Engine
    github: object
    bugzilla: object
    stop: threading.Event
    tally: Tally

    def rows(self, query: str) -> list[sa.Row]:
        with self.engine.connect() as connection:
            return list(connection.execute(sa.text(query)))

    def drafted(self) -> list[int]:
        return [r.id for r in self.rows("SELECT id FROM failures WHERE status = 'drafted'")]

    def to_file(self) -> list[tuple[int, str]]:
        """(failure, tracker) pairs a reviewer may file: approved, or filed on the other tracker only; and
        reports left in flight by a kill."""
        rows = self.rows(
            "SELECT f.id, r.tracker, r.status FROM failures f JOIN reports r ON r.failure_id = f.id "
            "WHERE f.status IN ('approved', 'filed')"
        )
        return [(r.id, r.tracker) for r in rows if r.status in ("draft", "failed", "filing", "commenting")]


def reviewer(crew: Crew, name: str, seed: int) -> None:
    rng = random.Random(seed)
    while not crew.stop.wait(rng.uniform(1.0, 4.0)):
        drafted, fileable = crew.drafted(), crew.to_file()
        if drafted and (not fileable or rng.random() < 0.4):
            failure_id = rng.choice(drafted)
            if rng.random() < 0.5:
                said = page_action(crew.url(), failure_id, "approve", {})
                crew.tally.add(name, "approve", "page", outcome_of(said))
            else:
                said = cli_action(crew.config, "review", "approve", str(failure_id))
                crew.tally.add(name, "approve", "cli", outcome_of(said))
        elif fileable:
            failure_id, tracker = rng.choice(fileable)
            at_once = 1 if rng.random() < 0.5 else rng.randint(2, 5)  # a double click, two reviewers...
            file_at_once(crew, name, failure_id, tracker, [rng.random() < 0.5 for _ in range(at_once)])


def file_at_once(crew: Crew, name: str, failure_id: int, tracker: str, on_page: list[bool]) -> None:
    """``len(on_page)`` requests to file one report, each on the page (True) or the CLI, all at once."""

    def one(page: bool) -> None:
        if page:
            said = page_action(crew.url(), failure_id, "file", {"tracker": tracker})
        else:
            said = cli_action(crew.config, "report", "file", str(failure_id), "--tracker", tracker)
        crew.tally.add(name, f"file x{len(on_page)}", "page" if page else "cli", outcome_of(said))

    threads = [threading.Thread(target=one, args=(page,)) for page in on_page]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


COMMANDS = [
    (ALLOWED, "#reportsmith fixed"),
    (STRANGER, "#reportsmith invalid this is not a bug"),
    (STRANGER, "#reportsmith known not-mine-to-say"),
    (ALLOWED, "Thanks, I can reproduce this."),
    ("bob", "Same here with the trunk build."),
]


def commenter(crew: Crew, seed: int) -> None:
    """People on the trackers: commands (allowed and refused) and chatter on the filed issues and bugs."""
    rng = random.Random(seed)
    github, bugzilla = crew.github, crew.bugzilla
    while not crew.stop.wait(rng.uniform(4.0, 12.0)):
        who, text = rng.choice(COMMANDS)
        if rng.random() < 0.5:
            issues = [i["number"] for i in github.issues["compilers/tcc"] if i["state"] == "open"]  # type: ignore[attr-defined]
            if issues:
                github.add_comment(rng.choice(issues), text, who)  # type: ignore[attr-defined]
                crew.tally.add("commenter", "comment", "github", who)
        else:
            bugs = [b["id"] for b in bugzilla.bugs if b.get("is_open", True)]  # type: ignore[attr-defined]
            if bugs:
                bugzilla.add_comment(rng.choice(bugs), text, f"{who}@example.org")  # type: ignore[attr-defined]
                crew.tally.add("commenter", "comment", "bugzilla", who)


def hand_runner(crew: Crew, seed: int) -> None:
    """Someone running the learn loop by hand while the service runs it too."""
    rng = random.Random(seed)
    while not crew.stop.wait(rng.uniform(15.0, 40.0)):
        command = rng.choice(["poll", "verify"])
        said = cli_action(crew.config, command)
        crew.tally.add("by hand", command, "cli", "ok" if not said.startswith("not done") else said[:80])
