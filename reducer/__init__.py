"""reportsmith.reducer: test-case reduction (C-Reduce's design: a fixpoint over pluggable passes).

Entry points:

* :func:`reduce` — reduce ``text`` while ``predicate`` holds; returns a :class:`ReductionResult`;
* predicates: :class:`ScriptPredicate` (creduce/cvise-style script), :class:`CrashPredicate`,
  :class:`RejectPredicate`, :class:`ValidCrashPredicate`, :class:`WrongCodePredicate` (with its
  :class:`CheckRecord`), :class:`HogPredicate`, or any object with
  ``is_interesting(variant, scratch) -> bool``;
* :func:`load_schedule` — the pass schedule (default: ``schedule.toml`` of this package);
* ``reportsmith.reducer.passes`` — the pass interface and registry;
* :func:`code_tokens` — the C lexer's tokens;
* ``reportsmith.reducer.errors`` — the errors it raises.

This file (with ``passes`` and ``errors``) is the reducer's public API: the application imports nothing
else of it (``tests/test_imports.py`` holds it to that).

See README.md in this folder for the design.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from reportsmith.reducer.engine import (
    Engine,
    EngineOptions,
    PassStats,
    Progress,
    ReductionResult,
    default_jobs,
    digest,
)
from reportsmith.reducer.errors import (
    EmptyIsInterestingError,
    FlakyTestError,
    NotInterestingError,
    ReductionError,
    ScheduleError,
)
from reportsmith.reducer.hog import HogPredicate
from reportsmith.reducer.interestingness import CrashPredicate, Predicate, RejectPredicate, ScriptPredicate
from reportsmith.reducer.lexer import code_tokens
from reportsmith.reducer.schedule import Schedule, ScheduledPass
from reportsmith.reducer.schedule import load as load_schedule
from reportsmith.reducer.valid_crash import ValidCrashPredicate
from reportsmith.reducer.wrong_code import CheckRecord, WrongCodePredicate

__all__ = [
    "CheckRecord", "CrashPredicate", "EmptyIsInterestingError", "EngineOptions", "FlakyTestError",
    "HogPredicate", "NotInterestingError", "PassStats", "Predicate", "Progress", "ReductionError",
    "ReductionResult", "RejectPredicate", "Schedule", "ScheduleError", "ScheduledPass", "ScriptPredicate",
    "ValidCrashPredicate", "WrongCodePredicate", "check_test", "code_tokens", "default_jobs",
    "load_schedule", "reduce",
]  # fmt: skip


def check_test(engine: Engine, text: bytes, *, runs: int = 2) -> None:
    """Refuse to start when the test is useless: original not interesting, flaky, or empty interesting.
    The tests run side by side on the engine's workers (a wrong-code original's whole check takes seconds)."""
    started = [engine._executor.submit(engine._evaluate, text) for _ in range(runs)]
    empty = engine._executor.submit(engine._evaluate, b"")
    outcomes = [future.result() for future in started]
    engine.tests_run += runs
    engine._wasted.append(empty)  # waited for when the engine closes, if an error below ends it here
    if not any(outcomes):
        raise NotInterestingError(
            "the original test case is not interesting: the test fails on it before any change "
            "(run the test by hand in a directory holding only the file and check its exit status is 0)"
        )
    if not all(outcomes):
        raise FlakyTestError(
            f"the test is flaky: on the unchanged original it said interesting {sum(outcomes)} of {runs} "
            "times (make it deterministic: fixed timeouts, no races, no dependence on the directory)"
        )
    if empty.result():
        raise EmptyIsInterestingError(
            "an empty file is interesting: the test does not check for the failure it should "
            "(make it grep for the crash message or compare outputs)"
        )
    engine.tests_run += 1
    engine.cache[digest(b"")] = False


def reduce(
    text: bytes,
    predicate: Predicate,
    *,
    jobs: int | None = None,
    seed: int = 0,
    schedule: Schedule | None = None,
    file_name: str = "test.c",
    progress: Callable[[Progress], None] | None = None,
    on_best: Callable[[bytes], None] | None = None,
    check: bool = True,
    max_rounds: int | None = None,
    scratch_parent: str | os.PathLike[str] | None = None,
    options: EngineOptions | None = None,
) -> ReductionResult:
    """Reduce ``text`` while ``predicate`` holds and return the result with its statistics.

    ``jobs`` workers test candidates in parallel (default: usable cores); the result depends only on
    ``text``, the predicate, ``schedule``, ``seed`` and ``jobs``. ``on_best`` receives every new smallest
    interesting variant (the CLI writes it to the file). With ``check`` the test is sanity-checked first
    and a :class:`ReductionError` raised when it is useless. Each test runs in a fresh directory under
    ``scratch_parent`` (default: the system's temporary directory), removed afterwards. ``options``:
    C-Reduce's ``--no-cache``, ``--max-improvement`` and ``--save-temps`` (:class:`EngineOptions`).
    """
    engine = Engine(
        predicate, jobs=jobs or default_jobs(), seed=seed, file_name=file_name, progress=progress,
        on_best=on_best, scratch_parent=scratch_parent, options=options,
    )  # fmt: skip
    try:
        if check:
            check_test(engine, text)
        engine.start(text)
        engine.run(schedule if schedule is not None else load_schedule(), max_rounds=max_rounds)
        return engine.result()
    finally:
        engine.close()
