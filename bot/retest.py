"""Retesting a failure now: the ``retest`` action's one line, and the retest before a report is filed.

Before a report leaves (by hand or by the auto-filing policy), its test (the reduced one when there is one)
is judged again by the oracle with the compiler under test and with the **newest installed release of its
compiler** (:func:`newest_release`: the ``[[verify]]`` entry's ``newest`` for that compiler, else the last
release of its ``[[bisect.releases]]`` series, else the compiler under test itself). Then:

* it still fails the same way with the newest release: the report says so, with the date
  ("Retested before filing: still fails with clang-16 (Debian clang version 16.0.6) as of 2026-05-02"),
  and is filed;
* the newest release passes: the bug is **fixed upstream**. The report is not filed; the failure is marked
  fixed with the first release of the series that passes (probed in order), by ``reportsmith (retest)``;
* it fails differently with the newest release, or no longer fails with the compiler under test: a person
  has to look (the policy holds it; filing by hand says why and stops).

Nothing here writes to the store: :func:`retest_before_filing` judges, :mod:`reportsmith.review` acts on it.
"""

from __future__ import annotations

import datetime as dt
import enum
import shutil
from dataclasses import dataclass
from typing import Any

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.common.signature import same_failure
from reportsmith.oracle import Build
from reportsmith.report.identify import identify
from reportsmith.store import Failure


def judge_test(app: App, failure: Failure, name: str, argv: list[str]) -> tuple[Any, Build]:
    """The oracle's judgement now on the failure's test (reduced when it was), built by ``argv`` + its flags.

    A reduced rejects-valid test is compiled only (``-c``), as the reduce stage's re-check does: the reducer
    may have removed ``main()``."""
    test = failure.reduced_bytes if failure.reduced_bytes is not None else failure.test_bytes
    flags = list(failure.flags)
    if (
        failure.reduced_bytes is not None
        and failure.verdict == FailureKind.REJECTS_VALID
        and "-c" not in flags
    ):
        flags.append("-c")
    build = Build(name, argv, flags)
    return app.oracle(failure.common_flags, failure.link_flags).judge(test, failure.test_name, build), build


def retest_failure(app: App, failure: Failure) -> str:
    """The oracle's verdict on the reduced test (the original when not reduced) now, as one line."""
    judged, build = judge_test(app, failure, failure.compiler, split_command(failure.compiler_command))
    which = "reduced" if failure.reduced_bytes is not None else "original"
    command = " ".join([*build.command, *build.flags])
    if judged.shows(failure.verdict, failure.signature):
        return f"retest: the {which} test still fails with {command}: {judged.verdict} ({judged.signature})"
    if judged.is_failure:
        said = f"{judged.verdict} ({judged.signature})"
        return f"retest: the {which} test fails differently with {command}: {said}"
    return f"retest: the {which} test no longer fails with {command}: {judged.reason}"


def release_series(app: App, compiler: str) -> list[str]:
    """The ``[[bisect.releases]]`` series of ``compiler`` (oldest first), or []."""
    for series in app.config.bisect.releases:
        if series.compiler == compiler:
            return list(series.releases)
    return []


def newest_release(app: App, compiler: str) -> str:
    """The newest installed release of ``compiler``'s project (see the module's rules)."""
    for entry in app.config.verify:
        if entry.compiler == compiler:
            return entry.newest
    series = release_series(app, compiler)
    return series[-1] if series else compiler


class RetestOutcome(enum.StrEnum):
    STILL_FAILS = "still-fails"
    FIXED_UPSTREAM = "fixed-upstream"
    FAILS_DIFFERENTLY = "fails-differently"
    GONE = "no-longer-fails"  # not even with the compiler under test
    NOT_INSTALLED = "newest-not-installed"


@dataclass(frozen=True)
class Retest:
    """What the retest before filing found (``fixed_in``: the release that fixed it, for FIXED_UPSTREAM)."""

    failure_id: int
    outcome: RetestOutcome
    under_test: str
    newest: str
    newest_version: str
    on: dt.date
    detail: str = ""
    fixed_in: str = ""

    @property
    def fileable(self) -> bool:
        """Whether the policy may file it: it still fails, the same way, with the newest release."""
        return self.outcome is RetestOutcome.STILL_FAILS

    def sentence(self) -> str:
        """What the retest found, in one line (the reason a report is held or not filed)."""
        newest = f"{self.newest} ({self.newest_version})" if self.newest_version else self.newest
        when = f"as of {self.on.isoformat()}"
        if self.outcome is RetestOutcome.STILL_FAILS:
            also = "" if self.newest == self.under_test else f", and with {self.under_test} (under test)"
            return f"still fails with {newest} {when}{also}"
        if self.outcome is RetestOutcome.FIXED_UPSTREAM:
            return f"fixed upstream: passes with {newest} {when} (fixed in {self.fixed_in}); not filed"
        if self.outcome is RetestOutcome.FAILS_DIFFERENTLY:
            return f"fails differently with {newest} {when} ({self.detail}); the same with {self.under_test}"
        if self.outcome is RetestOutcome.NOT_INSTALLED:
            return (f"still fails with {self.under_test} (under test) {when}; the newest release, "
                    f"{self.newest}, is not installed, so it was not retested with it")  # fmt: skip
        return f"no longer fails with {self.under_test}, the compiler under test, {when} ({self.detail})"

    def stamp(self) -> str | None:
        """The paragraph a report filed after this retest carries (None: such a report is not filed)."""
        if self.outcome in (RetestOutcome.FIXED_UPSTREAM, RetestOutcome.GONE):
            return None
        return f"{STAMP} {self.sentence()}."


#: How the retest's paragraph in a filed report begins (a later retest replaces it).
STAMP = "Retested before filing:"


def stamped(body: str, paragraph: str) -> str:
    """``body`` with ``paragraph`` after its first paragraph (replacing an earlier retest's)."""
    kept = [part for part in body.split("\n\n") if not part.startswith(STAMP)]
    return "\n\n".join([*kept[:1], paragraph, *kept[1:]])


def _judge_with(app: App, failure: Failure, name: str) -> Any:
    resolved, argv = app.resolve_compiler(name)
    if name == failure.compiler and failure.compiler_command:
        argv = split_command(failure.compiler_command)
    return judge_test(app, failure, resolved, argv)[0]


def _installed(app: App, name: str) -> bool:
    argv = app.resolve_compiler(name)[1]
    return bool(argv) and shutil.which(argv[0]) is not None


def _first_passing(app: App, failure: Failure, newest: str) -> str:
    """The oldest release after the compiler under test (in its series, up to ``newest``) that passes."""
    series = release_series(app, failure.compiler)
    later = series[series.index(failure.compiler) + 1 :] if failure.compiler in series else []
    for release in later:
        if release == newest:
            break
        if _installed(app, release) and not _judge_with(app, failure, release).is_failure:
            return release
    return newest


def retest_before_filing(app: App, failure: Failure, today: dt.date | None = None) -> Retest:
    """Judge ``failure``'s test now with the compiler under test and the newest release (module rules)."""
    on = today or dt.datetime.now(dt.UTC).date()
    newest = newest_release(app, failure.compiler)
    version = identify(tuple(app.resolve_compiler(newest)[1])).version if _installed(app, newest) else ""

    def result(outcome: RetestOutcome, detail: str = "", fixed_in: str = "") -> Retest:
        return Retest(failure.id, outcome, failure.compiler, newest, version, on, detail, fixed_in)

    tested = _judge_with(app, failure, failure.compiler)
    if not tested.shows(failure.verdict, failure.signature):
        return result(RetestOutcome.GONE, f"{tested.verdict}: {tested.signature or tested.reason}")
    if newest == failure.compiler:
        return result(RetestOutcome.STILL_FAILS)
    if not _installed(app, newest):
        return result(RetestOutcome.NOT_INSTALLED, f"{app.resolve_compiler(newest)[1][:1]} is not on PATH")
    latest = _judge_with(app, failure, newest)
    if not latest.is_failure:
        return result(RetestOutcome.FIXED_UPSTREAM, latest.reason, _first_passing(app, failure, newest))
    same = latest.verdict == failure.verdict and same_failure(
        latest.signature, failure.signature, across_releases=True
    )
    if not same:
        return result(RetestOutcome.FAILS_DIFFERENTLY, f"{latest.verdict}: {latest.signature}")
    return result(RetestOutcome.STILL_FAILS)
