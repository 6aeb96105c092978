"""The one rule for a failure's next step (``reportsmith.stages``), on stored failures in every state that
matters: it reads the lifecycle state and the stored results, and deleting the event log changes nothing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.config import default_config_path, load_config
from reportsmith.stages import (
    Step,
    continued,
    continues_ir,
    continues_reduction,
    hold_error,
    ir_start,
    next_step,
    release,
    takes,
    wants_reduction,
)
from reportsmith.store import Event, Failure
from reportsmith.store.failures import NewFailure, get_failure, record_failure
from reportsmith.store.models import FailureState
from reportsmith.store.results import Bisection, Holds, IRReproducer, IRStatus, Reduction

S = FailureState


@pytest.fixture
def app(data_dir: Path) -> App:
    config = load_config(default_config_path())
    return App(replace(config, reduce=replace(config.reduce, verdicts=[FailureKind.CRASH])))


def _failure(app: App, verdict: FailureKind = FailureKind.CRASH, **columns: object) -> Failure:
    new = NewFailure(
        test_name="t.c", test_bytes=repr(columns).encode() + verdict.encode(), compiler="gcc",
        compiler_command="gcc", flags=["-O2"], verdict=verdict, signature="gcc: ICE in f", status=S.NEW,
    )  # fmt: skip
    failure_id, _ = record_failure(app.store, new, "ingested")
    with app.store.transaction() as session:
        stored = session.get(Failure, failure_id)
        assert stored is not None
        for name, value in columns.items():
            setattr(stored, name, value)
    failure = get_failure(app.store, failure_id)
    assert failure is not None
    return failure


CUT_SHORT = Reduction(complete=False, final=True, stopped="time budget")
#: A clang failure: the IR step applies to it (bot/ir_reproduction.py).
CLANG = {"compiler": "clang-16", "compiler_command": "clang-16"}
IR_FOUND = IRReproducer(kind="crash", status=IRStatus.REPRODUCED, release="16", complete=True)
IR_CUT = IRReproducer(kind="crash", status=IRStatus.REPRODUCED, release="16", complete=False)
DONE = Reduction(complete=True, final=True)

CASES = [
    # (verdict, columns, next step)
    (FailureKind.CRASH, {}, Step.REDUCE),
    (FailureKind.CRASH, {"status": S.REDUCING, "reduction": CUT_SHORT}, Step.REDUCE),  # interrupted
    (FailureKind.REJECTS_VALID, {}, Step.BISECT),  # not in [reduce] verdicts: goes on unreduced
    (FailureKind.CRASH, {"holds": Holds(errors={"reduce": "boom"})}, Step.BISECT),  # broken: goes on
    (FailureKind.CRASH, {"status": S.REDUCED, "reduction": DONE}, Step.BISECT),
    (FailureKind.CRASH, {"status": S.REDUCED, "holds": Holds(errors={"bisect": "boom"})}, Step.DRAFT),
    (FailureKind.CRASH, {"status": S.BISECTED, "bisection": Bisection()}, Step.DRAFT),
    (FailureKind.CRASH, {**CLANG, "status": S.BISECTED, "bisection": Bisection()}, Step.IR),
    (
        FailureKind.CRASH,
        {**CLANG, "status": S.BISECTED, "bisection": Bisection(), "ir_reproducer": IR_FOUND},
        Step.DRAFT,
    ),
    (
        FailureKind.CRASH,
        {**CLANG, "status": S.BISECTED, "bisection": Bisection(), "ir_reproducer": IR_CUT},
        Step.DRAFT,
    ),  # cut short: continued once per run (continues_ir), not a next step
    (FailureKind.WRONG_CODE, {**CLANG, "status": S.REDUCED}, Step.BISECT),  # its IR needs the guilty pass
    (
        FailureKind.CRASH,
        {
            **CLANG,
            "status": S.BISECTED,
            "bisection": Bisection(),
            "holds": Holds(errors={"ir": "llvm-reduce died"}),
        },
        Step.DRAFT,
    ),
    (FailureKind.HANG, {}, None),  # neither reduced (config), bisected nor drafted
    (
        FailureKind.CRASH,
        {"status": S.BISECTED, "bisection": Bisection(), "holds": Holds(suppressed="known")},
        None,
    ),
    (FailureKind.CRASH, {"status": S.BISECTED, "bisection": Bisection(), "signature": ""}, None),
    (FailureKind.CRASH, {"status": S.DRAFTED, "bisection": Bisection()}, None),  # a person's turn
    (FailureKind.CRASH, {"status": S.KNOWN}, None),
    (FailureKind.PASS, {"status": S.NOT_REPRODUCED}, None),
]


@pytest.mark.parametrize(("verdict", "columns", "expected"), CASES)
def test_next_step_follows_state_and_results(
    app: App, verdict: FailureKind, columns: dict[str, object], expected: Step | None
) -> None:
    failure = _failure(app, verdict, **columns)
    assert next_step(app.config, failure) is expected
    with app.store.transaction() as session:
        session.query(Event).delete()
    bare = get_failure(app.store, failure.id)
    assert bare is not None and bare.events == []
    assert next_step(app.config, bare) is expected


def test_a_cut_short_reduction_is_continued_once_per_run_not_as_a_next_step(app: App) -> None:
    drafted = _failure(app, status=S.DRAFTED, reduction=CUT_SHORT, bisection=Bisection())
    assert next_step(app.config, drafted) is None
    assert continues_reduction(app.config, drafted) and wants_reduction(app.config, drafted)
    approved = _failure(app, status=S.APPROVED, reduction=CUT_SHORT)
    assert not continues_reduction(app.config, approved)
    finished = _failure(app, status=S.DRAFTED, reduction=DONE)
    assert not wants_reduction(app.config, finished)
    ir_cut = _failure(app, status=S.DRAFTED, bisection=Bisection(), ir_reproducer=IR_CUT, **CLANG)
    assert next_step(app.config, ir_cut) is None and continues_ir(app.config, ir_cut)
    ir_done = _failure(app, status=S.DRAFTED, bisection=Bisection(), ir_reproducer=IR_FOUND, **CLANG)
    assert not continues_ir(app.config, ir_done)


def test_what_a_run_continues_and_takes_is_one_list(app: App) -> None:
    """``continued`` is the one list of steps cut short (the resume job, the workers' and the pipeline's);
    ``takes`` adds it to the next step, and a crash's IR ahead of its reduction only where asked."""
    interrupted = _failure(app, status=S.REDUCING, reduction=CUT_SHORT, **CLANG)
    assert continued(app.config, interrupted) == [Step.REDUCE]  # also its next step
    assert takes(app.config, interrupted, Step.REDUCE) and not takes(app.config, interrupted, Step.IR)
    assert takes(app.config, interrupted, Step.IR, ahead=True)  # beside the reduction, in process
    both = _failure(app, status=S.DRAFTED, reduction=CUT_SHORT, bisection=Bisection(), ir_reproducer=IR_CUT,
                    **CLANG)  # fmt: skip
    assert continued(app.config, both) == [Step.REDUCE, Step.IR]
    assert takes(app.config, both, Step.REDUCE) and takes(app.config, both, Step.IR)
    assert not takes(app.config, both, Step.DRAFT)
    fresh = _failure(app)  # a new gcc crash: nothing cut short, and no IR step (not clang)
    assert continued(app.config, fresh) == [] and not takes(app.config, fresh, Step.IR, ahead=True)
    assert takes(app.config, fresh, Step.REDUCE)


def test_a_crash_s_ir_starts_from_the_original_test_whenever_its_step_runs(app: App) -> None:
    """``ir_start``: the test an IR step reads does not depend on when it runs -- beside the reduction (the
    pipeline) or after the bisection (the workers) -- so both paths store the same IR."""
    reduced = {"reduced_bytes": b"int main(){}", "bisection": Bisection(test="reduced"), **CLANG}
    crashes = [
        _failure(app, **CLANG),  # before its reduction
        _failure(app, status=S.REDUCING, reduction=CUT_SHORT, **reduced),  # during it
        _failure(app, status=S.BISECTED, reduction=DONE, **reduced),  # after it and the bisection
    ]
    for crash in crashes:
        assert (ir_start(crash).test, ir_start(crash).text) == ("original", crash.test_bytes)
    # A miscompile's IR comes from the test its bisection ran on: its guilty pass is that test's.
    miscompile = _failure(app, FailureKind.WRONG_CODE, status=S.BISECTED, reduction=DONE, **reduced)
    assert (ir_start(miscompile).test, ir_start(miscompile).text) == ("reduced", b"int main(){}")
    on_original = _failure(app, FailureKind.WRONG_CODE, reduced_bytes=b"int main(){}",
                           bisection=Bisection(test="original"), **CLANG)  # fmt: skip
    assert (ir_start(on_original).test, ir_start(on_original).text) == ("original", on_original.test_bytes)


def test_an_error_holds_its_stage_until_the_stage_stores_a_result(app: App) -> None:
    failure = _failure(app)
    hold_error(app.store, failure.id, Step.REDUCE, "the predicate broke")
    held = get_failure(app.store, failure.id)
    assert held is not None and held.holds == Holds(errors={"reduce": "the predicate broke"})
    assert next_step(app.config, held) is Step.BISECT
    assert [(e.kind, e.message) for e in held.events][-1] == ("reduce-failed", "the predicate broke")
    release(app.store, failure.id, Step.REDUCE)
    again = get_failure(app.store, failure.id)
    assert again is not None and again.holds is None and next_step(app.config, again) is Step.REDUCE


def test_retry_clears_a_held_stage_so_the_next_run_tries_it(
    app: App, capsys: pytest.CaptureFixture[str]
) -> None:
    from reportsmith.cli import main

    failure = _failure(app)
    assert main(["retry", str(failure.id)]) == 2  # nothing is held: a clear error, nothing changed
    assert "no held error for any stage" in capsys.readouterr().err
    hold_error(app.store, failure.id, Step.REDUCE, "the predicate broke")
    hold_error(app.store, failure.id, Step.BISECT, "git died")
    assert main(["retry", str(failure.id), "--stage", "bisect"]) == 0
    assert capsys.readouterr().out.strip() == f"F{failure.id}: cleared bisect; next step: bisect"
    assert main(["retry", str(failure.id)]) == 0
    assert capsys.readouterr().out.strip() == f"F{failure.id}: cleared reduce; next step: reduce"
    assert get_failure(app.store, failure.id).holds is None
