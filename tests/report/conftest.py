"""Real failures for the report tests: the bundled examples ingested by the real oracle into a fresh store."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.bisection import bisect_failure
from reportsmith.common.kinds import FailureKind
from reportsmith.config import load_config
from reportsmith.pipeline import ingest_stage
from reportsmith.reduction import predicate_for, recheck_reduced
from reportsmith.store.failures import list_failures
from reportsmith.store.results import Reduction
from rich.console import Console

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"
DATA = Path(__file__).resolve().parent / "data"
#: Reduced by reportsmith.reducer, not by hand: CrashPredicate / RejectPredicate (gcc as reference);
#: the wrong-code case with WrongCodePredicate: stored self-contained since Csmith's headers are inlined at
#: ingest, its reduction is the earlier 142-byte one (which said #include "csmith.h") with the headers
#: inlined (35,921 B) and reduced again by the reduce stage: 254 B in three 300 s sessions.
REDUCED = {"pcc-crash-label.c": "pcc-crash-label.reduced.c",
           "tcc-rejects-pragma-pack.c": "tcc-rejects-pragma-pack.reduced.c",
           "tcc-wrong-csmith-20042.c": "tcc-wrong-csmith-20042.reduced.c",
           # Real GCC and Clang crashes (issue 14), reduced by reportsmith.reducer with ValidCrashPredicate
           # (references gcc and clang-16, -fsyntax-only) in `reportsmith run`.
           "clang-ubsan-assume-aligned.c": "clang-ubsan-assume-aligned.reduced.c",
           "gcc-lambda-alias-template.cpp": "gcc-lambda-alias-template.reduced.cpp"}  # fmt: skip
#: Examples bundled later (issue 38: a clang-22 miscompile), ingested after the others.
LATER = ("clang22-",)
#: The tcc/pcc examples the verdict-by-verdict golden files are about.
CLASSIC = ("pcc-crash-label.c", "tcc-rejects-pragma-pack.c", "tcc-wrong-csmith-20042.c", "passing.c")


@pytest.fixture(scope="session")
def report_app(tmp_path_factory: pytest.TempPathFactory) -> App:
    data = tmp_path_factory.mktemp("report-store")
    config = load_config()
    app = App(dataclasses.replace(config, data_dir=str(data)))
    # The examples bundled after the golden files were written go in last, so the others keep their ids.
    later = [path for path in EXAMPLES.iterdir() if path.name.startswith(LATER)]
    ingest_stage(app, [path for path in EXAMPLES.iterdir() if path not in later], Console(quiet=True))
    ingest_stage(app, later, Console(quiet=True))
    with app.store.transaction() as session:
        for failure in list_failures(app.store):
            if failure.test_name in REDUCED:
                stored = session.merge(failure)
                stored.reduced_bytes = (DATA / REDUCED[failure.test_name]).read_bytes()
                # As the reduce stage stores it: the oracle re-run on the reduced test, with its outputs, and
                # for wrong code the final gate's checks (the whole predicate's, Frama-C included).
                predicate = predicate_for(app, failure) if failure.verdict == FailureKind.WRONG_CODE else None
                summary = Reduction(
                    final=True,
                    complete=True,
                    original_size=len(failure.test_bytes),
                    size=len(stored.reduced_bytes),
                )
                stored.reduction = recheck_reduced(app, failure, stored.reduced_bytes, summary, predicate)
    return app


@pytest.fixture(scope="session")
def failures_by_verdict(report_app: App) -> dict[str, int]:
    return {
        f.verdict: f.id
        for f in list_failures(report_app.store)
        if f.verdict != "pass" and f.test_name in CLASSIC
    }


@pytest.fixture(scope="session")
def real_bisected(report_app: App) -> dict[str, int]:
    """The real GCC and Clang crashes, reduced (above) and bisected over the installed releases by the
    bisect stage itself (release search only: the flag and pass searches are tested elsewhere)."""
    app = App(dataclasses.replace(
        report_app.config, bisect=dataclasses.replace(report_app.config.bisect, flags=False, passes=False)
    ))  # fmt: skip
    found = {}
    for failure in list_failures(app.store):
        if failure.test_name in ("clang-ubsan-assume-aligned.c", "gcc-lambda-alias-template.cpp"):
            bisection = bisect_failure(app, failure)
            with app.store.transaction() as session:
                session.merge(failure).bisection = bisection
            found[failure.test_name] = failure.id
    return found


@pytest.fixture(scope="session")
def clang22_bisected(report_app: App) -> int:
    """The quick start's clang-22 miscompile (llvm#215690), bisected by the bisect stage itself over the
    installed releases, with opt-bisect's guilty pass (the flag searches are tested elsewhere)."""
    app = App(dataclasses.replace(report_app.config, bisect=dataclasses.replace(report_app.config.bisect,
                                                                                flags=False)))  # fmt: skip
    [failure] = [f for f in list_failures(app.store) if f.test_name == "clang22-loop-vectorize-O2.c"]
    bisection = bisect_failure(app, failure)
    with app.store.transaction() as session:
        session.merge(failure).bisection = bisection
    return failure.id
